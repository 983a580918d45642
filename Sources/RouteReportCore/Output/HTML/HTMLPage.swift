/// report.html's fixed parts: its style sheet and script (`HTMLPage+Script.swift`), and
/// the Content-Security-Policy that allows exactly those two (by their SHA-256) and
/// nothing else: the maps are inline, so the page loads nothing at all and no script
/// but this one runs.
enum HTMLPage {
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'sha256-" + SHA256.base64(style) + "'; script-src 'sha256-"
        + SHA256.base64(script) + "'; base-uri 'none'; form-action 'none'"

    /// Light and dark (`prefers-color-scheme`); the overview at the page's width and at
    /// most of the screen's height; narrow screens (a wide table scrolls in its own
    /// box, the facts and the side-by-side tables wrap); print (no controls, maps and
    /// tables within the page's width, rows kept whole, a table's head on each page).
    static let style = """

        :root { color-scheme: light dark; --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0;
          --head: #f6f8fa; --accent: #0969da; --mark: #cf222e; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --head: #151b23; --accent: #4493f8;
            --mark: #ff7b72; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 80rem; padding: 1rem; font: 16px/1.5 system-ui, sans-serif;
          color: var(--fg); background: var(--bg); }
        h1 { font-size: 1.8rem; margin: 0.5rem 0; }
        h2 { font-size: 1.35rem; margin: 2rem 0 0.5rem; padding-bottom: 0.2rem; border-bottom: 1px solid var(--line); }
        h3 { font-size: 1.05rem; margin: 1rem 0 0.25rem; }
        a { color: var(--accent); }
        header .note, li code { overflow-wrap: anywhere; }
        .facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr)); gap: 0.5rem 1.5rem;
          margin: 0; }
        .facts div { border-left: 3px solid var(--accent); padding-left: 0.6rem; }
        dt { color: var(--muted); font-size: 0.85rem; }
        dd { margin: 0; }
        .tables { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr)); gap: 0 1.5rem; }
        .tables > div { min-width: 0; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; margin: 0.25rem 0 1rem; }
        th, td { padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
        th { background: var(--head); }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        th button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer;
          text-align: inherit; }
        th[aria-sort=ascending] button::after { content: " \\25B2"; }
        th[aria-sort=descending] button::after { content: " \\25BC"; }
        .filters { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; margin: 0.5rem 0; }
        select { font: inherit; max-width: 16rem; }
        .note { color: var(--muted); font-size: 0.9rem; }
        .map-controls { display: flex; justify-content: flex-end; gap: 0.25rem; margin: 0 0 0.25rem; }
        .map-controls button { font: inherit; min-width: 2.5rem; min-height: 2.25rem; color: inherit; background: var(--head);
          border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }
        .overview-frame { border: 1px solid var(--line); overflow: hidden; background: #e3ebf0; }
        .overview-frame svg { display: block; width: 100%; height: auto; max-height: 80vh; touch-action: none;
          cursor: grab; }
        .overview-frame path.route { cursor: pointer; }
        .overview-frame path.route.filtered-out { display: none; }
        .overview-frame path.route.selected { stroke: var(--mark); stroke-opacity: 1; }
        .route-box { margin: 0.5rem 0; padding: 0.4rem 0.75rem; border-left: 3px solid var(--mark); background: var(--head); }
        .route-box ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
        .map-frame svg { display: block; width: 100%; height: auto; }
        .maps { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr)); gap: 1rem; }
        figure { margin: 0; }
        figcaption { font-size: 0.9rem; overflow-wrap: anywhere; }
        .map-frame.profile { margin-top: 0.25rem; }
        dl.track { display: grid; grid-template-columns: auto 1fr; gap: 0 0.5rem; margin: 0.25rem 0 0; }
        dl.track dt { font-weight: 600; }
        dl.track dd { margin: 0; }
        @media print {
          .filters, .map-controls, .route-box { display: none; }
          body { max-width: none; padding: 0; }
          a { color: inherit; text-decoration: none; }
          .scroll { overflow: visible; }
          table { font-size: 0.85em; }
          th, td { padding: 0.2rem 0.3rem; overflow-wrap: anywhere; }
          .overview-frame { border: 0; }
          .overview-frame svg { max-height: 90vh; }
          svg { max-width: 100%; break-inside: avoid; }
          thead { display: table-header-group; }
          tr, figure, .facts div { break-inside: avoid; }
          th[aria-sort] button::after { content: ""; }
        }

        """
}
