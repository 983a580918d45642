import Foundation

/// How a run ends, decided once from what its inputs gave: whether it read nothing (the
/// warnings that say why then raised to errors), whether its findings fail it, what it
/// writes into the output folder, and the lines it closes with. The command line prints
/// them and maps them to an exit status.
public struct RunEnding: Sendable {
    /// What the inputs gave, raised when the run read nothing.
    let yield: RunYield
    /// The report to write; nil for `validate`, which writes none.
    let report: RunReport?
    /// A shard's state, written whatever its inputs held.
    let state: ReportFiles.ExtraFile?
    /// The report's inputs as discovery found them (a shard's: those that hash to it).
    let inputs: [InputSource]
    /// The files and folders the configuration excluded.
    let excluded: (files: Int, folders: Int)
    /// For a shard, whether it holds every input of the run, so that reading none of them
    /// is the run reading nothing, as without shards; a shard whose inputs gave nothing
    /// beside other shards' inputs is no error (the merge judges the whole run).
    let holdsWholeRun: Bool
    /// No input could be read, and the run holds every input.
    let readNothing: Bool

    init(
        _ yield: RunYield, report: RunReport?, inputs: [InputSource], excluded: (files: Int, folders: Int) = (0, 0),
        state: ReportFiles.ExtraFile? = nil, holdsWholeRun: Bool = true
    ) {
        readNothing = yield.readNothing && holdsWholeRun
        self.yield = readNothing ? yield.nothingReadAsErrors : yield
        self.report = readNothing ? report?.nothingReadAsErrors : report
        self.inputs = inputs
        self.excluded = excluded
        self.state = state
        self.holdsWholeRun = holdsWholeRun
    }

    /// A run that reports on the inputs `found` (`ReportPipeline.run`), to its end.
    public static func report(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress?
    ) -> RunEnding {
        let report = ReportPipeline.run(found, configuration: configuration, progress: progress)
        return RunEnding(report.yield, report: report, inputs: found.inputs, excluded: found.excluded)
    }

    /// `validate` of the inputs `found` (`ReportPipeline.check`), to its end.
    public static func validate(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress?
    ) -> RunEnding {
        let yield = ReportPipeline.check(found, configuration: configuration, progress: progress)
        return RunEnding(yield, report: nil, inputs: found.inputs, excluded: found.excluded)
    }

    /// The findings to print, in output order.
    public var diagnostics: [Diagnostic] { yield.diagnostics }

    /// Whether the inputs fail the run: an error was found, or nothing could be read.
    public var failsInputs: Bool { yield.errorCount > 0 || readNothing }

    /// The run's findings as validate appends them to a GitHub Actions step summary.
    public func stepSummary(helpBaseURI: String) -> String { yield.stepSummary(helpBaseURI: helpBaseURI) }

    /// What of `requested` to write: none when the run gives nothing but a shard's state;
    /// nil when nothing is written (`validate`, or a run that gives nothing).
    public func formats(_ requested: [ReportFormat]) -> [ReportFormat]? {
        guard report != nil, !yield.givesNothing || state != nil else { return nil }
        return yield.givesNothing ? [] : requested
    }

    /// How writing into the output folder went.
    public enum Written {
        /// Every file is in place; the warning to print when routes.kml came out too big.
        case written(warning: String?)
        /// Files in the folder are not routereport's: nothing was written (a usage error).
        case refused(String)
        /// A file could not be written: the errors to print.
        case failed(String)
    }

    /// Writes `formats` (from `formats(_:)`) and a shard's state into `output`
    /// (`ReportFiles.write`).
    public func write(
        _ formats: [ReportFormat], to output: String, jobs: Int, progress: RunProgress?, maxMaps: Int?,
        whenBusy: OutputLock.WhenBusy, force: Bool
    ) -> Written {
        guard let report else { return .written(warning: nil) }
        do {
            try ReportFiles.write(
                report, formats: formats, to: output, jobs: jobs, extraFiles: state.map { [$0] } ?? [], progress: progress,
                maxMaps: maxMaps, whenBusy: whenBusy, force: force)
            return .written(warning: KMLSizeNote.warning(report, written: formats, output: output))
        } catch {
            if error.isForeign { return .refused(Self.foreignFilesMessage(error.all.map(\.path))) }
            return .failed(error.all.map { "routereport: error: \($0.description)\n" }.joined())
        }
    }

    /// Files in the output folder that routereport did not write, each named, then what
    /// to do about them.
    static func foreignFilesMessage(_ paths: [String]) -> String {
        paths.map { "routereport: error: \(FileName.oneLine($0)) was not written by routereport; it is left as it is\n" }
            .joined()
            + "routereport: error: nothing was written; move \(paths.count == 1 ? "it" : "them") away, "
            + "or use --force to write over \(paths.count == 1 ? "it" : "them")\n"
    }

    /// Whether the run ends saying that no input could be read.
    var saidNothing: Bool { report == nil ? readNothing : yield.givesNothing && holdsWholeRun }

    /// The error that no input could be read, or nil when one could.
    public func nothingReadError(output: String) -> String? {
        guard saidNothing else { return nil }
        // A shard still writes its state for merge, which the summary line names.
        return "routereport: error: no input could be read"
            + (report == nil || state != nil ? "\n" : "; no report written, \(output)/ is left as it was\n")
    }

    /// The summary line, then for a report its flights and, for maps that were drawn,
    /// the flights `--at` could not place.
    /// - Parameters:
    ///   - written: the formats written (empty: a shard's state alone), nil when nothing
    ///     was written.
    ///   - config: how the configuration file read is named; nil: none (the line is then
    ///     as without configuration).
    ///   - elapsed: the run's seconds, said when a person watches (the progress line
    ///     was shown); nil in logs, which stay the same from run to run.
    public func closing(
        output: String, written: [ReportFormat]?, config: String?, elapsed: Double?, atGiven: Bool
    ) -> String {
        var text = summaryLine(output: output, written: written, config: config, elapsed: elapsed)
        guard let report else { return text }
        if state == nil { text += FlightLines.text(for: report) }
        // A run that wrote nothing placed no aircraft.
        if written != nil { text += UnplacedFlights.note(report, atGiven: atGiven) }
        return text
    }

    /// "routereport: 2 files, 22 flights, …; 1 input excluded; config …; wrote … to
    /// OUT/; done in 2 s".
    func summaryLine(output: String, written: [ReportFormat]?, config: String?, elapsed: Double?) -> String {
        let routes = inputs.compactMap(\.route)
        let lost = saidNothing ? 0 : yield.lostInputs(inputs)
        var text =
            "routereport: "
            + yield.summary(routes: (routes.count, routes.reduce(0) { $0 + $1.routeCount }), lost: lost)
        let excludedText = [
            excluded.files > 0 ? Self.count(excluded.files, "input") : nil,
            excluded.folders > 0 ? Self.count(excluded.folders, "folder") : nil,
        ].compactMap { $0 }
        if !excludedText.isEmpty { text += "; " + excludedText.joined(separator: " and ") + " excluded" }
        if let config { text += "; config " + config }
        if let report, let written {
            let what = written.isEmpty ? (state?.name ?? "") : written.map(\.rawValue).joined(separator: ",")
            text += "; wrote " + what + " to " + output + "/" + KMLSizeNote.summary(report, written: written)
        }
        if let elapsed { text += "; done in " + ProgressLine.duration(elapsed) }
        return text + "\n"
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        String(value) + " " + noun + (value == 1 ? "" : "s")
    }
}
