import Foundation
import Testing

@testable import RouteReportCore

/// Names escaped by `MarkdownText` and rendered by a real CommonMark/GFM renderer
/// (cmark-gfm, GitHub's own, with its table, strikethrough, autolink and tagfilter
/// extensions) come back as exactly their characters, in every position report.md puts
/// them: a heading, a list item's value, a list item of their own, a table cell, alt text.
@Suite("report.md through cmark-gfm")
struct MarkdownRoundTripTests {
    static let names = [
        "NRT-SFO", "inputs/airport-pairs.kml:9", "routereport 0.1.0", "Zurich to Lisbon (recorded track)",
        "Ops & Co", "Ops &amp; Co", "&#65; &copy; &", "a < b > c", "x<y", "<script>alert(1)</script>",
        "<!-- comment -->", "<http://example.com>", "www.example.com", "| pipe | in | cell |",
        "[x](javascript:alert(1))", "![img](x.png)", "[^1] footnote", "**bold** and __bold__", "*em* and _em_",
        "a*b*c", "snake_case_name", "__init__", "_leading", "trailing_", "~~strike~~ ~one~", "x~y~z",
        "`code` and ``two``", "\\backslash \\* and \\\\", "C:\\dir\\", "# hash", "- dash", "+ plus", "* star",
        "> quote", "1. one", "2) two", "= equals", "C# ##", "##", "$x$ maths $", "$5", "Zürich → Genève",
        "{braces} (parens)", "ends with!", "5 * 3 ~ 15", "tab\there", "new\nline",
    ]

    static var renderer: String? { KMLTestTools.which("cmark-gfm") }

    /// The text each name should render as: control characters and line breaks as spaces.
    static func expected(_ name: String) -> String {
        String(name.map { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) ? " " : $0 })
    }

    /// HTML text back to characters; nil if it holds any tag but an autolink's `<a>`.
    static func text(ofHTML html: String) -> String? {
        var text = html.replacingOccurrences(of: "</a>", with: "")
        while let open = text.range(of: "<a href=\""), let close = text[open.upperBound...].range(of: "\">") {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        guard !text.contains("<") else { return nil }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The inner HTML of each `<tag>…</tag>` in order.
    static func contents(of tag: String, in html: String) -> [String] {
        html.components(separatedBy: "<" + tag + ">").dropFirst().compactMap {
            $0.components(separatedBy: "</" + tag + ">").first
        }
    }

    @Test(.enabled(if: renderer != nil, "cmark-gfm is not installed (Debian: apt-get install cmark-gfm)"))
    func everyNameRendersBackToItself() throws {
        var document = ""
        for name in Self.names {
            document += "### " + MarkdownText.escaped(name, in: .heading) + "\n\n"
            document += "- Value: " + MarkdownText.escaped(name) + "\n"
            document += "- " + MarkdownText.escaped(name, in: .blockStart) + "\n\n"
            document += "| Name |\n| --- |\n| " + MarkdownText.escaped(name, in: .tableCell) + " |\n\n"
            document += "![" + MarkdownText.escaped(name) + "](maps/x.svg)\n\n"
            document += "***\n\n"
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("md-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("names.md")
        try Data(document.utf8).write(to: file)
        let result = try KMLTestTools.run(
            "cmark-gfm",
            [
                "--extension", "table", "--extension", "strikethrough", "--extension", "autolink",
                "--extension", "tagfilter", file.path,
            ])
        try #require(result.status == 0, "\(result.stderr)")
        let blocks = result.stdout.components(separatedBy: "<hr />").dropLast()
        try #require(blocks.count == Self.names.count, "\(blocks.count) blocks for \(Self.names.count) names")
        for (name, block) in zip(Self.names, blocks) {
            let want = Self.expected(name)
            let heading = Self.contents(of: "h3", in: block)
            #expect(heading.count == 1 && heading.first.flatMap(Self.text(ofHTML:)) == want, "heading: \(name) → \(heading)")
            let items = Self.contents(of: "li", in: block)
            #expect(items.count == 2, "list: \(name) → \(items)")
            if items.count == 2 {
                #expect(Self.text(ofHTML: items[0]) == "Value: " + want, "item: \(name) → \(items[0])")
                #expect(Self.text(ofHTML: items[1]) == want, "item of its own: \(name) → \(items[1])")
            }
            let cells = Self.contents(of: "td", in: block)
            #expect(cells.count == 1 && cells.first.flatMap(Self.text(ofHTML:)) == want, "cell: \(name) → \(cells)")
            let alt = block.components(separatedBy: "alt=\"").dropFirst().first?.components(separatedBy: "\"").first
            #expect(alt.flatMap(Self.text(ofHTML:)) == want, "alt: \(name) → \(alt ?? "none")")
        }
    }

    /// The whole report of the example inputs, rendered: every flight's id and name and
    /// every source path appear as written, and no backslash is left in the raw file
    /// where no markup needed one.
    @Test(.enabled(if: renderer != nil, "cmark-gfm is not installed (Debian: apt-get install cmark-gfm)"))
    func theExampleReportReadsAsWritten() throws {
        let reports = PackageRoot.folder("reports")
        let markdown = try String(contentsOf: reports.appendingPathComponent("report.md"), encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json")))
        let flights = try #require((json as? [String: Any])?["flights"] as? [[String: Any]])
        for flight in flights {
            let id = try #require(flight["id"] as? String)
            let name = try #require(flight["name"] as? String)
            #expect(markdown.contains("- ID: " + id + "\n"), "grep finds \(id)")
            #expect(markdown.contains("### " + name + "\n"), "grep finds \(name)")
        }
        // The diagnostics quote rule ids in brackets, which Markdown needs escaped.
        let beforeDiagnostics = markdown.components(separatedBy: "## Diagnostics")[0]
        #expect(!beforeDiagnostics.contains("\\"), "no backslash in the example report's flights and landmarks")
        let result = try KMLTestTools.run(
            "cmark-gfm",
            [
                "--extension", "table", "--extension", "autolink", reports.appendingPathComponent("report.md").path,
            ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<img src=\"maps/NRT-SFO.svg\" alt=\"Map of NRT → SFO\" />"))
        #expect(result.stdout.contains("<td>NRT → SFO</td>"))
    }
}
