import Foundation
import Testing

@testable import RouteReportCore

/// Names escaped by `MarkdownText` and rendered by a real CommonMark/GFM renderer
/// (cmark-gfm, GitHub's own, with its table, strikethrough, autolink and tagfilter
/// extensions, raw HTML let through) come back as exactly their characters, in every
/// position report.md puts them: a heading, a list item's value, a list item of their own,
/// a table cell, alt text; and none becomes a tag or a link.
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
        // GFM's extended autolinks: a URL once took the escape of the `<` after it.
        "see http://e.x/<img src=\"https://evil.example/p.png\" onerror=alert(1)>", "http://e.x/\\<img src=x>",
        "HTTPS://EXAMPLE.COM/path", "FTP://x.y", "ftp://files.example.com", "WWW.example.com", "(www.x.com)",
        "*www.x.com*", "x.www.y.com", "pilot@example.com", "mailto:pilot@example.com", "xmpp:crew@example.org/cockpit",
        "a.b+c-d_e@f-g.h_i.com", "@handle and a@b", "user@localhost", "https://x.y/a@b.co",
        "evil\u{202E}lmk.exe", "zero\u{200B}width", "\u{FEFF}bom",
    ]

    static var renderer: String? { KMLTestTools.which("cmark-gfm") }

    /// The text each name should render as: control characters and line breaks as
    /// spaces, hidden format characters shown as `\u{…}`.
    static func expected(_ name: String) -> String {
        String(
            FileName.showingFormat(name).map {
                $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) ? " " : $0
            })
    }

    /// HTML text back to characters (comments, which render as nothing, left out); nil if
    /// it holds any tag: no name may become a link, an image or any other element.
    static func text(ofHTML html: String) -> String? {
        var text = html
        while let open = text.range(of: "<!--"), let close = text[open.upperBound...].range(of: "-->") {
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

    /// Each name escaped in every position report.md uses, rendered by cmark-gfm with raw
    /// HTML let through (`--unsafe`, as renderers that pass HTML do): one HTML block per
    /// name, in order.
    static func rendered(_ names: [String]) throws -> [String] {
        var document = ""
        for name in names {
            document += "### " + MarkdownText.escaped(name, in: .heading) + "\n\n"
            document += "- Value: " + MarkdownText.escaped(name) + "\n"
            document += "- " + MarkdownText.escaped(name, in: .blockStart) + "\n\n"
            document += "| Name |\n| --- |\n| " + MarkdownText.escaped(name, in: .tableCell) + " |\n\n"
            document += "![" + MarkdownText.escaped(name, in: .imageDescription) + "](maps/x.svg)\n\n"
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
                "--unsafe", "--extension", "table", "--extension", "strikethrough", "--extension", "autolink",
                "--extension", "tagfilter", file.path,
            ])
        try #require(result.status == 0, "\(result.stderr)")
        let blocks = Array(result.stdout.components(separatedBy: "<hr />").dropLast())
        try #require(blocks.count == names.count, "\(blocks.count) blocks for \(names.count) names")
        return blocks
    }

    /// Each position of `block` renders `name` as exactly its text, with no tag.
    static func check(_ name: String, _ block: String) {
        let want = expected(name)
        #expect(!block.contains("<a ") && !block.contains("<script"), "a link or script: \(name) → \(block)")
        let heading = contents(of: "h3", in: block)
        #expect(heading.count == 1 && heading.first.flatMap(text(ofHTML:)) == want, "heading: \(name) → \(heading)")
        let items = contents(of: "li", in: block)
        #expect(items.count == 2, "list: \(name) → \(items)")
        if items.count == 2 {
            #expect(text(ofHTML: items[0]) == "Value: " + want, "item: \(name) → \(items[0])")
            #expect(text(ofHTML: items[1]) == want, "item of its own: \(name) → \(items[1])")
        }
        let cells = contents(of: "td", in: block)
        #expect(cells.count == 1 && cells.first.flatMap(text(ofHTML:)) == want, "cell: \(name) → \(cells)")
        let images = block.components(separatedBy: "<img ").count - 1
        let alt = block.components(separatedBy: "alt=\"").dropFirst().first?.components(separatedBy: "\"").first
        #expect(images == 1 && alt.flatMap(text(ofHTML:)) == want, "alt: \(name) → \(alt ?? "none")")
    }

    @Test(.enabled(if: renderer != nil, "cmark-gfm is not installed (Debian: apt-get install cmark-gfm)"))
    func everyNameRendersBackToItself() throws {
        for (name, block) in zip(Self.names, try Self.rendered(Self.names)) { Self.check(name, block) }
    }

    /// Pieces of markup, URLs, addresses and HTML a hostile name is made of.
    static let payloadPieces = [
        "http://", "https://", "HTTP://", "ftp://", "www.", "WWW.", "mailto:", "xmpp:", "@", "a@b.co", "e.x", "/",
        "<img src=x onerror=alert(1)>", "<script>", "</script>", "<a href=\"//evil\">", "<!--", "-->", "<", ">", "&", "&lt;",
        "&#60;", "[", "]", "(", ")", "![", "](", "*", "_", "~", "`", "\\", "|", "#", "$", "!", "?", ":", ".", " ", "  ", "\t",
        "\n", "x", "evil", "1.", "- ", "> ", "=", "\u{202E}", "\u{200B}", "é", "→", "\"", "'",
    ]

    /// A differential fuzz of names: 400 names drawn from `payloadPieces` (seeded, so every
    /// run checks the same), each must render back to itself with no tag and no link.
    @Test(.enabled(if: renderer != nil, "cmark-gfm is not installed (Debian: apt-get install cmark-gfm)"))
    func randomPayloadNamesRenderBackToThemselves() throws {
        var generator = SeededGenerator(seed: 9)
        // White space at either end is no markup, and Markdown keeps none there.
        let names = (0..<400).map { _ in
            (0..<generator.next(in: 1...8)).map { _ in Self.payloadPieces[generator.next(in: 0...(Self.payloadPieces.count - 1))]
            }
            .joined().trimmingCharacters(in: .whitespacesAndNewlines)
        }.filter { !$0.isEmpty }
        for (name, block) in zip(names, try Self.rendered(names)) { Self.check(name, block) }
    }

    /// Names that start with spaces, tabs or control characters (read as spaces), at the
    /// start of a paragraph and of a list item: four would make a code block, fewer before
    /// a `#`, `-` or `1.` a heading or a list, so the text starts at its first visible
    /// character and renders as that, in a `<p>` and an `<li>` with no other tag.
    @Test(.enabled(if: renderer != nil, "cmark-gfm is not installed (Debian: apt-get install cmark-gfm)"))
    func leadingSpacesOpenNoBlock() throws {
        let names = [
            "    code", "\u{0}\u{0}\u{0}\u{0}\u{0}xml version=\"1.0\"?>", "   # heading", "  - item", "\t\tx", "   1. one",
            "        eight",
        ]
        #expect(MarkdownText.escaped("    code", in: .blockStart) == "code")
        #expect(MarkdownText.escaped("   # heading", in: .blockStart) == "\\# heading")
        #expect(MarkdownText.escaped("    code") == "    code")
        var document = ""
        for name in names {
            document += MarkdownText.escaped(name, in: .blockStart) + "\n\n"
            document += "- " + MarkdownText.escaped(name, in: .blockStart) + "\n\n***\n\n"
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("md-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("leading.md")
        try Data(document.utf8).write(to: file)
        let result = try KMLTestTools.run("cmark-gfm", ["--unsafe", "--extension", "table", file.path])
        try #require(result.status == 0, "\(result.stderr)")
        let blocks = Array(result.stdout.components(separatedBy: "<hr />").dropLast())
        try #require(blocks.count == names.count)
        for (name, block) in zip(names, blocks) {
            let want = String(Self.expected(name).drop { $0 == " " })
            let paragraphs = Self.contents(of: "p", in: block)
            let items = Self.contents(of: "li", in: block)
            #expect(paragraphs.count == 1 && paragraphs.first.flatMap(Self.text(ofHTML:)) == want, "\(name) → \(block)")
            #expect(items.count == 1 && items.first.flatMap(Self.text(ofHTML:)) == want, "\(name) → \(block)")
            for tag in ["<pre", "<code", "<h1", "<h2", "<ol", "<blockquote"] {
                #expect(!block.contains(tag), "\(name) → \(block)")
            }
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
            // The heading is the route; a name that says more is the line under it.
            #expect(
                markdown.contains("### " + name + "\n") || markdown.contains("\n\n" + name + "\n\n"),
                "grep finds \(name)")
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
