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
            options.inputs, outputFolder: options.command == .report ? options.output : nil, policy: options.policy)
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
        if !found.notes.isEmpty { console.standardError(found.notes) }
        let progress = ProgressDisplay(options: options, console: console)
        Interruption.update { $0.progress = progress }
        let ending: RunEnding
        if let shard = options.shard {
            let run = ShardRun.run(
                found, arguments: options.inputs, configuration: configuration, settings: OptionSpec.settings(of: options),
                index: shard.index, count: shard.count, progress: progress?.counters)
            if let note = run.note { ProgressDisplay.pause(progress) { console.standardError(note) } }
            ending = run.ending
        } else if options.command == .validate {
            ending = .validate(found, configuration: configuration, progress: progress?.counters)
        } else {
            ending = .report(found, configuration: configuration, progress: progress?.counters)
        }
        return finish(ending, options: options, environment: environment, console: console, progress: progress)
    }

    static let generator = "routereport " + Usage.version

    /// What the run `options` state needs to know besides its inputs.
    static func configuration(_ options: CommandOptions, generator: String) -> RunConfiguration {
        RunConfiguration(
            map: options.map, jobs: jobs(options), strict: options.strict, generator: generator,
            namesAirports: options.command != .validate, dateOrder: options.dateOrder,
            drawsFlights: options.command != .validate
                && (options.shard != nil || options.formats.contains(where: \.drawsFlights)),
            policy: options.policy)
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
    static func finish(
        _ ending: RunEnding, options: CommandOptions, environment: [String: String], console: Console,
        progress: ProgressDisplay? = nil
    ) -> ExitStatus {
        let actions = DiagnosticsPrinter.Actions(environment: environment)
        let summary = options.command == .validate ? actions.stepSummary : nil
        // SARIF, on stdout for tools, comes last: its invocation says how the run ended.
        if options.diagnostics != .sarif {
            ProgressDisplay.pause(progress) {
                DiagnosticsPrinter.print(
                    ending.diagnostics, format: options.diagnostics, console: console, actions: actions,
                    summaryWritten: summary != nil, helpBaseURI: options.helpBaseURI)
            }
        }
        if let summary,
            let reason = DiagnosticsPrinter.appendStepSummary(
                ending.stepSummary(helpBaseURI: options.helpBaseURI), to: summary)
        {
            console.standardError(
                "routereport: warning: cannot write the step summary to \(FileName.oneLine(summary)): \(reason)\n")
        }
        var status: ExitStatus = ending.failsInputs ? .inputError : .success
        var written: [ReportFormat]? = nil
        if let formats = ending.formats(options.formats) {
            let outcome = ending.write(
                formats, to: options.output, jobs: jobs(options), progress: progress?.counters, maxMaps: options.maxMaps,
                whenBusy: whenBusy(options, console: console, progress: progress), force: options.force)
            switch outcome {
            case .written(let warning):
                written = formats
                if let warning { console.standardError(warning) }
            case .refused(let message):
                progress?.stop()
                console.standardError(message)
                status = .usage
            case .failed(let message):
                progress?.stop()
                console.standardError(message)
                status = .writeFailed
            }
        }
        progress?.stop()
        if let error = ending.nothingReadError(output: options.output) { console.standardError(error) }
        if !options.quiet {
            console.standardError(
                ending.closing(
                    output: options.output, written: written, config: options.configShown, elapsed: progress?.elapsed,
                    atGiven: options.given.contains("at")))
        }
        if options.diagnostics == .sarif {
            let invocation = SARIFLog.Invocation(
                exitCode: Int(status.rawValue), executionSuccessful: status == .success || status == .inputError,
                start: RunClock.started, end: Date().timeIntervalSince1970)
            DiagnosticsPrinter.print(
                ending.diagnostics, format: .sarif, console: console, helpBaseURI: options.helpBaseURI,
                invocation: invocation)
        }
        return status
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

    /// `merge SHARD-DIR...`: refuses (status 2) shards that do not make up one run, or
    /// that were run otherwise than the options given say.
    static func merge(_ options: CommandOptions, environment: [String: String], console: Console) -> ExitStatus {
        do {
            let ending = try ShardMerge.merge(
                folders: options.inputs.map(\.name), version: Usage.version,
                agreements: OptionSpec.all.compactMap(\.mergeAgreement), stated: OptionSpec.stated(by: options)
            ) { settings in
                // The options as the option table reads them back, each within its range.
                guard let run = OptionSpec.options(from: settings, like: options) else {
                    return .failure(ShardMerge.Refusal(message: "its options are not this version's"))
                }
                if let problem = OptionSpec.problem(in: run) { return .failure(ShardMerge.Refusal(message: problem)) }
                return .success(configuration(run, generator: generator))
            }
            return finish(ending, options: options, environment: environment, console: console)
        } catch {
            return usageError(error.message, console: console)
        }
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
