import Testing

@testable import RouteReportCore

@Suite struct RunConfigurationTests {
    /// A run keeps no endpoint rings (2.3 KB a flight) in its report, on every worker
    /// count and on the compute-ahead road (one file, four workers): the writers solve
    /// them part by part, and what they solve is the rings of the circles the report
    /// bounds.
    @Test func reportsKeepNoRings() throws {
        let one = ["\(DeterminismTests.repositoryInputs)/track.gpx"]
        for (arguments, jobs) in [([DeterminismTests.repositoryInputs], 1), ([DeterminismTests.repositoryInputs], 4), (one, 4)] {
            let configuration = RunConfiguration(map: MapOptions(), jobs: jobs, strict: false, generator: "routereport test")
            let report = ReportPipeline.run(arguments: arguments, configuration: configuration.at(1_767_261_600))
            #expect(!report.flights.isEmpty)
            #expect(report.flights.allSatisfy { $0.geometry.rings == nil })
            let geometry = try #require(report.flights.first?.geometry)
            let rings = try #require(geometry.endpointRings(maxSegment: report.options.maxSegment))
            let start = try #require(geometry.path.first)
            #expect(
                rings.start
                    == EndpointCircle.ring(
                        latitude: start.latitude, longitude: start.longitude, radius: geometry.radius,
                        maxSegment: report.options.maxSegment))
        }
    }
}
