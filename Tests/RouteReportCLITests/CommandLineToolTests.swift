import Foundation
import Synchronization
import Testing

@testable import RouteReportCLI

/// Captures what a run prints.
final class CapturedConsole: Sendable {
    let output = Mutex("")
    let error = Mutex("")

    var console: Console {
        Console(
            standardOutput: { text in self.output.withLock { $0 += text } },
            standardError: { text in self.error.withLock { $0 += text } })
    }

    var standardOutput: String { output.withLock { $0 } }
    var standardError: String { error.withLock { $0 } }
}

@Suite struct CommandLineToolTests {
    @Test func helpGoesToStdoutWithExitZero() {
        let captured = CapturedConsole()
        let status = CommandLineTool.run(arguments: ["--help"], environment: [:], console: captured.console)
        #expect(status == .success)
        #expect(captured.standardOutput.contains("USAGE: routereport [report] [OPTIONS] FILE..."))
        #expect(captured.standardOutput.contains("EXAMPLES:"))
        #expect(captured.standardError.isEmpty)
    }

    @Test func versionGoesToStdout() {
        let captured = CapturedConsole()
        #expect(CommandLineTool.run(arguments: ["--version"], environment: [:], console: captured.console) == .success)
        #expect(captured.standardOutput == "routereport \(Usage.version)\n")
    }

    @Test func usageErrorExitsTwoOnStderr() {
        let captured = CapturedConsole()
        #expect(CommandLineTool.run(arguments: ["--nope"], environment: [:], console: captured.console) == .usage)
        #expect(captured.standardOutput.isEmpty)
        #expect(captured.standardError.hasPrefix("Error: Unknown option '--nope'\n"))
    }

    @Test func sourceDateEpochMustBeWholeSeconds() {
        let captured = CapturedConsole()
        let status = CommandLineTool.run(
            arguments: ["validate", "x.kml"], environment: ["SOURCE_DATE_EPOCH": "soon"], console: captured.console)
        #expect(status == .usage)
        #expect(captured.standardError.contains("SOURCE_DATE_EPOCH='soon'"))
    }

    @Test func sourceDateEpochSetsTheReferenceTime() throws {
        let captured = CapturedConsole()
        var options = CommandOptions()
        #expect(CommandLineTool.settle(&options, environment: ["SOURCE_DATE_EPOCH": "1767225600"], console: captured.console))
        #expect(options.map.referenceTime == 1_767_225_600)
        var explicit = try OptionParser.parse(["--at", "1970-01-01T00:00:05Z", "a.kml"])
        #expect(CommandLineTool.settle(&explicit, environment: ["SOURCE_DATE_EPOCH": "1767225600"], console: captured.console))
        #expect(explicit.map.referenceTime == 5)
        #expect(captured.standardError.isEmpty)
    }
}

@Suite struct OutputFolderTests {
    @Test func aFileInPlaceOfTheFolderIsExitThreeWithTheReason() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let input = ShardMergeEndToEndTests.packageRoot.appendingPathComponent("inputs/classic-flight.kml").path
        let captured = CapturedConsole()
        let status = CommandLineTool.run(
            arguments: ["-q", "--at", "2026-01-01T00:00:00Z", "-o", file.path + "/reports", input],
            environment: [:], console: captured.console)
        #expect(status == .writeFailed)
        #expect(captured.standardError == "routereport: error: cannot write \(file.path): it exists and is not a folder\n")
    }

    @Test func missingParentFoldersAreCreated() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = ShardMergeEndToEndTests.packageRoot.appendingPathComponent("inputs/classic-flight.kml").path
        let captured = CapturedConsole()
        let status = CommandLineTool.run(
            arguments: ["-q", "--at", "2026-01-01T00:00:00Z", "--format", "json", "-o", root.path + "/a/b", input],
            environment: [:], console: captured.console)
        #expect(status == .success)
        #expect(FileManager.default.fileExists(atPath: root.path + "/a/b/report.json"))
    }
}
