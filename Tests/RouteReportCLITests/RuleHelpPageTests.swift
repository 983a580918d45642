import Foundation
import Testing

@testable import RouteReportCore

/// `docs/rules.md` is the rule table's help, with what the built binary says about each
/// example: every example triggers its rule, every situation prints what the help says,
/// and the committed page is the one the table makes. After changing a rule's help or a
/// message, look at the new page and re-record it:
///
///     RECORD_RULES=1 swift test --filter RuleHelpPageTests
@Suite("Rule help page", .serialized)
struct RuleHelpPageTests {
    static let page = ValidateBinary.packageRoot.appendingPathComponent("docs/rules.md")

    /// 2026-01-01T00:00:00Z: the reference time of the examples (`implausible-date`).
    static let environment = ["SOURCE_DATE_EPOCH": "1767225600"]

    /// A fresh folder, removed when the value goes away.
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("routereport-rules-\(UUID().uuidString)").path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// What `routereport validate -q NAME` prints for a rule's example file, each line.
    static func said(_ rule: Rule, in directory: String) throws -> [String] {
        guard case .file(let name, let text) = rule.help.example else { return [] }
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        let outcome = try ValidateBinary.run(["validate", "-q", name], in: directory, environment: environment)
        #expect(outcome.status == 0 || outcome.status == 1, "\(rule.rawValue): status \(outcome.status)")
        return outcome.standardError.split(separator: "\n").map(String.init)
    }

    @Test("Every example file triggers its own rule")
    func examplesTrigger() throws {
        let directory = try Scratch()
        for rule in Rule.allCases {
            guard case .file = rule.help.example else { continue }
            let lines = try Self.said(rule, in: directory.path)
            #expect(lines.contains { $0.hasSuffix("[\(rule.rawValue)]") }, "\(rule.rawValue): \(lines)")
        }
    }

    @Test("Every situation prints what its help says")
    func situations() throws {
        let directory = try Scratch()
        // What each situation stands on.
        try FileManager.default.createDirectory(atPath: directory.path + "/empty", withIntermediateDirectories: false)
        try FileManager.default.copyItem(
            atPath: ValidateBinary.fixture("kmz/truncated.kmz").path, toPath: directory.path + "/truncated.kmz")
        let deep =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\">\n"
            + String(repeating: "<Folder>", count: 300) + "\n"
        try Data(deep.utf8).write(to: URL(fileURLWithPath: directory.path + "/deep.kml"))
        var checked = 0
        for rule in Rule.allCases {
            guard case .situation(let command, let output) = rule.help.example else { continue }
            let words = command.prefix { $0 != "#" }.split(separator: " ").map(String.init)
            #expect(words.first == "routereport")
            let outcome = try ValidateBinary.run(
                Array(words.dropFirst()) + ["-q"], in: directory.path, environment: Self.environment)
            #expect(outcome.standardError.split(separator: "\n").first.map(String.init) == output, "\(rule.rawValue)")
            #expect(output.hasSuffix("[\(rule.rawValue)]"))
            checked += 1
        }
        #expect(checked == 4)
    }

    @Test("docs/rules.md is the page the rule table makes")
    func committedPage() throws {
        let directory = try Scratch()
        var said: [Rule: [String]] = [:]
        for rule in Rule.allCases { said[rule] = try Self.said(rule, in: directory.path) }
        let page = RuleHelpPage.markdown { said[$0] ?? [] }
        if ProcessInfo.processInfo.environment["RECORD_RULES"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.page.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(page.utf8).write(to: Self.page)
        }
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(committed == page, "docs/rules.md is out of date: RECORD_RULES=1 swift test --filter RuleHelpPageTests")
        // One anchor per rule, in the table's order.
        let headings = committed.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(headings == Rule.allCases.map(\.rawValue))
    }
}
