import Testing

@testable import RouteReportCore

@Suite struct JSONPrettyTextTests {
    /// What `number` must write: `Double.description` without a trailing `.0`.
    static func expected(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static func written(_ value: Double) -> String {
        var json = JSONPrettyText()
        json.number(value)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// `number` writes the description's bytes straight into the text; they must be the
    /// description's (the values of `JSONBytesTests.numbers`: every exponent, subnormals,
    /// integers, powers of ten, negative zero and the extremes).
    @Test func numbersAreTheDescriptionsBytes() {
        let values = JSONBytesTests.numbers()
        var mismatches: [Double] = []
        for value in values where value.isFinite && Self.written(value) != Self.expected(value) {
            mismatches.append(value)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map(\.bitPattern))")
        // Appended after other text, at the right place.
        var json = JSONPrettyText()
        json.beginArray()
        json.element()
        json.number(2.0)
        json.element()
        json.number(-1.5e-300)
        json.endArray()
        #expect(String(decoding: json.bytes, as: UTF8.self) == "[\n  2,\n  -1.5e-300\n]")
    }
}
