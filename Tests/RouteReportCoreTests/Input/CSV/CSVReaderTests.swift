import Foundation
import Testing

@testable import RouteReportCore

@Suite struct CSVReaderTests {
    static func read(_ text: String, file: String = "log.csv") -> InputDocument {
        InputReader.read(Array(text.utf8), file: file)
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
        #expect(document.diagnostics.isEmpty)
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
        #expect(document.diagnostics.isEmpty)
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
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let flights = Self.flights(document)
        #expect(flights.map(\.name) == ["BA117", "BA112", "JL1", "NZ10"])
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
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
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
        #expect(InputSniffer.format(of: Array("lat,lon\n1,2\n".utf8)) == nil)
        #expect(InputSniffer.format(of: Array("from,to\nLHR,JFK\n".utf8)) == .csv)
        #expect(InputSniffer.format(of: Array("# logbook\nFROM;TO\n".utf8)) == .csv)
        #expect(Self.read("lat,lon\n1,2\n").diagnostics.map(\.rule) == [.unknownFormat])
        #expect(Self.read("from,to\n").diagnostics.map(\.rule) == [.noFeatures])
    }

    @Test func diagnosticsPointAtTheField() {
        let document = Self.read("from,to,dep,arr,progress\nLHR,JFKK,,,\nLHR,JFK,soon,,\nLHR,JFK,,,1.5\nLHR\n")
        let summary = document.diagnostics.map { "\($0.rule.rawValue) \($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(summary == ["unknown-airport 2:5", "time-syntax 3:9", "progress-out-of-range 4:11", "csv-syntax 5:1"])
        #expect(document.diagnostics[0].message.contains("did you mean JFK (John F Kennedy International Airport)"))
        // The rows with a bad time or progress stay, without it.
        #expect(Self.flights(document).count == 2)
    }
}
