/// Whether text is an IGC file: its first line an A record (`A`, then the recorder's
/// three-character manufacturer code, no field separators as a CSV header has), and a
/// later line an H record (`H`, its source `F`, `O`, `P` or `S`, a three-letter code) or
/// a B record (`B` and six digits of time).
enum IGCRecognition {
    static func looksLikeIGC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var lines = TextLines(bytes)
        var sawARecord = false
        while let line = lines.next() {
            let text = bytes[line.range]
            guard let first = text.first else { continue }
            if !sawARecord {
                guard first == 0x41, text.count >= 4,
                    text.dropFirst().prefix(3).allSatisfy(isAlphanumeric),
                    !text.contains(where: { $0 == 0x2C || $0 == 0x3B || $0 == 0x09 })
                else { return false }
                sawARecord = true
                continue
            }
            if first == 0x48, text.count >= 5, [0x46, 0x4F, 0x50, 0x53].contains(text[text.startIndex + 1]) {
                return true
            }
            if first == 0x42, text.count >= IGCFix.minimumLength,
                text.dropFirst().prefix(6).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
            {
                return true
            }
        }
        return false
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
