import Testing

@testable import RouteReportCore

/// report.json writes the flight attributes it knows straight from the report; they must
/// be what the attributes' own values (`FlightAttributes`, which every format reads) write.
@Suite struct JSONFlightObjectTests {
    static func written(_ report: FlightReport, layout: JSONFlightObject.Layout) -> String {
        var bytes = JSONBytes(reservingCapacity: 0)
        let airports = JSONAirportObjects([report], table: .shared, depth: JSONFlightObject.airportDepth)
        JSONFlightObject.write(report, to: &bytes, layout: layout, airports: airports)
        return String(decoding: bytes.array(), as: UTF8.self)
    }

    @Test func attributesWrittenStraightAreTheirValues() {
        let configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test")
        let report = ReportPipeline.run(
            arguments: [JSONReportWriterTests.repositoryInputs], configuration: configuration.at(1_767_261_600))
        var flights = report.flights
        #expect(flights.count > 3)
        // And the values a computed flight may lack or the maths only gives on bad input.
        var odd = flights[0]
        odd.geometry.departure = nil
        odd.geometry.arrival = -1e20
        odd.geometry.progress = nil
        odd.geometry.position = nil
        odd.geometry.distance = .nan
        odd.geometry.radius = -0.0
        odd.flight.folder = "a \"b\"\n"
        flights.append(odd)
        let direct = JSONFlightObject.Layout.shared
        let fromValues = JSONFlightObject.Layout(attributesFromValues: true)
        #expect(direct.members != fromValues.members)
        for flight in flights {
            #expect(Self.written(flight, layout: direct) == Self.written(flight, layout: fromValues), "\(flight.id)")
        }
    }
}
