/// The lines of a text, one at a time, without copying: LF, CRLF or a lone CR end a
/// line (instruments write all three, and LF-only files are common). A UTF-8 BOM at the
/// start is skipped. Each line comes with its 1-based number and its bytes' range.
struct TextLines {
    struct Line {
        /// 1-based.
        var number: Int
        /// The line's bytes, without its line break.
        var range: Range<Int>
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private var number = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        position = bom ? 3 : 0
    }

    /// The next line, or nil at the end of the text (a final line break ends no extra line).
    mutating func next() -> Line? {
        guard position < bytes.count else { return nil }
        number += 1
        let start = position
        while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D { position += 1 }
        let end = position
        if position < bytes.count {
            if bytes[position] == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A { position += 1 }
            position += 1
        }
        return Line(number: number, range: start..<end)
    }
}
