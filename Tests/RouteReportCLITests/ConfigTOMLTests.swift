import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

@Suite struct ConfigTOMLTests {
    static func parse(_ text: String) -> Result<(entries: [ConfigTOML.Entry], tables: [ConfigTOML.Text]), ConfigTOML.Problem> {
        ConfigTOML.parse(Array(text.utf8))
    }

    /// The entries as `table.key = value` lines, values as Python's repr would show them.
    static func flat(_ text: String) throws -> [String] {
        let entries = try parse(text).get().entries
        return entries.map { entry in
            let key = (entry.table.map { $0.value + "." } ?? "") + entry.key.value
            switch entry.value {
            case .string(let value): return key + "=" + value.value
            case .array(let items, _): return key + "=[" + items.map(\.value).joined(separator: "|") + "]"
            }
        }
    }

    @Test func theSubsetReadsAsTOMLDoes() throws {
        let text = """
            #:schema https://example.org/schema.json
            exclude = [
              "build/",   # why
              'vendor/**/*.kml',
              # a comment inside
            ]
            [rules]
            read-as = "off"   # trailing
            "time-order" = "error"
            'a b' = "tab\\there \\"q\\" \\\\ \\u00e9 \\n"
            empty = []

            [ per-file-ignores ]
            "archive/1930s/**" = ["implausible-date", "time-order",]
            """
        #expect(
            try Self.flat(text) == [
                "exclude=[build/|vendor/**/*.kml]", "rules.read-as=off", "rules.time-order=error",
                "rules.a b=tab\there \"q\" \\ é \n", "rules.empty=[]",
                "per-file-ignores.archive/1930s/**=[implausible-date|time-order]",
            ])
        #expect(try Self.flat("a = 'x'\r\nb = \"y\"\r\n") == ["a=x", "b=y"])
        #expect(try Self.flat("") == [])
    }

    @Test func positionsAreLineAndColumn() throws {
        let entries = try Self.parse("\n[rules]\n  time-order =   \"error\"\n").get().entries
        #expect(entries.first?.key.position == ConfigTOML.Position(line: 3, column: 3))
        #expect(entries.first?.value.position == ConfigTOML.Position(line: 3, column: 18))
    }

    @Test(arguments: [
        ("a = 1", 1, 5, "numbers and dates are not supported"),
        ("a = true", 1, 5, "booleans are not supported"),
        ("a = {x = \"y\"}", 1, 5, "{ (inline table) is not supported in routereport.toml"),
        ("a.b = \"x\"", 1, 2, "dotted keys are not supported"),
        ("[[rules]]", 1, 1, "[[…]] (array of tables) is not supported"),
        ("a = \"\"\"x\"\"\"", 1, 5, "multi-line strings"),
        ("a = \"open", 1, 10, "the string opened at 1:5 is never closed"),
        ("a = [\"x\"", 1, 9, "the array opened at 1:5 is never closed"),
        ("a = [[\"x\"]]", 1, 6, "arrays of arrays are not supported"),
        ("a = [\"x\" \"y\"]", 1, 10, "expected ',' or ']'"),
        ("a = \"x\" b", 1, 9, "expected the end of the line"),
        ("a = \"x\"\na = \"y\"", 2, 1, "the key 'a' is given twice"),
        ("[rules]\n[rules]", 2, 1, "the table [rules] is defined twice"),
        ("rules = \"x\"\n[rules]", 2, 1, "the key 'rules' is already a value"),
        ("a = \"\\q\"", 1, 6, "the escape \\q is not supported"),
        ("a = \"\\u12\"", 1, 6, "\\u takes four hexadecimal digits"),
        ("a = \"x\"\rb", 1, 8, "a carriage return not followed by a line feed"),
        ("= \"x\"", 1, 1, "expected a key"),
        ("a \"x\"", 1, 3, "expected '=' after the key 'a'"),
        ("a =", 1, 4, "expected a value after '='"),
    ])
    func refusedWithItsPosition(text: String, line: Int, column: Int, message: String) {
        guard case .failure(let problem) = Self.parse(text) else {
            Issue.record("accepted: \(text)")
            return
        }
        #expect(problem.position == ConfigTOML.Position(line: line, column: column), "\(text): \(problem.message)")
        #expect(problem.message.contains(message), "\(text): \(problem.message)")
    }

    /// Every `toml` example of the documentation is a configuration routereport accepts.
    @Test func theDocumentedExamplesAreAccepted() throws {
        var examples = 0
        for page in ["docs/configuration.md", "README.md"] {
            let text = try String(contentsOf: ValidateBinary.packageRoot.appendingPathComponent(page), encoding: .utf8)
            for block in text.components(separatedBy: "```toml\n").dropFirst() {
                let example = block.components(separatedBy: "```").first ?? ""
                let read = ConfigFile.policy(from: Array(example.utf8), base: "/repo", workingDirectory: "/repo")
                #expect((try? read.get()) != nil, "\(page): \(read)")
                examples += 1
            }
        }
        #expect(examples >= 2)
    }

    @Test func notUTF8AndOversizedFilesAreRefused() {
        guard case .failure(let problem) = ConfigTOML.parse([0x61, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0x22]) else {
            Issue.record("accepted")
            return
        }
        #expect(problem.message == "the file is not UTF-8")
        let big = [UInt8](repeating: UInt8(ascii: "#"), count: ConfigTOML.maximumBytes + 1)
        #expect((try? ConfigTOML.parse(big).get()) == nil)
    }

    /// What Python's `tomllib` makes of each text, when python3 has it: the texts we read
    /// it reads to the same values, and the texts we refuse it refuses, or reads to
    /// something outside our subset.
    @Test func agreesWithPythonsTomllib() throws {
        let accepted = [
            "a = 'x'\n[rules]\nb = \"\\u00e9\\t\"\n", "exclude = [\n 'a', # c\n \"b\",\n]\n", "'q k' = []\n",
        ]
        let refused = [
            "a = \"x\"\na = \"y\"\n", "[r]\n[r]\n", "r = 'x'\n[r]\n", "a = \"x\" b\n", "a = [\"x\" \"y\"]\n", "a = \"\\q\"\n",
        ]
        guard let python = Self.pythonWithTomllib() else { return }
        for text in accepted {
            let ours = try Self.flat(text).joined(separator: "\n")
            #expect(try Self.tomllib(text, python: python) == ours, "\(text)")
        }
        for text in refused {
            #expect(try Self.tomllib(text, python: python) == "REFUSED", "\(text)")
        }
    }

    /// Texts made by cutting, repeating and replacing characters of a valid config (a
    /// fixed pseudo-random sequence): each is read or refused at a position inside the
    /// text, and each text read is read to the same values by `tomllib`, when python3
    /// has it.
    @Test func mutatedTextsAreReadAsTOMLReadsThemOrRefusedInsideTheText() throws {
        let seed = Array(
            "exclude = [\n  \"build/\",  # c\n  'v/**',\n]\n[rules]\nread-as = \"off\"\n\"a b\" = 'x\\y'\n[per-file-ignores]\n\"*.csv\" = [\"time-order\", ]\n"
        )
        let alphabet = Array("[]\"'=#,\n \\.{}1tx-")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var accepted: [(text: String, flat: [String])] = []
        for _ in 0..<400 {
            var text = seed
            for _ in 0..<(1 + next(3)) {
                let at = next(text.count)
                switch next(3) {
                case 0: text.remove(at: at)
                case 1: text.insert(alphabet[next(alphabet.count)], at: at)
                default: text[at] = alphabet[next(alphabet.count)]
                }
            }
            let string = String(text)
            switch Self.parse(string) {
            case .success: accepted.append((string, try Self.flat(string)))
            case .failure(let problem):
                let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(problem.position.line >= 1 && problem.position.line <= lines.count, "\(string)")
                let line = lines[min(max(problem.position.line, 1), lines.count) - 1]
                #expect(problem.position.column >= 1 && problem.position.column <= line.unicodeScalars.count + 1, "\(string)")
            }
        }
        #expect(accepted.count > 20)
        guard let python = Self.pythonWithTomllib() else { return }
        for (text, flat) in accepted {
            #expect(try Self.tomllib(text, python: python) == flat.joined(separator: "\n"), "\(text)")
        }
    }

    static func pythonWithTomllib() -> String? {
        for candidate in ["/usr/bin/python3", "/usr/local/bin/python3"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            if (try? run(candidate, ["-c", "import tomllib"], input: "")) == "" { return candidate }
        }
        return nil
    }

    /// The document as our `flat` writes it, or REFUSED.
    static func tomllib(_ text: String, python: String) throws -> String {
        let script = """
            import sys, tomllib
            try:
                doc = tomllib.loads(sys.stdin.read())
            except tomllib.TOMLDecodeError:
                print("REFUSED", end=""); sys.exit(0)
            lines = []
            def value(v):
                return "[" + "|".join(v) + "]" if isinstance(v, list) else v
            for k, v in doc.items():
                if isinstance(v, dict):
                    lines += [k + "." + k2 + "=" + value(v2) for k2, v2 in v.items()]
                else:
                    lines.append(k + "=" + value(v))
            print("\\n".join(lines), end="")
            """
        return try run(python, ["-c", script], input: text)
    }

    static func run(_ executable: String, _ arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: output, as: UTF8.self) : "FAILED"
    }
}
