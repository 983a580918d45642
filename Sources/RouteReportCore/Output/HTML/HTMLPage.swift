/// report.html's fixed parts: its style sheet and script, and the Content-Security-Policy
/// that allows exactly those two (by their SHA-256) and images from the page's own
/// folder, so nothing is loaded from the network and no script but this one runs.
enum HTMLPage {
    static let contentSecurityPolicy =
        "default-src 'none'; img-src 'self'; style-src 'sha256-" + SHA256.base64(style) + "'; script-src 'sha256-"
        + SHA256.base64(script) + "'; base-uri 'none'; form-action 'none'"

    /// Light and dark (`prefers-color-scheme`), narrow screens (the tables scroll, the
    /// facts wrap) and print (no controls, rows kept whole).
    static let style = """

        :root { color-scheme: light dark; --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0;
          --head: #f6f8fa; --accent: #0969da; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --head: #151b23; --accent: #4493f8; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 72rem; padding: 1rem; font: 16px/1.5 system-ui, sans-serif;
          color: var(--fg); background: var(--bg); }
        h1 { font-size: 1.8rem; margin: 0.5rem 0; }
        h2 { font-size: 1.35rem; margin: 2rem 0 0.5rem; padding-bottom: 0.2rem; border-bottom: 1px solid var(--line); }
        h3 { font-size: 1.05rem; margin: 1rem 0 0.25rem; }
        a { color: var(--accent); }
        .facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr)); gap: 0.5rem 1.5rem; margin: 0; }
        .facts div { border-left: 3px solid var(--accent); padding-left: 0.6rem; }
        dt { color: var(--muted); font-size: 0.85rem; }
        dd { margin: 0; }
        .tables { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 0 1.5rem; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; margin: 0.25rem 0 1rem; }
        th, td { padding: 0.3rem 0.6rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
        th { background: var(--head); white-space: nowrap; }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        th button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; }
        th[aria-sort=ascending] button::after { content: " \\25B2"; }
        th[aria-sort=descending] button::after { content: " \\25BC"; }
        .filters { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; margin: 0.5rem 0; }
        select { font: inherit; max-width: 16rem; }
        .note { color: var(--muted); font-size: 0.9rem; }
        img { max-width: 100%; height: auto; }
        img.overview { width: 100%; max-width: 48rem; }
        .maps { display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: 1rem; }
        figure { margin: 0; }
        figcaption { font-size: 0.9rem; }
        @media print {
          .filters, .shown { display: none; }
          body { max-width: none; padding: 0; }
          a { color: inherit; text-decoration: none; }
          .scroll { overflow: visible; }
          tr, figure, .facts div { break-inside: avoid; }
          th[aria-sort] button::after { content: ""; }
        }

        """

    /// Sorting by any column (a header's button; again for the other order) and
    /// filtering by year, airport and airline (the selects), on the flights table.
    static let script = """

        "use strict";
        (function () {
          var table = document.getElementById("flight-table");
          if (!table) { return; }
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
          heads.forEach(function (head, column) {
            head.querySelector("button").addEventListener("click", function () {
              var ascending = head.getAttribute("aria-sort") !== "ascending";
              heads.forEach(function (other) { other.removeAttribute("aria-sort"); });
              head.setAttribute("aria-sort", ascending ? "ascending" : "descending");
              var numeric = head.getAttribute("data-type") === "number";
              var key = function (row) {
                var cell = row.cells[column];
                var value = cell.hasAttribute("data-sort") ? cell.getAttribute("data-sort") : cell.textContent;
                return numeric ? (value === "" ? NaN : Number(value)) : value;
              };
              rows.sort(function (a, b) {
                var x = key(a), y = key(b);
                if (numeric && (isNaN(x) || isNaN(y))) { return isNaN(x) - isNaN(y); }
                var order = numeric ? x - y : x.localeCompare(y);
                return ascending ? order : -order;
              });
              rows.forEach(function (row) { body.appendChild(row); });
            });
          });
          var filters = Array.prototype.slice.call(document.querySelectorAll("select[data-filter]"));
          var shown = document.getElementById("shown-count");
          var apply = function () {
            var count = 0;
            rows.forEach(function (row) {
              var visible = filters.every(function (select) {
                var values = (row.getAttribute("data-" + select.getAttribute("data-filter")) || "").split("\\n");
                return select.value === "" || values.indexOf(select.value) >= 0;
              });
              row.hidden = !visible;
              if (visible) { count += 1; }
            });
            shown.textContent = String(count);
          };
          filters.forEach(function (select) { select.addEventListener("change", apply); });
        })();

        """
}
