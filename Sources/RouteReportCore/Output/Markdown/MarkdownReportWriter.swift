/// `report.md` (SPEC §3): GitHub-flavoured Markdown that opens with the statistics a
/// person reads first (`StatisticsSections`: totals, each year, the most flown routes and
/// airports, countries, records, the emissions estimate), then the overview map, the
/// flights table, a section per flight with its map, the landmarks and the diagnostics.
///
/// Every name, id, file name and message comes from the inputs and goes through
/// `MarkdownText.escaped`, which escapes only what would be markup where it stands, so
/// the raw file reads (and greps) as written. The document depends on the report alone
/// (no clock, no locale), so the same run gives the same bytes.
///
/// Its size is bounded whatever the run: the table and the sections list the flights
/// that get a map (the first `maxMaps`), the landmarks and diagnostics the first
/// `listedItems`, each saying how many more report.json holds. The per-flight values
/// that are not for reading (vertices, radius, bearings, source line) are in report.json
/// and routes.kml.
public enum MarkdownReportWriter: ReportOutput {
    static let fileName = "report.md"
    /// Metres in a nautical mile (international definition).
    static let metresPerNauticalMile = ReadableText.metresPerNauticalMile
    /// Shown where a value is absent (no progress, no time).
    static let none = ReadableText.none

    /// Flights that get a section and a map unless `--max-maps` says otherwise.
    public static let defaultMaxMaps = OutputContext.defaultMaxMaps

    /// Most landmarks and diagnostics listed; the rest are counted.
    static let listedItems = 1000

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        [
            OutputFile(
                fileName,
                parts(
                    for: report, mapFileNames: context.mapFileNames, mapDataFiles: ReportFormat.linkedFiles(context.formats),
                    maxMaps: context.maxMaps))
        ]
    }

    /// The whole document, its parts joined in order.
    /// - Parameters:
    ///   - mapFileNames: the flights' map stems from `MapFileNames.assign`, in the
    ///     report's flight order; each flight section shows `maps/STEM.svg`, and the
    ///     head `maps/overview.svg`. Pass `[]` when no maps are written (any other
    ///     count than one per flight also leaves the pictures out).
    ///   - mapDataFiles: the files written beside the report that it links (routes.kml,
    ///     routes.geojson, report.html).
    ///   - maxMaps: how many flights (the first, in report order) the table lists and
    ///     get a section and a map.
    static func document(
        for report: RunReport, mapFileNames: [String], mapDataFiles: [String] = [], maxMaps: Int = defaultMaxMaps
    ) -> String {
        String(
            decoding: parts(for: report, mapFileNames: mapFileNames, mapDataFiles: mapDataFiles, maxMaps: maxMaps).joined() ?? [],
            as: UTF8.self)
    }

    /// Flight sections in a part.
    static let sectionsPerPart = 250

    /// report.md in consecutive parts: the head (statistics, overview, flights table),
    /// the flight sections in runs, then the landmarks and diagnostics.
    static func parts(for report: RunReport, mapFileNames: [String], mapDataFiles: [String], maxMaps: Int) -> Parts {
        let maps = mapFileNames.count == report.flights.count ? mapFileNames : nil
        let listed = min(max(0, maxMaps), report.flights.count)
        let sectionRuns = stride(from: 0, to: listed, by: sectionsPerPart).map { $0..<min($0 + sectionsPerPart, listed) }
        @Sendable func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
        return Parts(concatenating: [
            Parts(one: { utf8(head(report, showsMaps: maps != nil, mapDataFiles: mapDataFiles, listed: listed)) }),
            Parts(count: sectionRuns.count) { index in
                utf8(sectionRuns[index].map { flightSection(report.flights[$0], map: maps?[$0]) }.joined())
            },
            Parts(one: { utf8(tail(report)) }),
        ])
    }

    /// From the title to the end of the flights table.
    private static func head(_ report: RunReport, showsMaps: Bool, mapDataFiles: [String], listed: Int) -> String {
        var text = "# Flight report\n\n" + summary(report) + "\n\n"
        if !mapDataFiles.isEmpty { text += "Also: " + mapDataFiles.map { "[\($0)](\($0))" }.joined(separator: ", ") + "\n\n" }
        for section in StatisticsSections.sections(for: report) {
            text += self.section(section)
        }
        if showsMaps && !report.flights.isEmpty {
            text +=
                "## Map\n\n![" + MarkdownText.escaped(overviewAlt(report), in: .imageDescription) + "](maps/"
                + MapFileNames.overview + ".svg)\n\n"
        }
        text += "## Flights\n\n"
        guard listed > 0 else {
            return text
                + (report.flights.isEmpty
                    ? "No flights.\n\n"
                    : "No flights listed (`--max-maps 0`); report.json holds all "
                        + ReadableText.count(report.flights.count) + ".\n\n")
        }
        var table = MarkdownTable([
            ("Flight", .left), ("Route", .left), ("Date", .left), ("Distance", .right), ("Duration", .right),
            ("Progress", .right),
        ])
        for flight in report.flights[0..<listed] {
            let row = FlightRow(flight)
            table.append([
                MarkdownText.escaped(row.name, in: .tableCell), MarkdownText.escaped(row.route, in: .tableCell), row.date,
                row.distanceText, row.durationText, row.progressText,
            ])
        }
        text += table.text + "\n"
        if listed < report.flights.count {
            text +=
                "The first " + ReadableText.count(listed) + " of " + ReadableText.count(report.flights.count)
                + " flights (`--max-maps " + String(listed) + "`); report.json and routes.kml hold every flight.\n\n"
        }
        return text
    }

    /// A statistics section: its facts as a list, its tables, its note.
    private static func section(_ section: StatisticsSections.Section) -> String {
        var text = "## " + MarkdownText.escaped(section.title, in: .heading) + "\n\n"
        if !section.facts.isEmpty {
            text += section.facts.map { "- " + $0.label + ": " + MarkdownText.escaped($0.value) + "\n" }.joined() + "\n"
        }
        for table in section.tables {
            if table.title != section.title { text += "### " + MarkdownText.escaped(table.title, in: .heading) + "\n\n" }
            var markdown = MarkdownTable(table.columns.map { ($0.title, $0.numeric ? .right : .left) })
            for row in table.rows { markdown.append(row.map { MarkdownText.escaped($0, in: .tableCell) }) }
            text += markdown.text + "\n"
            if let note = table.note { text += MarkdownText.escaped(note) + "\n\n" }
        }
        if let note = section.note { text += MarkdownText.escaped(note) + "\n\n" }
        return text
    }

    /// The landmarks and the diagnostics, the first `listedItems` of each.
    private static func tail(_ report: RunReport) -> String {
        var text = "## Landmarks\n\n"
        text += report.landmarks.isEmpty ? "No landmarks.\n\n" : landmarksTable(report.landmarks) + "\n"
        text += more(report.landmarks.count, "landmark")
        text += "## Diagnostics\n\n"
        if report.diagnostics.isEmpty {
            text += "No diagnostics.\n"
        } else {
            text += report.diagnostics.prefix(listedItems)
                .map { "- " + MarkdownText.escaped(diagnosticLine($0), in: .blockStart) + "\n" }.joined()
            text +=
                more(report.diagnostics.count, "diagnostic").isEmpty ? "" : "\n" + more(report.diagnostics.count, "diagnostic")
        }
        return text
    }

    /// "And 12 more landmarks in report.json." when `count` passes `listedItems`.
    private static func more(_ count: Int, _ noun: String) -> String {
        count > listedItems
            ? "And " + StatisticsSections.plural(count - listedItems, "more " + noun) + " in report.json.\n\n" : ""
    }

    /// "Map of NRT → SFO" where both airports are known, else "Map of NAME".
    static func mapAlt(_ flight: FlightReport) -> String {
        if let from = flight.startAirport?.code, let to = flight.endAirport?.code { return "Map of " + from + " → " + to }
        return "Map of " + SVGLabelText.shortened(flight.name.isEmpty ? flight.id : flight.name, maximumLength: 200)
    }

    static func overviewAlt(_ report: RunReport) -> String {
        "Map of all " + String(report.flights.count) + " flights"
            + (report.landmarks.isEmpty
                ? "" : " and " + String(report.landmarks.count) + " landmark" + (report.landmarks.count == 1 ? "" : "s"))
    }

    /// Most input files the summary names; a batch of thousands is counted, not listed.
    static let listedInputs = 10

    /// "Generated by … for the reference time … from 7 inputs (a.kml, …): 22 flights, …".
    private static func summary(_ report: RunReport) -> String {
        var inputs = StatisticsSections.plural(report.inputs.count, "input")
        if !report.inputs.isEmpty {
            let named = report.inputs.prefix(listedInputs).map { MarkdownText.escaped($0) }.joined(separator: ", ")
            let more = report.inputs.count - listedInputs
            inputs += " (" + named + (more > 0 ? ", and " + String(more) + " more" : "") + ")"
        }
        return "Generated by " + MarkdownText.escaped(report.generator) + " for the reference time "
            + time(report.referenceTime) + " from " + inputs + ": "
            + StatisticsSections.plural(report.flights.count, "flight") + ", "
            + StatisticsSections.plural(report.landmarks.count, "landmark") + ", "
            + StatisticsSections.plural(report.errorCount, "error") + ", "
            + StatisticsSections.plural(report.warningCount, "warning") + "."
    }

    /// A flight's section: its map and what a person reads of it (the table's values,
    /// the airports' names, the times to the second and where the aircraft is).
    private static func flightSection(_ flight: FlightReport, map: String?) -> String {
        let row = FlightRow(flight)
        var text = "### " + MarkdownText.escaped(row.name, in: .heading) + "\n\n"
        if let map {
            text += "![" + MarkdownText.escaped(mapAlt(flight), in: .imageDescription) + "](maps/" + linkPath(map) + ".svg)\n\n"
        }
        func end(_ airport: AirportID?, _ vertex: Coordinate?) -> String {
            guard let airport else { return coordinate(vertex) }
            return airport.code + " " + coordinate(vertex)
        }
        var items = [
            ("From", MarkdownText.escaped(end(flight.startAirport, flight.flight.vertices.first))),
            ("To", MarkdownText.escaped(end(flight.endAirport, flight.flight.vertices.last))),
            ("Distance", row.distanceText),
        ]
        if flight.geometry.departure != nil || flight.geometry.arrival != nil {
            items.append(("Departure", time(flight.geometry.departure)))
            items.append(("Arrival", time(flight.geometry.arrival)))
        }
        if let duration = row.duration { items.append(("Duration", ReadableText.duration(duration))) }
        if let progress = flight.geometry.progress {
            items.append(
                (
                    "Progress",
                    percent(progress) + " (" + flight.geometry.progressSource.rawValue + "), "
                        + position(flight.geometry.position)
                ))
        }
        if let track = flight.track {
            let line = track.source.line.map { ":" + String($0) } ?? ""
            items.append(
                (
                    "Flown track",
                    MarkdownText.escaped(track.id + " (" + track.source.file + line + ")") + ", "
                        + DecimalFormat.fixed(track.detour, fractionDigits: 3) + " × the geodesic"
                ))
        }
        for detail in FlightAttributes.details {
            if let value = FlightAttributes.string(detail.name, of: flight) {
                items.append((detail.label, MarkdownText.escaped(value)))
            }
        }
        items.append(("ID", MarkdownText.escaped(flight.id)))
        return text + items.map { "- " + $0.0 + ": " + $0.1 + "\n" }.joined() + "\n"
    }

    private static func landmarksTable(_ landmarks: [LandmarkReport]) -> String {
        var table = MarkdownTable([("Landmark", .left), ("ID", .left), ("Position", .left), ("Folder", .left), ("Source", .left)])
        for landmark in landmarks.prefix(listedItems) {
            let source = landmark.landmark.source
            table.append([
                MarkdownText.escaped(landmark.name, in: .tableCell),
                MarkdownText.escaped(landmark.id, in: .tableCell),
                coordinate(landmark.landmark.coordinate),
                landmark.landmark.folder.map { MarkdownText.escaped($0, in: .tableCell) } ?? "",
                MarkdownText.escaped(source.file + (source.line.map { ":" + String($0) } ?? ""), in: .tableCell),
            ])
        }
        return table.text
    }

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`, the compilers' form (SPEC §4); the
    /// location shrinks to what is known, down to `FILE` for a whole-file finding.
    static func diagnosticLine(_ diagnostic: Diagnostic) -> String {
        var location = diagnostic.location.file
        if let line = diagnostic.location.line {
            location += ":" + String(line)
            if let column = diagnostic.location.column { location += ":" + String(column) }
        }
        return location + ": " + diagnostic.severity.rawValue + ": " + diagnostic.message
            + " [" + diagnostic.rule.rawValue + "]"
    }

    // Numbers: fixed decimals, so columns line up and the same value always reads the same.

    static func kilometres(_ metres: Double, fractionDigits: Int = 3) -> String {
        DecimalFormat.padded(metres / 1000, fractionDigits: fractionDigits)
    }

    static func nauticalMiles(_ metres: Double, fractionDigits: Int = 3) -> String {
        DecimalFormat.padded(metres / metresPerNauticalMile, fractionDigits: fractionDigits)
    }

    static func degrees(_ value: Double) -> String {
        DecimalFormat.padded(value, fractionDigits: 1) + "°"
    }

    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return none }
        return DecimalFormat.padded(fraction * 100, fractionDigits: 1) + "%"
    }

    /// A map stem as a link destination. Stems from `MapFileNames` (letters, digits, `-`,
    /// `_`, `.`) pass as they are; any other byte is percent-encoded, so a stem from
    /// elsewhere cannot end the link or start markup.
    static func linkPath(_ stem: String) -> String {
        var path = ""
        for byte in stem.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                path.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = Array("0123456789ABCDEF")
                path += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return path
    }

    /// A time, or the dash when absent or not a date ReportTime can write (years 1–9999).
    static func time(_ secondsSince1970: Double?) -> String {
        guard let seconds = secondsSince1970, seconds >= -62_135_596_800, seconds < 253_402_300_800 else {
            return none
        }
        return ReportTime.iso8601(seconds)
    }

    private static func coordinate(_ value: Coordinate?) -> String {
        value.map(DecimalFormat.coordinate) ?? none
    }

    private static func position(_ value: FlightPosition?) -> String {
        guard let value else { return none }
        return DecimalFormat.coordinate(value.coordinate) + ", heading " + degrees(value.heading)
    }
}
