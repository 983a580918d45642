/// What the writers draw of one flight, made from its geometry when asked: the route and
/// its flown part cut at ±180, the endpoint rings (whole, bounded or cut) and the
/// aircraft's timed path. Nothing here is kept: a writer asks for the shapes of the
/// flights of the part it makes, and drops them with it.
struct FlightShapes {
    let flight: Flight
    let geometry: FlightGeometry

    init(flight: Flight, geometry: FlightGeometry) {
        self.flight = flight
        self.geometry = geometry
    }

    /// The route as lines with longitudes in [-180, 180]: one unless it crosses ±180.
    var route: [[Coordinate]] { AntimeridianCut.line(geometry.path) }

    /// The flown part as lines, as `route`; nil while nothing has been flown or when it is
    /// a single point (`FlightGeometry.flownLine`).
    var flown: [[Coordinate]]? { geometry.flownLine.map(AntimeridianCut.line) }

    /// The endpoint circles' rings, solved now on WGS84 around the path's ends with
    /// `ringPointCount` points (the rings `compute` bounds); nil for an empty path.
    var endpointRings: EndpointRings? {
        guard let start = geometry.path.first, let end = geometry.path.last else { return nil }
        return EndpointRings(start: ring(around: start), end: ring(around: end))
    }

    /// Each endpoint ring clipped into one closed ring per 360° sheet it touches,
    /// longitudes in [-180, 180] (`AntimeridianCut.ring`); nil for an empty path.
    var cutEndpointRings: (start: [[Coordinate]], end: [[Coordinate]])? {
        endpointRings.map { (AntimeridianCut.ring($0.start), AntimeridianCut.ring($0.end)) }
    }

    /// The south, north, west and east of each endpoint ring, bit for bit, from the few
    /// points that bound them (`EndpointCircle.bounds`); nil for an empty path.
    var endpointRingBounds: (start: GeoBounds, end: GeoBounds)? {
        guard let start = geometry.path.first, let end = geometry.path.last else { return nil }
        if let kept = geometry.endpointRingBounds { return (kept.start, kept.end) }
        return (bounds(around: start), bounds(around: end))
    }

    /// The path with the time the aircraft passes each point (`FlightTimeline`): by the
    /// vertices' own times where every vertex has one, else from the departure to the
    /// arrival; with its altitudes (`pathAltitudes`) when the flight has them. nil when
    /// there are no times to fly by, they go backwards, the path is not what the vertices
    /// make, or there is no leg to fly.
    var timedPath: TimedPath? {
        guard var timed = groundTimedPath else { return nil }
        if let altitudes = pathAltitudes { timed.altitudes = altitudes }
        return timed
    }

    private var groundTimedPath: TimedPath? {
        let path = geometry.path
        let vertices = flight.vertices
        guard path.count >= 2, vertices.count >= 2 else { return nil }
        let vertexTimes = flight.vertexTimes
        if vertexTimes.count == vertices.count && vertexTimes.allSatisfy({ $0.isFinite }) {
            return FlightTimeline.pathTimes(vertexTimes: vertexTimes, legs: geometry.legs, pathCount: path.count).map {
                TimedPath(points: path, times: $0)
            }
        }
        guard let departure = geometry.departure, let arrival = geometry.arrival else { return nil }
        return FlightTimeline.pathTimes(
            departure: departure, arrival: arrival, legs: geometry.legs, vertexCount: vertices.count,
            pathCount: path.count
        ).map { TimedPath(points: path, times: $0) }
    }

    private func ring(around centre: Coordinate) -> [Coordinate] {
        EndpointCircle.ring(
            latitude: centre.latitude, longitude: centre.longitude, radius: geometry.radius,
            pointCount: geometry.ringPointCount)
    }

    private func bounds(around centre: Coordinate) -> GeoBounds {
        EndpointCircle.bounds(
            latitude: centre.latitude, longitude: centre.longitude, radius: geometry.radius,
            pointCount: geometry.ringPointCount)
    }
}
