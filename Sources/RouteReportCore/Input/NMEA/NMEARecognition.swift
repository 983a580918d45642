/// Whether text is an NMEA 0183 log: among its first lines (a logger may write a line or
/// two of its own first), one is an RMC or GGA sentence: `$`, a two-character talker,
/// `RMC,` or `GGA,`.
enum NMEARecognition {
    static let linesLooked = 20

    static func looksLikeNMEA(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var lines = TextLines(bytes)
        var looked = 0
        while looked < linesLooked, let line = lines.next() {
            let text = bytes[line.range]
            guard !text.isEmpty else { continue }
            looked += 1
            guard text.count >= 7, text.first == 0x24 else { continue }
            let type = Array(text.dropFirst(3).prefix(4))
            if type == Array("RMC,".utf8) || type == Array("GGA,".utf8) { return true }
        }
        return false
    }
}
