/// The projection a flight map is drawn in: Web Mercator (MapKit's, the SPEC's visible
/// rect) while the path stays well inside its range; else azimuthal equidistant centred
/// on the path's middle, so a route over or near a pole is drawn as it is flown rather
/// than along the top edge of a square world.
enum FlightMapProjection: Sendable, Hashable {
    case mercator
    case azimuthal(AzimuthalProjection)

    /// Beyond this latitude, degrees, Mercator's scale is over five times the equator's
    /// and a great circle there looks like a straight run along the map's edge; the
    /// square world itself ends at `MapProjection.maxLatitude`.
    static let polarLatitude = 78.0

    /// The projection for a map of `path` (densified, in order) and its endpoint
    /// circles' latitude bounds (`south`, `north`).
    static func choose(path: [Coordinate], south: Double? = nil, north: Double? = nil) -> FlightMapProjection {
        guard reachesCap(path: path, south: south, north: north), !path.isEmpty else { return .mercator }
        return .azimuthal(AzimuthalProjection(centre: middle(of: path)))
    }

    /// Whether a map of `path` leaves Web Mercator: a point of it beyond `polarLatitude`,
    /// or its endpoint circles' latitude bounds (`south`, `north`) beyond the square
    /// world. The one rule for flight maps and the overview.
    static func reachesCap(path: [Coordinate], south: Double? = nil, north: Double? = nil) -> Bool {
        path.contains { abs($0.latitude) > polarLatitude }
            || (north.map { $0 > MapProjection.maxLatitude } ?? false)
            || (south.map { $0 < -MapProjection.maxLatitude } ?? false)
    }

    /// The path's middle by length (on the sphere, which is close enough for a centre),
    /// longitude wrapped into [-180, 180].
    static func middle(of path: [Coordinate]) -> Coordinate {
        guard path.count > 1 else { return path.first ?? Coordinate(latitude: 0, longitude: 0) }
        var lengths: [Double] = [0]
        for (a, b) in zip(path, path.dropFirst()) {
            lengths.append(lengths[lengths.count - 1] + AzimuthalProjection(centre: a).arc(to: b))
        }
        let half = lengths[lengths.count - 1] / 2
        let index = lengths.firstIndex { $0 >= half } ?? path.count - 1
        let point = path[index]
        return Coordinate(latitude: point.latitude, longitude: MapAngle.longitude(point.longitude))
    }
}
