import Foundation

/// The details of a flight list's row made clean and comparable across programs, so
/// that the statistics count one airline once whichever app wrote it.
enum CSVDetailText {
    /// Trimmed; nil when empty.
    static func trimmed(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Upper case without spaces: `ba 117` → `BA117`.
    static func code(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespaces.contains($0) }).uppercased()
    }

    /// `Name (XX/XXX)` → the name and the codes in the parentheses (`(BA/)`: IATA only,
    /// `(/BAW)`: ICAO only); a name without parentheses has none.
    static func nameAndCodes(_ text: String) -> (name: String?, codes: [String]) {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return (text, []) }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let codes = inside.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        guard codes.allSatisfy({ $0.utf8.count <= 4 && $0.utf8.allSatisfy(Self.isCodeByte) }) else { return (text, []) }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        return (name.isEmpty ? nil : name, codes)
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
