import Foundation

extension EndpointCircle {
    /// The bounds of `ring(latitude:longitude:radius:maxSegment:geodesic:)`'s points, bit
    /// for bit, from about six of them instead of n/2 solves: what `content_rect` needs
    /// when the run asks for no rings (`FlightGeometry.rings` is nil).
    ///
    /// Along a ring, latitude peaks only where the geodesic from the centre arrives
    /// heading due north or south, which only the centre's meridian does: so the
    /// northernmost point is point 0 and the southernmost the one or two points nearest
    /// azimuth 180°. Longitude peaks only where the geodesic arrives heading due east or
    /// west; on a ring that keeps away from the poles there is one such azimuth in each
    /// half, so longitude rises to it and falls after it, and a climb from an estimate
    /// finds the extreme ring point. Rings near a pole, wider than 1,000 km, or under
    /// 1 m (below about 2e-7 m neighbouring points differ only by rounding, so neither
    /// argument holds in floating point) are bounded from all their points. Test:
    /// EndpointCircleTests.boundsAreTheRingsBounds.
    static func bounds(
        latitude: Double, longitude: Double, radius: Double, maxSegment: Double,
        geodesic: Geodesic = .wgs84
    ) -> GeoBounds {
        let count = pointCount(radius: radius, maxSegment: maxSegment)
        if radius == 0 { return GeoBounds([Coordinate(latitude: latitude + 0, longitude: longitude + 0)]) }
        // Latitude of the ring's farthest reach from the equator, with a margin (a degree of
        // latitude is at least 110.57 km).
        let reach = abs(latitude) + radius / 110_000
        guard radius >= 1, radius <= 1_000_000, reach < 80 else {
            return GeoBounds(
                ring(
                    latitude: latitude, longitude: longitude, radius: radius,
                    maxSegment: maxSegment, geodesic: geodesic))
        }
        var climb = RingClimb(
            points: RingPoints(
                latitude: latitude, longitude: longitude, radius: radius, count: count, geodesic: geodesic))
        var extremes = [climb.point(0), climb.point(count / 2)]
        if count % 2 == 1 { extremes.append(climb.point(count / 2 + 1)) }
        // On a sphere of the mean radius, the easternmost point is at azimuth
        // acos(tan ρ · tan φ) (the right spherical triangle pole–centre–point).
        let rho = radius / 6_371_008.8
        let phi = latitude * .pi / 180
        let east = acos(MapAngle.clamp(tan(rho) * tan(phi), -1, 1)) * 180 / .pi
        let start = min(max(Int((east / 360 * Double(count)).rounded()), 1), count / 2)
        extremes.append(climb.extreme(from: start) { $0.longitude > $1.longitude })
        extremes.append(climb.extreme(from: count - start) { $0.longitude < $1.longitude })
        return GeoBounds(extremes)
    }
}

/// Ring points solved once each, for a climb to an extreme.
private struct RingClimb {
    let points: RingPoints
    /// Solves so far, by the index of the point solved.
    private var solved: [(index: Int, position: LinePosition)] = []

    init(points: RingPoints) {
        self.points = points
    }

    /// Ring point k, exactly as `EndpointCircle.ring` places it.
    mutating func point(_ k: Int) -> Coordinate {
        let mirrored = points.isMirrored(k)
        let index = mirrored ? points.count - k : k
        let position: LinePosition
        if let known = solved.first(where: { $0.index == index }) {
            position = known.position
        } else {
            position = points.solve(index)
            solved.append((index, position))
        }
        return points.place(position, mirrored: mirrored)
    }

    /// The point beyond which no neighbour is `better`, climbing from point `start`.
    mutating func extreme(from start: Int, better: (Coordinate, Coordinate) -> Bool) -> Coordinate {
        let n = points.count
        var index = start
        var best = point(start)
        for step in [1, n - 1] {  // up, then down (mod n)
            while true {
                let next = (index + step) % n
                let candidate = point(next)
                guard better(candidate, best) else { break }
                index = next
                best = candidate
            }
        }
        return best
    }
}
