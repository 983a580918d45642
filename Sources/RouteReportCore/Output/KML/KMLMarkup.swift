/// The fixed texts of markup that a list writes around each of its values (`<when>`,
/// `</gx:coord>`), each kept zero-padded to whole 8-byte words so `KMLTextChunks` copies
/// it with a few word moves rather than a call to memmove per value.
struct KMLMarkup: Sendable {
    private let padded: [UInt8]
    private let texts: [Range<Int>]

    init(_ texts: [String]) {
        var padded: [UInt8] = []
        var ranges: [Range<Int>] = []
        for text in texts {
            let start = padded.count
            padded += text.utf8
            ranges.append(start..<padded.count)
            padded += repeatElement(0, count: 8 - (padded.count - start) % 8)
        }
        self.padded = padded
        self.texts = ranges
    }

    /// Where one text's bytes are: `count` of them, then its padding.
    struct Bytes {
        let start: UnsafeRawPointer
        let count: Int
    }

    /// Runs `body` with the texts' bytes, in the order given.
    func withTexts<Result>(_ body: ([Bytes]) -> Result) -> Result {
        padded.withUnsafeBytes { buffer in
            body(
                texts.compactMap { text in buffer.baseAddress.map { Bytes(start: $0 + text.lowerBound, count: text.count) } })
        }
    }
}
