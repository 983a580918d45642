import Foundation
import Testing

@testable import RouteReportCore

/// Local wall-clock times to UTC. Expected instants are worked by hand from the zones'
/// rules (US: DST from the second Sunday of March 02:00 to the first Sunday of November
/// 02:00, EST −5 / EDT −4; New Zealand: NZDT +13 until the first Sunday of April 03:00,
/// then NZST +12; Singapore +8 and Tokyo +9 all year).
@Suite struct LocalTimeZonesTests {
    static func wall(_ text: String) -> Double {
        guard case .local(let seconds)? = Self.parse(text) else { return .nan }
        return seconds
    }

    static func parse(_ text: String) -> CSVTime? {
        Array(text.utf8).withUnsafeBufferPointer { CSVTime.parse($0) }
    }

    static func utc(_ text: String) -> Double {
        ISO8601Time.parse(text) ?? .nan
    }

    @Test(arguments: [
        // New York, the night the clocks go forward (2026-03-08 02:00 EST → 03:00 EDT).
        ("America/New_York", "2026-03-08 01:30", "2026-03-08T06:30:00Z"),
        ("America/New_York", "2026-03-08 01:59:59", "2026-03-08T06:59:59Z"),
        // 02:30 does not exist: read with the offset before (EST), 07:30Z = 03:30 EDT.
        ("America/New_York", "2026-03-08 02:30", "2026-03-08T07:30:00Z"),
        ("America/New_York", "2026-03-08 03:00", "2026-03-08T07:00:00Z"),
        ("America/New_York", "2026-03-08 03:30", "2026-03-08T07:30:00Z"),
        ("America/New_York", "2026-03-07 12:00", "2026-03-07T17:00:00Z"),
        ("America/New_York", "2026-03-09 12:00", "2026-03-09T16:00:00Z"),
        // ... and back (2026-11-01 02:00 EDT → 01:00 EST): 01:30 happens twice, the first is taken.
        ("America/New_York", "2026-11-01 00:30", "2026-11-01T04:30:00Z"),
        ("America/New_York", "2026-11-01 01:30", "2026-11-01T05:30:00Z"),
        ("America/New_York", "2026-11-01 02:30", "2026-11-01T07:30:00Z"),
        // The southern hemisphere: Auckland leaves NZDT on 2026-04-05 03:00 → 02:00.
        ("Pacific/Auckland", "2026-04-04 12:00", "2026-04-03T23:00:00Z"),
        ("Pacific/Auckland", "2026-04-05 02:30", "2026-04-04T13:30:00Z"),
        ("Pacific/Auckland", "2026-04-06 12:00", "2026-04-06T00:00:00Z"),
        // No DST on either side of the US change.
        ("Asia/Singapore", "2026-03-08 01:30", "2026-03-07T17:30:00Z"),
        ("Asia/Singapore", "2026-03-08 02:30", "2026-03-07T18:30:00Z"),
        ("Asia/Tokyo", "2026-03-09 00:15", "2026-03-08T15:15:00Z"),
    ])
    func localToUTC(zone: String, local: String, expected: String) {
        let zones = LocalTimeZones()
        #expect(zones.instant(local: Self.wall(local), zone: zone) == Self.utc(expected))
        // The same through spans already known, in reverse order.
        #expect(zones.instant(local: Self.wall(local) + 86_400 * 30, zone: zone) != nil)
        #expect(zones.instant(local: Self.wall(local), zone: zone) == Self.utc(expected))
    }

    @Test func manyTimesThroughOneCacheAgreeWithFreshOnes() {
        let shared = LocalTimeZones()
        var checked = 0
        for hour in stride(from: 0.0, to: 24 * 400, by: 7.25) {
            let local = Self.wall("2026-01-01 00:00") + hour * 3600
            let fresh = LocalTimeZones().instant(local: local, zone: "America/New_York")
            #expect(shared.instant(local: local, zone: "America/New_York") == fresh)
            checked += 1
        }
        #expect(checked > 1000)
    }

    @Test func unknownZone() {
        #expect(LocalTimeZones().instant(local: 0, zone: "Mars/Olympus_Mons") == nil)
    }

    @Test func timeSyntax() {
        #expect(Self.parse("2026-03-08T08:25:30Z") == .instant(Self.utc("2026-03-08T08:25:30Z")))
        #expect(Self.parse("2026-03-08 08:25+05:30") == .instant(Self.utc("2026-03-08T02:55:00Z")))
        #expect(Self.parse("2026-03-08t08:25-0800") == .instant(Self.utc("2026-03-08T16:25:00Z")))
        #expect(Self.parse("2026-03-08 08:25:30.5") == .local(Self.utc("2026-03-08T08:25:30Z") + 0.5))
        #expect(Self.parse(" 2026-03-08 ") == .date(Self.utc("2026-03-08T00:00:00Z")))
        // What logbooks write: one-digit hours, 24:00 for the day's end, a time of day alone.
        #expect(Self.parse("2026-03-08 8:25") == .local(Self.utc("2026-03-08T08:25:00Z")))
        #expect(Self.parse("2026-03-08 24:00") == .local(Self.utc("2026-03-09T00:00:00Z")))
        #expect(Self.parse("08:25") == .timeOfDay(8 * 3600 + 25 * 60, offset: nil))
        for bad in [
            "", "2026-02-29 10:00", "2026-03-08 24:01", "2026-03-08T10:00ZZ", "2026-03-08 10:00 UTC+1", "25:00",
            "2026-13-01", "31/04/2026",
        ] {
            #expect(Self.parse(bad) == nil, "\(bad)")
        }
    }
}
