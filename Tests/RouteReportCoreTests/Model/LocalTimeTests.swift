import Testing

@testable import RouteReportCore

/// A time at a place's clocks as the reports write it. Expected texts checked against
/// Python's zoneinfo (`datetime.fromtimestamp(t, ZoneInfo(zone)).isoformat()`).
@Suite struct LocalTimeTests {
    static let airports = StatisticsAirports.table

    static func id(_ code: String) -> AirportID? { AirportTable.shared.id(code: code) }

    static func utc(_ text: String) -> Double { ISO8601Time.parse(text) ?? .nan }

    /// BA178 leaves JFK at 22:30 on 2023-01-20, which is 03:30Z on the 21st: a flight
    /// log lists it on the 20th.
    @Test func anEveningDepartureFromNewYorkKeepsItsDay() {
        let time = AirportClocks(airports: Self.airports).time(Self.utc("2023-01-21T03:30:00Z"), at: Self.id("JFK"))
        #expect(time.zone == "America/New_York")
        #expect(time.offset == -18_000)
        #expect(time.iso8601 == "2023-01-20T22:30:00-05:00")
        #expect(time.readable == "2023-01-20 22:30 -05:00")
        #expect(time.date == "2023-01-20")
        #expect(time.year == 2023)
        #expect(ReadableText.localTimeWithZone(time) == "2023-01-20 22:30 -05:00 America/New_York (2023-01-21T03:30:00Z)")
    }

    @Test func offsetsOfQuarterAndHalfHoursAndWest() {
        let clocks = AirportClocks(airports: Self.airports)
        let kathmandu = clocks.time(Self.utc("2026-05-01T12:00:00Z"), at: Self.id("KTM"))
        #expect(kathmandu.iso8601 == "2026-05-01T17:45:00+05:45")
        let stJohns = clocks.time(Self.utc("2026-01-10T12:00:00Z"), at: Self.id("YYT"))
        #expect(stJohns.iso8601 == "2026-01-10T08:30:00-03:30")
        #expect(stJohns.offsetText == "-03:30")
        #expect(LocalTime(instant: 0, offset: -17_762, zone: "America/New_York").offsetText == "-04:56:02")
    }

    @Test func anEndWithoutAnAirportOrAKnownZoneIsToldInUTC() {
        let instant = Self.utc("2023-01-21T03:30:00Z")
        let noAirport = AirportClocks(airports: Self.airports).time(instant, at: nil)
        #expect(noAirport == LocalTime(utc: instant))
        #expect(noAirport.iso8601 == "2023-01-21T03:30:00Z")
        #expect(noAirport.readable == "2023-01-21 03:30 UTC")
        #expect(noAirport.zoneName == "UTC")
        #expect(ReadableText.localTimeWithZone(noAirport) == "2023-01-21 03:30 UTC")
        let nowhere = StatisticsAirports(
            airport: { _ in
                Airport(
                    iata: nil, icao: "XXXX", name: "", city: "", country: "XX", latitude: 0, longitude: 0,
                    timeZone: "Nowhere/Nothing")
            }, nearest: { _ in nil })
        let unknown = AirportClocks(airports: nowhere).time(instant, at: AirportID(index: 0, codeBytes: 0))
        #expect(unknown == LocalTime(utc: instant))
    }

    @Test func secondsAndFractionsAreKept() {
        let time = AirportClocks(airports: Self.airports).time(Self.utc("2026-07-01T10:00:05.250Z"), at: Self.id("LHR"))
        #expect(time.iso8601 == "2026-07-01T11:00:05.250+01:00")
        #expect(time.readable == "2026-07-01 11:00:05.250 +01:00")
    }

    @Test func aTimeBeyondTheWritableYearsHasNoText() {
        let time = LocalTime(instant: 253_402_300_000, offset: 50_400, zone: "Pacific/Kiritimati")
        #expect(time.iso8601 == nil && time.readable == nil && time.date == nil)
        #expect(ReadableText.localTime(nil) == ReadableText.none)
    }
}
