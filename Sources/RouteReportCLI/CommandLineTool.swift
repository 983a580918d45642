import Foundation
import RouteReportCore

/// The whole command: parse, run, report, and the exit status decided in one place.
public enum CommandLineTool {
    /// Runs with the process's arguments and environment, then exits.
    public static func main() -> Never {
        let status = run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            console: .process)
        exit(status.rawValue)
    }

    public static func run(arguments: [String], environment: [String: String], console: Console) -> ExitStatus {
        let options: CommandOptions
        do {
            options = try OptionParser.parse(arguments)
        } catch {
            return usageError(error.message, console: console)
        }
        if options.showHelp {
            console.standardOutput(Usage.help + "\n")
            return .success
        }
        if options.showVersion {
            console.standardOutput("routereport " + Usage.version + "\n")
            return .success
        }
        if options.command == .merge {
            return merge(options, environment: environment, console: console)
        }
        guard let referenceTime = referenceTime(options, environment: environment, console: console) else {
            return .usage
        }
        var map = options.map
        // Rings only where a file draws them; a shard's state keeps them for any merge.
        map.endpointRings = options.shard != nil
            || (options.command != .validate && options.formats.contains(where: \.drawsEndpointCircles))
        let configuration = RunConfiguration(map: map, jobs: jobs(options), strict: options.strict, generator: generator)
        if let shard = options.shard {
            let (report, state) = ReportPipeline.runShard(
                arguments: options.files, configuration: configuration, referenceTime: referenceTime,
                index: shard.index, count: shard.count)
            return finish(report, options: options, console: console) { () throws(AtomicFile.WriteError) in
                try AtomicFile.write(state.encoded(), to: options.output + "/" + ShardState.fileName)
            }
        }
        let report = ReportPipeline.run(arguments: options.files, configuration: configuration, referenceTime: referenceTime)
        return finish(report, options: options, console: console)
    }

    static let generator = "routereport " + Usage.version

    static func jobs(_ options: CommandOptions) -> Int {
        options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    }

    static func usageError(_ message: String, console: Console) -> ExitStatus {
        console.standardError("Error: \(message)\nUsage: routereport [report|validate|merge] [OPTIONS] FILE...\n  See 'routereport --help' for more information.\n")
        return .usage
    }

    /// Prints the diagnostics, writes the reports (not for `validate`), prints the summary,
    /// and decides the exit status. `extra` writes more files after the reports.
    static func finish(
        _ report: RunReport, options: CommandOptions, console: Console,
        extra: () throws(AtomicFile.WriteError) -> Void = {}
    ) -> ExitStatus {
        DiagnosticsPrinter.print(report.diagnostics, format: options.diagnostics, console: console)
        var status: ExitStatus = report.errorCount > 0 ? .inputError : .success
        if options.command != .validate {
            do {
                try ReportFiles.write(
                    report, formats: options.formats, to: options.output, jobs: jobs(options), maxMaps: options.maxMaps)
                try extra()
            } catch {
                console.standardError("routereport: error: \(error.description)\n")
                status = .writeFailed
            }
        }
        if !options.quiet {
            console.standardError(Summary.line(report, command: options.command, output: options.output, formats: options.formats, status: status))
        }
        return status
    }

    /// `merge SHARD-DIR...`: refuses (status 2) shards that do not make up one run.
    static func merge(_ options: CommandOptions, environment: [String: String], console: Console) -> ExitStatus {
        var states: [ShardState] = []
        for directory in options.files {
            let path = directory + "/" + ShardState.fileName
            guard let data = FileManager.default.contents(atPath: path) else {
                return usageError("'\(directory)' holds no shard state (\(ShardState.fileName)); run 'routereport --shard K/N -o \(directory) FILE...' first", console: console)
            }
            guard let state = ShardState.decode(Array(data)) else {
                return usageError("'\(path)' is not a shard state of routereport \(Usage.version)", console: console)
            }
            states.append(state)
        }
        let merged: (run: ShardState.Run, report: RunReport)
        do {
            merged = try ShardMerge.merge(states, jobs: jobs(options))
        } catch {
            return usageError("cannot merge: \(error.message)", console: console)
        }
        if let conflict = conflict(options, with: merged.run, environment: environment, console: console) {
            return usageError("cannot merge: the shards were run \(conflict)", console: console)
        }
        return finish(merged.report, options: options, console: console)
    }

    /// What the merge command line states differently from the shards' run, if anything.
    static func conflict(_ options: CommandOptions, with run: ShardState.Run, environment: [String: String], console: Console) -> String? {
        if options.given.contains("at"), options.referenceTime != run.referenceTime { return "with another --at" }
        if options.given.contains("viewport"),
           options.map.viewportWidth != run.map.viewportWidth || options.map.viewportHeight != run.map.viewportHeight {
            return "with another --viewport"
        }
        if options.given.contains("padding"), options.map.padding != run.map.padding { return "with another --padding" }
        if options.given.contains("radius-divisor"), options.map.radiusDivisor != run.map.radiusDivisor {
            return "with another --radius-divisor"
        }
        if options.given.contains("max-segment"), options.map.maxSegment != run.map.maxSegment { return "with another --max-segment" }
        if options.given.contains("strict"), !run.strict { return "without --strict" }
        return nil
    }

    /// `--at`, else `$SOURCE_DATE_EPOCH` (whole seconds, as reproducible builds define it), else now.
    static func referenceTime(_ options: CommandOptions, environment: [String: String], console: Console) -> Double? {
        if let time = options.referenceTime { return time }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int64(epoch) else {
                console.standardError("Error: SOURCE_DATE_EPOCH='\(epoch)' is not a whole number of seconds\n")
                return nil
            }
            return Double(seconds)
        }
        return Date().timeIntervalSince1970
    }
}

extension Console {
    /// The process's own stdout and stderr, written unbuffered through FileHandle.
    static let process = Console(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })
}
