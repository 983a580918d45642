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
            console.standardError("Error: \(error.message)\nUsage: routereport [report|validate] [OPTIONS] FILE...\n  See 'routereport --help' for more information.\n")
            return .usage
        }
        if options.showHelp {
            console.standardOutput(Usage.help + "\n")
            return .success
        }
        if options.showVersion {
            console.standardOutput("routereport " + Usage.version + "\n")
            return .success
        }
        guard let referenceTime = referenceTime(options, environment: environment, console: console) else {
            return .usage
        }
        let configuration = RunConfiguration(
            map: options.map,
            jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            strict: options.strict,
            generator: "routereport " + Usage.version)
        let report = ReportPipeline.run(arguments: options.files, configuration: configuration, referenceTime: referenceTime)
        DiagnosticsPrinter.print(report.diagnostics, format: options.diagnostics, console: console)

        var status: ExitStatus = report.errorCount > 0 ? .inputError : .success
        if options.command == .report {
            do {
                try ReportFiles.write(report, formats: options.formats, to: options.output)
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
