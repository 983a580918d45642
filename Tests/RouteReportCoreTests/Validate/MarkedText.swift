/// A fixture whose text marks diagnostic positions with `1️⃣`, `2️⃣`, … (swift-format's
/// `MarkedText` style) and states what it expects in comment lines of its own:
///
///     <!-- expect 1️⃣ coordinate-out-of-range error swapped: why -->
///     <!-- expect file no-features warning: why -->
///     # expect 1️⃣ csv-syntax error: why          (CSV files, whose `#` lines are comments)
///     LXXX expect 1️⃣ igc-syntax error: why       (IGC files: an L record is a comment)
///     "expect 1️⃣ geojson-type error: why": 0,    (JSON, which has no comments: a member of
///                                                  the root object, at the start of its line)
///
/// The markers are removed; a marker's position is the 1-based line and byte column of
/// the character after it in the text without markers. Markers inside an `expect` line
/// only name a position. Words after the severity are flags: `swapped` (the message says
/// so) and `line-only` (no column: libxml2 gives none for that node).
struct MarkedText {
    struct Position: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int?
        var description: String { "\(line):\(column.map(String.init) ?? "-")" }
    }

    struct Expectation: Hashable {
        /// nil: a finding about the whole file.
        var position: Position?
        var rule: String
        var severity: String
        var flags: Set<String>

        /// `rule severity line:column`, `-` where there is none; the form tests compare.
        var summary: String {
            "\(rule) \(severity) \(position?.description ?? "-:-")"
        }
    }

    /// The text without markers, as the reader sees it.
    var bytes: [UInt8] = []
    var expectations: [Expectation] = []

    /// The marker's tail after its digit: U+FE0F U+20E3.
    private static let keycap: [UInt8] = [0xEF, 0xB8, 0x8F, 0xE2, 0x83, 0xA3]

    init(_ marked: [UInt8]) {
        var positions: [UInt8: Position] = [:]
        var line = 1
        var column = 1
        var lineStart = 0
        var i = 0
        while i < marked.count {
            let isMarker =
                marked[i] >= 0x31 && marked[i] <= 0x39 && i + 7 <= marked.count
                && Array(marked[(i + 1)..<(i + 7)]) == Self.keycap
            if isMarker {
                let inExpectLine = Self.expectPrefixes.contains { Self.startsWith(Array(bytes[lineStart...]), $0) }
                if !inExpectLine { positions[marked[i]] = Position(line: line, column: column) }
                i += 7
                continue
            }
            bytes.append(marked[i])
            if marked[i] == 0x0A {
                line += 1
                column = 1
                lineStart = bytes.count
            } else {
                column += 1
            }
            i += 1
        }
        // Expectations, read from the text after the markers are gone: the digit stays.
        // "\r\n" is one Character: split on both, so CRLF fixtures have lines too.
        for rawLine in String(decoding: marked, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let text = rawLine.trimmingPrefix(" ")
            guard let prefix = Self.expectPrefixes.first(where: { text.hasPrefix($0 + " ") }) else { continue }
            let head = text.dropFirst(prefix.count + 1).prefix { $0 != ":" }
            let words = head.split(separator: " ").map(String.init)
            guard words.count >= 3 else { continue }
            var position: Position?
            if words[0] != "file", let digit = words[0].utf8.first {
                position = positions[digit]
            }
            var flags = Set(words.dropFirst(3))
            if flags.contains("line-only") { position?.column = nil }
            flags.remove("line-only")
            expectations.append(Expectation(position: position, rule: words[1], severity: words[2], flags: flags))
        }
    }

    /// How an expect line starts: an XML comment, a `#` comment line of a CSV file, or a
    /// JSON member whose name starts `expect`.
    private static let expectPrefixes = ["<!-- expect", "# expect", "\"expect", "LXXX expect"]

    private static func startsWith(_ bytes: [UInt8], _ prefix: String) -> Bool {
        bytes.starts(with: Array(prefix.utf8))
    }
}
