import Testing

@testable import RouteReportCore

/// The statistics after `--shard 3` + `merge` are those of one unsharded run: the shard
/// states carry every flight's inputs (its vertices, times, details), and the merge
/// computes the statistics once over the whole run.
@Suite struct StatisticsShardTests {
    @Test func threeShardsMergedGiveTheUnshardedStatistics() throws {
        let arguments = [InputSource.file(StatisticsReferenceTests.logbook)]
        var options = MapOptions()
        options.referenceTime = 1_767_225_600
        let configuration = RunConfiguration(map: options, jobs: 2, strict: false, generator: "test")
        let found = ReportPipeline.discover(arguments, outputFolder: nil, markers: [])
        #expect(found.inputs.count == 4)
        let states = try (1...3).map { index in
            let (_, state) = ShardRun.reportAndState(
                found, arguments: arguments, configuration: configuration, settings: [], index: index, count: 3)
            return try ShardState.decode(state.encoded()).get()
        }
        // The four files land in more than one shard, so the merge has something to join.
        #expect(states.filter { !$0.results.isEmpty }.count >= 2)
        let merged = try ShardMerge.merge(states, configuration: configuration)
        let whole = StatisticsReferenceTests.report()
        #expect(merged.report.statistics.totals.flights == 57)
        #expect(merged.report.statistics == whole.statistics)
    }
}
