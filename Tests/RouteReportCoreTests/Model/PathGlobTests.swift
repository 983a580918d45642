import Testing

@testable import RouteReportCore

@Suite struct PathGlobTests {
    /// Whether `pattern` (relative to /base) matches `path` (relative to /base).
    static func matches(_ pattern: String, _ path: String, folder: Bool = false) throws -> Bool {
        let glob = try PathGlob.compile(pattern).get()
        return PathPattern(glob, base: "/base").matches(LexicalPath.names(of: "/base/" + path, from: []), isFolder: folder)
    }

    @Test(arguments: [
        // A name alone matches at any depth.
        ("*.draft.gpx", "a.draft.gpx", true), ("*.draft.gpx", "x/y/a.draft.gpx", true), ("*.draft.gpx", "a.gpx", false),
        // `*` does not cross `/` once the pattern is anchored.
        ("vendor/*.kml", "vendor/a.kml", true), ("vendor/*.kml", "vendor/x/a.kml", false),
        ("vendor/*.kml", "x/vendor/a.kml", false),
        // `**` spans folders, zero or more.
        ("vendor/**/*.kml", "vendor/a.kml", true), ("vendor/**/*.kml", "vendor/x/y/a.kml", true),
        ("**/x.csv", "x.csv", true), ("**/x.csv", "a/b/x.csv", true), ("dir/**", "dir/a/b.kml", true),
        // A trailing `/`: folders only, and what they hold.
        ("build/", "build/a.kml", true), ("build/", "x/build/a.kml", true), ("build/", "build", false),
        // A leading `/` anchors a name.
        ("/a.kml", "a.kml", true), ("/a.kml", "x/a.kml", false),
        // `?`, sets, escapes; `*` matches dotfiles; braces are literal.
        ("a?.kml", "ab.kml", true), ("a?.kml", "a/.kml", false), ("[a-c]x.kml", "bx.kml", true),
        ("[!a-c]x.kml", "bx.kml", false), ("[!a-c]x.kml", "dx.kml", true), ("\\*.kml", "*.kml", true),
        ("\\*.kml", "a.kml", false), ("*", ".hidden.kml", true), ("{a,b}.kml", "a.kml", false),
        ("{a,b}.kml", "{a,b}.kml", true),
        // Case-sensitive.
        ("*.KML", "a.kml", false),
    ])
    func matching(pattern: String, path: String, expected: Bool) throws {
        #expect(try Self.matches(pattern, path) == expected, "\(pattern) on \(path)")
    }

    @Test func aPathOutsideTheBaseNeverMatches() throws {
        let glob = try PathGlob.compile("*.kml").get()
        let pattern = PathPattern(glob, base: "/base/sub")
        #expect(!pattern.matches(LexicalPath.names(of: "/base/a.kml", from: []), isFolder: false))
        #expect(pattern.matches(LexicalPath.names(of: "/base/x/../sub/./a.kml", from: []), isFolder: false))
        #expect(!pattern.matches(LexicalPath.names(of: "/base/sub", from: []), isFolder: true))
    }

    @Test func relativePathsAreCleanedLexically() {
        #expect(LexicalPath.names(of: "./a//b/../c.kml", from: ["w"]) == ["w", "a", "c.kml"])
        #expect(LexicalPath.names(of: "../../../x", from: ["w"]) == ["x"])
        #expect(LexicalPath.names(of: "/abs/./y", from: ["w"]) == ["abs", "y"])
    }

    @Test(arguments: [
        ("", 0), ("!keep.kml", 0), ("/", 0), ("a//b", 2), ("[ab", 0), ("x/[ab", 2), ("a\\", 1), ("[z-a]", 1),
    ])
    func refused(pattern: String, offset: Int) {
        guard case .failure(let problem) = PathGlob.compile(pattern) else {
            Issue.record("\(pattern) compiled")
            return
        }
        #expect(problem.offset == offset, "\(pattern): \(problem.message)")
    }
}
