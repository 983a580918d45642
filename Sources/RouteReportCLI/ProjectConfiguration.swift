import Foundation
import RouteReportCore

/// The run's configuration: the config file found, given with `--config` or none
/// (`--no-config`), and the command line's `--exclude` patterns, as one policy.
struct ProjectConfiguration: Equatable, Sendable {
    /// How messages and the summary name the file read; nil: none.
    var shownFile: String?
    var policy: DiagnosticPolicy

    enum Failure: Error, Equatable {
        /// Not the file's fault: the options, or a file that cannot be read or chosen.
        case usage(String)
        /// The file, as shown, and every problem found in it.
        case badFile(String, [ConfigTOML.Problem])
        /// Both names in one folder: the message, and the first name as shown.
        case ambiguous(String, shown: String)
    }

    /// The configuration `options` ask for, run in `workingDirectory` (absolute) with
    /// `$HOME` at `home`.
    static func load(
        _ options: CommandOptions, workingDirectory: String, home: String?
    ) -> Result<ProjectConfiguration, Failure> {
        if options.noConfig && options.configFile != nil {
            return .failure(.usage("'--config' and '--no-config' cannot be given together"))
        }
        var loaded = ProjectConfiguration(shownFile: nil, policy: DiagnosticPolicy(workingDirectory: workingDirectory))
        // `--config`'s patterns are relative to the working directory, as ruff and eslint take them.
        var file: (path: String, shown: String, base: String)?
        if let given = options.configFile {
            file = (given, given, workingDirectory)
        } else if !options.noConfig {
            switch ConfigDiscovery.find(from: workingDirectory, home: home) {
            case .failure(let ambiguity):
                return .failure(
                    .ambiguous(ambiguity.message, shown: ConfigDiscovery.shown(ambiguity.file, from: workingDirectory)))
            case .success(let found):
                file = found.map {
                    ($0, ConfigDiscovery.shown($0, from: workingDirectory), ConfigDiscovery.parent($0))
                }
            }
        }
        if let file {
            guard let bytes = readBounded(file.path) else {
                return .failure(.usage("cannot read the configuration file '\(FileName.oneLine(file.shown))'"))
            }
            switch ConfigFile.policy(from: bytes, base: file.base, workingDirectory: workingDirectory) {
            case .failure(let problems): return .failure(.badFile(file.shown, problems.all))
            case .success(let policy): loaded = ProjectConfiguration(shownFile: file.shown, policy: policy)
            }
        }
        for text in options.excludes {
            switch PathPattern.compile(text, base: workingDirectory) {
            case .success(let pattern): loaded.policy.excludes.append(pattern)
            case .failure(let problem):
                return .failure(
                    .usage(
                        UsageError.invalidValue(text, for: "--exclude", expected: "a path pattern (\(problem.message))").message
                    ))
            }
        }
        // Only patterns compare paths: without any, where the run ran changes nothing, and
        // shards run from different folders still agree.
        if loaded.policy.ignores.isEmpty && loaded.policy.excludes.isEmpty { loaded.policy.workingDirectory = "/" }
        return .success(loaded)
    }

    /// The file's bytes, at most one past `ConfigTOML.maximumBytes` (which the parser
    /// refuses): `--config /dev/zero` ends. Nil when it cannot be read.
    static func readBounded(_ path: String) -> [UInt8]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        // An empty file reads as nil, not as a failure.
        let data: Data?
        do { data = try handle.read(upToCount: ConfigTOML.maximumBytes + 1) } catch { return nil }
        return Array(data ?? Data())
    }

    /// The lines that refuse a bad config file: each problem as a finding reads, in
    /// `format`'s form too under `--diagnostics github`, then the closing line.
    static func refusal(_ file: String, _ problems: [ConfigTOML.Problem], format: DiagnosticsFormat) -> String {
        var text = ""
        for problem in problems {
            let position = problem.position
            text += "\(FileName.oneLine(file)):\(position.line):\(position.column): error: \(problem.message)\n"
            if format == .github {
                text +=
                    GitHubAnnotations.configurationError(
                        file: file, line: position.line, column: position.column, message: problem.message) + "\n"
            }
        }
        return text + closingLine(file)
    }

    static func closingLine(_ file: String) -> String {
        "routereport: error: bad configuration (\(FileName.oneLine(file))); nothing was checked\n"
    }
}
