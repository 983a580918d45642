import Testing

@testable import RouteReportCore

@Suite struct RunConfigurationTests {
    /// A run that asks for no rings gets none, on every worker count and on the
    /// compute-ahead road (one file, four workers), and the same report otherwise.
    @Test func ringsOnlyWhenTheRunAsksForThem() {
        let arguments = [DeterminismTests.repositoryInputs]
        for jobs in [1, 4] {
            var configuration = RunConfiguration(map: MapOptions(), jobs: jobs, strict: false, generator: "routereport test")
            let with = ReportPipeline.run(arguments: arguments, configuration: configuration, referenceTime: 1_767_261_600)
            configuration.endpointRings = false
            let without = ReportPipeline.run(arguments: arguments, configuration: configuration, referenceTime: 1_767_261_600)
            #expect(with.flights.count > 3)
            #expect(with.flights.allSatisfy { ($0.geometry.rings?.start.count ?? 0) >= 73 })
            #expect(without.flights.allSatisfy { $0.geometry.rings == nil })
            var stripped = with
            for index in stripped.flights.indices { stripped.flights[index].geometry.rings = nil }
            #expect(stripped == without)
        }
        let one = ["\(DeterminismTests.repositoryInputs)/track.gpx"]
        let configuration = RunConfiguration(map: MapOptions(), jobs: 4, strict: false, generator: "g", endpointRings: false)
        let ahead = ReportPipeline.run(arguments: one, configuration: configuration, referenceTime: 0)
        #expect(!ahead.flights.isEmpty && ahead.flights.allSatisfy { $0.geometry.rings == nil })
    }
}
