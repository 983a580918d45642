/// The byte-level reading the schema shortcuts' strict checks share.
enum SchemaValueText {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Only XML whitespace (or nothing).
    static func isWhitespace(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.allSatisfy(XMLWhitespace.contains)
    }

    /// The decimal number of `count` digits at `at`, nil where one is not a digit or the
    /// text ends first.
    static func number(_ text: UnsafeBufferPointer<UInt8>, at: Int, count: Int) -> Int? {
        guard at + count <= text.count else { return nil }
        var value = 0
        for index in at..<(at + count) {
            guard isDigit(text[index]) else { return nil }
            value = value * 10 + Int(text[index] - 0x30)
        }
        return value
    }

    /// Whether day `day` of month `month` (1–12) is in year `year`'s calendar.
    static func isDayOfMonth(_ day: Int, month: Int, year: Int) -> Bool {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day >= 1 && day <= days
    }
}
