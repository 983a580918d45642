/// One NMEA 0183 sentence of a log line: `$`, the address (a two-letter talker such as
/// `GP`, `GN`, `GL`, `GA`, `BD`, then the three-letter sentence type), its comma-separated
/// fields, and an optional `*hh` checksum, the XOR of the bytes between `$` and `*`.
/// Bytes after a valid checksum (a logger's junk, a second `\r`) are ignored.
struct NMEASentence {
    struct Field {
        var bytes: ArraySlice<UInt8>
        /// 1-based byte column of the field's first byte in its line.
        var column: Int
    }

    var talker: String
    var type: String
    /// The fields after the address, in order.
    var fields: [Field]
    /// 1-based column of the `$`.
    var column: Int

    enum Reading {
        case sentence(NMEASentence)
        /// A line that is no sentence routereport reads and no fault: empty, a `#`
        /// comment, an AIS (`!`) or a proprietary (`$P…`) sentence.
        case skipped
        case fault(rule: Rule, column: Int, severity: Severity? = nil, message: String)
    }

    static func read(_ line: [UInt8]) -> Reading {
        var end = line.count
        while end > 0 && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
        guard end > 0 else { return .skipped }
        switch line[0] {
        case 0x23, 0x21: return .skipped  // # comment, ! AIS encapsulation
        case 0x24: break
        default:
            return .fault(
                rule: .nmeaSyntax, column: 1, severity: .warning,
                message: "the line is no NMEA sentence (it does not start with '$'); skipped")
        }
        if end > 1 && line[1] == 0x50 { return .skipped }  // $P…: proprietary
        var dataEnd = end
        if let star = line[..<end].firstIndex(of: 0x2A) {
            dataEnd = star
            guard star + 2 < line.count, let high = HexDigit.value(line[star + 1]), let low = HexDigit.value(line[star + 2])
            else {
                return .fault(
                    rule: .nmeaChecksum, column: star + 1,
                    message: "the checksum after '*' is not two hexadecimal digits; the sentence is skipped")
            }
            let expected = high << 4 | low
            let computed = line[1..<star].reduce(UInt8(0), ^)
            guard computed == expected else {
                return .fault(
                    rule: .nmeaChecksum, column: star + 1,
                    message:
                        "the checksum is \(hexText(expected)) but the sentence's bytes give \(hexText(computed)); the sentence is skipped"
                )
            }
        }
        var fields: [Field] = []
        var start = 1
        for index in 1...dataEnd where index == dataEnd || line[index] == 0x2C {
            fields.append(Field(bytes: line[start..<index], column: start + 1))
            start = index + 1
        }
        let address = fields.removeFirst().bytes
        guard address.count == 5, address.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) }) else {
            return .fault(
                rule: .nmeaSyntax, column: 2,
                message: "the sentence's address '\(text(address))' is not a talker and a sentence type (GPRMC); skipped")
        }
        return .sentence(
            NMEASentence(
                talker: String(decoding: address.prefix(2), as: UTF8.self),
                type: String(decoding: address.suffix(3), as: UTF8.self), fields: fields, column: 1))
    }

    private static func hexText(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }

    /// Bytes as text for a message, control characters left out, at most 40.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix(40).filter { $0 >= 0x20 && $0 != 0x7F }, as: UTF8.self)
    }
}
