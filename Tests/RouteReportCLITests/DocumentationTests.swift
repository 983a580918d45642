import Foundation
import Testing

/// What README.md and docs/ promise that other code relies on: the README's first command
/// is the one `reports/` was made with, the Slurm recipe `Scripts/slurm-check` runs is in
/// docs/shards.md, and every link between the pages names a heading that is there.
@Suite("Documentation")
struct DocumentationTests {
    static let root = ExampleReportsTests.packageRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md and every page of docs/, as paths from the package root.
    static func pages() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The fenced block right after `<!-- slurm-check: NAME -->`, as `Scripts/slurm-check`
    /// takes it: the marker line, optional blank lines, then the fence.
    static func recipeBlock(_ name: String, in text: String) -> [Substring]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard var index = lines.firstIndex(of: Substring("<!-- slurm-check: \(name) -->")) else { return nil }
        index += 1
        while index < lines.count, lines[index].allSatisfy(\.isWhitespace) { index += 1 }
        guard index < lines.count, lines[index].hasPrefix("```") else { return nil }
        guard let end = lines[(index + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return nil }
        return Array(lines[(index + 1)..<end])
    }

    /// A heading's anchor as GitHub makes it: lower case, punctuation other than `-` and
    /// `_` dropped, spaces turned into `-`.
    static func anchor(_ heading: Substring) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    return Character(scalar)
                }
                return nil
            })
    }

    /// `link` (relative to the page at `page`) as a path from the package root.
    static func resolve(_ link: Substring, from page: String) -> String {
        if link.isEmpty { return page }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    /// The anchors of a page's headings, code blocks left out.
    static func anchors(of text: String) -> Set<String> {
        var inCode = false
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { continue }
            found.insert(anchor(line[line.index(after: space)...]))
        }
        return found
    }

    @Test("The README's first command is the run that made reports/")
    func firstCommandMadeReports() throws {
        let readme = try Self.text("README.md")
        let block = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
        let first = try #require(block.split(separator: "\n").first)
        let command =
            "swift run routereport --at \(ExampleReportsTests.referenceTime) "
            + "--format \(ExampleReportsTests.committedFormats) inputs/"
        #expect(first.hasPrefix(command + " "), "README.md's first command: \(first)")
        let second = try #require(block.split(separator: "\n").dropFirst().first)
        #expect(second.hasPrefix("swift test "))
    }

    @Test("The README stays a page for users")
    func readmeIsShort() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 450, "README.md has \(lines) lines; move reference material to docs/")
    }

    @Test("docs/shards.md holds the Slurm recipe Scripts/slurm-check runs")
    func slurmRecipe() throws {
        let shards = try Self.text("docs/shards.md")
        let batch = try #require(Self.recipeBlock("shard.sbatch", in: shards))
        let submit = try #require(Self.recipeBlock("submit", in: shards))
        // sbatch wants `#!` on the first line; the array and --shard count the same shards.
        #expect(batch.first?.hasPrefix("#!") == true)
        let script = batch.joined(separator: "\n")
        let arraySize = try #require(script.firstMatch(of: /--array=1-(\d+)/)?.1)
        #expect(script.contains("--shard ${SLURM_ARRAY_TASK_ID}/\(arraySize)"))
        #expect(script.contains("--at "))
        #expect(submit.joined(separator: "\n").contains("routereport merge -o "))
        let checker = try Self.text("Scripts/slurm-check")
        #expect(checker.contains("recipe_page=\"$repo/docs/shards.md\""))
    }

    @Test("Every link between README.md and docs/ names a heading of its page")
    func linksFindTheirHeadings() throws {
        var anchorsByPage: [String: Set<String>] = [:]
        for page in try Self.pages() { anchorsByPage[page] = Self.anchors(of: try Self.text(page)) }
        var checked = 0
        for page in try Self.pages() {
            for match in try Self.text(page).matches(of: /\]\(([^)\s#]*)#([^)\s]+)\)/) {
                let target = Self.resolve(match.1, from: page)
                guard let anchors = anchorsByPage[target] else { continue }
                checked += 1
                #expect(anchors.contains(String(match.2)), "\(page): no heading for \(match.1)#\(match.2)")
            }
        }
        #expect(checked > 20)
    }
}
