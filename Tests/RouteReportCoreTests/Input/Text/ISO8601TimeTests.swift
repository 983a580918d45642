import Foundation
import Testing

@testable import RouteReportCore

@Suite("ISO8601Time")
struct ISO8601TimeTests {
    @Test("Agrees with Foundation's Date.ISO8601FormatStyle on 20,000 generated date-times")
    func matchesFoundation() throws {
        var random = SeededGenerator(seed: 20_260_101)
        for _ in 0..<20_000 {
            // 1901...2099, whole milliseconds, offsets in quarter hours up to ±14:00.
            let seconds = random.next(in: -2_100_000_000...4_000_000_000)
            let millis = random.next(in: 0...999)
            let instant = Date(timeIntervalSince1970: Double(seconds) + Double(millis) / 1000)
            let offset = random.next(in: -56...56) * 900
            let fractional = random.next(in: 0...1) == 1
            let colon = random.next(in: 0...1) == 1
            let style = Date.ISO8601FormatStyle(
                timeZoneSeparator: colon ? .colon : .omitted, includingFractionalSeconds: fractional,
                timeZone: TimeZone(secondsFromGMT: offset)!)
            let text = instant.formatted(style)
            let expected = try Date(text, strategy: style).timeIntervalSince1970
            let parsed = try #require(ISO8601Time.parse(text), "\(text)")
            #expect(abs(parsed - expected) < 1e-6, "\(text)")
            // Foundation's formatter may truncate the millisecond it was given (binary
            // fractions), so against the generated instant allow one millisecond.
            #expect(
                abs(parsed - (fractional ? instant.timeIntervalSince1970 : Double(seconds))) < (fractional ? 1.001e-3 : 1e-9),
                "\(text)")
        }
    }

    @Test("Date-only values agree with Foundation at midnight UTC")
    func dates() throws {
        var random = SeededGenerator(seed: 7)
        let style = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!).year().month().day()
        for _ in 0..<2_000 {
            let day = random.next(in: -25_000...47_000)
            let text = Date(timeIntervalSince1970: Double(day) * 86_400).formatted(style)
            let expected = try Date(text, strategy: style).timeIntervalSince1970
            #expect(ISO8601Time.parse(text) == expected, "\(text)")
            #expect(expected == Double(day) * 86_400)
        }
    }

    @Test(
        "KML's other forms, zones, fractions and whitespace",
        arguments: [
            ("2026", 1_767_225_600.0),  // gYear: 2026-01-01T00:00:00Z
            ("2026-03", 1_772_323_200.0),  // gYearMonth
            ("2026-03-01", 1_772_323_200.0),
            ("2024-02-29T00:00:00Z", 1_709_164_800.0),
            ("2026-01-01T00:00:00", 1_767_225_600.0),  // no zone: UTC
            ("2026-01-01T00:00:00-00:30", 1_767_227_400.0),
            ("2026-01-01T05:30:00+0530", 1_767_225_600.0),
            ("2026-01-01T00:00:00.123456789Z", 1_767_225_600.123456789),
            ("  2026-01-01T00:00:00Z\n", 1_767_225_600.0),
            ("1970-01-01T00:00:00Z", 0.0),
            ("1969-12-31T23:59:59Z", -1.0),
        ])
    func accepted(text: String, seconds: Double) {
        #expect(ISO8601Time.parse(text) == seconds)
    }

    @Test(
        "Rejects what is not a valid time",
        arguments: [
            "", "yesterday", "2026-02-29T00:00:00Z", "2026-13-01", "2026-00-10", "2026-04-31",
            "2026-01-01T24:00:00Z", "2026-01-01T12:60:00Z", "2026-01-01T12:00:60Z",
            "2026-01-01 12:00:00Z", "2026-01-01T12:00Z", "2026-01-01T12:00:00.Z", "2026-01-01T12:00:00+1",
            "2026-01-01T12:00:00+01:60", "2026-1-01", "26-01-01", "2026-01-01T12:00:00Zjunk", "01/01/2026",
            "2026-01-01t12:00:00z",
        ])
    func rejected(text: String) {
        #expect(ISO8601Time.parse(text) == nil)
    }
}
