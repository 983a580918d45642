import Testing

@testable import RouteReportCore

@Suite struct RunConfigurationTests {
    /// A run's report keeps each flight's ring size, not its endpoint rings (2.3 KB a
    /// flight), on every worker count and on the compute-ahead road (one file, four
    /// workers): the rings solved when drawn are those of the run's max segment around
    /// the path's ends.
    @Test func reportsKeepNoRings() throws {
        let one = ["\(DeterminismTests.repositoryInputs)/track.gpx"]
        for (arguments, jobs) in [([DeterminismTests.repositoryInputs], 1), ([DeterminismTests.repositoryInputs], 4), (one, 4)] {
            let configuration = RunConfiguration(map: MapOptions(), jobs: jobs, strict: false, generator: "routereport test")
            let report = ReportPipeline.run(arguments: arguments, configuration: configuration.at(1_767_261_600))
            #expect(!report.flights.isEmpty)
            let flight = try #require(report.flights.first)
            let geometry = flight.geometry
            #expect(
                geometry.ringPointCount
                    == EndpointCircle.pointCount(radius: geometry.radius, maxSegment: report.options.maxSegment))
            let rings = try #require(FlightShapes(flight: flight.flight, geometry: geometry).endpointRings)
            let start = try #require(geometry.path.first)
            #expect(
                rings.start
                    == EndpointCircle.ring(
                        latitude: start.latitude, longitude: start.longitude, radius: geometry.radius,
                        maxSegment: report.options.maxSegment))
        }
    }

    /// A run that draws nothing (`validate`, report.json alone) keeps no flight's path,
    /// which is what would add up over a million flights (a point per max segment, every
    /// point of a track), on every worker count and on the compute-ahead road, and
    /// checks and states the same: the same flights, distances, times, track figures,
    /// statistics (the flights over the equator and beyond a polar circle among them)
    /// and diagnostics as a run that draws them.
    @Test func aRunThatDrawsNothingKeepsNoPaths() throws {
        let one = ["\(DeterminismTests.repositoryInputs)/track.gpx"]
        for (arguments, jobs) in [([DeterminismTests.repositoryInputs], 1), ([DeterminismTests.repositoryInputs], 4), (one, 4)] {
            let drawn = ReportPipeline.run(
                arguments: arguments,
                configuration: RunConfiguration(map: MapOptions(), jobs: jobs, strict: false, generator: "routereport test")
                    .at(1_767_261_600))
            let checked = ReportPipeline.run(
                arguments: arguments,
                configuration: RunConfiguration(
                    map: MapOptions(), jobs: jobs, strict: false, generator: "routereport test", drawsFlights: false
                ).at(1_767_261_600))
            #expect(drawn.flights.contains { $0.geometry.path.count > 2 })
            #expect(checked.flights.allSatisfy { $0.geometry.path.isEmpty })
            #expect(checked.flights.map(\.id) == drawn.flights.map(\.id))
            #expect(checked.flights.map(\.geometry.distance) == drawn.flights.map(\.geometry.distance))
            #expect(checked.flights.map(\.geometry.departure) == drawn.flights.map(\.geometry.departure))
            #expect(checked.flights.map(\.geometry.progress) == drawn.flights.map(\.geometry.progress))
            #expect(checked.flights.map(\.trackFigures) == drawn.flights.map(\.trackFigures))
            #expect(checked.statistics == drawn.statistics)
            #expect(checked.diagnostics == drawn.diagnostics)
        }
        let whole = ReportPipeline.run(
            arguments: [DeterminismTests.repositoryInputs],
            configuration: RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test"))
        #expect(whole.flights.contains { $0.trackFigures != nil })
        #expect(whole.statistics.records.overEquator > 0)
    }
}
