/// A geodesic circle: the points at one geodesic distance from a centre, as a closed ring
/// drawn with short pieces (viewers join ring points with straight or rhumb lines).
public enum EndpointCircle {
    /// Fewest points on a ring (before the closing repeat): 5° apart.
    public static let minimumPoints = 72
    /// Most points on a ring, so a tiny max segment cannot exhaust memory.
    public static let maximumPoints = 1 << 20

    /// The ring of points `radius` metres from the centre (degrees), at azimuths
    /// 360·k/n for k = 0..<n (clockwise from north; given in [-180, 180]), solved with the
    /// direct problem, then the first point again to close it. Longitudes are unwrapped
    /// to within 180° of `longitude`, which may itself be unwrapped (the end of a path
    /// over the antimeridian). A zero radius gives n copies of the centre exactly, so the
    /// ring's bounding rect has zero size.
    public static func ring(
        latitude: Double, longitude: Double, radius: Double, maxSegment: Double,
        geodesic: Geodesic = .wgs84
    ) -> [Coordinate] {
        let count = pointCount(radius: radius, maxSegment: maxSegment)
        var ring: [Coordinate] = []
        ring.reserveCapacity(count + 1)
        for k in 0..<count {
            if radius == 0 {
                ring.append(Coordinate(latitude: latitude + 0, longitude: longitude + 0))
                continue
            }
            var azimuth = 360 * Double(k) / Double(count)
            if azimuth > 180 { azimuth -= 360 }
            let p = geodesic.direct(lat1: latitude, lon1: longitude, azi1: azimuth, s12: radius)
            let unwrapped = longitude + MapAngle.difference(from: longitude, to: p.lon2)
            ring.append(Coordinate(latitude: p.lat2 + 0, longitude: unwrapped + 0))
        }
        ring.append(ring[0])
        return ring
    }

    /// Points on a ring of `radius` metres so no piece is longer than `maxSegment`: the
    /// circumference is at most 2π·radius (the ellipsoid curves positively everywhere, so
    /// a geodesic circle is no longer than a plane one), so ceil(2π·radius / maxSegment),
    /// at least `minimumPoints`, at most `maximumPoints`.
    public static func pointCount(radius: Double, maxSegment: Double) -> Int {
        guard maxSegment > 0 else { return minimumPoints }
        let count = (2 * Double.pi * radius / maxSegment).rounded(.up)
        if !(count > Double(minimumPoints)) { return minimumPoints }
        return count < Double(maximumPoints) ? Int(count) : maximumPoints
    }
}
