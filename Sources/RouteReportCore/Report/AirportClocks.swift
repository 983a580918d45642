import Foundation

/// Instants told as the clocks at airports showed them, through each airport's IANA zone
/// (`Airport.timeZone`) and the system's time zone database; never the machine's own
/// zone. An end without an airport, or whose zone the system does not know, is told in
/// UTC. Each zone keeps the spans of offset it has met (`ZoneOffsetSpans`): one per pass
/// over the flights, not thread-safe.
final class AirportClocks {
    private let airports: StatisticsAirports
    /// Each airport's zone by its table index; nil inside: the system knows no such zone.
    private var byAirport: [UInt32: Zone?] = [:]
    /// The zones by name, shared by the airports in them.
    private var byName: [String: Zone?] = [:]

    /// A zone under the name the airport table gives it (what the reports write, the same
    /// on every machine), and its offsets.
    private struct Zone {
        var name: String
        var offsets: ZoneOffsetSpans
    }

    init(airports: StatisticsAirports) {
        self.airports = airports
    }

    /// `instant` at `airport`'s clocks; in UTC without an airport or a known zone.
    func time(_ instant: Double, at airport: AirportID?) -> LocalTime {
        guard let airport, instant.isFinite, let zone = zone(of: airport) else { return LocalTime(utc: instant) }
        let offset = zone.offsets.offset(at: instant)
        guard offset.isFinite, abs(offset) < 86_400 else { return LocalTime(utc: instant) }
        return LocalTime(instant: instant, offset: Int(offset), zone: zone.name)
    }

    /// A flight's departure at the airport the report names for its start, its arrival
    /// at the one it names for its end.
    func assign(to flight: inout FlightReport) {
        flight.departureLocal = flight.geometry.departure.map { time($0, at: flight.startAirport) }
        flight.arrivalLocal = flight.geometry.arrival.map { time($0, at: flight.endAirport) }
    }

    private func zone(of airport: AirportID) -> Zone? {
        if let known = byAirport[airport.index] { return known }
        let name = airports.airport(airport).timeZone
        let zone: Zone?
        if let known = byName[name] {
            zone = known
        } else {
            zone = TimeZone(identifier: name).map { Zone(name: name, offsets: ZoneOffsetSpans($0)) }
            byName[name] = .some(zone)
        }
        byAirport[airport.index] = .some(zone)
        return zone
    }
}
