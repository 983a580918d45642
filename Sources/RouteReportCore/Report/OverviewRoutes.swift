/// The overview's routes: flights grouped by what is drawn for them, one line per
/// unordered airport pair (LHR–JFK and JFK–LHR are one), else per path (a flight whose
/// ends are not airports, in either direction), so the map's size follows the number of
/// distinct routes, not of flights. A recorded track (times at its vertices) is drawn by
/// its own path even between airports: an outbound dogleg and a direct return are two
/// lines, not one along the dogleg. A repeated listing of a flight (`duplicateOf`) is
/// no flight of its own here either, as in the totals.
struct OverviewRoutes: Sendable {
    struct Route: Sendable, Hashable {
        /// The first flight flown on it (index in the report): the line drawn for all.
        var flight: Int
        /// How many flights it stands for.
        var count: Int
    }

    /// Every route, in the order first flown.
    let all: [Route]
    /// The routes drawn, at most `limit`: the most flown (the first flown on a tie),
    /// least flown first, so the busiest lie on top.
    let drawn: [Route]
    /// For each flight (by index in the report), its route's first flight, whose line is
    /// drawn for it; nil for a repeated listing. report.html's filters hide a line when
    /// none of its flights is shown.
    let routeFirstFlight: [Int?]

    private enum Key: Hashable {
        case airports(UInt32, UInt32)
        case path([Coordinate])
    }

    init(_ flights: [FlightReport], limit: Int) {
        var index: [Key: Int] = [:]
        var all: [Route] = []
        var routeFirstFlight = [Int?](repeating: nil, count: flights.count)
        for (number, flight) in flights.enumerated() where flight.duplicateOf == nil {
            let key: Key
            if let start = flight.startAirport?.index, let end = flight.endAirport?.index,
                flight.flight.vertexTimes.isEmpty
            {
                key = .airports(min(start, end), max(start, end))
            } else {
                let path = flight.flight.vertices.map {
                    Coordinate(latitude: $0.latitude, longitude: MapAngle.longitude($0.longitude))
                }
                let reversed = Array(path.reversed())
                let forward = zip(path, reversed).first { $0 != $1 }.map {
                    ($0.latitude, $0.longitude) < ($1.latitude, $1.longitude)
                }
                key = .path(forward ?? true ? path : reversed)
            }
            if let known = index[key] {
                all[known].count += 1
                routeFirstFlight[number] = all[known].flight
            } else {
                index[key] = all.count
                all.append(Route(flight: number, count: 1))
                routeFirstFlight[number] = number
            }
        }
        self.all = all
        self.routeFirstFlight = routeFirstFlight
        let busiest = all.indices.sorted { (all[$1].count, $0) < (all[$0].count, $1) }.prefix(max(0, limit))
        drawn = busiest.reversed().map { all[$0] }
    }
}
