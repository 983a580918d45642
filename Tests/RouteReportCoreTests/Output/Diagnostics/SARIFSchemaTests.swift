import Foundation
import Testing

@testable import RouteReportCore

/// routereport's SARIF against the official SARIF 2.1.0 JSON schema (OASIS, committed in
/// `Fixtures/sarif/`), checked by a real validator: Python's `jsonschema`.
@Suite struct SARIFSchemaTests {
    /// A python3 that can import jsonschema: Debian's first (`python3-jsonschema`), then PATH's.
    static let python: String? = {
        let candidates = ["/usr/bin/python3", KMLTestTools.which("python3")].compactMap { $0 }
        return candidates.first { (try? KMLTestTools.run($0, ["-c", "import jsonschema"]).status) == 0 }
    }()

    static let validate = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        log = json.load(open(sys.argv[2]))
        errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
        for e in errors: print("/".join(map(str, e.path)), e.message)
        sys.exit(1 if errors else 0)
        """

    /// Every rule in the table, a finding with libxml2's code, one about a whole file.
    static let diagnostics = [
        XMLErrorAdvice.diagnostic(
            code: 68, message: "xmlParseEntityRef: no name", openElement: "name",
            at: SourceLocation(file: "in/fish & chips.kml", line: 3, column: 40)),
        XMLErrorAdvice.diagnostic(
            code: nil, message: "Unsupported encoding x", openElement: nil, at: SourceLocation(file: "/abs/e.kml")),
        Diagnostic(.noFeatures, "the file holds no flight and no landmark", at: SourceLocation(file: "e.gpx")),
        Diagnostic(.sameAirport, "the flight goes from LHR to itself", at: SourceLocation(file: "l.csv", line: 2)),
    ]

    @Test(.enabled(if: python != nil, "no python3 with the jsonschema package (Debian: python3-jsonschema)"))
    func validAgainstTheOfficialSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("log.sarif")
        let invocation = SARIFLog.Invocation(exitCode: 1, executionSuccessful: true, start: 1_767_225_600, end: 1_767_225_601.5)
        try Data(SARIFLog.document(for: Self.diagnostics, version: "9.9", invocation: invocation)).write(to: log)
        let schema = Fixtures.url("sarif/sarif-schema-2.1.0.json").path
        let result = try KMLTestTools.run(try #require(Self.python), ["-c", Self.validate, schema, log.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test(
        "The validator is no rubber stamp: a log without a tool is refused",
        .enabled(if: python != nil, "no python3 with the jsonschema package (Debian: python3-jsonschema)"))
    func validatorRefusesABrokenLog() throws {
        let python = try #require(Self.python)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("broken.sarif")
        try Data(#"{"version": "2.1.0", "runs": [{"results": []}]}"#.utf8).write(to: log)
        let result = try KMLTestTools.run(
            python, ["-c", Self.validate, Fixtures.url("sarif/sarif-schema-2.1.0.json").path, log.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("'tool' is a required property"))
    }

    @Test("Rules carry their help: helpUri to docs/rules.md, fullDescription, help text and Markdown, level")
    func rulesCarryTheirHelp() throws {
        let bytes = SARIFLog.document(for: Self.diagnostics, version: "9.9", helpBaseURI: "https://example.org/rules.md")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Rule.allCases.map(\.rawValue))
        for (rule, descriptor) in zip(Rule.allCases, rules) {
            #expect(descriptor["helpUri"] as? String == "https://example.org/rules.md#" + rule.rawValue)
            #expect((descriptor["fullDescription"] as? [String: Any])?["text"] as? String == rule.help.meaning)
            let help = try #require(descriptor["help"] as? [String: Any])
            #expect((help["text"] as? String)?.hasSuffix("How to fix it: " + rule.help.fix) == true)
            #expect((help["markdown"] as? String)?.contains("**How to fix it:**") == true)
            let level = (descriptor["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == rule.defaultSeverity.rawValue)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect(properties["libxml2Code"] as? Int == 68)
        #expect(properties["libxml2Message"] as? String == "xmlParseEntityRef: no name")
        #expect(
            (results[0]["message"] as? [String: Any])?["text"] as? String
                == "an '&' that starts no entity: write it as &amp; (in a URL too: ?a=1&amp;b=2)")
        #expect(results[2]["properties"] == nil)
    }
}
