import Foundation
import Synchronization
import Testing
@testable import RouteReportCLI

/// Captures what a run prints.
final class CapturedConsole: Sendable {
    let output = Mutex("")
    let error = Mutex("")

    var console: Console {
        Console(standardOutput: { text in self.output.withLock { $0 += text } },
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
        let status = CommandLineTool.run(arguments: ["validate", "x.kml"], environment: ["SOURCE_DATE_EPOCH": "soon"], console: captured.console)
        #expect(status == .usage)
        #expect(captured.standardError.contains("SOURCE_DATE_EPOCH='soon'"))
    }

    @Test func sourceDateEpochSetsTheReferenceTime() {
        let captured = CapturedConsole()
        let options = CommandOptions()
        #expect(CommandLineTool.referenceTime(options, environment: ["SOURCE_DATE_EPOCH": "1767225600"], console: captured.console) == 1_767_225_600)
        var explicit = options
        explicit.referenceTime = 5
        #expect(CommandLineTool.referenceTime(explicit, environment: ["SOURCE_DATE_EPOCH": "1767225600"], console: captured.console) == 5)
    }
}
