import Foundation
import RouteReportCore

/// The whole command: parse, run, report, and the exit status decided in one place.
public enum CommandLineTool {
    /// Runs with the process's arguments and environment, then exits.
    public static func main() -> Never {
        // Before the signal thread starts: a thread that allocated first would keep a heap of its own.
        HeapSettings.apply()
        Interruption.watch()
        StandardStreams.prepare()
        let status = run(
            arguments: processArguments(),
            environment: ProcessInfo.processInfo.environment,
            console: .process)
        exit(checkedOutput(status, console: .process).rawValue)
    }

    /// The arguments as `FileName` text: a byte that is not UTF-8 is kept as `\\xHH`, not
    /// replaced by U+FFFD as `CommandLine.arguments` does, so such a file can be opened.
    static func processArguments() -> [String] {
        (1..<Int(max(CommandLine.argc, 1))).compactMap { index in
            CommandLine.unsafeArgv[index].map { FileName.text(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// `status`, or `writeFailed` with a message on stderr when stdout could not be
    /// written: help, version or SARIF/JSON diagnostics that did not arrive.
    static func checkedOutput(_ status: ExitStatus, console: Console) -> ExitStatus {
        guard let reason = console.standardOutputFailure() else { return status }
        console.standardError("routereport: error: cannot write to standard output: \(reason)\n")
        return .writeFailed
    }

    public static func run(arguments: [String], environment: [String: String], console: Console) -> ExitStatus {
        _ = RunClock.started
        if arguments.isEmpty {
            console.standardError(Usage.short + "\n")
            return .usage
        }
        var options: CommandOptions
        do {
            options = try OptionParser.parse(arguments)
        } catch {
            return usageError(error.message, console: console)
        }
        if options.showHelp {
            console.standardOutput(Usage.help(for: options.commandWord) + "\n")
            return .success
        }
        if let shell = options.completionShell {
            console.standardOutput(CompletionScript.script(for: shell))
            return .success
        }
        if options.showVersion {
            console.standardOutput("routereport " + Usage.version + "\n")
            return .success
        }
        Interruption.update {
            $0.output = options.command == .validate ? nil : options.output
            $0.console = console
        }
        // Before any file is opened: the pool's descriptors, or a clear end (status 3).
        if jobs(options) > 1 || console.standardErrorIsTerminal, case .failure(let shortage) = ThreadPoolStart.start() {
            console.standardError("routereport: error: \(shortage)\n")
            return .writeFailed
        }
        if options.command == .merge {
            return merge(options, environment: environment, console: console)
        }
        guard settle(&options, environment: environment, console: console) else { return .usage }
        if let status = configure(&options, environment: environment, console: console) { return status }
        let configuration = Self.configuration(options, generator: generator)
        let found = ReportPipeline.discover(
            options.inputs, outputFolder: options.command == .report ? options.output : nil,
            markers: [ShardState.fileName, ReportFiles.manifestFileName], policy: options.policy)
        if found.everyInputExcluded && options.shard == nil {
            // A commit that touches only excluded files must pass; a tool reading SARIF or
            // JSON still gets a log, with no finding.
            if options.diagnostics == .sarif || options.diagnostics == .json {
                let invocation = SARIFLog.Invocation(
                    exitCode: 0, executionSuccessful: true, start: RunClock.started, end: Date().timeIntervalSince1970)
                DiagnosticsPrinter.print(
                    [], format: options.diagnostics, console: console, helpBaseURI: options.helpBaseURI,
                    invocation: invocation)
            }
            console.standardError(
                "routereport: nothing to check: every input is excluded"
                    + (options.command == .validate ? "\n" : "; no report written\n"))
            return .success
        }
        for skipped in found.skippedFolders + found.skippedFiles {
            console.standardError("routereport: note: not reading \(FileName.oneLine(skipped.path)): \(skipped.reason)\n")
        }
        let progress = ProgressDisplay(options: options, console: console)
        Interruption.update { $0.progress = progress }
        if let shard = options.shard {
            let (report, state) = ShardRun.run(
                found, arguments: options.inputs, configuration: configuration, settings: OptionSpec.settings(of: options),
                index: shard.index, count: shard.count, progress: progress?.counters)
            if report.inputs.isEmpty && !state.run.inputs.isEmpty {
                ProgressDisplay.pause(progress) {
                    console.standardError(
                        "routereport: note: shard \(shard.index)/\(shard.count) holds none of the "
                            + "\(state.run.inputs.count) inputs; it writes only its state for merge\n")
                }
            }
            let mine = state.run.inputs.filter { ShardAssignment.shard(of: $0, count: shard.count) == shard.index }
            return finish(
                report, options: options, environment: environment, console: console, progress: progress,
                inputs: mine, routes: Summary.routes(in: mine),
                state: state.encoded(), holdsWholeRun: mine.count == state.run.inputs.count,
                excluded: (found.excludedFiles, found.excludedFolders))
        }
        if options.command == .validate {
            let checked = ReportPipeline.check(found, configuration: configuration, progress: progress?.counters)
            return finish(
                checked, report: nil, options: options, environment: environment, console: console, progress: progress,
                inputs: found.inputs, routes: Summary.routes(in: found.inputs),
                excluded: (found.excludedFiles, found.excludedFolders))
        }
        let report = ReportPipeline.run(found, configuration: configuration, progress: progress?.counters)
        return finish(
            report, options: options, environment: environment, console: console, progress: progress, inputs: found.inputs,
            routes: Summary.routes(in: found.inputs), excluded: (found.excludedFiles, found.excludedFolders))
    }

    static let generator = "routereport " + Usage.version

    /// What the run `options` state needs to know besides its inputs.
    static func configuration(_ options: CommandOptions, generator: String) -> RunConfiguration {
        RunConfiguration(
            map: options.map, jobs: jobs(options), strict: options.strict, generator: generator,
            namesAirports: options.command != .validate, dateOrder: options.dateOrder,
            drawsFlights: options.command != .validate, policy: options.policy)
    }

    /// Loads the run's configuration into `options` (`ProjectConfiguration`); nil when
    /// it loaded, else the status to end with, the refusal printed: a bad config checks
    /// nothing.
    static func configure(_ options: inout CommandOptions, environment: [String: String], console: Console)
        -> ExitStatus?
    {
        let loaded = ProjectConfiguration.load(
            options, workingDirectory: FileManager.default.currentDirectoryPath, home: environment["HOME"])
        switch loaded {
        case .success(let configuration):
            options.policy = configuration.policy
            options.configShown = configuration.shownFile
            return nil
        case .failure(.usage(let message)):
            return usageError(message, console: console)
        case .failure(.badFile(let file, let problems)):
            console.standardError(ProjectConfiguration.refusal(file, problems, format: options.diagnostics))
            return .usage
        case .failure(.ambiguous(let message, let file)):
            console.standardError("routereport: error: " + message + "\n" + ProjectConfiguration.closingLine(file))
            return .usage
        }
    }

    static func jobs(_ options: CommandOptions) -> Int {
        options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    }

    static func usageError(_ message: String, console: Console) -> ExitStatus {
        // The message quotes arguments: a line break in one must not start a line of its own.
        console.standardError(
            "Error: \(FileName.oneLine(message))\nUsage: routereport [report|validate|merge] [OPTIONS] FILE...\n  See 'routereport --help' for more information.\n"
        )
        return .usage
    }

    /// Prints the diagnostics, writes the reports (not for `validate`, and not when the
    /// run gives nothing: no input could be read, or no flight and no landmark came with
    /// an error), prints the summary, and decides the exit status.
    /// - Parameters:
    ///   - inputs: the report's inputs as discovery found them (`InputDiscovery.Found.inputs`).
    ///   - routes: the report's route arguments and the routes they hold (`Summary.routes`).
    ///   - state: a shard's state, written whatever its inputs held.
    ///   - holdsWholeRun: for a shard, whether it holds every input of the run, so that
    ///     reading none of them is the run reading nothing, as without shards; a shard
    ///     whose inputs gave nothing beside other shards' inputs is no error (the merge
    ///     judges the whole run).
    static func finish(
        _ report: RunReport, options: CommandOptions, environment: [String: String], console: Console,
        progress: ProgressDisplay? = nil, inputs: [InputSource] = [], routes: (arguments: Int, count: Int) = (0, 0),
        state: [UInt8]? = nil, holdsWholeRun: Bool = true, excluded: (files: Int, folders: Int) = (0, 0)
    ) -> ExitStatus {
        finish(
            report.yield, report: report, options: options, environment: environment, console: console, progress: progress,
            inputs: inputs, routes: routes, state: state, holdsWholeRun: holdsWholeRun, excluded: excluded)
    }

    /// `finish` for what a run gave (`yield`), with the report to write (nil for
    /// `validate`, which writes none).
    /// - Parameter excluded: the files and folders the configuration excluded.
    static func finish(
        _ yield: RunYield, report: RunReport?, options: CommandOptions, environment: [String: String], console: Console,
        progress: ProgressDisplay? = nil, inputs: [InputSource] = [], routes: (arguments: Int, count: Int) = (0, 0),
        state: [UInt8]? = nil, holdsWholeRun: Bool = true, excluded: (files: Int, folders: Int) = (0, 0)
    ) -> ExitStatus {
        let failed = yield.readNothing && holdsWholeRun
        let yield = failed ? yield.nothingReadAsErrors : yield
        let report = failed ? report?.nothingReadAsErrors : report
        let actions = DiagnosticsPrinter.Actions(environment: environment)
        let summary = options.command == .validate ? actions.stepSummary : nil
        // SARIF, on stdout for tools, comes last: its invocation says how the run ended.
        if options.diagnostics != .sarif {
            ProgressDisplay.pause(progress) {
                DiagnosticsPrinter.print(
                    yield.diagnostics, format: options.diagnostics, console: console, actions: actions,
                    summaryWritten: summary != nil, helpBaseURI: options.helpBaseURI)
            }
        }
        if let summary,
            let reason = DiagnosticsPrinter.appendStepSummary(
                yield.stepSummary(helpBaseURI: options.helpBaseURI), to: summary)
        {
            console.standardError(
                "routereport: warning: cannot write the step summary to \(FileName.oneLine(summary)): \(reason)\n")
        }
        let givesNothing = yield.givesNothing
        var status: ExitStatus = yield.errorCount > 0 || failed ? .inputError : .success
        var written: [ReportFormat]? = nil
        if let report, options.command != .validate && (!givesNothing || state != nil) {
            let formats = givesNothing ? [] : options.formats
            do {
                try ReportFiles.write(
                    report, formats: formats, to: options.output, jobs: jobs(options),
                    extraFiles: state.map { [ReportFiles.ExtraFile(name: ShardState.fileName, bytes: $0)] } ?? [],
                    progress: progress?.counters, maxMaps: options.maxMaps,
                    whenBusy: whenBusy(options, console: console, progress: progress), force: options.force)
                written = formats
                if let warning = KMLSizeNote.warning(report, written: formats, output: options.output) {
                    console.standardError(warning)
                }
            } catch {
                progress?.stop()
                if error.isForeign {
                    console.standardError(foreignFilesMessage(error.all.map(\.path)))
                    status = .usage
                } else {
                    console.standardError(error.all.map { "routereport: error: \($0.description)\n" }.joined())
                    status = .writeFailed
                }
            }
        }
        progress?.stop()
        let saidNothing = options.command == .validate ? failed : givesNothing && holdsWholeRun
        if saidNothing {
            // A shard still writes its state for merge, which the summary line names.
            let written = options.command == .validate || state != nil
            console.standardError(
                "routereport: error: no input could be read"
                    + (written ? "\n" : "; no report written, \(options.output)/ is left as it was\n"))
        }
        if !options.quiet {
            console.standardError(
                Summary.line(
                    yield, routes: routes, lost: saidNothing ? 0 : yield.lostInputs(inputs), command: options.command,
                    output: options.output, written: written,
                    writtenNote: report.map { KMLSizeNote.summary($0, written: written) } ?? "", excluded: excluded,
                    config: options.configShown, elapsed: progress?.elapsed)
                    + (options.command == .validate || state != nil ? "" : report.map { FlightLines.text(for: $0) } ?? "")
                    // Only for maps that were drawn: a run that wrote nothing placed no aircraft.
                    + (written == nil
                        ? "" : report.map { UnplacedFlights.note($0, atGiven: options.given.contains("at")) } ?? ""))
        }
        if options.diagnostics == .sarif {
            let invocation = SARIFLog.Invocation(
                exitCode: Int(status.rawValue), executionSuccessful: status == .success || status == .inputError,
                start: RunClock.started, end: Date().timeIntervalSince1970)
            DiagnosticsPrinter.print(
                yield.diagnostics, format: .sarif, console: console, helpBaseURI: options.helpBaseURI,
                invocation: invocation)
        }
        return status
    }

    /// Files in the output folder that routereport did not write, each named, then what
    /// to do about them.
    static func foreignFilesMessage(_ paths: [String]) -> String {
        paths.map { "routereport: error: \(FileName.oneLine($0)) was not written by routereport; it is left as it is\n" }
            .joined()
            + "routereport: error: nothing was written; move \(paths.count == 1 ? "it" : "them") away, "
            + "or use --force to write over \(paths.count == 1 ? "it" : "them")\n"
    }

    /// `--no-wait` refuses a busy output folder; else the run says once that it waits.
    static func whenBusy(_ options: CommandOptions, console: Console, progress: ProgressDisplay?) -> OutputLock.WhenBusy {
        if options.noWait { return .refuse }
        let output = FileName.oneLine(options.output)
        return .wait {
            ProgressDisplay.pause(progress) {
                console.standardError("routereport: note: waiting for another run to finish writing into \(output)/\n")
            }
        }
    }

    /// `merge SHARD-DIR...`: refuses (status 2) shards that do not make up one run.
    static func merge(_ options: CommandOptions, environment: [String: String], console: Console) -> ExitStatus {
        var states: [ShardState] = []
        var shardOptions: [CommandOptions] = []
        for directory in options.inputs.map(\.name) {
            let path = directory + "/" + ShardState.fileName
            switch ShardState.read(path: path) {
            case nil:
                return usageError(
                    "'\(directory)' holds no shard state (\(ShardState.fileName)); run 'routereport --shard K/N -o \(directory) FILE...' first",
                    console: console)
            case .success(let state):
                // The options as the option table reads them back, each within its range.
                guard let run = OptionSpec.options(from: state.run.settings, like: options) else {
                    return usageError("'\(path)' " + refused(.corrupt("its options are not this version's")), console: console)
                }
                if let problem = OptionSpec.problem(in: run) {
                    return usageError("'\(path)' " + refused(.corrupt(problem)), console: console)
                }
                states.append(state)
                shardOptions.append(run)
            case .failure(let refusal):
                return usageError("'\(path)' " + refused(refusal), console: console)
            }
        }
        let merged: (run: ShardState.Run, report: RunReport)
        do {
            // The run of the first shard; the merge refuses shards whose runs differ.
            let generator = states.first?.run.generator ?? generator
            merged = try ShardMerge.merge(
                states, configuration: configuration(shardOptions.first ?? options, generator: generator),
                agreements: OptionSpec.all.compactMap(\.mergeAgreement))
        } catch {
            return usageError("cannot merge: \(error.message)", console: console)
        }
        if let conflict = conflict(options, with: merged.run) {
            return usageError("cannot merge: the shards were run \(conflict)", console: console)
        }
        return finish(
            merged.report, options: options, environment: environment, console: console, inputs: merged.run.inputs,
            routes: Summary.routes(in: merged.run.inputs))
    }

    /// Why a shard state is refused, after its path.
    static func refused(_ refusal: ShardState.Refusal) -> String {
        switch refusal {
        case .notAShardState: return "is not a shard state of routereport \(Usage.version)"
        case .otherVersion: return "is a shard state of another routereport version than \(Usage.version)"
        case .corrupt(let reason): return "is a corrupt shard state: " + reason
        case .unreadable(let reason): return "cannot be read: " + reason
        }
    }

    /// What the merge command line states differently from the shards' run, if anything:
    /// each option given that shards must agree on (the option table says which).
    static func conflict(_ options: CommandOptions, with run: ShardState.Run) -> String? {
        for spec in OptionSpec.all where options.given.contains(spec.long) {
            guard let field = spec.shardField, field.encode(options) != run.setting(spec.long) else { continue }
            return (spec.takesValue ? "with another " : "without ") + spec.spelledLong
        }
        return nil
    }

    /// Settles the run's reference time: `--at`, else `$SOURCE_DATE_EPOCH` (whole
    /// seconds, as reproducible builds define it), else now. False, with the message
    /// printed, when `$SOURCE_DATE_EPOCH` is no such time.
    static func settle(_ options: inout CommandOptions, environment: [String: String], console: Console) -> Bool {
        if options.given.contains("at") { return true }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int64(epoch) else {
                console.standardError(
                    "Error: SOURCE_DATE_EPOCH='\(FileName.oneLine(epoch))' is not a whole number of seconds\n")
                return false
            }
            guard ISO8601Time.isWritable(Double(seconds)) else {
                console.standardError(
                    "Error: SOURCE_DATE_EPOCH='\(FileName.oneLine(epoch))' is outside the years 0001 to 9999 (UTC) that the reports can write\n"
                )
                return false
            }
            options.map.referenceTime = Double(seconds)
        } else {
            options.map.referenceTime = Date().timeIntervalSince1970
        }
        return true
    }
}

extension Console {
    /// The process's own stdout and stderr, written unbuffered, failures kept (`StandardStreams`).
    static let process = Console(
        standardOutput: { StandardStreams.output.write($0) },
        standardError: { StandardStreams.error.write($0) },
        standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
        standardOutputFailure: { StandardStreams.output.failureReason })
}
