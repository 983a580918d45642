import Foundation

/// Swift source read just far enough for the checks on the code itself: the text with
/// comments and string literals blanked (so a word in them is no code), and the types it
/// declares, each with its access and where its braces open and close.
struct SwiftSourceScan {
    /// A type or extension body: the declaration's keyword and name as written, whether
    /// the declaration says `public` or `open`, and its `{`…`}` as offsets into `code`.
    struct Scope {
        var keyword: String
        var name: String
        var isPublic: Bool
        /// Declared `private` or `fileprivate`.
        var isPrivate: Bool
        var body: Range<Int>
    }

    /// The source with every comment and string literal replaced by spaces, line breaks
    /// kept, so offsets and lines are those of the file.
    let code: [UInt8]
    let scopes: [Scope]

    init(_ text: String) {
        code = Self.blanked(Array(text.utf8))
        scopes = Self.scopes(in: code)
    }

    /// The line of an offset, from 1.
    func line(of offset: Int) -> Int {
        code[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
    }

    /// The offsets of each word `word` of the code.
    func offsets(of word: String) -> [Int] {
        let wanted = Array(word.utf8)
        var found: [Int] = []
        var index = 0
        while index + wanted.count <= code.count {
            if Self.isWordStart(code, index), code[index..<index + wanted.count].elementsEqual(wanted),
                index + wanted.count == code.count || !Self.isIdentifier(code[index + wanted.count])
            {
                found.append(index)
                index += wanted.count
            } else {
                index += 1
            }
        }
        return found
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            || byte >= 0x80
    }

    private static func isWordStart(_ code: [UInt8], _ index: Int) -> Bool {
        index == 0 || !(isIdentifier(code[index - 1]) || code[index - 1] == UInt8(ascii: "."))
    }

    /// Comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`, raw
    /// `#"…"#`, with the code of their interpolations blanked too) as spaces.
    private static func blanked(_ source: [UInt8]) -> [UInt8] {
        var out = source
        var index = 0
        func blank(_ range: Range<Int>) {
            for i in range where out[i] != UInt8(ascii: "\n") { out[i] = UInt8(ascii: " ") }
        }
        func at(_ i: Int, _ text: String) -> Bool {
            let bytes = Array(text.utf8)
            return i + bytes.count <= source.count && source[i..<i + bytes.count].elementsEqual(bytes)
        }
        while index < source.count {
            if at(index, "//") {
                let end = source[index...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
                blank(index..<end)
                index = end
            } else if at(index, "/*") {
                var depth = 0
                var end = index
                while end < source.count {
                    if at(end, "/*") {
                        depth += 1
                        end += 2
                    } else if at(end, "*/") {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else {
                        end += 1
                    }
                }
                blank(index..<end)
                index = end
            } else if source[index] == UInt8(ascii: "\"") || source[index] == UInt8(ascii: "#") {
                var hashes = 0
                while index + hashes < source.count && source[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                guard index + hashes < source.count, source[index + hashes] == UInt8(ascii: "\"") else {
                    index += max(1, hashes)
                    continue
                }
                let closing = String(repeating: "#", count: hashes)
                let multiline = at(index + hashes, "\"\"\"")
                let quote = multiline ? "\"\"\"" : "\""
                var end = index + hashes + quote.utf8.count
                while end < source.count {
                    if hashes == 0 && source[end] == UInt8(ascii: "\\") {
                        end += 2
                    } else if at(end, quote + closing) {
                        end += quote.utf8.count + hashes
                        break
                    } else if !multiline && source[end] == UInt8(ascii: "\n") {
                        break
                    } else {
                        end += 1
                    }
                }
                blank(index..<min(end, source.count))
                index = end
            } else {
                index += 1
            }
        }
        return out
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "extension"]
    private static let notNames: Set<String> = ["var", "let", "func", "subscript", "init", "case"]

    /// Each `{` whose statement declares a type or extension, matched with its `}`.
    private static func scopes(in code: [UInt8]) -> [Scope] {
        var scopes: [Scope] = []
        var open: [Int?] = []
        var statementStart = 0
        for index in code.indices {
            switch code[index] {
            case UInt8(ascii: "{"):
                if let scope = declaration(code[statementStart..<index], opening: index) {
                    open.append(scopes.count)
                    scopes.append(scope)
                } else {
                    open.append(nil)
                }
                statementStart = index + 1
            case UInt8(ascii: "}"):
                if let last = open.popLast(), let scope = last {
                    scopes[scope].body = scopes[scope].body.lowerBound..<index + 1
                }
                statementStart = index + 1
            case UInt8(ascii: ";"):
                statementStart = index + 1
            default:
                break
            }
        }
        return scopes
    }

    /// The type a statement declares: a type keyword that starts its line but for
    /// attributes and modifiers before it on that line, then the name.
    private static func declaration(_ statement: ArraySlice<UInt8>, opening: Int) -> Scope? {
        for line in String(decoding: statement, as: UTF8.self).split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            var modifiers: [String] = []
            for (position, word) in words.enumerated() {
                if typeKeywords.contains(word), position + 1 < words.count {
                    let name = String(words[position + 1].prefix { $0 != ":" && $0 != "<" && $0 != "(" })
                    guard !notNames.contains(name), !name.isEmpty else { break }
                    return Scope(
                        keyword: word, name: name, isPublic: modifiers.contains("public") || modifiers.contains("open"),
                        isPrivate: modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") },
                        body: opening..<opening + 1)
                }
                // Only attributes (with their arguments) and modifiers come before the keyword.
                guard word.hasPrefix("@") || word.hasSuffix(")") || Self.modifiers.contains(word) else { break }
                modifiers.append(word)
            }
        }
        return nil
    }

    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
        "private(set)", "fileprivate(set)", "internal(set)",
    ]
}
