import Foundation

/// Instants told as the clocks at airports showed them, through each airport's IANA zone
/// (`Airport.timeZone`) and the system's time zone database; never the machine's own
/// zone. An end without an airport, or whose zone the system does not know, is told in
/// UTC. Each zone keeps the spans of offset it has met (`ZoneOffsetSpans`): one per pass
/// over the flights, not thread-safe.
final class AirportClocks {
    private let airports: StatisticsAirports
    /// Each airport's place in `zones` by its table index: an array, as every flight
    /// looks up two airports. `unknown`: not looked up yet; `noZone`: the system knows
    /// no such zone.
    private var zoneSlots: [Int32] = []
    private static let unknown: Int32 = -1
    private static let noZone: Int32 = -2
    /// The zones met so far, each once, shared by the airports in them.
    private var zones: [Zone] = []
    /// Each zone's place in `zones` by name; `noZone` for a name the system does not know.
    private var slotsByName: [String: Int32] = [:]

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
        let index = Int(airport.index)
        if index < zoneSlots.count, zoneSlots[index] != Self.unknown {
            return zoneSlots[index] == Self.noZone ? nil : zones[Int(zoneSlots[index])]
        }
        if index >= zoneSlots.count {
            zoneSlots.append(contentsOf: repeatElement(Self.unknown, count: index + 1 - zoneSlots.count))
        }
        let name = airports.airport(airport).timeZone
        let slot: Int32
        if let known = slotsByName[name] {
            slot = known
        } else if let zone = TimeZone(identifier: name) {
            slot = Int32(zones.count)
            zones.append(Zone(name: name, offsets: ZoneOffsetSpans(zone)))
        } else {
            slot = Self.noZone
        }
        slotsByName[name] = slot
        zoneSlots[index] = slot
        return slot == Self.noZone ? nil : zones[Int(slot)]
    }
}
