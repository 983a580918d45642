import Foundation
import Testing

/// `public` is a decision, not a default: RouteReportCore makes public what the command
/// line and the benchmarks use, and nothing inside a type that is not itself public,
/// where `public` would say nothing (the member is as visible as its type) and mislead
/// whoever reads it.
@Suite struct PublicAccessTests {
    static let core = PackageRoot.url.appendingPathComponent("Sources/RouteReportCore")

    /// The library's Swift files, but the generated tables.
    static func sources() throws -> [(path: String, scan: SwiftSourceScan)] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: core.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Data.swift") }.sorted()
        return try files.map { ($0, SwiftSourceScan(try String(contentsOf: core.appendingPathComponent($0), encoding: .utf8))) }
    }

    /// Every `public` (or `open`) inside a type or extension whose type is not public,
    /// as `FILE:LINE`. An extension of a type the library does not declare (a standard
    /// library type) counts as public.
    static func publicInsideNonPublic(_ sources: [(path: String, scan: SwiftSourceScan)]) -> [String] {
        var access: [String: Bool] = [:]
        for (_, scan) in sources {
            for scope in scan.scopes where scope.keyword != "extension" {
                access[scope.name] = (access[scope.name] ?? true) && scope.isPublic
            }
        }
        var found: [String] = []
        for (path, scan) in sources {
            for offset in scan.offsets(of: "public") + scan.offsets(of: "open") {
                // `open` is a word in code too (`let open = …`): only the modifier counts.
                let rest = scan.code[offset...].drop { SwiftSourceScan.isIdentifier($0) }.drop { $0 == 0x20 }
                if scan.code[offset] == UInt8(ascii: "o"),
                    !["class", "func", "var", "override"].contains(where: { rest.starts(with: Array($0.utf8)) })
                {
                    continue
                }
                let enclosing = scan.scopes.filter { $0.body.contains(offset) }
                let hidden = enclosing.contains { scope in
                    let declared = scope.keyword == "extension" ? (access[scope.name] ?? true) : scope.isPublic
                    return !(declared || (scope.keyword == "extension" && scope.isPublic)) || scope.isPrivate
                }
                if hidden { found.append("\(path):\(scan.line(of: offset))") }
            }
        }
        return found
    }

    @Test func noPublicMemberOfATypeThatIsNotPublic() throws {
        let found = Self.publicInsideNonPublic(try Self.sources())
        #expect(found.isEmpty, "public inside a type that is not public: \(found.joined(separator: ", "))")
    }

    /// The scan itself: it finds `public` in an internal type, an internal type's
    /// extension and a public type nested in an internal one, and not in comments,
    /// strings, public types or extensions of types it does not know.
    @Test func theScanFindsWhatItShould() {
        let text = """
            public struct Open {
                public var a: Int { 1 }
                // public in a comment
                let s = "public in a string { }"
                struct Inner { public var b = 2 }
            }
            struct Closed {
                /* public */ public func c() {}
                public struct Nested { public var d = 0 }
                let open = 1
            }
            extension Closed { public var e: Int { 3 } }
            extension Array { public var f: Int { 4 } }
            public extension Open { var g: Int { 5 } }
            """
        let found = Self.publicInsideNonPublic([("t.swift", SwiftSourceScan(text))])
        #expect(found == ["t.swift:5", "t.swift:8", "t.swift:9", "t.swift:9", "t.swift:12"])
    }
}
