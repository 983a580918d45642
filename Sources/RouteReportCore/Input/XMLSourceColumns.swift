#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Columns found in the source bytes, best-effort: libxml2 tells the line of a start
/// tag (where the tag ends), and the column is where `<qname` starts on that line.
/// Only for ASCII-compatible encodings (not UTF-16), where a byte is a column.
struct XMLSourceColumns {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let enabled: Bool
    private var lineStarts: [Int]?
    /// Per `<qname`: the line, ordinal and offset where it was last found.
    private var lastTagStarts: [[UInt8]: (line: Int, ordinal: Int, start: Int)] = [:]
    /// Bytes the tag searches have stepped over so far: on a one-line file, finding every
    /// tag's column must step over each byte a bounded number of times (tests count it).
    private(set) var bytesSearched = 0

    init(storage: UnsafeMutableBufferPointer<UInt8>, enabled: Bool) {
        self.storage = storage
        self.enabled = enabled
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
        while i < range.upperBound && storage[i] != 0x3E { i += 1 }
        guard i < range.upperBound else { return nil }
        return i + 1 - range.lowerBound + 1
    }

    /// Where `<!DOCTYPE` is (it precedes the root element, so the first 64 KiB are enough).
    func doctype() -> (line: Int, column: Int)? {
        let pattern = Array("<!DOCTYPE".utf8)
        let end = min(storage.count, 65_536)
        guard enabled, end >= pattern.count else { return nil }
        var line = 1, column = 1
        for i in 0...(end - pattern.count) {
            if storage[i] == 0x3C && matches(pattern, at: i) {
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
    mutating func isInsideUnquotedRun(line: Int, column: Int, longerThan limit: Int) -> Bool {
        guard column >= 1, let range = lineRange(line) else { return false }
        let at = min(range.lowerBound + column - 1, storage.count)
        var begin = at, end = at
        while begin > 0 && storage[begin - 1] != 0x22 && storage[begin - 1] != 0x27 && at - begin <= limit { begin -= 1 }
        while end < storage.count && storage[end] != 0x22 && storage[end] != 0x27 && end - begin <= limit { end += 1 }
        return end - begin > limit
    }

    /// Whether `pattern` is at offset `i` (which leaves room for all of it).
    private func matches(_ pattern: [UInt8], at i: Int) -> Bool {
        guard let base = storage.baseAddress else { return false }
        return pattern.withUnsafeBufferPointer { wanted in
            guard let start = wanted.baseAddress else { return true }
            return memcmp(base + i, start, wanted.count) == 0
        }
    }

    private mutating func lineRange(_ line: Int) -> Range<Int>? {
        guard enabled, line >= 1 else { return nil }
        if lineStarts == nil {
            var starts = [0]
            for i in 0..<storage.count where storage[i] == 0x0A { starts.append(i + 1) }
            lineStarts = starts
        }
        guard let starts = lineStarts, line <= starts.count else { return nil }
        let begin = starts[line - 1]
        let end = line < starts.count ? starts[line] - 1 : storage.count
        return begin..<max(begin, end)
    }

    /// Byte offsets of the `ordinal`-th (from 0) `<qname` on the line and of the line's start.
    private mutating func tagStart(line: Int, qualifiedName: String, ordinal: Int) -> (start: Int, lineStart: Int)? {
        guard let range = lineRange(line) else { return nil }
        let pattern = [UInt8(ascii: "<")] + Array(qualifiedName.utf8)
        var seen = 0
        var i = range.lowerBound
        // Every Placemark (and each diagnostic) asks for a column: in a one-line file,
        // resume from where this name was found last instead of rescanning the line each
        // time, which was quadratic (20,000 placemarks: minutes).
        if let last = lastTagStarts[pattern], last.line == line, last.ordinal <= ordinal {
            seen = last.ordinal
            i = last.start
        }
        let searchStart = i
        defer { bytesSearched += i - searchStart }
        while i + pattern.count <= range.upperBound {
            if storage[i] == 0x3C && matches(pattern, at: i) {
                let after = i + pattern.count
                if after >= range.upperBound || [0x20, 0x09, 0x0D, 0x3E, 0x2F].contains(storage[after]) {
                    if seen == ordinal {
                        if lastTagStarts.count < 64 || lastTagStarts[pattern] != nil {
                            lastTagStarts[pattern] = (line, ordinal, i)
                        }
                        return (i, range.lowerBound)
                    }
                    seen += 1
                }
            }
            i += 1
        }
        return nil
    }
}
