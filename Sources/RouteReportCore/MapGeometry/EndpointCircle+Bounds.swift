import Foundation

extension EndpointCircle {
    /// How close (degrees) the spherical estimate of the easternmost azimuth may come to
    /// halfway between two ring points before the extreme is found by a climb rather than
    /// taken as the point nearest the estimate. The ellipsoid moves the true extreme, and
    /// the azimuth where two neighbours tie (the ring is slightly lopsided about it), from
    /// the estimate by at most 0.21° on the rings bounded here, the most for radii near
    /// 1,000 km around 70° from the equator, and by at most 0.035° for radii to 200 km
    /// (measured with GeographicLib): the margin is four times that or more.
    static func peakMargin(radius: Double) -> Double {
        0.25 + 0.75 * radius / 1_000_000
    }

    /// The bounds of `ring(latitude:longitude:radius:pointCount:geodesic:)`'s points, bit
    /// for bit, from three to six of them instead of n/2 solves: what `content_rect` needs,
    /// and the maps' circles.
    ///
    /// Along a ring, latitude peaks only where the geodesic from the centre arrives
    /// heading due north or south, which only the centre's meridian does: so the
    /// northernmost point is point 0 and the southernmost the one or two points nearest
    /// azimuth 180°. Longitude peaks only where the geodesic arrives heading due east or
    /// west; on a ring that keeps away from the poles there is one such azimuth in each
    /// half, so longitude rises to it and falls after it: the extreme ring point is the
    /// one nearest that azimuth when an estimate of it is clearly nearer one point than
    /// its neighbours (`peakMargin`), else a climb from the estimate finds it. Rings near
    /// a pole, wider than 1,000 km, or under 1 m (below about 2e-7 m neighbouring points
    /// differ only by rounding, so neither argument holds in floating point) are bounded
    /// from all their points. Tests: EndpointCircleTests.boundsAreTheRingsBounds,
    /// FlightGeometryBitsTests.circleBoundsKeepTheirBits.
    static func bounds(
        latitude: Double, longitude: Double, radius: Double, pointCount count: Int, geodesic: Geodesic = .wgs84
    ) -> GeoBounds {
        if radius == 0 { return GeoBounds([Coordinate(latitude: latitude + 0, longitude: longitude + 0)]) }
        // Latitude of the ring's farthest reach from the equator, with a margin (a degree of
        // latitude is at least 110.57 km).
        let reach = abs(latitude) + radius / 110_000
        guard radius >= 1, radius <= 1_000_000, reach < 80 else {
            return GeoBounds(
                ring(latitude: latitude, longitude: longitude, radius: radius, pointCount: count, geodesic: geodesic))
        }
        var climb = RingClimb(
            points: RingPoints(
                latitude: latitude, longitude: longitude, radius: radius, count: count, geodesic: geodesic))
        var extremes: [Coordinate] = []
        extremes.reserveCapacity(5)
        extremes.append(climb.point(0))
        extremes.append(climb.point(count / 2))
        if count % 2 == 1 { extremes.append(climb.point(count / 2 + 1)) }
        // On a sphere of the mean radius, the easternmost point is at azimuth
        // acos(tan ρ · tan φ) (the right spherical triangle pole–centre–point).
        let rho = radius / 6_371_008.8
        let phi = latitude * .pi / 180
        let east = acos(MapAngle.clamp(tan(rho) * tan(phi), -1, 1)) * 180 / .pi
        // The easternmost azimuth in ring steps; the westernmost is its mirror.
        let steps = east / 360 * Double(count)
        let nearest = steps.rounded()
        let start = min(max(Int(nearest), 1), count / 2)
        let margin = peakMargin(radius: radius) / 360 * Double(count)
        if abs(steps - nearest) < 0.5 - margin && Double(start) == nearest {
            // Far enough from halfway between two points that the nearest is the extreme.
            extremes.append(climb.point(start))
            extremes.append(climb.point(count - start))
        } else {
            extremes.append(climb.extreme(from: start) { $0.longitude > $1.longitude })
            extremes.append(climb.extreme(from: count - start) { $0.longitude < $1.longitude })
        }
        return GeoBounds(extremes)
    }
}

extension EndpointCircle {
    /// `bounds(latitude:longitude:radius:pointCount:geodesic:)` of the ring whose segments
    /// are no longer than `maxSegment`.
    static func bounds(
        latitude: Double, longitude: Double, radius: Double, maxSegment: Double, geodesic: Geodesic = .wgs84
    ) -> GeoBounds {
        bounds(
            latitude: latitude, longitude: longitude, radius: radius,
            pointCount: pointCount(radius: radius, maxSegment: maxSegment), geodesic: geodesic)
    }
}

/// Ring points solved once each, for a climb to an extreme.
private struct RingClimb {
    let points: RingPoints
    /// Solves so far, by the index of the point solved.
    private var solved: [(index: Int, position: LinePosition)] = []

    init(points: RingPoints) {
        self.points = points
        solved.reserveCapacity(8)  // the climbs' usual few
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
