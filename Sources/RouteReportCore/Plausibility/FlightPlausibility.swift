/// The mistakes a logbook or a schedule really has, that every reader takes as written:
/// a flight from an airport to itself, times that imply a speed or a duration no
/// aircraft flies, a year mistyped, a latitude and longitude swapped that stays in
/// range. Each is a warning at the flight, with the thresholds of `PlausibilityLimits`.
///
/// A flight with a time on every vertex is a recording (a GPS track): its times were not
/// typed, and it may be a walk or a day's log, so only the checks that no recording can
/// pass apply to it (a speed too fast, a date out of range, a swapped end). A line of
/// many vertices drawn in KML or GPX is a path, not a list of airports: only its ends
/// are judged, and a stop on the way is a vertex at an airport.
struct FlightPlausibility {
    let airports: AirportTable
    /// The run's reference time, seconds since 1970.
    let referenceTime: Double

    /// - Parameter airportList: whether every vertex of the flight is an airport (a CSV
    ///   row or a route string), so that each leg is a flight of its own.
    func check(_ report: FlightReport, airportList: Bool) -> [Diagnostic] {
        let flight = report.flight
        let recorded = !flight.vertexTimes.isEmpty
        var found: [Diagnostic] = []
        func warn(_ rule: Rule, _ message: String) {
            found.append(Diagnostic(rule, message, at: flight.source))
        }
        if !recorded && (airportList || flight.vertices.count == 2), let leg = sameAirportLeg(flight.vertices) {
            warn(
                .sameAirport,
                (flight.vertices.count == 2 ? "the flight goes" : "leg \(leg.index) goes") + " from \(leg.name) to itself;"
                    + " a mistyped from or to?")
        }
        // The two ends by number, not through arrays: an array is an allocation a flight.
        for endIndex in 0..<2 {
            let (end, vertex) = endIndex == 0 ? ("start", flight.vertices.first) : ("end", flight.vertices.last)
            if let vertex, let airport = swappedAirport(vertex) {
                warn(
                    .coordinatesSwapped,
                    "the \(end) (lat \(Self.degrees(vertex.latitude)), lon \(Self.degrees(vertex.longitude))) is far from"
                        + " every airport, but read the other way round it is at \(airport.code) (\(airport.name)):"
                        + " latitude and longitude swapped? KML writes lon,lat, GeoJSON [lon, lat]; GPX lat and lon attributes")
            }
        }
        let geometry = report.geometry
        if let departure = geometry.departure {
            if departure > referenceTime + PlausibilityLimits.furthestAhead {
                warn(
                    .implausibleDate,
                    "departs \(ReportTime.iso8601(departure)), more than a year after the reference time"
                        + " \(ReportTime.iso8601(referenceTime)); a mistyped year?")
            } else if departure < PlausibilityLimits.earliestDeparture {
                warn(.implausibleDate, "departs \(ReportTime.iso8601(departure)), before 1903; a mistyped year?")
            }
        }
        guard let departure = geometry.departure, let arrival = geometry.arrival, arrival > departure else { return found }
        let duration = arrival - departure
        let speed = geometry.distance / duration
        let sameAirport = found.contains { $0.rule == .sameAirport }
        if !recorded && duration > PlausibilityLimits.longestDuration
            && duration > PlausibilityLimits.longestDuration * Double(legs(flight.vertices, airportList: airportList))
        {
            warn(
                .implausibleDuration,
                "the flight lasts \(Self.hours(duration)) (\(ReportTime.iso8601(departure)) to"
                    + " \(ReportTime.iso8601(arrival))); no scheduled flight takes over 22 h a leg: a mistyped date?")
        } else if speed > PlausibilityLimits.fastestSpeed {
            warn(
                .implausibleSpeed,
                "\(Self.kilometres(geometry.distance)) in \(Self.hours(duration)) is \(Self.speed(speed)),"
                    + " faster than any airliner flies (over 1,300 km/h): a time or an airport is wrong")
        } else if !recorded && !sameAirport && duration >= PlausibilityLimits.slowAfter
            && speed < PlausibilityLimits.slowestSpeed
        {
            warn(
                .implausibleSpeed,
                "\(Self.kilometres(geometry.distance)) in \(Self.hours(duration)) is \(Self.speed(speed)),"
                    + " slower than any aircraft flies (under 50 km/h over an hour or more): a time or an airport is wrong")
        }
        return found
    }

    /// The first leg (1-based) whose two ends are one point, named by its airport. An
    /// airport list puts each airport at its table coordinates, so `LHR,LHR` is one
    /// point twice; two points near one airport are a short hop, not this mistake.
    private func sameAirportLeg(_ stops: [Coordinate]) -> (index: Int, name: String)? {
        guard stops.count >= 2 else { return nil }
        for index in 1..<stops.count where stops[index] == stops[index - 1] {
            let point = stops[index]
            return (
                index,
                airports.nearest(point)?.code ?? "lat \(Self.degrees(point.latitude)), lon \(Self.degrees(point.longitude))"
            )
        }
        return nil
    }

    /// The flight's legs between stops: each leg of an airport list; for a drawn line,
    /// one more than the vertices on the way that are at an airport.
    private func legs(_ vertices: [Coordinate], airportList: Bool) -> Int {
        if airportList || vertices.count <= 2 { return max(1, vertices.count - 1) }
        return 1 + vertices.dropFirst().dropLast().count { airports.nearestID($0) != nil }
    }

    /// The airport `vertex` is at when its latitude and longitude are swapped, when it is
    /// far from every airport as it stands.
    private func swappedAirport(_ vertex: Coordinate) -> Airport? {
        let swapped = Coordinate(latitude: vertex.longitude, longitude: vertex.latitude)
        // Most ends are at an airport: the search within 3 km measures the airports of a
        // cell or two, the one within `farFromAirports` those of about a hundred.
        guard swapped != vertex, abs(swapped.latitude) <= 90, airports.nearestID(vertex) == nil,
            airports.nearest(to: vertex, within: PlausibilityLimits.farFromAirports) == nil
        else { return nil }
        return airports.nearest(swapped)
    }

    static func degrees(_ value: Double) -> String {
        DecimalFormat.shortest(value)
    }

    static func kilometres(_ metres: Double) -> String {
        DecimalFormat.fixed(metres / 1000, fractionDigits: metres < 10_000 ? 1 : 0) + " km"
    }

    static func speed(_ metresPerSecond: Double) -> String {
        DecimalFormat.fixed(metresPerSecond * 3.6, fractionDigits: 0) + " km/h"
    }

    /// `2 h 05 min`; `7301 days` past a week, `10 s` under a minute.
    static func hours(_ seconds: Double) -> String {
        if seconds >= 7 * 86_400 { return DecimalFormat.fixed(seconds / 86_400, fractionDigits: 0) + " days" }
        if seconds < 59.5 { return DecimalFormat.fixed(seconds, fractionDigits: 0) + " s" }
        let minutes = Int((seconds / 60).rounded())
        let rest = minutes % 60
        return "\(minutes / 60) h " + (rest < 10 ? "0" : "") + "\(rest) min"
    }
}
