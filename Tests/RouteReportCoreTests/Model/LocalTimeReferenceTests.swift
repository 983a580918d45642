import Foundation
import Testing

@testable import RouteReportCore

/// Instants told at zones' clocks against Python's zoneinfo
/// (Scripts/make_local_time_reference.py: around every clock change of 2011, 2023 and 2026
/// in New York, Los Angeles, London, Lord Howe's half hour, Kathmandu's +05:45, Chatham's
/// +12:45/+13:45, St John's, Apia's skipped day, and ordinary days).
@Suite struct LocalTimeReferenceTests {
    struct Row {
        var zone: String
        var instant: Double
        var local: String
        var offset: Int
    }

    static let rows: [Row] = {
        guard let text = try? String(contentsOf: Fixtures.url("localtime/reference.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line -> Row? in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 4, let instant = ISO8601Time.parse(fields[1]), let offset = Int(fields[3]) else {
                return nil
            }
            return Row(zone: fields[0], instant: instant, local: fields[2], offset: offset)
        }
    }()

    static let zones = Array(Set(rows.map(\.zone))).sorted()

    /// Airports in the fixture's zones, one an airport index.
    static let airports = StatisticsAirports(
        airport: { id in
            let zone = zones.indices.contains(Int(id.index)) ? zones[Int(id.index)] : "Nowhere/Nothing"
            return Airport(
                iata: nil, icao: "TEST", name: zone, city: zone, country: "XX", latitude: 0, longitude: 0, timeZone: zone)
        },
        nearest: { _ in nil })

    static func airport(_ zone: String) -> AirportID? {
        zones.firstIndex(of: zone).map { AirportID(index: $0, codeBytes: 0) }
    }

    @Test func theFixtureCoversEveryZone() {
        #expect(Self.rows.count > 500)
        #expect(Self.zones.count == 13)
    }

    @Test func everyInstantReadsAsZoneinfoReadsIt() {
        let clocks = AirportClocks(airports: Self.airports)
        for row in Self.rows {
            let time = clocks.time(row.instant, at: Self.airport(row.zone))
            #expect(time.iso8601 == row.local, "\(row.zone) \(row.instant)")
            #expect(time.offset == row.offset, "\(row.zone) \(row.instant)")
            #expect(time.zone == row.zone)
        }
    }

    /// The spans a cache has met, in another order, give the same answers as fresh ones.
    @Test func oneCacheInAnyOrderAgreesWithFreshOnes() {
        let shared = AirportClocks(airports: Self.airports)
        for row in Self.rows.reversed() {
            let fresh = AirportClocks(airports: Self.airports).time(row.instant, at: Self.airport(row.zone))
            #expect(shared.time(row.instant, at: Self.airport(row.zone)) == fresh)
            #expect(fresh.iso8601 == row.local)
        }
    }
}
