import Foundation

/// The details of a flight list's row made clean and comparable across programs, so
/// that the statistics count one airline once whichever app wrote it.
enum CSVDetailText {
    /// Trimmed; nil when empty.
    static func trimmed(_ bytes: [UInt8]) -> String? {
        let range = asciiTrimmed(bytes, 0..<bytes.count)
        guard !range.isEmpty else { return nil }
        // White space beyond ASCII (a no-break space, U+3000) is rare: Foundation trims it.
        if bytes[range.lowerBound] >= 0x80 || bytes[range.upperBound - 1] >= 0x80 {
            let text = String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// `range` of `bytes` without the ASCII white space (tab to carriage return, space) at
    /// either end.
    private static func asciiTrimmed<C: BidirectionalCollection<UInt8>>(_ bytes: C, _ range: Range<C.Index>) -> Range<C.Index> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && isSpace(bytes[lower]) { lower = bytes.index(after: lower) }
        while upper > lower && isSpace(bytes[bytes.index(before: upper)]) { upper = bytes.index(before: upper) }
        return lower..<upper
    }

    /// Upper case without spaces: `ba 117` → `BA117`.
    static func code(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespaces.contains($0) }).uppercased()
    }

    /// `Name (XX/XXX)` → the name and the codes in the parentheses, upper-cased (`(BA/)`:
    /// IATA only, `(/BAW)`: ICAO only); a name without parentheses has none.
    static func nameAndCodes(_ text: String) -> (name: String?, codes: [String]) {
        let bytes = text.utf8
        guard bytes.last == 0x29, let open = bytes.lastIndex(of: 0x28) else { return (text, []) }
        let close = bytes.index(before: bytes.endIndex)
        var codes: [String] = []
        var start = bytes.index(after: open)
        var index = start
        while true {
            if index == close || bytes[index] == 0x2F {
                let code = asciiTrimmed(bytes, start..<index)
                guard bytes.distance(from: code.lowerBound, to: code.upperBound) <= 4,
                    bytes[code].allSatisfy(Self.isCodeByte)
                else { return (text, []) }
                codes.append(String(decoding: bytes[code].map { $0 >= 0x61 ? $0 - 0x20 : $0 }, as: UTF8.self))
                if index == close { break }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        let name = asciiTrimmed(bytes, bytes.startIndex..<open)
        return (name.isEmpty ? nil : String(text[name]), codes)
    }

    private static func isCodeByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The kind of seat, one word: `window`, `middle`, `aisle`; else as written, lower case.
    static func seatType(_ text: String) -> String {
        let lower = text.lowercased()
        if lower.contains("window") { return "window" }
        if lower.contains("aisle") { return "aisle" }
        if lower.contains("middle") || lower.contains("center") || lower.contains("centre") { return "middle" }
        return lower
    }

    /// The class of travel, one word: `first`, `business`, `premium-economy`, `economy`,
    /// `private`; else as written, lower case (`BUSINESS (C)`, `ECO LIGHT`,
    /// `PREMIUM_ECONOMY` and `Economy+` all find theirs).
    static func seatClass(_ text: String) -> String {
        let lower = text.lowercased()
        if lower.contains("premium") || lower.contains("economy+") || lower.contains("eco+")
            || lower.contains("economy plus")
        {
            return "premium-economy"
        }
        if lower.contains("first") { return "first" }
        if lower.contains("business") || lower.contains("biz") { return "business" }
        if lower.contains("eco") || lower.contains("coach") || lower.contains("main cabin") { return "economy" }
        if lower.contains("private") { return "private" }
        return lower
    }

    /// Why one flew: `leisure`, `business`, `crew`, `other`; else as written, lower case.
    static func reason(_ text: String) -> String {
        let lower = text.lowercased()
        if ["leisure", "personal", "holiday", "vacation", "private"].contains(where: lower.contains) { return "leisure" }
        if lower.contains("business") || lower.contains("work") { return "business" }
        if lower.contains("crew") { return "crew" }
        if lower.contains("other") { return "other" }
        return lower
    }

    /// The airline's IATA code from a flight number that starts with two letters or
    /// digits and then a digit (`BA117` → `BA`, `U21234` → `U2`), as OpenFlights reads it.
    static func airlineCode(fromFlightNumber number: String) -> String? {
        let bytes = Array(number.utf8)
        guard bytes.count >= 3, bytes.prefix(2).allSatisfy(isCodeByte), bytes[2] >= 0x30, bytes[2] <= 0x39,
            !(bytes[0] >= 0x30 && bytes[0] <= 0x39 && bytes[1] >= 0x30 && bytes[1] <= 0x39)
        else { return nil }
        return String(decoding: bytes.prefix(2), as: UTF8.self).uppercased()
    }
}
