#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A document's bytes that arrive piece by piece: a KMZ entry inflated as it is parsed.
/// Fills the start of `buffer` and returns how many bytes it wrote, 0 at the end, nil
/// when the bytes cannot be had (the stream keeps why).
protocol XMLByteStream: AnyObject {
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int?
}

/// The bytes an `XMLReader` feeds libxml2 and finds columns in, by document offset:
/// a whole file held in memory, or a window over a document that arrives as a stream,
/// which keeps its latest bytes (at least `keptBytes`) and forgets older ones, so
/// memory does not follow the document's size. Line starts are indexed when a column
/// is first asked for (a clean file never asks), and newlines are counted in bytes
/// that leave the window unindexed; a column can be found on a line while the bytes of
/// its tag are still held.
final class XMLSourceText {
    /// The bytes held; `held[0]` is document offset `start`.
    private(set) var held: UnsafeMutableBufferPointer<UInt8>
    private(set) var start = 0
    var end: Int { start + held.count }
    /// The stream has delivered its last byte (a whole file has).
    private(set) var ended: Bool
    /// The stream failed: its bytes cannot be trusted (the stream says why).
    private(set) var failed = false
    /// Memory for the window ran out.
    private(set) var outOfMemory = false

    private let whole: InputBytes?
    private let stream: XMLByteStream?
    private var capacity = 0
    /// Start offsets of the lines, from line `firstLine` on, as far as `indexedEnd`: the
    /// last is the start of the line that holds `indexedEnd`.
    private var lineStarts = [0]
    private var firstLine = 1
    private var indexedEnd = 0
    /// A stream's first bytes (where a DOCTYPE is looked for) after they left the window.
    private(set) var prefix: [UInt8] = []
    /// How many bytes without a quote end at `start` (see `XMLSourceColumns`).
    private(set) var unquotedRunBeforeStart = 0

    /// The bytes of one read from the stream.
    static let pieceSize = 1 << 16
    /// The window keeps at least this much behind the parser.
    static let keptBytes = 2 << 20
    static let prefixSize = 65_536

    init(whole bytes: InputBytes) {
        whole = bytes
        stream = nil
        held = bytes.buffer
        ended = true
    }

    init(stream: XMLByteStream) {
        whole = nil
        self.stream = stream
        held = UnsafeMutableBufferPointer(start: nil, count: 0)
        ended = false
    }

    deinit {
        if whole == nil { CheckedMemory.free(held.baseAddress) }
    }

    var isStream: Bool { stream != nil }

    /// The byte at document offset `offset` (held).
    @inline(__always)
    subscript(offset: Int) -> UInt8 { held[offset - start] }

    /// `count` held bytes from `offset`, as libxml2 takes them.
    func pointer(at offset: Int) -> UnsafePointer<UInt8>? {
        held.baseAddress.map { UnsafePointer($0 + (offset - start)) }
    }

    /// Reads the next piece of the stream onto the end of the window; false at the end
    /// of the stream, on its failure or when memory runs out. `keepFrom`: the earliest
    /// offset still needed (bytes not yet pushed, a tag still being scanned); older
    /// bytes than that and than `keptBytes` behind the end may be forgotten first.
    func readPiece(keepFrom: Int) -> Bool {
        guard let stream, !ended, !failed, !outOfMemory else { return false }
        if held.count + Self.pieceSize > capacity { makeRoom(keepFrom: keepFrom) }
        // Without room for a whole piece, nothing is read (the buffer is too small).
        guard !outOfMemory, let base = held.baseAddress else { return false }
        let room = UnsafeMutableRawBufferPointer(start: base + held.count, count: Self.pieceSize)
        guard let got = stream.read(into: room) else {
            failed = true
            return false
        }
        if got == 0 {
            ended = true
            return false
        }
        let before = end
        held = UnsafeMutableBufferPointer(start: base, count: held.count + got)
        if prefix.count < Self.prefixSize && before < Self.prefixSize {
            prefix += UnsafeBufferPointer(rebasing: held[(before - start)..<(min(end, Self.prefixSize) - start)])
        }
        return true
    }

    /// Forgets what lies before `min(keepFrom, end - keptBytes)`, then grows the buffer
    /// if a piece still does not fit.
    private func makeRoom(keepFrom: Int) {
        let newStart = max(start, min(keepFrom, end - Self.keptBytes))
        if newStart > start, let base = held.baseAddress {
            let dropped = newStart - start
            // Lines are counted in the dropped bytes before the kept ones move over them.
            noteUnquotedRun(UnsafeBufferPointer(start: base, count: dropped))
            forgetLines(before: newStart, dropped: UnsafeBufferPointer(start: base, count: dropped))
            memmove(base, base + dropped, held.count - dropped)
            held = UnsafeMutableBufferPointer(start: base, count: held.count - dropped)
            start = newStart
        }
        let needed = held.count + Self.pieceSize
        guard needed > capacity else { return }
        let grown = max(needed, capacity * 2, 4 * Self.pieceSize)
        guard let bigger = CheckedMemory.reallocate(held.baseAddress, to: grown) else {
            outOfMemory = true
            return
        }
        capacity = grown
        held = UnsafeMutableBufferPointer(start: bigger.assumingMemoryBound(to: UInt8.self), count: held.count)
    }

    private func noteUnquotedRun(_ dropped: UnsafeBufferPointer<UInt8>) {
        var i = dropped.count
        while i > 0 && dropped[i - 1] != 0x22 && dropped[i - 1] != 0x27 { i -= 1 }
        unquotedRunBeforeStart = i == 0 ? unquotedRunBeforeStart + dropped.count : dropped.count - i
    }

    /// Keeps the start of the line that holds `newStart` (columns count from it) and
    /// no earlier one; `dropped` holds the bytes from `start` to `newStart`.
    private func forgetLines(before newStart: Int, dropped: UnsafeBufferPointer<UInt8>) {
        if newStart <= indexedEnd {
            var index = 0
            while index + 1 < lineStarts.count && lineStarts[index + 1] <= newStart { index += 1 }
            if index > 0 {
                lineStarts.removeFirst(index)
                firstLine += index
            }
            return
        }
        // Bytes never indexed: only their newlines are counted.
        let unindexed = UnsafeBufferPointer(rebasing: dropped[(indexedEnd - start)...])
        let newlines = Self.newlineCount(unindexed)
        firstLine += lineStarts.count - 1 + newlines
        if newlines > 0 {
            var last = unindexed.count - 1
            while unindexed[last] != 0x0A { last -= 1 }
            lineStarts = [indexedEnd + last + 1]
        } else {
            lineStarts = [lineStarts[lineStarts.count - 1]]
        }
        indexedEnd = newStart
    }

    /// The line feeds in `bytes`, eight bytes at a time: per-byte counts add up in the
    /// eight lanes of a word for up to 255 words, then the lanes are summed.
    private static func newlineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var count = 0
        var i = 0
        while i + 8 <= bytes.count {
            var lanes: UInt64 = 0
            let stop = min(bytes.count - 8, i + 254 * 8)
            while i <= stop {
                let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ newlines
                // 1 in each byte of x that is zero (a line feed), 0 in the others.
                lanes &+= (~(((x & low7) &+ low7) | x | low7)) >> 7
                i += 8
            }
            // Byte lanes into 16-bit lanes, then their sum (at most 8 * 255) in the top one.
            let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
            count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while i < bytes.count {
            if bytes[i] == 0x0A { count += 1 }
            i += 1
        }
        return count
    }

    /// Indexes the line starts of the held bytes not indexed yet.
    private func indexLines() {
        guard indexedEnd < end, let base = held.baseAddress else { return }
        var starts = lineStarts
        lineStarts = []
        var i = indexedEnd - start
        let count = held.count
        while i < count, let found = memchr(base + i, 0x0A, count - i) {
            i = UnsafeMutableRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
            starts.append(start + i)
        }
        lineStarts = starts
        indexedEnd = end
    }

    /// Document offsets of line `line` (1-based), its line feed excluded, as far as the
    /// bytes go; the lower bound lies before `start` when the line began before the
    /// window. Nil for a line not (or no longer) known.
    func lineRange(_ line: Int) -> Range<Int>? {
        guard line >= 1 else { return nil }
        indexLines()
        let starts = lineStarts
        guard line >= firstLine, line - firstLine < starts.count else { return nil }
        let index = line - firstLine
        let begin = starts[index]
        let stop = index + 1 < starts.count ? starts[index + 1] - 1 : end
        return begin..<max(begin, stop)
    }

    /// Line and column (in bytes) of a held offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        indexLines()
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (firstLine + low, offset - starts[low] + 1)
    }
}
