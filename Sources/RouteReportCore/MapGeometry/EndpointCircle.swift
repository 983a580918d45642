/// A geodesic circle: the points at one geodesic distance from a centre, as a closed ring
/// drawn with short segments (viewers join ring points with straight or rhumb lines).
enum EndpointCircle {
    /// Fewest points on a ring (before the closing repeat): 5° apart.
    static let minimumPoints = 72
    /// Most points on a ring, so a tiny max segment cannot exhaust memory.
    static let maximumPoints = 1 << 20

    /// The ring of points `radius` metres from the centre (degrees), at azimuths
    /// 360·k/n for k = 0..<n (clockwise from north; given in [-180, 180]), solved with the
    /// direct problem, then the first point again to close it. Longitudes are unwrapped
    /// to within 180° of `longitude`, which may itself be unwrapped (the end of a path
    /// over the antimeridian). A zero radius gives n copies of the centre exactly, so the
    /// ring's bounding rect has zero size.
    static func ring(
        latitude: Double, longitude: Double, radius: Double, pointCount count: Int, geodesic: Geodesic = .wgs84
    ) -> [Coordinate] {
        if radius == 0 {
            return Array(repeating: Coordinate(latitude: latitude + 0, longitude: longitude + 0), count: count + 1)
        }
        let points = RingPoints(latitude: latitude, longitude: longitude, radius: radius, count: count, geodesic: geodesic)
        // count + 1 up front: the closing point, without a regrowth to twice the size.
        var ring = Array(repeating: Coordinate(latitude: 0, longitude: 0), count: count + 1)
        for k in 0..<count where !points.isMirrored(k) {
            let solved = points.solve(k)
            ring[k] = points.place(solved, mirrored: false)
            if points.isMirrored(count - k) { ring[count - k] = points.place(solved, mirrored: true) }
        }
        ring[count] = ring[0]
        return ring
    }

    /// `ring(latitude:longitude:radius:pointCount:geodesic:)` with the points that keep its
    /// segments no longer than `maxSegment`.
    static func ring(
        latitude: Double, longitude: Double, radius: Double, maxSegment: Double, geodesic: Geodesic = .wgs84
    ) -> [Coordinate] {
        ring(
            latitude: latitude, longitude: longitude, radius: radius,
            pointCount: pointCount(radius: radius, maxSegment: maxSegment), geodesic: geodesic)
    }

    /// The azimuth of ring point k of n, degrees in [-180, 180]: 360·k/n.
    static func azimuth(_ k: Int, _ n: Int) -> Double {
        var azimuth = 360 * Double(k) / Double(n)
        if azimuth > 180 { azimuth -= 360 }
        return azimuth
    }

    /// Points on a ring of `radius` metres so no segment is longer than `maxSegment`: the
    /// circumference is at most 2π·radius (the ellipsoid curves positively everywhere, so
    /// a geodesic circle is no longer than a plane one), so ceil(2π·radius / maxSegment),
    /// at least `minimumPoints`, at most `maximumPoints`.
    static func pointCount(radius: Double, maxSegment: Double) -> Int {
        guard maxSegment > 0 else { return minimumPoints }
        let count = (2 * Double.pi * radius / maxSegment).rounded(.up)
        if !(count > Double(minimumPoints)) { return minimumPoints }
        return count < Double(maximumPoints) ? Int(count) : maximumPoints
    }
}

/// How ring point k is solved and placed; `ring` and `bounds` share it so that both give
/// the same point bit for bit.
/// Every line from the centre shares its reduced latitude (`LineStart`), and a ring of the
/// usual `minimumPoints` its azimuths' sines and cosines (`minimumRingDirections`).
struct RingPoints {
    let latitude: Double
    let longitude: Double
    let centreLongitude: Double
    let radius: Double
    let count: Int
    let geodesic: Geodesic
    private let start: LineStart

    init(latitude: Double, longitude: Double, radius: Double, count: Int, geodesic: Geodesic) {
        self.latitude = latitude
        self.longitude = longitude
        self.centreLongitude = AngleMath.angNormalize(longitude)
        self.radius = radius
        self.count = count
        self.geodesic = geodesic
        start = LineStart(geodesic: geodesic, lat1: latitude)
    }

    /// Sine and cosine of the azimuth of each point of a ring of `minimumPoints`, as
    /// `GeodesicLine` reduces an azimuth given in degrees.
    private static let minimumRingDirections: [(sin: Double, cos: Double)] = (0..<EndpointCircle.minimumPoints).map {
        direction(EndpointCircle.azimuth($0, EndpointCircle.minimumPoints))
    }

    private static func direction(_ azimuth: Double) -> (sin: Double, cos: Double) {
        AngleMath.sincosd(AngleMath.angRound(azimuth))
    }

    /// The ring is symmetric about the centre's meridian: the direct solution on azimuth
    /// -a has the same latitude and the longitude difference negated, bit for bit (every
    /// step of it is odd or even in the azimuth's sine). So point k of the western half is
    /// placed from the solve of point n - k whenever their azimuths are exact negatives.
    /// That halves the cost of the rings. Test:
    /// EndpointCircleTests.mirroredPointsMatchTheDirectSolution.
    func isMirrored(_ k: Int) -> Bool {
        let mirror = count - k
        return mirror > 0 && mirror < k
            && EndpointCircle.azimuth(mirror, count) == -EndpointCircle.azimuth(k, count)
    }

    /// The direct solution at the azimuth of point k: its latitude and longitude
    /// difference (no azimuth there: a ring point needs none).
    func solve(_ k: Int) -> LinePosition {
        let azimuth = EndpointCircle.azimuth(k, count)
        let (salp1, calp1) = count == EndpointCircle.minimumPoints ? Self.minimumRingDirections[k] : Self.direction(azimuth)
        return GeodesicLine(geodesic: geodesic, start: start, lon1: longitude, azi1: azimuth, salp1: salp1, calp1: calp1)
            .solvePlace(distance: radius)
    }

    /// A solution as a ring point (`mirrored`: on the opposite azimuth): the longitude as
    /// `Geodesic.direct` reduces it, then unwrapped around the centre.
    func place(_ solved: LinePosition, mirrored: Bool) -> Coordinate {
        let lon12 = mirrored ? -solved.lon12 : solved.lon12
        let lon2 = AngleMath.angNormalize(centreLongitude + AngleMath.angNormalize(lon12)) + 0
        let unwrapped = longitude + MapAngle.difference(from: longitude, to: lon2)
        return Coordinate(latitude: solved.lat2 + 0, longitude: unwrapped + 0)
    }
}
