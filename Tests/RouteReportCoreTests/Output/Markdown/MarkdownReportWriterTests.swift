import Foundation
import Testing

@testable import RouteReportCore

@Suite("report.md")
struct MarkdownReportWriterTests {
    static let hostile = "| [x](javascript:alert(1)) <script>"

    /// 1000 km from 35.655°N 83.441°W, bearing 45.25°, at progress 0.675.
    func handMadeFlight(name: String = "Knoxville to X") -> FlightReport {
        let start = Coordinate(latitude: 35.655, longitude: -83.441)
        let end = Coordinate(latitude: 41.5, longitude: -74.25)
        let geometry = FlightGeometry(
            distance: 1_000_000, initialBearing: 45.25, finalBearing: 52.04, radius: 10_000, path: [start, end],
            departure: 1_767_225_600, arrival: 1_767_232_800, progress: 0.675,
            progressSource: .time,
            position: FlightPosition(
                coordinate: Coordinate(latitude: 39.5, longitude: -77.0), unwrappedLongitude: -77, heading: 49.96,
                pathIndex: 0),
            contentRect: MapRect(x: 0, y: 0, width: 1, height: 1), visibleRect: MapRect(x: 0, y: 0, width: 1, height: 1),
            visibleBox: GeoBox(west: 0, south: 0, east: 1, north: 1), crossesAntimeridian: false)
        let flight = Flight(
            explicitID: "f1", name: name, folder: "Trips", source: SourceLocation(file: "inputs/a.kml", line: 12),
            vertices: [start, end])
        return FlightReport(id: "f1", name: name, flight: flight, geometry: geometry)
    }

    /// With the flights' statistics, as the pipeline makes them.
    func report(flights: [FlightReport], landmarks: [LandmarkReport] = [], diagnostics: [Diagnostic] = []) -> RunReport {
        RunReport(
            generator: "routereport 1.2.0", inputs: ["inputs/a.kml", "inputs/b.gpx"], flights: flights,
            landmarks: landmarks, diagnostics: diagnostics, options: MapTest.options(referenceTime: 1_767_229_200),
            statistics: RunStatistics(flights: flights, airports: .table))
    }

    /// The table row lines (those starting with "|") after a heading.
    func tableRows(_ document: String, after heading: String) -> [String] {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading) else { return [] }
        return Array(lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") })
    }

    /// A row's cells, split at pipes that no backslash escapes.
    func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row {
            if character == "|" && !escaped {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return Array(cells.dropFirst().dropLast())
    }

    /// A past log (every flight arrived) has no Progress column; with one flight under way
    /// the column shows its progress and a dash for the rest.
    @Test func progressShowsOnlyForFlightsUnderWay() throws {
        func landed(_ flight: FlightReport) -> FlightReport {
            var flight = flight
            flight.geometry.progress = 1
            return flight
        }
        let past = MarkdownReportWriter.document(
            for: report(flights: [landed(handMadeFlight())]), airports: .shared, mapFileNames: ["f1"])
        let pastRows = tableRows(past, after: "## Flights")
        try #require(pastRows.count == 3, "\(past)")
        #expect(cells(pastRows[0]) == ["ID", "Flight", "Route", "Date", "Distance", "Duration"])
        let mixed = MarkdownReportWriter.document(
            for: report(flights: [landed(handMadeFlight(name: "done")), handMadeFlight()]), airports: .shared,
            mapFileNames: ["f1", "f1-2"])
        let rows = tableRows(mixed, after: "## Flights")
        try #require(rows.count == 4, "\(mixed)")
        #expect(cells(rows[0]).last == "Progress")
        #expect(cells(rows[2]).last == "—" && cells(rows[3]).last == "67.5%")
    }

    @Test func flightsTableHasHandWorkedNumbers() {
        let document = MarkdownReportWriter.document(
            for: report(flights: [handMadeFlight()]), airports: .shared, mapFileNames: ["f1"])
        let rows = tableRows(document, after: "## Flights")
        #expect(rows.count == 3)
        #expect(cells(rows[0]) == ["ID", "Flight", "Route", "Date", "Distance", "Duration", "Progress"])
        // No airport within 3 km of either end: the ends' coordinates to 0.01°; 1 000 000 m
        // = 1,000.0 km; 00:00Z to 02:00Z is 2 h; 0.675 = 67.5%. The id links to the
        // section, whose heading "Knoxville → X (f1)" GitHub anchors as knoxville--x-f1.
        #expect(
            cells(rows[2]) == [
                "[f1](#knoxville--x-f1)", "Knoxville to X", "35.66°N 83.44°W → 41.50°N 74.25°W", "2026-01-01", "1,000.0 km",
                "2 h 0 min", "67.5%",
            ])
    }

    @Test func flightSectionShowsItsMapAndDetails() {
        let document = MarkdownReportWriter.document(
            for: report(flights: [handMadeFlight()]), airports: .shared, mapFileNames: ["f1-2"])
        #expect(document.contains("## Map\n\n![Map of all 1 flights](maps/overview.svg)\n\n## Flights\n"))
        // The heading is the route as the map's title gives it and the id, the name below.
        #expect(document.contains("### Knoxville → X (f1)\n\nKnoxville to X\n\n![Map of Knoxville to X](maps/f1-2.svg)\n\n"))
        #expect(
            document.contains(
                "- From: 35.655°N 83.441°W\n- To: 41.500°N 74.250°W\n- Distance: 1,000.0 km\n"
                    + "- Departure: 2026-01-01 00:00 UTC\n- Arrival: 2026-01-01 02:00 UTC\n- Duration: 2 h 0 min\n"
                    + "- Progress: 67.5% (time), 39.500°N 77.000°W, heading 50.0°\n- ID: f1\n\n"))
        // What is not for reading stays in report.json and routes.kml.
        for hidden in ["Vertices", "Endpoint radius", "Initial bearing", "Source: "] {
            #expect(!document.contains(hidden), "\(hidden)")
        }
    }

    @Test func aLongListOfInputsIsCut() {
        var run = report(flights: [])
        run.inputs = (1...12).map { "in/f\($0).gpx" }
        let document = MarkdownReportWriter.document(for: run, airports: .shared, mapFileNames: [])
        let named = (1...10).map { "in/f\($0).gpx" }.joined(separator: ", ")
        #expect(document.contains(" from 12 inputs (" + named + ", and 2 more): 0 flights,"))
    }

    @Test func withoutMapsThereAreNoPictures() {
        let document = MarkdownReportWriter.document(
            for: report(flights: [handMadeFlight()]), airports: .shared, mapFileNames: [])
        #expect(!document.contains("!["))
    }

    @Test func summaryCountsInputsFeaturesAndFindings() {
        let landmark = LandmarkReport(
            id: "p", name: "Point",
            landmark: Landmark(
                source: SourceLocation(file: "inputs/b.gpx", line: 3), coordinate: Coordinate(latitude: -1.5, longitude: 2)))
        let diagnostics = [
            Diagnostic(
                .coordinateOutOfRange, "latitude 91 is out of range", at: SourceLocation(file: "inputs/a.kml", line: 3, column: 7)
            ),
            Diagnostic(.coordinateSyntax, "space after a comma", at: SourceLocation(file: "inputs/a.kml", line: 9, column: 2)),
            Diagnostic(.noFeatures, "no flights or landmarks", at: SourceLocation(file: "inputs/c.gpx")),
        ]
        let document = MarkdownReportWriter.document(
            for: report(flights: [handMadeFlight()], landmarks: [landmark], diagnostics: diagnostics), airports: .shared,
            mapFileNames: ["f1"])
        #expect(
            document.hasPrefix(
                "# Flight report\n\nGenerated by routereport 1.2.0 for the reference time 2026-01-01T01:00:00Z from 2 inputs "
                    + "(inputs/a.kml, inputs/b.gpx): 1 flight, 1 landmark, 1 error, 2 warnings.\n\n## Totals\n\n"))
        #expect(
            tableRows(document, after: "## Landmarks").map(cells).last == ["Point", "p", "1.500°S 2.000°E", "", "inputs/b.gpx:3"])
        #expect(
            document.hasSuffix(
                """
                ## Diagnostics

                - inputs/a.kml:3:7: error: latitude 91 is out of range \\[coordinate-out-of-range\\]
                - inputs/a.kml:9:2: warning: space after a comma \\[coordinate-syntax\\]
                - inputs/c.gpx: warning: no flights or landmarks \\[no-features\\]

                """))
    }

    @Test func hostileNameStaysText() {
        let hostile = Self.hostile + "\nline two & <img src=x onerror=alert(1)>"
        let landmark = LandmarkReport(
            id: "p|q", name: hostile,
            landmark: Landmark(
                source: SourceLocation(file: "in|x.gpx", line: 3), coordinate: Coordinate(latitude: 0, longitude: 0)))
        let document = MarkdownReportWriter.document(
            for: report(flights: [handMadeFlight(name: hostile)], landmarks: [landmark]), airports: .shared, mapFileNames: ["f1"])
        let inline = "| \\[x\\](javascript:alert(1)) \\<script> line two & \\<img src=x onerror=alert(1)>"
        let cell = "\\" + inline
        // The line under the heading (the route, by the ends' coordinates) and both table
        // rows hold the name as inert text, on one line.
        #expect(document.contains("### 35.655°N 83.441°W → 41.500°N 74.250°W (f1)\n\n" + inline + "\n\n"))
        let flightRow = cells(tableRows(document, after: "## Flights")[2])
        #expect(flightRow.count == 7 && flightRow[1] == cell)
        let landmarkRow = cells(tableRows(document, after: "## Landmarks")[2])
        #expect(landmarkRow == [cell, "p\\|q", "0.000°N 0.000°E", "", "in\\|x.gpx:3"])
        // Nothing a renderer would take as a tag or a link: every "<" before a letter and
        // every "[" is escaped, and the only "](" are the two pictures' and the id's link.
        #expect(!document.contains(" <s") && !document.contains(" <i"))
        #expect(document.components(separatedBy: "](").dropLast().filter { !$0.hasSuffix("\\") }.count == 3)
    }

    @Test func escapingOnlyWhereMarkupWouldStart() {
        // Ids, paths, versions and names as written.
        for plain in [
            "NRT-SFO", "inputs/airport-pairs.kml:9", "routereport 0.1.0", "Zurich to Lisbon (recorded track)",
            "Ops & Co", "a < b > c", "snake_case_id", "5 * 3 ~ 15", "C:\\dir\\file", "Zürich → Genève", "$5",
        ] {
            #expect(MarkdownText.escaped(plain) == plain, "\(plain)")
        }
        #expect(MarkdownText.escaped(Self.hostile, in: .tableCell) == "\\| \\[x\\](javascript:alert(1)) \\<script>")
        #expect(
            MarkdownText.escaped("`code` [link] **bold** _em_ ~~del~~")
                == "\\`code\\` \\[link\\] \\*\\*bold\\*\\* \\_em\\_ \\~\\~del\\~\\~")
        #expect(MarkdownText.escaped("a*b*c a_b_c") == "a\\*b\\*c a_b_c")
        #expect(
            MarkdownText.escaped("&amp; &#65; <i> </b> <!-- <?x <http://x>")
                == "\\&amp; \\&#65; \\<i> \\</b> \\<!-- \\<?x \\<http\\://x>")
        // What GFM's extended autolinks start from; in alt text no link forms, and HTML
        // would show as written.
        #expect(
            MarkdownText.escaped("HTTPS://x.y www.x.com xwww.y a@b.co @me a@ mailto:c@d.e")
                == "HTTPS\\://x.y www\\.x.com xwww.y a@<!-- -->b.co @me a@ mailto:c@<!-- -->d.e")
        #expect(MarkdownText.escaped("a@b.co", in: .imageDescription) == "a@b.co")
        #expect(MarkdownText.escaped("\\* \\a end\\") == "\\\\\\* \\a end\\\\")
        #expect(MarkdownText.escaped("$x$ and $y") == "\\$x\\$ and \\$y")
        #expect(MarkdownText.escaped("a|b") == "a|b")
        #expect(MarkdownText.escaped("a|b", in: .tableCell) == "a\\|b")
        // What opens a block only where the text opens one.
        for (text, escaped) in [
            ("- x", "\\- x"), ("+ x", "\\+ x"), ("> x", "\\> x"), ("# x", "\\# x"), ("12. x", "12\\. x"), ("3) x", "3\\) x"),
            ("=", "\\="), ("x - y", "x - y"),
        ] {
            #expect(MarkdownText.escaped(text, in: .blockStart) == escaped, "\(text)")
            #expect(MarkdownText.escaped(text) == text, "\(text)")
        }
        #expect(MarkdownText.escaped("C# ##", in: .heading) == "C# \\##")
        #expect(MarkdownText.escaped("C#", in: .heading) == "C#")
        #expect(MarkdownText.escaped("a\nb\r\nc\rd\u{2028}e\tf\u{0}g") == "a b c d e f g")
    }

    @Test func noFlightsNoLandmarksNoDiagnostics() {
        let document = MarkdownReportWriter.document(for: report(flights: []), airports: .shared, mapFileNames: [])
        #expect(
            document.contains("## Flights\n\nNo flights.\n\n## Landmarks\n\nNo landmarks.\n\n## Diagnostics\n\nNo diagnostics.\n")
        )
    }

    /// No progress at all: no flight is under way, so the table has no Progress column.
    @Test func flightWithoutProgressHasNoProgressColumn() throws {
        var flight = handMadeFlight()
        flight.geometry.progress = nil
        flight.geometry.position = nil
        flight.geometry.progressSource = .none
        let rows = tableRows(
            MarkdownReportWriter.document(for: report(flights: [flight]), airports: .shared, mapFileNames: []),
            after: "## Flights")
        try #require(rows.count == 3)
        #expect(cells(rows[0]) == ["ID", "Flight", "Route", "Date", "Distance", "Duration"])
        #expect(cells(rows[2]).count == 6)
    }

    @Test func timesOutsideTheCalendarShowAsDashes() {
        #expect(MarkdownReportWriter.time(nil) == "—")
        #expect(MarkdownReportWriter.time(.nan) == "—")
        #expect(MarkdownReportWriter.time(1e300) == "—")
        #expect(MarkdownReportWriter.time(0) == "1970-01-01T00:00:00Z")
        #expect(MarkdownReportWriter.time(253_402_300_799) == "9999-12-31T23:59:59Z")
    }

    @Test func mapLinksCannotBreakOut() {
        #expect(MarkdownReportWriter.linkPath("tys-jfk_2.x") == "tys-jfk_2.x")
        #expect(MarkdownReportWriter.linkPath("a) <b>/ü") == "a%29%20%3Cb%3E%2F%C3%BC")
    }

    /// The statistics come first, then the map and the table; the table lists the
    /// flights that have maps and counts the rest.
    @Test func statisticsOpenTheReportAndTheTableIsCappedLikeTheMaps() {
        let flights = (0..<5).map { index -> FlightReport in
            var flight = handMadeFlight(name: "F \(index)")
            flight.id = "f\(index)"
            flight.geometry.distance = Double(index + 1) * 1_000_000
            return flight
        }
        let document = MarkdownReportWriter.document(
            for: report(flights: flights), airports: .shared, mapFileNames: flights.map(\.id), maxMaps: 2)
        let headings = document.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(
            headings == [
                "## Totals", "## Each year", "## Each month", "## Most flown", "## Countries and continents", "## Records",
                "## Emissions estimate", "## Map", "## Flights", "## Landmarks", "## Diagnostics",
            ])
        // 1 + 2 + 3 + 4 + 5 thousand km; five flights of 2 h.
        #expect(document.contains("- Flights: 5\n- Distance: 15,000.0 km (9,321 mi, 8,099 nmi)\n"))
        #expect(document.contains("- Time airborne: 10 h 0 min (every flight timed)\n"))
        #expect(document.contains("- Longest flight: 5,000.0 km: F 4 (35.66°N 83.44°W → 41.50°N 74.25°W)\n"))
        #expect(tableRows(document, after: "## Flights").count == 4)
        #expect(document.contains("The first 2 of 5 flights (`--max-maps 2`); report.json and routes.kml hold every flight."))
        // Each flight section names its flight under the route heading.
        #expect(document.components(separatedBy: "W (f").count - 1 == 2)
        #expect(document.components(separatedBy: ")\n\nF ").count - 1 == 2)
    }
}

extension MarkdownReportWriterTests {
    /// 100,000 flights, landmarks and diagnostics: the flights table and the flight
    /// sections stop at the first `--max-maps` (1,000), the landmarks and diagnostics at
    /// 1,000 each, so the file stays under 1 MB, however long the run.
    @Test func aHundredThousandFlightsStayUnderOneMegabyte() {
        let count = 100_000
        let base = handMadeFlight()
        let flights = (0..<count).map { index -> FlightReport in
            var flight = base
            flight.id = "many-flights-\(index + 1)"
            flight.name = "Flight \(index + 1) from Knoxville to Newburgh"
            return flight
        }
        let landmarks = (0..<count).map { index in
            LandmarkReport(
                id: "landmark-\(index + 1)", name: "Landmark \(index + 1)",
                landmark: Landmark(
                    source: SourceLocation(file: "inputs/b.gpx", line: index + 3),
                    coordinate: Coordinate(latitude: -1.5, longitude: 2)))
        }
        let diagnostics = (0..<count).map { index in
            Diagnostic(.coordinateSyntax, "space after a comma", at: SourceLocation(file: "inputs/a.kml", line: index + 1))
        }
        let document = MarkdownReportWriter.document(
            for: report(flights: flights, landmarks: landmarks, diagnostics: diagnostics),
            airports: .shared, mapFileNames: flights.map(\.id), maxMaps: 1000)
        #expect(document.utf8.count < 1_000_000, "\(document.utf8.count) bytes")
        #expect(tableRows(document, after: "## Flights").count == 2 + 1000)
        #expect(document.components(separatedBy: "\n### Flight ").count - 1 == 1000)
        #expect(document.contains("The first 1,000 of 100,000 flights"))
    }
}
