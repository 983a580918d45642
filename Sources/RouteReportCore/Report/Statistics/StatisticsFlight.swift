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
    /// The departure as the clocks at the start showed it (UTC where no zone is known):
    /// years and the first and last flight go by it, as flight logs count them.
    var departureLocal: LocalTime?
    var crossesAntimeridian: Bool
    var crossesEquator: Bool
    var reachesPolarCircle: Bool
    var airline: DetailMention?
    var aircraft: DetailMention?
    var registration: DetailMention?
    var seatClass: DetailMention?
    var isDuplicate: Bool
    /// Take-off to landing, where a pilot's logbook gives them beside the gate times.
    var airborne: Double?
    /// A flight the emissions factors do not describe: no airline and no flight number,
    /// and an aircraft type that is no airliner (`AirlinerTypes`).
    var isGeneralAviation: Bool

    // Reads each field through `report` rather than copying its flight and geometry
    // whole: the copies' retains and releases cost more than the rest of the pass.
    init(_ report: borrowing FlightReport, airports: StatisticsAirports) {
        departureAirport = report.startAirport
        arrivalAirport = report.endAirport
        if report.flight.vertexTimes.isEmpty && report.flight.vertices.count > 2 {
            stops = report.flight.vertices.dropFirst().dropLast().compactMap(airports.nearest)
        } else {
            stops = []
        }
        distance = report.geometry.distance
        departure = report.geometry.departure
        arrival = report.geometry.arrival
        departureLocal = report.departureLocal ?? departure.map { LocalTime(utc: $0) }
        crossesAntimeridian = report.geometry.crossesAntimeridian
        let southmost = report.geometry.pathLatitudes.south
        let northmost = report.geometry.pathLatitudes.north
        crossesEquator = southmost < 0 && northmost > 0
        reachesPolarCircle = max(-southmost, northmost) >= RunStatistics.polarCircleLatitude
        if let details = report.flight.details {
            // A known airline or type is counted under its codes and shown by its name,
            // whichever of them the file wrote.
            if let known = AirlineNames.known(details) {
                airline = DetailMention(code: known.iata, otherCode: known.icao, name: known.name)
            } else {
                airline = DetailMention(
                    code: details.airlineCode, otherCode: details.airlineOtherCode, name: details.airline)
            }
            if let known = AircraftNames.known(details) {
                aircraft = DetailMention(
                    code: known.icao, otherCode: known.iata.isEmpty ? nil : known.iata, name: known.name)
            } else {
                aircraft = DetailMention(code: details.aircraftCode, name: details.aircraft)
            }
            registration = DetailMention(code: details.registration, name: nil)
            seatClass = DetailMention(code: details.seatClass, name: nil)
            airborne = details.airborne
            isGeneralAviation =
                details.flightNumber == nil && details.airline == nil && details.airlineCode == nil
                && details.aircraftCode.map { !AirlinerTypes.isAirliner($0) } ?? false
        } else {
            (airline, aircraft, registration, seatClass) = (nil, nil, nil, nil)
            airborne = nil
            isGeneralAviation = false
        }
        isDuplicate = report.duplicateOf != nil
    }

    /// One flight per leg: the departure, then one more per stop.
    var legs: Int { stops.count + 1 }

    /// Seconds from departure to arrival, where both are known and in order.
    var duration: Double? { Self.duration(from: departure, to: arrival) }

    static func duration(from departure: Double?, to arrival: Double?) -> Double? {
        guard let departure, let arrival, arrival >= departure else { return nil }
        return arrival - departure
    }
}
