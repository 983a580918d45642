/// One shard of a run: the pipeline over the inputs that hash to it, and the state
/// `ShardMerge` needs to make the whole run's report from every shard's.
public enum ShardRun {
    /// Runs shard `index` of `count` (1-based) of the inputs found for the FILE
    /// `arguments`: only the inputs whose name hashes there (`ShardAssignment`). A shard
    /// that gets no input is done at once; its state still tells `merge` the whole run.
    /// `settings` are the options of `configuration` that change what the reports say,
    /// as the command line writes them.
    /// - Returns: how the shard ends, its state among its files; and a note when it got
    ///   none of the run's inputs.
    public static func run(
        _ found: InputDiscovery.Found, arguments: [InputSource], configuration: RunConfiguration, settings: [ShardSetting],
        index: Int, count: Int, progress: RunProgress? = nil
    ) -> (ending: RunEnding, note: String?) {
        let (report, state) = reportAndState(
            found, arguments: arguments, configuration: configuration, settings: settings, index: index, count: count,
            progress: progress)
        let mine = state.ownInputs
        let note =
            report.inputs.isEmpty && !state.run.inputs.isEmpty
            ? "routereport: note: shard \(index)/\(count) holds none of the \(state.run.inputs.count) inputs; "
                + "it writes only its state for merge\n" : nil
        let ending = RunEnding(
            report.yield, report: report, inputs: mine, excluded: found.excluded,
            state: ReportFiles.ExtraFile(name: ShardState.fileName, bytes: state.encoded()),
            holdsWholeRun: mine.count == state.run.inputs.count)
        return (ending, note)
    }

    /// The shard's report and state.
    static func reportAndState(
        _ found: InputDiscovery.Found, arguments: [InputSource], configuration: RunConfiguration, settings: [ShardSetting],
        index: Int, count: Int, progress: RunProgress? = nil
    ) -> (report: RunReport, state: ShardState) {
        let inputs = found.inputs
        let mine = inputs.indices.filter { ShardAssignment.shard(of: inputs[$0], count: count) == index }
        let (report, results) = ReportPipeline.run(
            mine.map { inputs[$0] }, of: found, configuration: configuration, progress: progress)
        let state = ShardState(
            run: ShardState.Run(
                arguments: arguments, inputs: inputs, settings: settings, generator: configuration.generator,
                discoveryDiagnostics: ReportPipeline.discoveryDiagnostics(found)),
            shardIndex: index, shardCount: count,
            results: zip(mine, results).map { (index: $0.0, result: $0.1) })
        return (report, state)
    }
}
