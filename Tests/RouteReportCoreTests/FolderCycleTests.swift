import Foundation
import Testing

@testable import RouteReportCore

/// The library's top-level folders are its stages (Model, Geodesy, MapGeometry, Airports,
/// Input, Output, Pipeline, Shard, ...): no folder may depend on itself through others.
/// Read from the sources: a folder depends on another when its code (comments and string
/// literals left out) names a type, global function or constant declared at the top
/// level of the other one and not declared in its own.
@Suite struct FolderCycleTests {
    /// Edges known to close a cycle, each to be removed once its folders no longer need
    /// each other; the test fails when one of them is gone, so that this list only shrinks.
    static let allowed: Set<FolderEdges.Edge> = []

    static let library = PackageRoot.folder("Sources/RouteReportCore")

    @Test func theFoldersFormNoCycleBesidesTheAllowedEdges() throws {
        let edges = try FolderEdges(reading: Self.library)
        #expect(edges.folders.count >= 8, "read \(edges.folders)")
        let cycles = edges.cycles(ignoring: Self.allowed)
        #expect(cycles.isEmpty, "\(cycles.map { edges.describe($0) }.joined(separator: "\n"))")
        for edge in Self.allowed {
            #expect(edges.names[edge] != nil, "\(edge.from) no longer depends on \(edge.to): remove it from `allowed`")
        }
    }

    /// A name in a comment or a string is no reference; a name declared in the folder
    /// itself (a nested type of the same name) shadows another folder's; private
    /// declarations are nobody else's.
    @Test func referencesAreReadFromCodeOnly() {
        let edges = FolderEdges(sources: [
            "A": [
                """
                struct Alpha { struct Gamma {}; var gamma: Gamma }
                private struct Hidden {}
                let alphaConstant = 1
                """
            ],
            "B": [
                """
                // Alpha in a comment
                /* Alpha /* nested */ alphaConstant */
                struct Beta { var text = "Alpha \\" Alpha" }
                """
            ],
            "C": ["struct Gamma { let value = alphaConstant }", "extension Beta { func hidden() -> Hidden? { nil } }"],
        ])
        #expect(edges.names == [.init("C", "A"): ["alphaConstant"], .init("C", "B"): ["Beta"]])
        #expect(edges.cycles(ignoring: []).isEmpty)
    }

    /// A cycle through three folders is found, named in order, and gone once one of its
    /// edges is allowed.
    @Test func aCycleIsFound() throws {
        let edges = FolderEdges(sources: [
            "A": ["struct Alpha { let b: Beta }"],
            "B": ["struct Beta { let c: Gamma }"],
            "C": ["struct Gamma { let a: [Alpha] }", "struct Delta {}"],
            "D": ["struct Epsilon { let d: Delta }"],
        ])
        let cycles = edges.cycles(ignoring: [])
        #expect(cycles == [["A", "B", "C", "A"]])
        #expect(edges.describe(cycles[0]) == "A -> B (Beta) -> C (Gamma) -> A (Alpha)")
        #expect(edges.cycles(ignoring: [.init("B", "C")]).isEmpty)
    }
}

/// Which top-level folder of the library names which other's top-level declarations.
struct FolderEdges {
    struct Edge: Hashable, CustomStringConvertible {
        var from: String
        var to: String

        init(_ from: String, _ to: String) {
            self.from = from
            self.to = to
        }

        var description: String { from + " -> " + to }
    }

    let folders: [String]
    /// The names that make each edge.
    let names: [Edge: Set<String>]

    /// Every `.swift` file under each folder of `library`.
    init(reading library: URL) throws {
        let manager = FileManager.default
        var sources: [String: [String]] = [:]
        for folder in try manager.contentsOfDirectory(atPath: library.path) {
            let url = library.appendingPathComponent(folder)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let files = manager.enumerator(atPath: url.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            sources[folder] = try (files ?? []).sorted().map {
                try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)
            }
        }
        self.init(sources: sources)
    }

    /// Folder name to its files' texts.
    init(sources: [String: [String]]) {
        folders = sources.keys.sorted()
        var declared: [String: Set<String>] = [:]
        var shadowing: [String: Set<String>] = [:]
        var used: [String: Set<String>] = [:]
        for (folder, texts) in sources {
            for text in texts {
                let file = SwiftTokens(text)
                declared[folder, default: []].formUnion(file.visibleTopLevel)
                shadowing[folder, default: []].formUnion(file.declared)
                used[folder, default: []].formUnion(file.identifiers)
            }
        }
        var owners: [String: [String]] = [:]
        for (folder, names) in declared {
            for name in names { owners[name, default: []].append(folder) }
        }
        var names: [Edge: Set<String>] = [:]
        for (folder, identifiers) in used {
            for name in identifiers.subtracting(shadowing[folder] ?? []) {
                for owner in owners[name] ?? [] where owner != folder {
                    names[Edge(folder, owner), default: []].insert(name)
                }
            }
        }
        self.names = names
    }

    /// Every cycle without the `ignoring` edges, as folders from the first (by name) back
    /// to it, one per strongly connected group of folders: the shortest through its first.
    func cycles(ignoring allowed: Set<Edge>) -> [[String]] {
        var next: [String: [String]] = [:]
        for edge in names.keys where !allowed.contains(edge) { next[edge.from, default: []].append(edge.to) }
        for folder in next.keys { next[folder]?.sort() }
        var cycles: [[String]] = []
        var inCycle: Set<String> = []
        for start in folders where !inCycle.contains(start) {
            // Breadth first from `start`: the shortest way back to it.
            var cameFrom: [String: String] = [:]
            var queue = [start]
            var found: String?
            search: while !queue.isEmpty {
                var following: [String] = []
                for folder in queue {
                    for target in next[folder] ?? [] {
                        if target == start {
                            found = folder
                            break search
                        }
                        if cameFrom[target] == nil {
                            cameFrom[target] = folder
                            following.append(target)
                        }
                    }
                }
                queue = following
            }
            guard var folder = found else { continue }
            var path = [start]
            while folder != start {
                path.append(folder)
                folder = cameFrom[folder] ?? start
            }
            let cycle = [start] + path.dropFirst().reversed() + [start]
            inCycle.formUnion(cycle)
            cycles.append(cycle)
        }
        return cycles
    }

    /// "A -> B (names) -> A (names)": the names that make each step.
    func describe(_ cycle: [String]) -> String {
        var text = cycle[0]
        for (from, to) in zip(cycle, cycle.dropFirst()) {
            let made = (names[Edge(from, to)] ?? []).sorted().prefix(4).joined(separator: ", ")
            text += " -> " + to + " (" + made + ")"
        }
        return text
    }
}

/// The identifiers of one Swift file's code, its comments and string literals left out,
/// and what it declares.
struct SwiftTokens {
    /// Every identifier the code names.
    private(set) var identifiers: Set<String> = []
    /// Types, functions and constants declared at the top level and not private.
    private(set) var visibleTopLevel: Set<String> = []
    /// Every type declared at any depth, and everything declared at the top level.
    private(set) var declared: Set<String> = []

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    private static let valueKeywords: Set<String> = ["func", "let", "var"]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var depth = 0
        var previous = ""
        var privateHere = false
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            let nextByte = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/") && nextByte == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && nextByte == UInt8(ascii: "*") {
                index = Self.endOfBlockComment(bytes, from: index)
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && nextByte == UInt8(ascii: "\"")) {
                index = Self.endOfString(bytes, from: index)
            } else if byte == UInt8(ascii: "{") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                index += 1
            } else if isIdentifierByte(byte) && !(byte >= 0x30 && byte <= 0x39) {
                let start = index
                while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if depth == 0 && (word == "private" || word == "fileprivate") { privateHere = true }
                let declaresType = Self.typeKeywords.contains(previous)
                let declaresValue = Self.valueKeywords.contains(previous)
                if declaresType || (declaresValue && depth == 0) {
                    declared.insert(word)
                    if depth == 0 && !privateHere { visibleTopLevel.insert(word) }
                    if depth == 0 { privateHere = false }
                } else {
                    identifiers.insert(word)
                }
                previous = word
            } else {
                if byte == UInt8(ascii: "\n") && depth == 0 && previous != "private" && previous != "fileprivate" {
                    privateHere = false
                }
                index += 1
            }
        }
    }

    /// Past the `*/` that ends the comment at `start` (comments nest in Swift).
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 2
        var depth = 1
        while index < bytes.count && depth > 0 {
            if bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// Past the literal starting at `start`: `"…"`, `"""…"""` or a raw one, `#"…"#`.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let quote = UInt8(ascii: "\"")
        let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            if hashes == 0 && bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == quote {
                var end = index
                var run = 0
                while end < bytes.count && bytes[end] == quote && run < quotes {
                    run += 1
                    end += 1
                }
                var closingHashes = 0
                while end < bytes.count && bytes[end] == UInt8(ascii: "#") && closingHashes < hashes {
                    closingHashes += 1
                    end += 1
                }
                if run == quotes && closingHashes == hashes { return end }
                index += 1
                continue
            }
            index += 1
        }
        return index
    }
}
