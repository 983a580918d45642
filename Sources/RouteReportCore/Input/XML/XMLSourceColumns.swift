#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Columns found in the source bytes, best-effort: libxml2 tells the line of a start
/// tag (where the tag ends), and the column is where `<qname` starts on that line.
/// Only for ASCII-compatible encodings (not UTF-16), where a byte is a column. Offsets
/// are the document's; over a streamed document a column is found while its line's
/// bytes are held (see `XMLSourceText`), else it is nil.
struct XMLSourceColumns {
    private let text: XMLSourceText
    private let enabled: Bool
    /// Per qualified name: the line, ordinal and offset where its tag was last found on a
    /// long line.
    private var lastTagStarts: [String: (line: Int, ordinal: Int, start: Int)] = [:]
    /// Bytes the tag searches have stepped over so far: on a one-line file, finding every
    /// tag's column must step over each byte a bounded number of times (tests count it).
    private(set) var bytesSearched = 0

    /// Over a stream: no byte before this offset is looked at (`XMLSourceWindow`).
    var floor = 0

    /// How far behind the end a remembered tag keeps a stream's window from forgetting.
    static let pinnedBytes = 16 << 20

    init(text: XMLSourceText, enabled: Bool) {
        self.text = text
        self.enabled = enabled
    }

    /// The earliest offset a stream's window must still hold for the columns of the
    /// line being read: where the latest tags on it were found (the next one with the
    /// same name is counted on from there), unless that is far behind `reference`.
    func earliestNeeded(lastLine: Int, reference: Int) -> Int {
        var earliest = reference
        for (_, found) in lastTagStarts where found.line == lastLine && found.start >= reference - Self.pinnedBytes {
            earliest = min(earliest, found.start)
        }
        return earliest
    }

    /// The column of the `ordinal`-th (from 0) `<qname` on the line.
    mutating func tagColumn(line: Int, qualifiedName: String, ordinal: Int) -> Int? {
        tagStart(line: line, qualifiedName: qualifiedName, ordinal: ordinal).map { $0.start - $0.lineStart + 1 }
    }

    /// Column just after the `>` of `<qname …>` on the line, i.e. where its text starts.
    mutating func tagEndColumn(line: Int, qualifiedName: String, ordinal: Int) -> Int? {
        guard let range = lineRange(line),
            let found = tagStart(line: line, qualifiedName: qualifiedName, ordinal: ordinal)
        else {
            return nil
        }
        var i = found.start
        while i < range.upperBound && text[i] != 0x3E { i += 1 }
        guard i < range.upperBound else { return nil }
        return i + 1 - range.lowerBound + 1
    }

    /// Where `<!DOCTYPE` is (it precedes the root element, so the first 64 KiB are enough).
    func doctype() -> (line: Int, column: Int)? {
        let pattern = Array("<!DOCTYPE".utf8)
        guard enabled else { return nil }
        if text.isStream {
            return text.prefix.withUnsafeBufferPointer { Self.doctype(in: $0, pattern) }
        }
        return Self.doctype(in: UnsafeBufferPointer(text.held), pattern)
    }

    private static func doctype(in storage: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> (line: Int, column: Int)? {
        let end = min(storage.count, XMLSourceText.prefixSize)
        guard end >= pattern.count, let base = storage.baseAddress else { return nil }
        var line = 1
        var column = 1
        for i in 0...(end - pattern.count) {
            if storage[i] == 0x3C && memcmp(base + i, pattern, pattern.count) == 0 {
                return (line, column)
            }
            if storage[i] == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }

    /// Whether the byte at `line`:`column` sits in a run of more than `limit` bytes
    /// without a quote: an attribute or entity value libxml2 refused for its length.
    /// Over a stream, the run may have begun before the bytes held.
    mutating func isInsideUnquotedRun(line: Int, column: Int, longerThan limit: Int) -> Bool {
        guard column >= 1, let range = lineRange(line) else { return false }
        let at = min(range.lowerBound + column - 1, text.end)
        guard at >= text.start else { return false }
        var begin = at
        var end = at
        while begin > text.start && text[begin - 1] != 0x22 && text[begin - 1] != 0x27 && at - begin <= limit { begin -= 1 }
        let before = begin == text.start ? text.unquotedRunBeforeStart : 0
        while end < text.end && text[end] != 0x22 && text[end] != 0x27 && end - begin <= limit { end += 1 }
        return end - begin + before > limit
    }

    private func lineRange(_ line: Int) -> Range<Int>? {
        guard enabled else { return nil }
        return text.lineRange(line)
    }

    /// Lines no longer than this are searched from their start every time: cheaper than
    /// remembering where the last tag was.
    private static let shortLine = 512

    /// Byte offsets of the `ordinal`-th (from 0) `<qname` on the line and of the line's start.
    private mutating func tagStart(line: Int, qualifiedName: String, ordinal: Int) -> (start: Int, lineStart: Int)? {
        guard let range = lineRange(line) else { return nil }
        let remembers = range.count > Self.shortLine
        var seen = 0
        var i = range.lowerBound
        // Every Placemark (and each diagnostic) asks for a column: in a one-line file,
        // resume from where this name was found last instead of rescanning the line each
        // time, which was quadratic (20,000 placemarks: minutes).
        let first = max(text.start, floor)
        if remembers, let last = lastTagStarts[qualifiedName], last.line == line, last.ordinal <= ordinal,
            last.start >= first
        {
            seen = last.ordinal
            i = last.start
        }
        // Over a stream, the start of a long line may be gone: its tags cannot be counted.
        guard i >= first, let held = text.held.baseAddress else { return nil }
        // Held bytes by document offset.
        let bytes = held - text.start
        var name = qualifiedName
        let (found, stoppedAt) = name.withUTF8 { name in
            Self.scan(bytes, from: i, to: range.upperBound, for: name, seen: seen, ordinal: ordinal)
        }
        bytesSearched += stoppedAt - i
        guard let found else { return nil }
        if remembers && (lastTagStarts.count < 64 || lastTagStarts[qualifiedName] != nil) {
            lastTagStarts[qualifiedName] = (line, ordinal, found)
        }
        return (found, range.lowerBound)
    }

    /// Steps through `bytes[from..<end]` (document offsets) for `<name` followed by a
    /// space, `>` or `/` (or the end), counting those found from `seen`: the offset of
    /// number `ordinal`, or nil, and where the search stopped.
    private static func scan(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, for name: UnsafeBufferPointer<UInt8>, seen: Int,
        ordinal: Int
    ) -> (found: Int?, stoppedAt: Int) {
        guard let nameBase = name.baseAddress else { return (nil, start) }
        var seen = seen
        var i = start
        while i + 1 + name.count <= end {
            if bytes[i] == 0x3C && memcmp(bytes + i + 1, nameBase, name.count) == 0 {
                let after = i + 1 + name.count
                if after >= end || [0x20, 0x09, 0x0D, 0x3E, 0x2F].contains(bytes[after]) {
                    if seen == ordinal { return (i, i) }
                    seen += 1
                }
            }
            i += 1
        }
        return (nil, i)
    }
}
