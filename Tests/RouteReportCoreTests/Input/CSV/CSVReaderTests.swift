import Foundation
import Testing

@testable import RouteReportCore

@Suite struct CSVReaderTests {
    static func read(_ text: String, file: String = "log.csv") -> InputDocument {
        InputReader.read(Array(text.utf8), file: file)
    }

    /// The diagnostics but the note saying how the file was read.
    static func findings(_ document: InputDocument) -> [Diagnostic] {
        document.diagnostics.filter { $0.rule != .readAs }
    }

    static func flights(_ document: InputDocument) -> [Flight] {
        document.features.compactMap { if case .flight(let flight) = $0 { return flight } else { return nil } }
    }

    static func utc(_ text: String) -> Double? {
        ISO8601Time.parse(text)
    }

    @Test func theMinimalHeader() throws {
        let document = Self.read("from,to,departure,arrival,name\nLHR,JFK,2026-03-08T08:25Z,2026-03-08T16:15Z,BA 117\n")
        #expect(document.format == .csv)
        #expect(Self.findings(document).isEmpty)
        let flight = try #require(Self.flights(document).first)
        #expect(flight.name == "BA 117")
        #expect(flight.explicitID == nil)
        #expect(flight.source == SourceLocation(file: "log.csv", line: 2))
        // airportsdata 20260905: EGLL 51.4706 -0.46194, KJFK 40.639928 -73.778692.
        #expect(
            flight.vertices == [
                Coordinate(latitude: 51.4706, longitude: -0.46194), Coordinate(latitude: 40.639928, longitude: -73.778692),
            ])
        #expect(flight.spanBegin == Self.utc("2026-03-08T08:25:00Z"))
        #expect(flight.spanEnd == Self.utc("2026-03-08T16:15:00Z"))
        // The row names its airports: the flight carries them.
        #expect([flight.startAirport?.code, flight.endAirport?.code] == ["LHR", "JFK"])
    }

    /// A row's ends are the airports it names, the first and last of a route in `from`,
    /// also one that shares its coordinates with another (MLH and BSL).
    @Test func aRowsEndsAreTheAirportsItNames() throws {
        let document = Self.read("from,to\nMLH,CDG\nLHR-JFK,LAX\nBSL,MLH\n")
        #expect(Self.findings(document).isEmpty)
        let ends = Self.flights(document).map { [$0.startAirport?.code, $0.endAirport?.code] }
        #expect(ends == [["MLH", "CDG"], ["LHR", "LAX"], ["BSL", "MLH"]])
    }

    /// Local times at each row's airport, worked by hand: London is GMT until 29 March;
    /// New York is EDT (−4) from 8 March 03:00; Los Angeles PDT (−7) from 8 March;
    /// Auckland NZDT (+13); Tokyo JST (+9); Honolulu HST (−10).
    @Test func localTimesAtEachAirport() throws {
        let document = Self.read(
            """
            Origin;Destination;Dep Time;Arr Time;Flight;Progress
            LHR;JFK;2026-03-08 08:25;2026-03-08 11:15;BA117;0.5
            JFK;LHR;2026-03-07 18:30;2026-03-08 06:40;BA112;
            SFO;NRT;2026-03-08 11:00;2026-03-09 14:25;JL1;
            AKL;HNL;2026-03-08 19:30;2026-03-08 05:10;NZ10;
            """)
        #expect(Self.findings(document).isEmpty, "\(document.diagnostics)")
        let flights = Self.flights(document)
        #expect(
            flights.map(\.name) == [
                "BA117 London LHR – New York JFK", "BA112 New York JFK – London LHR", "JL1 San Francisco – Tokyo NRT",
                "NZ10 Auckland – Honolulu",
            ])
        #expect(flights.map(\.details?.flightNumber) == ["BA117", "BA112", "JL1", "NZ10"])
        #expect(
            flights.map(\.spanBegin) == [
                Self.utc("2026-03-08T08:25:00Z"), Self.utc("2026-03-07T23:30:00Z"),
                Self.utc("2026-03-08T18:00:00Z"), Self.utc("2026-03-08T06:30:00Z"),
            ])
        // JL1 lands the next day across the date line; NZ10 lands "before" it left.
        #expect(
            flights.map(\.spanEnd) == [
                Self.utc("2026-03-08T15:15:00Z"), Self.utc("2026-03-08T06:40:00Z"),
                Self.utc("2026-03-09T05:25:00Z"), Self.utc("2026-03-08T15:10:00Z"),
            ])
        #expect(flights[0].explicitProgress == 0.5)
        #expect(flights[1].explicitProgress == nil)
    }

    @Test func bomCRLFQuotesAndARouteInFrom() throws {
        let text =
            "\u{FEFF}ID,Route,To,Name\r\n"
            + "r1,\"LHR-JFK-SFO\",,\"Round, \"\"the long way\"\"\"\r\n"
            + "r2,lax - jfk,SIN,\"two\r\nlines\"\r\n"
            + "\r\n"
            + "# a comment\r\n"
            + "r3,EGLL,KJFK,\r\n"
        let document = Self.read(text)
        #expect(Self.findings(document).isEmpty, "\(document.diagnostics)")
        let flights = Self.flights(document)
        #expect(flights.map(\.explicitID) == ["r1", "r2", "r3"])
        #expect(flights.map(\.vertices.count) == [3, 3, 2])
        #expect(flights[0].name == "Round, \"the long way\"")
        #expect(flights[1].name == "two\r\nlines")
        // No name column value: the route's name.
        #expect(flights[2].name == "London LHR – New York JFK")
        #expect(flights.map(\.source.line) == [2, 3, 7])
    }

    @Test func notAFlightList() {
        #expect(InputSniffer.format(of: Array("date,value\n1,2\n".utf8)) == nil)
        #expect(InputSniffer.format(of: Array("from,to\nLHR,JFK\n".utf8)) == .csv)
        #expect(InputSniffer.format(of: Array("# logbook\nFROM;TO\n".utf8)) == .csv)
        #expect(Self.read("date,value\n1,2\n").diagnostics.map(\.rule) == [.unknownFormat])
        #expect(Self.read("from,to\n").diagnostics.map(\.rule) == [.readAs, .noFeatures])
    }

    @Test func diagnosticsPointAtTheField() {
        let document = Self.read("from,to,dep,arr,progress\nLHR,JFKK,,,\nLHR,JFK,soon,,\nLHR,JFK,,,1.5\nLHR\n")
        let summary = Self.findings(document).map { "\($0.rule.rawValue) \($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(summary == ["unknown-airport 2:5", "time-syntax 3:9", "progress-out-of-range 4:11", "csv-syntax 5:1"])
        #expect(Self.findings(document)[0].message.contains("did you mean JFK (John F Kennedy International Airport)"))
        #expect(Self.findings(document)[3].severity == .warning)
        // The rows with a bad time or progress stay, without it.
        #expect(Self.flights(document).count == 2)
    }
}

/// The ways exports write times and cells, each worked by hand (zones as in
/// LocalTimeZonesTests: London GMT until 30 March 2025, New York EDT from 9 March 2025).
@Suite struct CSVExportFormsTests {
    static func read(_ text: String, dateOrder: DateOrder? = nil) -> InputDocument {
        Array(text.utf8).withUnsafeBufferPointer { CSVReader.read($0, file: "x.csv", dateOrder: dateOrder) }
    }

    static func utc(_ text: String) -> Double? { ISO8601Time.parse(text) }

    @Test func timesOfDayOnTheDateColumnTwelveHourAndPacked() throws {
        let document = Self.read(
            """
            Date,From,To,Dep time,Arr time
            14/03/2025,LHR,JFK,11:23AM,2:05 pm
            15/03/2025,JFK,LHR,2210,1015
            """)
        let flights = document.features.compactMap(\.flight)
        #expect(flights.count == 2)
        #expect(flights.map(\.spanBegin) == [Self.utc("2025-03-14T11:23:00Z"), Self.utc("2025-03-16T02:10:00Z")])
        // 14:05 EDT = 18:05Z; 10:15 GMT on the next day, after the 22:10 EDT departure.
        #expect(flights.map(\.spanEnd) == [Self.utc("2025-03-14T18:05:00Z"), Self.utc("2025-03-16T10:15:00Z")])
    }

    @Test func unixSecondsAndADurationGiveTheArrival() throws {
        let flight = try #require(
            Self.read("from,to,departure,duration\nLHR,JFK,1741951380,7:30\n").features.first?.flight)
        #expect(flight.spanBegin == 1_741_951_380)
        #expect(flight.spanEnd == 1_741_951_380 + 7.5 * 3600)
    }

    @Test func aFileShowsItsDateOrderElseTheWarningNamesBoth() throws {
        // 25/03 shows day first for the whole file, so 04/03 is 4 March.
        let shown = Self.read("date,from,to\n04/03/2025,LHR,JFK\n25/03/2025,LHR,JFK\n")
        #expect(shown.features.first?.flight?.spanBegin == Self.utc("2025-03-04T00:00:00Z"))
        #expect(!shown.diagnostics.contains { $0.rule == .timeSyntax })
        // Nothing shows it: day first, with a warning naming --date-order.
        let ambiguous = Self.read("date,from,to\n04/03/2025,LHR,JFK\n")
        let warning = try #require(ambiguous.diagnostics.first { $0.rule == .timeSyntax })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("--date-order month-first"))
        #expect(ambiguous.features.first?.flight?.spanBegin == Self.utc("2025-03-04T00:00:00Z"))
        // Chosen: read so, without a warning.
        let chosen = Self.read("date,from,to\n04/03/2025,LHR,JFK\n", dateOrder: .monthFirst)
        // 3 April is BST in London (from 30 March): midnight is 23:00Z the day before.
        #expect(chosen.features.first?.flight?.spanBegin == Self.utc("2025-04-02T23:00:00Z"))
        #expect(!chosen.diagnostics.contains { $0.rule == .timeSyntax })
    }

    @Test func airportCellsAsWritten() throws {
        let document = Self.read(
            """
            from,to
            London Heathrow (LHR),jfk/KJFK
            "Frankfurt am Main / Frankfurt (FRA/EDDF)",LHR / EGLL
            "Nowhere / Somewhere (QQQ/QQQQ)",LHR
            """)
        let flights = document.features.compactMap(\.flight)
        #expect(flights.map { [$0.startAirport?.code, $0.endAirport?.code] } == [["LHR", "JFK"], ["FRA", "LHR"]])
        let error = try #require(document.diagnostics.first { $0.rule == .unknownAirport })
        // The cell as written, not with its spaces removed; at the code's column.
        #expect(error.message.hasPrefix("'Nowhere / Somewhere (QQQ/QQQQ)': "))
        #expect(error.location.line == 4)
        // The ICAO code, tried first: after the quote (column 2), 25 bytes in.
        #expect(error.location.column == 27)
    }

    @Test func aHeaderWithNoAirportColumnSaysWhatWasLookedForAndWhatItIsClosestTo() throws {
        let text = "Date,Flight number,Dep time,Arr time,Seat number,Flight class\n2025-01-01,BA1,10:00,11:00,1A,1\n"
        let document = Self.read(text)
        let finding = try #require(document.diagnostics.first)
        #expect(finding.rule == .unknownFormat)
        #expect(finding.message.contains("looked for from, origin"))
        #expect(finding.message.contains("closest to a myFlightradar24 export, which also has From, To"))
    }

    @Test func everyRowThatIsNoFlightSaysSo() throws {
        // A short row keeps its flight when its airports are there.
        let short = Self.read("from,to,departure,arrival,name\nLHR,JFK\nLHR\n")
        #expect(short.features.count == 1)
        let warning = try #require(short.diagnostics.first { $0.rule == .csvSyntax })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("arrival airport cell is missing"))
        #expect(warning.location.line == 3)
    }
}
