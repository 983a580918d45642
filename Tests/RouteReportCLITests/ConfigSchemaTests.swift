import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// The committed `docs/routereport.schema.json` is the one the rule table makes. After
/// adding or changing a rule, re-record it:
///
///     RECORD_SCHEMA=1 swift test --filter ConfigSchemaTests
@Suite struct ConfigSchemaTests {
    static let file = ValidateBinary.packageRoot.appendingPathComponent("docs/routereport.schema.json")

    @Test func theCommittedSchemaIsTheRuleTables() throws {
        let made = ConfigSchema.text()
        if ProcessInfo.processInfo.environment["RECORD_SCHEMA"] == "1" {
            try Data(made.utf8).write(to: Self.file)
        }
        #expect(try String(contentsOf: Self.file, encoding: .utf8) == made)
    }

    @Test func everyRuleHasItsLevelsAndTheFatalOnesCannotBeIgnored() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(ConfigSchema.text().utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == Set(Rule.allCases.map(\.rawValue)))
        #expect((rules["input-limit"] as? [String: Any])?["enum"] as? [String] == ["error"])
        #expect((rules["read-as"] as? [String: Any])?["enum"] as? [String] == ["off", "note"])
        #expect((rules["time-order"] as? [String: Any])?["enum"] as? [String] == ["off", "note", "warning", "error"])
        let ignores = try #require(properties["per-file-ignores"] as? [String: Any])
        let items = try #require(
            ((ignores["additionalProperties"] as? [String: Any])?["items"] as? [String: Any])?["enum"] as? [String])
        #expect(items.contains("time-order") && !items.contains("archive-invalid") && !items.contains("input-limit"))
    }
}
