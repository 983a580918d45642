/// `report.html` (SPEC §3): one page that a person double-clicks, or opens from a mail
/// attachment: the overview map first, at the page's width (pan and zoom, a route named
/// where it is pointed at or tapped), the statistics, the flights table, sortable by
/// any column, whose year, airport and airline filters also filter the overview and the
/// shown totals (`HTMLPage.script`), each flight's map, the landmarks and the
/// diagnostics. It reads well on a phone, in dark mode and on paper (`HTMLPage.style`).
///
/// The page is self-contained: every map is inline, an `<svg>` element made from the
/// same bytes as its file in maps/ (`HTMLInlineSVG`), so the page loads nothing, and its
/// Content-Security-Policy allows only its own style and script. Every value from an
/// input goes through `HTMLText.escaped`. Like report.md it lists the flights that get
/// a map (the first `--max-maps`), which bounds its size, and says how many more
/// report.json holds.
///
/// The file is made in parts: the page up to the overview, the overview, the page up to
/// the flight maps, two parts for each flight map (the map; its altitude profile and
/// caption), then the rest. The maps are borrowed (`BorrowedPart`): when the run writes
/// maps/ too, each map's bytes are made once, for its file and for the page.
enum HTMLReportWriter: ReportOutput {
    static let fileName = "report.html"

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        let maps =
            context.mapFileNames.count == report.flights.count
            ? context.mapFileNames : MapFileNames.assign(report.flights.map(\.id))
        let page = Page(
            report: report, airports: context.airports, maps: maps, listed: min(max(0, context.maxMaps), report.flights.count),
            mapDataFiles: ReportFormat.mapDataFiles(context.formats))
        return [OutputFile(fileName, Parts(count: page.partCount) { page.part($0) }, mark: mark, borrowing: page.borrowed)]
    }

    /// The page's generator meta element, in its head.
    static let mark = GeneratorMark("<meta name=\"generator\" content=\"" + GeneratorMark.generator, .head(4096))

    /// The page in one string. `maps`: each flight's map stem (nil: a page without maps);
    /// `listed`: how many flights (the first) the table and the maps show.
    static func document(
        for report: RunReport, airports: AirportTable, maps: [String]?, listed: Int, mapDataFiles: [String] = []
    ) -> String {
        let page = Page(report: report, airports: airports, maps: maps, listed: listed, mapDataFiles: mapDataFiles)
        return String(decoding: (0..<page.partCount).flatMap { page.part($0) }, as: UTF8.self)
    }

    /// What the page's parts are made from, and the parts.
    struct Page: Sendable {
        let report: RunReport
        /// The table whose airports name a flight map's stops.
        let airports: AirportTable
        /// Each flight's map stem, or nil for a page without maps.
        let maps: [String]?
        let listed: Int
        let mapDataFiles: [String]

        var hasOverview: Bool { maps != nil && !report.flights.isEmpty }
        var flightMapCount: Int { maps == nil ? 0 : listed }

        /// The head to the overview, the overview, on to the flight maps, each flight map
        /// and its caption, the rest.
        var partCount: Int { 4 + 2 * flightMapCount }

        func part(_ index: Int) -> [UInt8] {
            switch index {
            case 0: return Array(pageStart().utf8)
            case 1: return hasOverview ? overview(SVGMapWriter.overview(for: report)) : []
            case 2: return Array(pageMiddle().utf8)
            case partCount - 1: return Array(pageEnd().utf8)
            default:
                let flight = (index - 3) / 2
                guard (index - 3) % 2 == 1 else {
                    return flightMap(
                        flight,
                        svg: SVGMapWriter.flightMap(
                            for: report.flights[flight], airports: airports, options: report.options,
                            generator: report.generator))
                }
                return flightCaption(
                    flight, profile: SVGAltitudeProfile.document(for: report.flights[flight], generator: report.generator) ?? [])
            }
        }

        /// The parts made from the maps in maps/: the overview, each flight's map and its
        /// altitude profile (a flight without one has no profile file to borrow from).
        var borrowed: [BorrowedPart] {
            guard let maps else { return [] }
            var parts: [BorrowedPart] = []
            if hasOverview {
                parts.append(BorrowedPart(index: 1, source: SVGMapWriter.overviewFileName) { overview($0) })
            }
            for flight in 0..<flightMapCount {
                parts.append(
                    BorrowedPart(index: 3 + 2 * flight, source: SVGMapWriter.flightMapFileName(stem: maps[flight])) {
                        flightMap(flight, svg: $0)
                    })
                parts.append(
                    BorrowedPart(index: 4 + 2 * flight, source: SVGAltitudeProfile.fileName(stem: maps[flight])) {
                        flightCaption(flight, profile: $0)
                    })
            }
            return parts
        }

        private func overview(_ svg: [UInt8]) -> [UInt8] {
            HTMLInlineSVG.inlined(svg, idPrefix: "overview-")
        }

        /// The head, the header and the overview section up to its map.
        private func pageStart() -> String {
            var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            html += "<meta http-equiv=\"Content-Security-Policy\" content=\"" + HTMLPage.contentSecurityPolicy + "\">\n"
            html += "<meta name=\"generator\" content=\"" + HTMLText.escaped(report.generator) + "\">\n"
            html += "<title>Flight report</title>\n<style>" + HTMLPage.style + "</style>\n</head>\n<body>\n"
            html +=
                "<header>\n<h1>Flight report</h1>\n<p class=\"note\">"
                + HTMLReportWriter.summary(report, mapDataFiles: mapDataFiles) + "</p>\n</header>\n"
            html += "<main>\n"
            guard hasOverview else { return html }
            html += "<section id=\"overview\">\n<h2>Map</h2>\n"
            html +=
                "<div class=\"map-controls\"><button type=\"button\" data-zoom=\"in\" aria-label=\"Zoom in\">+</button>"
                + "<button type=\"button\" data-zoom=\"out\" aria-label=\"Zoom out\">\u{2212}</button>"
                + "<button type=\"button\" data-zoom=\"reset\">Reset</button></div>\n"
            return html + "<div class=\"overview-frame\" id=\"overview-map\" role=\"group\" aria-label=\""
                + HTMLText.escaped(MarkdownReportWriter.overviewAlt(report)) + "\">"
        }

        /// The rest of the overview section (the route box, the filters), the
        /// statistics, the flights table and the flight maps' heading.
        private func pageMiddle() -> String {
            var html = ""
            if hasOverview {
                html += "</div>\n<div id=\"route-box\" class=\"route-box\" role=\"status\" hidden></div>\n"
                html += HTMLReportWriter.filters(report, listed: listed) + "</section>\n"
            }
            for section in StatisticsSections.sections(for: report) {
                html += HTMLReportWriter.section(section)
            }
            html += HTMLReportWriter.flights(report, maps: maps, listed: listed, withFilters: !hasOverview)
            if flightMapCount > 0 {
                html += "<section id=\"maps\">\n<h2>Flight maps</h2>\n<div class=\"maps\">\n"
            }
            return html
        }

        /// Flight map `index` (`svg`, its file's bytes), opening its figure.
        private func flightMap(_ index: Int, svg: [UInt8]) -> [UInt8] {
            guard let maps else { return [] }
            let flight = report.flights[index]
            var html = Array(
                ("<figure id=\"map-" + HTMLText.escaped(maps[index]) + "\"><div class=\"map-frame\" role=\"img\" aria-label=\""
                    + HTMLText.escaped(MarkdownReportWriter.mapAlt(flight)) + "\">").utf8)
            html += HTMLInlineSVG.inlined(svg, idPrefix: "map" + String(index) + "-")
            html += Array("</div>".utf8)
            return html
        }

        /// The rest of flight map `index`'s figure: its altitude profile (`profile`, its
        /// file's bytes; empty for a flight without one) and its caption.
        private func flightCaption(_ index: Int, profile: [UInt8]) -> [UInt8] {
            guard maps != nil else { return [] }
            let flight = report.flights[index]
            let row = FlightRow(flight)
            var html: [UInt8] = []
            if !profile.isEmpty {
                html += Array(
                    ("<div class=\"map-frame profile\" role=\"img\" aria-label=\""
                        + HTMLText.escaped("Altitude profile of " + flight.name) + "\">").utf8)
                html += HTMLInlineSVG.inlined(profile, idPrefix: "profile" + String(index) + "-")
                html += Array("</div>".utf8)
            }
            html += Array(
                ("<figcaption>" + HTMLText.escaped(row.name) + " · " + HTMLText.escaped(row.route)).utf8)
            let figures = TrackFigureItems.items(flight)
            if !figures.isEmpty {
                html += Array(
                    ("<dl class=\"track\">"
                        + figures.map { "<dt>" + HTMLText.escaped($0.label) + "</dt><dd>" + HTMLText.escaped($0.text) + "</dd>" }
                        .joined() + "</dl>").utf8)
            }
            html += Array("</figcaption></figure>\n".utf8)
            return html
        }

        /// The end of the flight maps, the landmarks, the diagnostics and the script.
        private func pageEnd() -> String {
            var html = flightMapCount > 0 ? "</div>\n</section>\n" : ""
            html += HTMLReportWriter.landmarks(report, listed: listed) + HTMLReportWriter.diagnostics(report, listed: listed)
            return html + "</main>\n<script>" + HTMLPage.script + "</script>\n</body>\n</html>\n"
        }
    }

    private static func summary(_ report: RunReport, mapDataFiles: [String]) -> String {
        var text =
            "Generated by " + HTMLText.escaped(report.generator) + " for the reference time "
            + MarkdownReportWriter.time(report.referenceTime) + " from "
            + StatisticsSections.plural(report.inputs.count, "input") + ": "
            + StatisticsSections.plural(report.flights.count, "flight") + ", "
            + StatisticsSections.plural(report.landmarks.count, "landmark") + ", "
            + StatisticsSections.plural(report.errorCount, "error") + ", "
            + StatisticsSections.plural(report.warningCount, "warning") + "."
        if !mapDataFiles.isEmpty {
            text += " Map data: " + mapDataFiles.map { "<a href=\"" + $0 + "\">" + $0 + "</a>" }.joined(separator: ", ") + "."
        }
        return text
    }

    private static func section(_ section: StatisticsSections.Section) -> String {
        var html = "<section id=\"" + section.id + "\">\n<h2>" + HTMLText.escaped(section.title) + "</h2>\n"
        if !section.facts.isEmpty {
            html += "<dl class=\"facts\">\n"
            for fact in section.facts {
                html += "<div><dt>" + HTMLText.escaped(fact.label) + "</dt><dd>" + HTMLText.escaped(fact.value) + "</dd></div>\n"
            }
            html += "</dl>\n"
        }
        if !section.tables.isEmpty {
            html += section.tables.count > 1 ? "<div class=\"tables\">\n" : ""
            for table in section.tables {
                html += "<div>\n" + (table.title == section.title ? "" : "<h3>" + HTMLText.escaped(table.title) + "</h3>\n")
                html += "<div class=\"scroll\"><table>\n<thead><tr>"
                for column in table.columns {
                    html +=
                        "<th scope=\"col\"" + (column.numeric ? " class=\"num\"" : "") + ">" + HTMLText.escaped(column.title)
                        + "</th>"
                }
                html += "</tr></thead>\n<tbody>\n"
                for row in table.rows {
                    html += "<tr>"
                    for (cell, column) in zip(row, table.columns) {
                        html += (column.numeric ? "<td class=\"num\">" : "<td>") + HTMLText.escaped(cell) + "</td>"
                    }
                    html += "</tr>\n"
                }
                html += "</tbody>\n</table></div>\n"
                if let note = table.note { html += "<p class=\"note\">" + HTMLText.escaped(note) + "</p>\n" }
                html += "</div>\n"
            }
            html += section.tables.count > 1 ? "</div>\n" : ""
        }
        if let note = section.note { html += "<p class=\"note\">" + HTMLText.escaped(note) + "</p>\n" }
        return html + "</section>\n"
    }

    /// The year, airport and airline filters of the first `listed` flights, and the line
    /// that counts what they show; nothing when no flight is listed.
    private static func filters(_ report: RunReport, listed: Int) -> String {
        guard listed > 0 else { return "" }
        let rows = (0..<listed).map { FlightRow(report.flights[$0]) }
        let years = Set(rows.compactMap(\.year)).sorted().map(String.init)
        let airports = Set(rows.flatMap(\.codes)).sorted(by: RunStatistics.bytewise)
        let airlines = Set(rows.compactMap(\.airline)).sorted(by: RunStatistics.bytewise)
        var html = "<form class=\"filters\">\n"
        for (name, title, values) in [
            ("year", "Year", years), ("airports", "Airport", airports), ("airline", "Airline", airlines),
        ]
        where !values.isEmpty {
            html += "<label>" + title + " <select data-filter=\"" + name + "\"><option value=\"\">All</option>"
            for value in values {
                html += "<option>" + HTMLText.escaped(value) + "</option>"
            }
            html += "</select></label>\n"
        }
        let distance = rows.reduce(0) { $0 + ($1.distance.isFinite ? $1.distance : 0) }
        return html + "<span class=\"shown\" id=\"shown-totals\"><span id=\"shown-count\">" + String(listed)
            + "</span> of " + String(listed) + " flights, <span id=\"shown-distance\">"
            + ReadableText.kilometres(distance) + "</span> shown</span>\n</form>\n"
    }

    /// The flights table: the first `listed` flights, with the filters above it when no
    /// overview carries them.
    private static func flights(_ report: RunReport, maps: [String]?, listed: Int, withFilters: Bool) -> String {
        var html = "<section id=\"flights\">\n<h2>Flights</h2>\n"
        guard listed > 0 else {
            return html + "<p>" + (report.flights.isEmpty ? "No flights." : "No flights listed (`--max-maps 0`).")
                + "</p>\n</section>\n"
        }
        if withFilters { html += filters(report, listed: listed) }
        let rows = (0..<listed).map { FlightRow(report.flights[$0]) }
        let routes = OverviewRoutes(report.flights, limit: 0).routeFirstFlight
        let underWay = rows.contains(where: \.isUnderWay)
        html += "<div class=\"scroll\"><table id=\"flight-table\">\n<thead><tr>"
        for (title, numeric) in [
            ("Flight", false), ("Route", false), ("Departure", false), ("Arrival", false), ("Distance", true),
            ("Duration", true),
        ] + (underWay ? [("Progress", true)] : []) {
            html +=
                "<th scope=\"col\"" + (numeric ? " class=\"num\" data-type=\"number\"" : " data-type=\"text\"")
                + "><button type=\"button\">" + title + "</button></th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for (index, row) in rows.enumerated() {
            html +=
                "<tr data-flight=\"" + HTMLText.escaped(row.id) + "\" data-year=\"" + (row.year.map(String.init) ?? "")
                + "\" data-airports=\""
                + row.codes.map(HTMLText.escaped).joined(separator: "&#10;") + "\" data-airline=\""
                + HTMLText.escaped(row.airline ?? "") + "\" data-distance=\""
                + (row.distance.isFinite ? DecimalFormat.shortest(row.distance) : "0") + "\" data-route=\""
                + (routes[index].map { HTMLText.escaped(report.flights[$0].id) } ?? "") + "\">"
            let name = HTMLText.escaped(row.name)
            html +=
                "<td>" + (maps.map { "<a href=\"#map-" + HTMLText.escaped($0[index]) + "\">" + name + "</a>" } ?? name) + "</td>"
            html += "<td>" + HTMLText.escaped(row.route) + "</td>"
            html += timeCell(row.departureLocal) + timeCell(row.arrivalLocal)
            html += "<td class=\"num\" data-sort=\"" + DecimalFormat.shortest(row.distance) + "\">" + row.distanceText + "</td>"
            html +=
                "<td class=\"num\" data-sort=\"" + (row.duration.map(DecimalFormat.shortest) ?? "") + "\">" + row.durationText
                + "</td>"
            if underWay {
                let sortKey = row.isUnderWay ? row.progress.map(DecimalFormat.shortest) ?? "" : ""
                html += "<td class=\"num\" data-sort=\"" + sortKey + "\">" + row.underWayProgressText + "</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
        if listed < report.flights.count {
            html +=
                "<p class=\"note\">The first " + ReadableText.count(listed) + " of "
                + ReadableText.count(report.flights.count) + " flights (<code>--max-maps</code>); report.json lists all "
                + ReadableText.count(report.flights.count) + ".</p>\n"
        }
        return html + "</section>\n"
    }

    /// A departure or arrival at its place's clocks, sorted by the instant, the zone as
    /// its title.
    private static func timeCell(_ time: LocalTime?) -> String {
        guard let time else { return "<td data-sort=\"\">" + ReadableText.none + "</td>" }
        return "<td data-sort=\"" + DecimalFormat.shortest(time.instant) + "\" title=\"" + HTMLText.escaped(time.zoneName)
            + "\">" + HTMLText.escaped(ReadableText.localTime(time)) + "</td>"
    }

    private static func landmarks(_ report: RunReport, listed: Int) -> String {
        guard !report.landmarks.isEmpty else { return "" }
        let shown = report.landmarks.prefix(max(listed, MarkdownReportWriter.listedInputs))
        var html = "<section id=\"landmarks\">\n<h2>Landmarks</h2>\n<div class=\"scroll\"><table>\n"
        html +=
            "<thead><tr><th scope=\"col\">Landmark</th><th scope=\"col\">Position</th><th scope=\"col\">Folder</th></tr></thead>\n<tbody>\n"
        for landmark in shown {
            html +=
                "<tr><td>" + HTMLText.escaped(landmark.name) + "</td><td>"
                + DecimalFormat.coordinate(landmark.landmark.coordinate) + "</td><td>"
                + HTMLText.escaped(landmark.landmark.folder ?? "") + "</td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
        html += moreInReportJSON(report.landmarks.count - shown.count)
        return html + "</section>\n"
    }

    private static func diagnostics(_ report: RunReport, listed: Int) -> String {
        guard !report.diagnostics.isEmpty else { return "" }
        let shown = report.diagnostics.prefix(max(listed, MarkdownReportWriter.listedInputs))
        var html = "<section id=\"diagnostics\">\n<h2>Diagnostics</h2>\n<ul>\n"
        for diagnostic in shown {
            html += "<li><code>" + HTMLText.escaped(MarkdownReportWriter.diagnosticLine(diagnostic)) + "</code></li>\n"
        }
        html += "</ul>\n"
        html += moreInReportJSON(report.diagnostics.count - shown.count)
        return html + "</section>\n"
    }

    /// The note under a list cut short: how many more report.json holds; none when the
    /// list is whole.
    private static func moreInReportJSON(_ unlisted: Int) -> String {
        guard unlisted > 0 else { return "" }
        return "<p class=\"note\">" + ReadableText.count(unlisted) + " more in report.json.</p>\n"
    }
}
