/// How the statistics reach the airport table: an airport by its id, and the airport
/// within 3 km of a point (the rule that names a flight's ends).
struct StatisticsAirports: Sendable {
    var airport: @Sendable (AirportID) -> Airport
    var nearest: @Sendable (Coordinate) -> AirportID?
}

/// What the statistics read of one flight: its airports in order, its times, the
/// details its input gave, and which of the lines the records count its path crosses.
struct StatisticsFlight {
    var departureAirport: AirportID?
    var arrivalAirport: AirportID?
    /// Airports on the way: the inner vertices within 3 km of an airport, of a flight
    /// without per-vertex times (a route through airports, `SYD-SIN-LHR`). A recorded
    /// track has none: it passes airports without stopping.
    var stops: [AirportID]
    /// Metres.
    var distance: Double
    /// Seconds since 1970.
    var departure: Double?
    var arrival: Double?
    var crossesAntimeridian: Bool
    var crossesEquator: Bool
    var reachesPolarCircle: Bool
    var airline: RunStatistics.NameCount?
    var aircraft: RunStatistics.NameCount?
    var registration: RunStatistics.NameCount?
    var seatClass: RunStatistics.NameCount?
    var isDuplicate: Bool

    init(_ report: FlightReport, airports: StatisticsAirports) {
        let flight = report.flight
        let geometry = report.geometry
        departureAirport = report.startAirport
        arrivalAirport = report.endAirport
        if flight.vertexTimes.isEmpty && flight.vertices.count > 2 {
            stops = flight.vertices.dropFirst().dropLast().compactMap(airports.nearest)
        } else {
            stops = []
        }
        distance = geometry.distance
        departure = geometry.departure
        arrival = geometry.arrival
        crossesAntimeridian = geometry.crossesAntimeridian
        var south = false
        var north = false
        var polar = false
        for point in geometry.path {
            if point.latitude < 0 { south = true } else if point.latitude > 0 { north = true }
            if abs(point.latitude) >= RunStatistics.polarCircleLatitude { polar = true }
        }
        crossesEquator = south && north
        reachesPolarCircle = polar
        let details = flight.details
        airline = Self.count(code: details?.airlineCode, name: details?.airline)
        aircraft = Self.count(code: details?.aircraftCode, name: details?.aircraft)
        registration = Self.count(code: details?.registration, name: nil)
        seatClass = Self.count(code: details?.seatClass, name: nil)
        isDuplicate = false
    }

    /// A detail counted by its code where the input gives one, else by its name (the
    /// details are clean already, `FlightDetails`).
    private static func count(code: String?, name: String?) -> RunStatistics.NameCount? {
        guard let key = code ?? name else { return nil }
        return RunStatistics.NameCount(key: key, name: name ?? key)
    }

    /// One flight per leg: the departure, then one more per stop.
    var legs: Int { stops.count + 1 }

    /// Seconds from departure to arrival, where both are known and in order.
    var duration: Double? { Self.duration(from: departure, to: arrival) }

    static func duration(from departure: Double?, to arrival: Double?) -> Double? {
        guard let departure, let arrival, arrival >= departure else { return nil }
        return arrival - departure
    }

    /// The airports it departs from, stops at and lands at, in order.
    var airportsInOrder: [AirportID] {
        (departureAirport.map { [$0] } ?? []) + stops + (arrivalAirport.map { [$0] } ?? [])
    }

    /// Its share of the emissions (`EmissionFactors`), in kilograms of CO₂e.
    func emissions(airports: StatisticsAirports) -> (co2e: Double, withNonCO2Effects: Double) {
        let start = departureAirport.map { CountryTable.country(airports.airport($0).country) }
        let end = arrivalAirport.map { CountryTable.country(airports.airport($0).country) }
        let factor = EmissionFactors.factor(
            EmissionFactors.haul(from: start, to: end), EmissionFactors.cabin(seatClass: seatClass?.key))
        return EmissionFactors.estimate(distance: distance, factor)
    }
}
