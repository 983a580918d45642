/// A flight's endpoint circles as rings of points (`EndpointCircle.ring`): closed (first
/// point repeated last), longitudes unwrapped around their centre's unwrapped longitude.
/// Solved by the writers that draw them, for the flights of the part they make, and
/// dropped with it (`FlightGeometry.endpointRings(maxSegment:)`): two rings of 73 points
/// are 2.3 KB a flight, too much to keep for every flight of a run.
struct EndpointRings: Sendable, Hashable {
    /// Around the path's first point.
    public var start: [Coordinate]
    /// Around the path's last point.
    public var end: [Coordinate]

    init(start: [Coordinate], end: [Coordinate]) {
        self.start = start
        self.end = end
    }
}

extension FlightGeometry {
    /// The endpoint circles' rings: `rings` where the geometry was given them, else
    /// solved now on WGS84 around the path's ends with the run's `maxSegment` (the
    /// rings `compute` bounds); nil when the path is empty.
    func endpointRings(maxSegment: Double) -> EndpointRings? {
        if let rings { return rings }
        guard let start = path.first, let end = path.last else { return nil }
        return EndpointRings(
            start: EndpointCircle.ring(
                latitude: start.latitude, longitude: start.longitude, radius: radius, maxSegment: maxSegment),
            end: EndpointCircle.ring(latitude: end.latitude, longitude: end.longitude, radius: radius, maxSegment: maxSegment))
    }

    /// The points of `endpointRings(maxSegment:)`, both rings, without solving them.
    func endpointRingPointCount(maxSegment: Double) -> Int {
        if let rings { return rings.start.count + rings.end.count }
        return path.isEmpty ? 0 : 2 * (EndpointCircle.pointCount(radius: radius, maxSegment: maxSegment) + 1)
    }

    /// The west and east longitudes of each ring of `endpointRings(maxSegment:)`, bit for
    /// bit, from the few points that bound them (`EndpointCircle.bounds`); nil when the
    /// path is empty.
    func endpointRingBounds(maxSegment: Double) -> (start: GeoBounds, end: GeoBounds)? {
        if let rings { return (GeoBounds(rings.start), GeoBounds(rings.end)) }
        guard let start = path.first, let end = path.last else { return nil }
        return (
            EndpointCircle.bounds(latitude: start.latitude, longitude: start.longitude, radius: radius, maxSegment: maxSegment),
            EndpointCircle.bounds(latitude: end.latitude, longitude: end.longitude, radius: radius, maxSegment: maxSegment)
        )
    }
}
