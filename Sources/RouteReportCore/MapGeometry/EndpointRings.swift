/// A flight's endpoint circles as rings of points (`EndpointCircle.ring`): closed (first
/// point repeated last), longitudes unwrapped around their centre's unwrapped longitude.
/// Computed only when the run asks for them (an output that draws them, or a shard whose
/// merge may).
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
