import Testing

@testable import RouteReportCore

/// A stream's window (`XMLSourceText`): the lines it counts in bytes it forgets unread.
@Suite("XMLSourceText")
struct XMLSourceTextTests {
    /// Hands out `bytes` in reads of at most `step`.
    final class Pieces: XMLByteStream {
        let bytes: [UInt8]
        let step: Int
        var offset = 0

        init(_ bytes: [UInt8], step: Int) {
            self.bytes = bytes
            self.step = step
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
            let count = min(step, buffer.count, bytes.count - offset)
            buffer.copyBytes(from: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
    }

    /// Lines of uneven lengths, so the newlines of the bytes dropped and of those kept differ.
    static func unevenLines(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in 0..<count {
            bytes += Array(repeating: UInt8(ascii: "x"), count: (line * 7919) % 1_013) + [0x0A]
        }
        return bytes
    }

    @Test("Lines forgotten unread are counted in the bytes dropped, wherever the window drops them")
    func linesCountedInDroppedBytes() {
        let bytes = Self.unevenLines(20_000)
        #expect(bytes.count > 3 * XMLSourceText.keptBytes)
        // Independently: each line's start by counting newlines.
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        for step in [XMLSourceText.pieceSize, 40_000] {
            let text = XMLSourceText(stream: Pieces(bytes, step: step))
            // The window keeps nothing it need not, and no line is looked up before the end.
            while text.readPiece(keepFrom: text.end) {}
            #expect(text.start > 0)
            for offset in [text.start, text.start + 12_345, text.end - 1] {
                let line = lineStarts.lastIndex { $0 <= offset } ?? 0
                let found = text.lineAndColumn(of: offset)
                #expect(found.line == line + 1, "step \(step), offset \(offset)")
                #expect(found.column == offset - lineStarts[line] + 1, "step \(step), offset \(offset)")
            }
        }
    }
}
