import Foundation
import Testing

@testable import RouteReportCore

@Suite struct RouteReaderTests {
    @Test func routesAndColumns() {
        let routes = RouteReader.routes(in: "LAX-JFK, sfo - NRT-")
        #expect(routes.map { $0.map(\.code) } == [["LAX", "JFK"], ["sfo", "NRT", ""]])
        #expect(routes.map { $0.map(\.column) } == [[1, 5], [10, 16, 20]])
    }

    @Test func readsAsRoute() {
        for yes in [
            "LAX-JFK", "lax-jfk-sin", "LAX-JFK,SFO-NRT", "EGLL - KJFK", "LAXX-JFK", "LAX–JFK", "LHR → JFK", "LHR/JFK",
            "LHR -> JFK", "London-Paris",
        ] {
            #expect(RouteInput.readsAsRoute(yes), "\(yes)")
        }
        for no in [
            "LAX", "inputs/x.kml", "LAX-", "LAX-JFK,", "a-b", "LA-JFK", "LAX_JFK", "report", "-", "data/flights",
            "report-2024.kml",
        ] {
            #expect(!RouteInput.readsAsRoute(no), "\(no)")
        }
    }

    /// An input is named by its path as given, `-`, or its route as written; a route
    /// counts the routes its text holds as the reader reads them.
    @Test func inputsAreNamedAsWritten() {
        let route = RouteInput(text: "lax-JFK, SFO-NRT", argument: 3, positional: false)
        #expect(InputSource.route(route).name == "lax-JFK, SFO-NRT")
        #expect(InputSource.route(route).route == route)
        #expect(InputSource(argument: "a/b.kml") == .file("a/b.kml") && InputSource.file("a/b.kml").name == "a/b.kml")
        #expect(InputSource(argument: "-") == .standardInput && InputSource.standardInput.name == "-")
        #expect(InputSource.file("a.kml").route == nil)
        #expect(route.routeCount == 2)
        #expect(RouteInput(text: "LAX-JFK", argument: 1, positional: true).routeCount == 1)
    }

    @Test func aRouteArgumentIsADocument() throws {
        let document = RouteReader.document(
            for: RouteInput(text: "lax-jfk-sin,SFO-RJAA,LHR-XJFK,SIN", argument: 2, positional: true))
        #expect(document.format == .route)
        let flights = document.features.compactMap { if case .flight(let f) = $0 { return f } else { return nil } }
        #expect(flights.map(\.explicitID) == ["LAX-JFK-SIN", "SFO-RJAA"])
        #expect(flights.map(\.name) == ["Los Angeles LAX – New York JFK – Singapore", "San Francisco – Tokyo NRT"])
        #expect(
            flights.map(\.source) == [
                SourceLocation(file: "route", line: 2, column: 1), SourceLocation(file: "route", line: 2, column: 13),
            ])
        #expect(flights[0].vertices.count == 3)
        let summary = document.diagnostics.map {
            "\($0.rule.rawValue) \($0.location.file):\($0.location.line ?? 0):\($0.location.column ?? 0)"
        }
        #expect(summary == ["unknown-airport route:2:26", "route-too-short route:2:31"])
        #expect(
            document.diagnostics[0].message.hasPrefix(
                "no file is named 'lax-jfk-sin,SFO-RJAA,LHR-XJFK,SIN', and as a route: unknown airport code 'XJFK'"))
        #expect(document.diagnostics[0].message.contains("KJFK (John F Kennedy International Airport)"))
    }

    /// A route's ends are the airports it names, also where another airport of the
    /// table has the same coordinates (Basel Mulhouse: MLH and BSL; Brussels and its
    /// military side; Lankaran: LHL and ZXT), which the nearest-airport rule cannot tell
    /// apart; a flight given as coordinates there is named by that rule (the one with an
    /// IATA code, then the lower ICAO code).
    @Test func aRoutesEndsAreTheAirportsItNames() throws {
        let route = RouteInput(text: "MLH-CDG,BSL-CDG,EBMB-LHL,CDG-ZXT", argument: 1, positional: false)
        let configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "test")
        let report = ReportPipeline.run(arguments: [.route(route)], configuration: configuration)
        #expect(report.diagnostics.isEmpty)
        #expect(report.flights.map { $0.startAirport?.code } == ["MLH", "BSL", "EBMB", "CDG"])
        #expect(report.flights.map { $0.endAirport?.code } == ["CDG", "CDG", "LHL", "ZXT"])
        let basel = try #require(AirportTable.shared.airport(code: "MLH"))
        let lankaran = try #require(AirportTable.shared.airport(code: "LHL"))
        #expect(AirportTable.shared.nearest(Coordinate(latitude: basel.latitude, longitude: basel.longitude))?.code == "BSL")
        let drawn = Flight(
            source: SourceLocation(file: "a.kml", line: 1),
            vertices: [basel, lankaran].map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) })
        let document = InputDocument(file: "a.kml", format: .kml, features: [.flight(drawn)])
        let results = [FileResult(document: document, geometries: [FlightGeometry.compute(for: drawn, options: MapOptions())])]
        let merged = ReportPipeline.merge(inputs: [.file("a.kml")], results: results, configuration: configuration)
        #expect(merged.flights.map { [$0.startAirport?.code, $0.endAirport?.code] } == [["BSL", "ZXT"]])
    }

    /// Geodesic lengths of routes through table airports, from GeographicLib
    /// (Fixtures/airports/routes.tsv, Scripts/make_airport_reference.py).
    @Test func lengthsAgreeWithGeographicLib() throws {
        let text = String(decoding: try Fixtures.bytes("airports/routes.tsv"), as: UTF8.self)
        let expected = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t").map(String.init)
        }
        #expect(expected.count >= 8)
        let routes = expected.map { InputSource.route(RouteInput(text: $0[0], argument: 1, positional: false)) }
        let report = ReportPipeline.run(
            arguments: routes, configuration: RunConfiguration(map: MapOptions(), jobs: 2, strict: false, generator: "test"))
        #expect(report.diagnostics.isEmpty)
        #expect(report.flights.map(\.id) == expected.map { $0[0] })
        for (flight, row) in zip(report.flights, expected) {
            let reference = try #require(Double(row[1]))
            #expect(abs(flight.geometry.distance - reference) < 1e-6, "\(row[0])")
            // Both ends are the route's own airports.
            #expect(
                flight.startAirport?.code
                    == flight.id.split(separator: "-").first.flatMap { AirportTable.shared.airport(code: String($0))?.code })
            #expect(
                flight.endAirport?.code
                    == flight.id.split(separator: "-").last.flatMap { AirportTable.shared.airport(code: String($0))?.code })
        }
        #expect(report.inputs == expected.map { $0[0] })
    }
}
