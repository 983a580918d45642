import Foundation

/// The built `routereport` executable, run as a user runs it: arguments, a working
/// directory, a time limit. `swift build`/`swift test` build it beside the test bundle.
enum ValidateBinary {
    /// The package root, found from this file (`Tests/RouteReportCLITests/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Fixtures that live with the core tests: `Tests/RouteReportCoreTests/Fixtures/…`.
    static func fixture(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Tests/RouteReportCoreTests/Fixtures").appendingPathComponent(relativePath)
    }

    /// Beside the test bundle first (the build being tested), then `.build/debug`.
    static let executable: URL? = {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.deletingLastPathComponent().appendingPathComponent("routereport"),
            bundle.appendingPathComponent("routereport"),
            packageRoot.appendingPathComponent(".build/debug/routereport"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Killed at the time limit: a hang.
        var timedOut: Bool
    }

    /// Runs the binary (or `executable`, such as a shell that runs it) in `directory`;
    /// stdout and stderr go to files beside it (no pipe to fill up and block the child).
    /// Killed after `timeLimit` seconds.
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:], timeLimit: Double = 60,
        executable other: String? = nil
    ) throws -> Outcome {
        guard let executable = other.map({ URL(fileURLWithPath: $0) }) ?? executable else { throw MissingBinary() }
        let capture = FileManager.default.temporaryDirectory
            .appendingPathComponent("routereport-capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout")
        let errURL = capture.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // A clean environment: no SOURCE_DATE_EPOCH or locale from the caller.
        process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        let timedOut = done.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            done.wait()
        }
        try out.close()
        try err.close()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            timedOut: timedOut)
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "routereport is not built beside the tests nor in .build/debug" }
    }

    /// Every regular file and folder under `directory`, relative, sorted.
    static func listing(_ directory: String) -> [String] {
        (FileManager.default.subpaths(atPath: directory) ?? []).sorted()
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func makeDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("routereport-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }
}
