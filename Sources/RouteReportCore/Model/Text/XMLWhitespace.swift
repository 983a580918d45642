/// XML whitespace: space, tab, line feed, carriage return (XML 1.0 `S`), for bytes,
/// C characters and UTF-16 units alike.
enum XMLWhitespace {
    @inline(__always)
    static func contains<Unit: BinaryInteger>(_ unit: Unit) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }
}

extension String {
    /// Without leading and trailing XML whitespace (space, tab, CR, LF).
    func trimmingXMLWhitespace() -> String {
        // Most text has none at either end: then it is itself.
        if let first = utf8.first, let last = utf8.last, !XMLWhitespace.contains(first), !XMLWhitespace.contains(last) {
            return self
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
