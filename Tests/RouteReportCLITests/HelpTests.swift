import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// Help the way people look for it: `routereport` alone, `help COMMAND`, `COMMAND --help`,
/// a suggestion for a one-letter option, and `--at` taking the times the inputs take.
@Suite struct HelpTests {
    static func run(_ arguments: [String]) -> (status: RouteReportCLI.ExitStatus, out: String, err: String) {
        let out = Captured()
        let err = Captured()
        let console = Console(
            standardOutput: { out.append($0) }, standardError: { err.append($0) }, standardErrorIsTerminal: false,
            standardOutputFailure: { nil })
        let status = CommandLineTool.run(arguments: arguments, environment: [:], console: console)
        return (status, out.text, err.text)
    }

    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var text: String { lock.withLock { parts.joined() } }
    }

    @Test("routereport alone: the short usage and three examples on stderr, status 2")
    func alone() {
        let result = Self.run([])
        #expect(result.status == .usage)
        #expect(result.out.isEmpty)
        #expect(result.err == Usage.short + "\n")
        #expect(result.err.split(separator: "\n").filter { $0.hasPrefix("  routereport ") }.count == 3)
    }

    @Test("help COMMAND and COMMAND --help show that command's own options; help alone the whole help")
    func commandHelp() {
        for command in Command.allCases {
            let viaWord = Self.run(["help", command.rawValue])
            let viaOption = Self.run([command.rawValue, "--help"])
            #expect(viaWord.status == .success && viaOption.status == .success)
            #expect(viaWord.out == viaOption.out)
            #expect(viaWord.out.hasPrefix("USAGE: routereport " + (command == .report ? "[report]" : command.rawValue)))
            for spec in OptionSpec.all {
                let listed =
                    viaWord.out.contains("\n  " + spec.helpLabel + " ") || viaWord.out.contains("\n  " + spec.helpLabel + "\n")
                #expect(listed == spec.commands.contains(command), "\(command) \(spec.long)")
            }
        }
        #expect(Self.run(["validate", "--help"]).out.contains("--strict"))
        #expect(!Self.run(["validate", "--help"]).out.contains("--output"))
        #expect(Self.run(["merge", "--help"]).out.contains("-o, --output DIR"))
        #expect(Self.run(["help"]).out == Usage.help + "\n")
        #expect(Self.run(["--help"]).out == Usage.help + "\n")
    }

    @Test("validate --help lists only what validate takes: no report's formats or map options")
    func validateHelpHasNoReportOptions() {
        let help = Self.run(["validate", "--help"]).out
        for option in ["--format", "--viewport", "--padding", "--radius-divisor", "--max-segment", "--output", "--shard"] {
            #expect(!help.contains(option), "\(option)")
        }
        for option in ["--strict", "--diagnostics", "--at", "--jobs"] { #expect(help.contains(option), "\(option)") }
    }

    @Test("An unknown one-letter option suggests the long option it most likely means")
    func oneLetterSuggestion() {
        #expect(Self.run(["-v"]).err.hasPrefix("Error: Unknown option '-v'; did you mean '--version'?\n"))
        #expect(Self.run(["-V"]).err.hasPrefix("Error: Unknown option '-V'; did you mean '--version'?\n"))
        #expect(Self.run(["-f", "x"]).err.hasPrefix("Error: Unknown option '-f'; did you mean '--force'?\n"))
        #expect(Self.run(["-y"]).err.hasPrefix("Error: Unknown option '-y'\n"))
        #expect(Self.run(["-v"]).status == .usage)
    }

    @Test(
        "--at takes every time form the CSV reader takes, UTC without a zone",
        arguments: [
            ("2026-01-01 10:00", 1_767_261_600.0), ("2026-01-01T10:00", 1_767_261_600), ("2026-01-01T10:00:00Z", 1_767_261_600),
            ("2026-01-01 10:00:30.5", 1_767_261_630.5), ("2026-01-01 11:00+0100", 1_767_261_600),
            ("2026-01-01T11:00+01:00", 1_767_261_600), ("2026-01-01 10:00Z", 1_767_261_600), ("2026-01-01", 1_767_225_600),
        ])
    func atForms(text: String, seconds: Double) throws {
        let options = try OptionParser.parse(["--at", text, "x.kml"], pathExists: { _ in true })
        #expect(options.map.referenceTime == seconds)
    }

    @Test("--at refuses what no reader takes, naming the forms it takes")
    func atRefuses() {
        for text in ["2026-02-30 10:00", "10:00", "yesterday", "2026-01-01 25:00"] {
            #expect(throws: UsageError.self) { try OptionParser.parse(["--at", text, "x.kml"], pathExists: { _ in true }) }
        }
        #expect(Self.run(["--at", "soon", "x.kml"]).err.contains("2026-01-01 12:00 (UTC)"))
    }
}
