import Foundation
import Testing

@testable import RouteReportCore

/// `JSONBytes` writes report.json's flight values; each value's bytes against an
/// independent reference: `Double.description`, `String(Int)`, JSONEncoder's string,
/// `ReportTime.iso8601`.
@Suite struct JSONBytesTests {
    static func text(_ write: (inout JSONBytes) -> Void) -> String {
        var bytes = JSONBytes(reservingCapacity: 0)
        write(&bytes)
        return String(decoding: bytes.array(), as: UTF8.self)
    }

    /// `Double.description` without a trailing `.0`, -0 as 0.
    static func expected(_ value: Double) -> String {
        if value == 0 { return "0" }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Random bit patterns (every exponent), subnormals, integers, powers of ten and their
    /// neighbours, negative zero and the extremes.
    static func numbers() -> [Double] {
        var random = SeededGenerator(seed: 1515)
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, 1e16, 1e-7, 123_456_789_012_345_680, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .leastNormalMagnitude, -.leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .ulpOfOne, 0.1 + 0.2, -2.2250738585072014e-308,
        ]
        for exponent in -324...308 {
            let power = Double("1e\(exponent)") ?? 0
            values += [power, -power, power.nextUp, power.nextDown]
        }
        for _ in 0..<100_000 {
            values.append(Double(bitPattern: random.next()))
            values.append(Double(bitPattern: random.next() & 0x800F_FFFF_FFFF_FFFF))  // subnormal
            values.append(Double(Int64(bitPattern: random.next()) >> (random.next() % 64)))  // integer
            values.append(Double.random(in: -1_000...1_000, using: &random))
        }
        return values.filter(\.isFinite)
    }

    @Test func numbersAreTheDescriptionsBytes() {
        let values = Self.numbers()
        let mismatches = values.filter { value in Self.text { $0.number(value) } != Self.expected(value) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map(\.bitPattern))")
        // One after another into one buffer that grows from its smallest size.
        let joined = Self.text { bytes in
            for value in values {
                bytes.number(value)
                bytes.put(UInt8(ascii: ","))
            }
        }
        #expect(joined == values.map { Self.expected($0) + "," }.joined())
    }

    @Test func nonFiniteNumbersAreTheConfiguredStrings() {
        #expect(Self.text { $0.number(.nan) } == #""NaN""#)
        #expect(Self.text { $0.number(.infinity) } == #""inf""#)
        #expect(Self.text { $0.number(-.infinity) } == #""-inf""#)
    }

    @Test func intsAreTheirDecimalText() {
        var random = SeededGenerator(seed: 77)
        var values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for _ in 0..<10_000 { values.append(Int(bitPattern: UInt(random.next())) >> (random.next() % 64)) }
        let mismatches = values.filter { value in Self.text { $0.int(value) } != String(value) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func stringsAreJSONEncodersStrings() {
        var random = SeededGenerator(seed: 3)
        var strings = [
            "", "plain", "quote \" backslash \\ slash / tab \t newline \n return \r",
            "\u{0}\u{1}\u{8}\u{b}\u{c}\u{1a}\u{1f}\u{7f}", "é 漢字 😀 \u{2028}\u{2029} <&>'",
            String(repeating: "long name ", count: 500),
        ]
        // Random scalars, control characters and quotes among them.
        let pool: [Unicode.Scalar] = ["\"", "\\", "\u{0}", "\u{1f}", "\n", "a", "/", "é", "\u{7f}", "😀", "漢"]
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<random.next(in: 0...40) { scalars.append(pool[random.next(in: 0...(pool.count - 1))]) }
            strings.append(String(scalars))
        }
        for string in strings {
            let reference = String(decoding: JSONReportWriter.encode(string).dropLast(), as: UTF8.self)
            #expect(Self.text { $0.string(string) } == reference)
            var quoted: [UInt8] = []
            JSONPrettyText.appendQuoted(string, to: &quoted)
            #expect(String(decoding: quoted, as: UTF8.self) == reference)
        }
    }

    @Test func timesAreReportTimesStrings() {
        var random = SeededGenerator(seed: 9)
        var times: [Double] = [0, -0.5, 1_767_225_599.9996, -62_135_596_800, 253_402_300_799, 253_402_300_800, .nan, .infinity]
        for _ in 0..<10_000 { times.append(Double.random(in: -7e10...3e11, using: &random)) }
        for time in times {
            #expect(Self.text { $0.time(time) } == "\"" + ReportTime.iso8601(time) + "\"", "\(time)")
        }
    }
}
