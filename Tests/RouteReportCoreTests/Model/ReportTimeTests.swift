import Foundation
import Testing

@testable import RouteReportCore

@Suite struct ReportTimeTests {
    @Test func knownInstants() {
        #expect(ReportTime.iso8601(0) == "1970-01-01T00:00:00Z")
        #expect(ReportTime.iso8601(1_767_225_600) == "2026-01-01T00:00:00Z")
        #expect(ReportTime.iso8601(951_782_400) == "2000-02-29T00:00:00Z")
        #expect(ReportTime.iso8601(-1) == "1969-12-31T23:59:59Z")
        #expect(ReportTime.iso8601(1_767_225_600.25) == "2026-01-01T00:00:00.250Z")
        #expect(ReportTime.iso8601(1_767_225_599.9996) == "2026-01-01T00:00:00Z")
        #expect(ReportTime.iso8601(1_767_225_599.9994) == "2025-12-31T23:59:59.999Z")
        #expect(ReportTime.iso8601(-0.5) == "1969-12-31T23:59:59.500Z")
        #expect(ReportTime.iso8601(-62_135_596_800) == "0001-01-01T00:00:00Z")
        #expect(ReportTime.iso8601(253_402_300_799) == "9999-12-31T23:59:59Z")
        #expect(ReportTime.iso8601(253_402_300_800) == "invalid")
        #expect(ReportTime.iso8601(.nan) == "invalid")
    }

    @Test func agreesWithFoundationOverFourHundredYears() {
        let style = Date.ISO8601FormatStyle()
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<5_000 {
            let seconds = Double(Int64.random(in: -6_000_000_000...7_000_000_000, using: &generator))
            #expect(ReportTime.iso8601(seconds) == Date(timeIntervalSince1970: seconds).formatted(style))
        }
    }
}
