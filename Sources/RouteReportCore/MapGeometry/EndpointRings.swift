/// A flight's endpoint circles as rings of points (`EndpointCircle.ring`): closed (first
/// point repeated last), longitudes unwrapped around their centre's unwrapped longitude.
/// Solved when drawn, for the flights of the part being made, and dropped with it
/// (`FlightShapes.endpointRings`): two rings of 73 points are 2.3 KB a flight, too much
/// to keep for every flight of a run.
struct EndpointRings: Sendable, Hashable {
    /// Around the path's first point.
    var start: [Coordinate]
    /// Around the path's last point.
    var end: [Coordinate]
}

/// The bounds of a flight's endpoint rings (`EndpointCircle.bounds`): 64 bytes a flight,
/// kept from `FlightGeometry.compute`, which needs them for the map rect, so the globe
/// view and the maps do not solve them again.
struct EndpointRingBounds: Sendable, Hashable {
    var start: GeoBounds
    var end: GeoBounds
}

extension FlightGeometry {
    /// The points of both endpoint rings, closing repeats included, without solving them;
    /// none for an empty path.
    var endpointRingPointCount: Int {
        path.isEmpty ? 0 : 2 * (ringPointCount + 1)
    }
}
