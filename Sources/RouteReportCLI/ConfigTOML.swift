/// The strict TOML subset `routereport.toml` is written in: `#` comments, the headers
/// `[name]`, keys bare (`A-Za-z0-9_-`) or quoted, and values that are strings (basic,
/// with the escapes `\" \\ \t \n \uXXXX`, or literal) or arrays of strings, which may span
/// lines, hold comments and end with a comma. Everything else TOML has is refused at its
/// position, never read as something else; so is a key given twice, as TOML does.
enum ConfigTOML {
    /// A place in the file: 1-based line, and column in characters.
    struct Position: Sendable, Hashable {
        var line: Int
        var column: Int
    }

    /// A string of the file, where it starts.
    struct Text: Sendable, Hashable {
        var value: String
        var position: Position
    }

    enum Value: Sendable, Hashable {
        case string(Text)
        case array([Text], at: Position)

        var position: Position {
            switch self {
            case .string(let text): text.position
            case .array(_, let position): position
            }
        }
    }

    /// `key = value`, under the header before it (nil: the top level).
    struct Entry: Sendable, Hashable {
        var table: Text?
        var key: Text
        var value: Value
    }

    /// Why the file is refused, and where.
    struct Problem: Error, Sendable, Hashable {
        var position: Position
        var message: String
    }

    /// The most bytes a configuration may have: a project's settings, not data.
    static let maximumBytes = 1 << 20

    /// The entries of the file's `bytes` in order, with every header met (an empty table
    /// is still named), or the first problem.
    static func parse(_ bytes: [UInt8]) -> Result<(entries: [Entry], tables: [Text]), Problem> {
        guard bytes.count <= maximumBytes else {
            return .failure(Problem(position: Position(line: 1, column: 1), message: "the file is over 1 MiB"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Problem(position: Position(line: 1, column: 1), message: "the file is not UTF-8"))
        }
        var parser = Parser(characters: Array(text.unicodeScalars))
        do throws(Problem) {
            try parser.document()
            return .success((parser.entries, parser.tables))
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        let characters: [Unicode.Scalar]
        var index = 0
        var line = 1
        var lineStart = 0
        var entries: [Entry] = []
        var tables: [Text] = []
        var table: Text?
        var keysSeen: Set<[String]> = []

        init(characters: [Unicode.Scalar]) {
            self.characters = characters
        }

        var position: Position { Position(line: line, column: index - lineStart + 1) }
        var current: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

        func problem(_ message: String, at position: Position? = nil) -> Problem {
            Problem(position: position ?? self.position, message: message)
        }

        mutating func document() throws(Problem) {
            while current != nil {
                skipSpaces()
                switch current {
                case nil: return
                case "#": try comment()
                case "\n", "\r": break
                case "[": try header()
                default: try keyValue()
                }
                try endOfLine()
            }
        }

        mutating func skipSpaces() {
            while current == " " || current == "\t" { index += 1 }
        }

        /// A comment to the end of the line; TOML allows no control character in one.
        mutating func comment() throws(Problem) {
            while let character = current, character != "\n", character != "\r" {
                if Self.isControl(character) { throw problem("a control character (U+\(Self.hex(character))) in a comment") }
                index += 1
            }
        }

        /// Spaces, a comment, then the line's end (LF or CRLF) or the file's.
        mutating func endOfLine() throws(Problem) {
            skipSpaces()
            if current == "#" { try comment() }
            switch current {
            case nil: return
            case "\n": newLine()
            case "\r":
                guard index + 1 < characters.count, characters[index + 1] == "\n" else {
                    throw problem("a carriage return not followed by a line feed")
                }
                index += 1
                newLine()
            default: throw problem("expected the end of the line, found '\(current.map(String.init) ?? "")'")
            }
        }

        mutating func newLine() {
            index += 1
            line += 1
            lineStart = index
        }

        mutating func header() throws(Problem) {
            let start = position
            index += 1
            if current == "[" { throw problem("[[…]] (array of tables) is not supported in routereport.toml", at: start) }
            skipSpaces()
            let name = try key()
            skipSpaces()
            if current == "." { throw problem("dotted table names are not supported in routereport.toml") }
            guard current == "]" else { throw problem("expected ']' to close the table header") }
            index += 1
            if tables.contains(where: { $0.value == name.value }) {
                throw problem("the table [\(name.value)] is defined twice", at: start)
            }
            if keysSeen.contains(["", name.value]) {
                throw problem("the key '\(name.value)' is already a value; [\(name.value)] cannot make it a table", at: start)
            }
            table = name
            tables.append(name)
        }

        mutating func keyValue() throws(Problem) {
            let name = try key()
            skipSpaces()
            if current == "." { throw problem("dotted keys are not supported in routereport.toml") }
            guard current == "=" else { throw problem("expected '=' after the key '\(name.value)'") }
            index += 1
            skipSpaces()
            let value = try self.value()
            guard keysSeen.insert([table?.value ?? "", name.value]).inserted else {
                throw problem(
                    "the key '\(name.value)' is given twice" + (table.map { " in [\($0.value)]" } ?? ""), at: name.position)
            }
            entries.append(Entry(table: table, key: name, value: value))
        }

        mutating func key() throws(Problem) -> Text {
            let start = position
            switch current {
            case "\"": return Text(value: try string(quotedBy: "\""), position: start)
            case "'": return Text(value: try string(quotedBy: "'"), position: start)
            default:
                var name = ""
                while let character = current, Self.isBareKey(character) {
                    name.unicodeScalars.append(character)
                    index += 1
                }
                guard !name.isEmpty else {
                    throw problem(
                        current.map { "expected a key, found '\(String($0))'" } ?? "expected a key, found the end of the file")
                }
                return Text(value: name, position: start)
            }
        }

        mutating func value() throws(Problem) -> Value {
            let start = position
            switch current {
            case "\"": return .string(Text(value: try string(quotedBy: "\""), position: start))
            case "'": return .string(Text(value: try string(quotedBy: "'"), position: start))
            case "[": return try array()
            case "{": throw problem("{ (inline table) is not supported in routereport.toml")
            case "t", "f": throw problem("booleans are not supported in routereport.toml; write a string")
            case let character?
            where ("0"..."9").contains(character) || character == "+" || character == "-" || character == "i"
                || character == "n":
                throw problem("numbers and dates are not supported in routereport.toml; write a string")
            case nil, "\n", "\r", "#": throw problem("expected a value after '='")
            case let character?: throw problem("expected a value, found '\(String(character))'")
            }
        }

        mutating func array() throws(Problem) -> Value {
            let start = position
            index += 1
            var items: [Text] = []
            while true {
                try skipArraySpace()
                if current == "]" {
                    index += 1
                    return .array(items, at: start)
                }
                let itemStart = position
                switch current {
                case "\"": items.append(Text(value: try string(quotedBy: "\""), position: itemStart))
                case "'": items.append(Text(value: try string(quotedBy: "'"), position: itemStart))
                case "[": throw problem("arrays of arrays are not supported in routereport.toml")
                case nil: throw problem("the array opened at \(start.line):\(start.column) is never closed")
                default: throw problem("an array in routereport.toml holds strings only")
                }
                try skipArraySpace()
                switch current {
                case ",": index += 1
                case "]": break
                case nil: throw problem("the array opened at \(start.line):\(start.column) is never closed")
                default: throw problem("expected ',' or ']' after an array item")
                }
            }
        }

        /// Spaces, line breaks and comments between an array's items.
        mutating func skipArraySpace() throws(Problem) {
            while true {
                skipSpaces()
                switch current {
                case "#": try comment()
                case "\n", "\r": try endOfLine()
                default: return
                }
            }
        }

        /// A basic string (`"…"`, with escapes) or a literal one (`'…'`, as written), on one line.
        mutating func string(quotedBy quote: Unicode.Scalar) throws(Problem) -> String {
            let start = position
            let triple = String(repeating: String(quote), count: 3)
            if hasPrefix(triple) { throw problem("multi-line strings (\(triple)) are not supported in routereport.toml") }
            let escapes = quote == "\""
            index += 1
            var text = ""
            while true {
                guard let character = current, character != "\n", character != "\r" else {
                    throw problem("the string opened at \(start.line):\(start.column) is never closed")
                }
                index += 1
                if character == quote { return text }
                if escapes && character == "\\" {
                    text.unicodeScalars.append(try escape())
                    continue
                }
                if Self.isControl(character) && character != "\t" {
                    throw problem(
                        "a control character (U+\(Self.hex(character))) in a string" + (escapes ? "; write it as \\uXXXX" : ""))
                }
                text.unicodeScalars.append(character)
            }
        }

        /// The character an escape stands for; `index` is past the backslash.
        mutating func escape() throws(Problem) -> Unicode.Scalar {
            let start = Position(line: line, column: index - lineStart)
            guard let letter = current else { throw problem("a string ends in '\\'") }
            index += 1
            switch letter {
            case "\"": return "\""
            case "\\": return "\\"
            case "t": return "\t"
            case "n": return "\n"
            case "u":
                guard index + 4 <= characters.count,
                    let code = UInt32(String(String.UnicodeScalarView(characters[index..<index + 4])), radix: 16),
                    characters[index..<index + 4].allSatisfy({ $0.properties.isASCIIHexDigit }),
                    let scalar = Unicode.Scalar(code)
                else { throw problem("\\u takes four hexadecimal digits of a Unicode scalar value", at: start) }
                index += 4
                return scalar
            default:
                throw problem("the escape \\\(String(letter)) is not supported; use \\\" \\\\ \\t \\n or \\uXXXX", at: start)
            }
        }

        func hasPrefix(_ prefix: String) -> Bool {
            let wanted = Array(prefix.unicodeScalars)
            return index + wanted.count <= characters.count && Array(characters[index..<index + wanted.count]) == wanted
        }

        static func isBareKey(_ character: Unicode.Scalar) -> Bool {
            ("A"..."Z").contains(character) || ("a"..."z").contains(character) || ("0"..."9").contains(character)
                || character == "_" || character == "-"
        }

        static func isControl(_ character: Unicode.Scalar) -> Bool {
            character.value < 0x20 || character.value == 0x7F
        }

        static func hex(_ character: Unicode.Scalar) -> String {
            let digits = String(character.value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
