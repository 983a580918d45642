/// The lines of a stream of bytes, cut as the reads bring them, so that a line-based
/// reader (IGC, NMEA) holds one read's worth and the line being cut, never the file: the
/// same lines, numbered the same, as `TextLines` gives over the whole text (LF, CRLF or
/// a lone CR end a line, even when a CRLF is split between two reads; a UTF-8 BOM at the
/// start is skipped). A line longer than `longestLine` keeps its first `longestLine`
/// bytes: no record of these formats comes near, and memory stays bounded.
enum StreamedLines {
    static let longestLine = 65_536
    static let readSize = 1 << 16

    /// Calls `body` with each line and its 1-based number until `read` (which fills a
    /// buffer and says how many bytes it gave: 0 at the end, nil when the read failed)
    /// is done.
    static func forEach(
        read: (UnsafeMutableRawBufferPointer) -> Int?, _ body: (_ line: [UInt8], _ number: Int) -> Void
    ) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: readSize, alignment: 1)
        defer { buffer.deallocate() }
        var line: [UInt8] = []
        var number = 0
        var afterCR = false
        var started = false
        // How many bytes of a BOM the stream began with so far (a read may end inside
        // it); nil once the start is past.
        var bomMatched: Int? = 0
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        while let count = read(buffer), count > 0 {
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<count]).bindMemory(to: UInt8.self)
            for byte in bytes {
                if let matched = bomMatched {
                    if byte == bom[matched] {
                        bomMatched = matched + 1 == bom.count ? nil : matched + 1
                        continue
                    }
                    bomMatched = nil
                    line.append(contentsOf: bom[0..<matched])
                    started = started || matched > 0
                }
                if byte == 0x0A && afterCR {
                    afterCR = false
                    continue
                }
                afterCR = byte == 0x0D
                if byte == 0x0A || byte == 0x0D {
                    number += 1
                    body(line, number)
                    line.removeAll(keepingCapacity: true)
                    started = false
                    continue
                }
                started = true
                if line.count < longestLine { line.append(byte) }
            }
        }
        if let matched = bomMatched, matched > 0 {
            line.append(contentsOf: bom[0..<matched])
            started = true
        }
        if started { body(line, number + 1) }
    }
}
