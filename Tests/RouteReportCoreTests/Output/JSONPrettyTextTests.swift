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
    /// description's: random bit patterns (every exponent), subnormals, integers, powers
    /// of ten, negative zero and the extremes.
    @Test func numbersAreTheDescriptionsBytes() {
        var random = SeededGenerator(seed: 15)
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, 1e16, 1e-7, 123_456_789_012_345_680, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 0.1 + 0.2,
        ]
        for exponent in -324...308 {
            let power = Double("1e\(exponent)") ?? 0
            values += [power, -power, power.nextUp, power.nextDown]
        }
        for _ in 0..<100_000 {
            values.append(Double(bitPattern: random.next()))
            values.append(Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF))  // subnormal
            values.append(Double(Int64(bitPattern: random.next()) >> (random.next() % 64)))  // integer
            values.append(Double.random(in: -1_000...1_000, using: &random))
        }
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
