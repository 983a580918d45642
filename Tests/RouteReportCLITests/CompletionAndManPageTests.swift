import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// The shell completions and the man page, made from the option table: every option of
/// the table is in them and nothing else; the shells and groff/man accept them.
@Suite("Completions and man page", .serialized)
struct CompletionAndManPageTests {
    static let manPage = ValidateBinary.packageRoot.appendingPathComponent("docs/routereport.1")

    static func which(_ tool: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` with `arguments` (and `input` written to a file as the last one) in a
    /// folder of its own, also its `$HOME`: a completion of a word lists the files that
    /// start with it, so the folder holds nothing but the hidden script.
    static func run(_ tool: String, _ arguments: [String], script: String? = nil, environment: [String: String] = [:])
        throws -> (status: Int32, out: String, err: String)
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routereport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = arguments
        if let script {
            let url = folder.appendingPathComponent(".script")
            try Data(script.utf8).write(to: url)
            arguments.append(url.path)
        }
        let outcome = try ValidateBinary.run(
            arguments, in: folder.path, environment: ["HOME": folder.path].merging(environment) { $1 },
            executable: which(tool) ?? tool)
        return (outcome.status, outcome.standardOutput, outcome.standardError)
    }

    /// Every `--name` in `text`.
    static func longOptions(in text: String) -> Set<String> {
        var found = Set<String>()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i + 2 < scalars.count {
            if scalars[i] == "-", scalars[i + 1] == "-",
                i == 0 || !(scalars[i - 1].properties.isAlphabetic || scalars[i - 1] == "-"),
                scalars[i + 2].properties.isLowercase
            {
                var j = i + 2
                while j < scalars.count && (scalars[j].properties.isLowercase || scalars[j] == "-") { j += 1 }
                found.insert(String(String.UnicodeScalarView(scalars[(i + 2)..<j])))
                i = j
            } else {
                i += 1
            }
        }
        return found
    }

    @Test(
        "Each script names every option of the table and no other, with the values of the fixed sets",
        arguments: CompletionShell.allCases)
    func scriptsFollowTheTable(shell: CompletionShell) {
        let script = CompletionScript.script(for: shell)
        let table = Set(OptionSpec.all.map(\.long))
        if shell == .fish {
            let named = Set(
                script.split(separator: "\n").compactMap { line -> String? in
                    let words = line.split(separator: " ")
                    return words.firstIndex(of: "-l").map { String(words[$0 + 1]) }
                })
            #expect(named == table)
        } else {
            #expect(Self.longOptions(in: script) == table)
        }
        for spec in OptionSpec.all {
            if let short = spec.short { #expect(script.contains(shell == .fish ? "-s \(short)" : "-\(short)")) }
        }
        for format in ReportFormat.allCases { #expect(script.contains(format.rawValue)) }
        for format in DiagnosticsFormat.allCases { #expect(script.contains(format.rawValue)) }
        for command in Command.allCases { #expect(script.contains(command.rawValue)) }
    }

    @Test("routereport --generate-completion SHELL prints the script; another shell is a usage error")
    func generateCompletion() {
        for shell in CompletionShell.allCases {
            let result = HelpTests.run(["--generate-completion", shell.rawValue])
            #expect(result.status == .success)
            #expect(result.out == CompletionScript.script(for: shell))
        }
        #expect(HelpTests.run(["--generate-completion", "tcsh"]).status == .usage)
    }

    @Test(
        "bash -n accepts the bash script, and it completes options, values and commands",
        .enabled(if: which("bash") != nil, "bash is not installed"))
    func bash() throws {
        let script = CompletionScript.script(for: .bash)
        #expect(try Self.run("bash", ["-n"], script: script).status == 0)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
            let driver =
                script
                + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _routereport; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
            return try Self.run("bash", [], script: driver).out.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["routereport", "--form"]) == ["--format"])
        #expect(try complete(["routereport", "--diagnostics", "s"]) == ["sarif"])
        #expect(try complete(["routereport", "val"]) == ["validate"])
        #expect(try complete(["routereport", "validate", "--out"]) == [])
        #expect(try complete(["routereport", "merge", "--out"]) == ["--output"])
        #expect(try complete(["routereport", "--generate-completion", "f"]) == ["fish"])
    }

    @Test("zsh -n accepts the zsh script", .enabled(if: which("zsh") != nil, "zsh is not installed (Debian: zsh)"))
    func zsh() throws {
        let result = try Self.run("zsh", ["-n"], script: CompletionScript.script(for: .zsh))
        #expect(result.status == 0, "\(result.err)")
    }

    @Test("fish -n accepts the fish script", .enabled(if: which("fish") != nil, "fish is not installed (Debian: fish)"))
    func fish() throws {
        let result = try Self.run("fish", ["-n"], script: CompletionScript.script(for: .fish))
        #expect(result.status == 0, "\(result.err)")
    }

    @Test("docs/routereport.1 is the page the option table makes, with every option")
    func committedManPage() throws {
        let page = ManPage.text
        if ProcessInfo.processInfo.environment["RECORD_MAN"] == "1" {
            try Data(page.utf8).write(to: Self.manPage)
        }
        #expect(
            try String(contentsOf: Self.manPage, encoding: .utf8) == page,
            "RECORD_MAN=1 swift test --filter CompletionAndManPageTests")
        for spec in OptionSpec.all {
            #expect(page.contains("\\fB\\-\\-" + spec.long.replacingOccurrences(of: "-", with: "\\-") + "\\fR"))
        }
    }

    @Test(
        "groff -ww renders the man page without a warning",
        .enabled(if: which("groff") != nil, "groff is not installed (Debian: groff-base)"))
    func groffWarnsNothing() throws {
        let result = try Self.run("groff", ["-ww", "-man", "-Tutf8", "-z", Self.manPage.path])
        #expect(result.status == 0)
        #expect(result.err.isEmpty, "\(result.err)")
    }

    @Test(
        "man -l shows the page: the synopsis, every option, the exit status",
        .enabled(if: which("man") != nil, "man is not installed (Debian: man-db)"))
    func manShowsIt() throws {
        let result = try Self.run(
            "man", ["-l", Self.manPage.path],
            environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100", "LANG": "C.UTF-8"])
        #expect(result.status == 0)
        #expect(result.err.isEmpty, "\(result.err)")
        #expect(result.out.contains("routereport validate [OPTIONS] FILE..."))
        #expect(result.out.contains("EXIT STATUS"))
        for spec in OptionSpec.all { #expect(result.out.contains(spec.spelledLong), "\(spec.long)") }
    }
}

/// docs/ci.md shows the sharding workflow that `.github/workflows/reports-in-shards.yml`
/// is (actionlint checks the file), so the page cannot drift from what is linted.
@Suite struct CIDocumentationTests {
    @Test("docs/ci.md's shard recipe is the workflow file, byte for byte")
    func shardRecipeIsTheWorkflow() throws {
        let root = ValidateBinary.packageRoot
        let page = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let workflow = try String(
            contentsOf: root.appendingPathComponent(".github/workflows/reports-in-shards.yml"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
        #expect(blocks.contains(workflow))
    }
}
