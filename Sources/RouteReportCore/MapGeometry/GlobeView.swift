import Foundation

/// How a globe viewer (Google Earth) is shown one flight whole: a camera straight down
/// over `centre`, `range` metres above the ground, with both ends, the endpoint circles
/// and the path's farthest point in front of the horizon and inside the field of view;
/// and `box`, the longitudes and latitudes the path and its circles cover (a KML
/// `Region`). On the globe, not on Web Mercator's map: a route over the pole is framed
/// around the pole, and a near-antipodal one from far enough out to see both ends.
///
/// Sizing a view uses a sphere of the mean radius; what is measured stays on WGS84.
struct GlobeView: Sendable, Hashable {
    /// Longitude in [-180, 180].
    var centre: Coordinate
    /// Metres from the camera to `centre` (tilt 0: its height above the ground).
    var range: Double
    /// The largest angle, radians, seen from the Earth's centre between `centre` and a
    /// point of the path or its circles.
    var angularRadius: Double
    /// What the path and its circles cover; `east < west` over the antimeridian.
    var box: GeoBox

    /// Mean Earth radius (IUGG R1), metres.
    static let earthRadius = 6_371_008.8
    /// The half-angle a view must fit in: Google Earth's 60° horizontal field of view on a
    /// 16:10 window is 2·atan(tan 30° · 10/16) ≈ 39.7° high, the narrower way.
    static let halfFieldOfView = atan(tan(30 * Double.pi / 180) * 10 / 16)
    /// The farthest point stays this far (radians) in front of the horizon, so it is not
    /// seen edge-on at the globe's rim.
    static let horizonMargin = 2 * Double.pi / 180
    /// Closest view: a kilometre above a point-sized flight.
    static let minimumRange = 1000.0
    /// Farthest view, 100 Earth radii: a route of more than a hemisphere (an antipodal
    /// pair's half of a great circle) cannot be seen whole from anywhere, and is shown
    /// from here, its ends on the rim.
    static let maximumRange = 100 * earthRadius
    /// Path points looked at: a long track is sampled evenly (its ends always), which
    /// misses its farthest point by at most a sample's spacing.
    static let samplesLooked = 4096

    /// The view of `path` (longitudes possibly unwrapped) with circles of `radius` metres
    /// round its ends; `box` from `pieces`, the path and circle rings as drawn (longitudes
    /// in [-180, 180]). nil for an empty path.
    init?(path: [Coordinate], radius: Double, pieces: [[Coordinate]]) {
        guard let first = path.first, let last = path.last else { return nil }
        let step = max(1, path.count / Self.samplesLooked)
        let firstVector = Self.unitVector(first)
        let lastVector = Self.unitVector(last)
        var samples = stride(from: 0, to: path.count, by: step).map { Self.unitVector(path[$0]) }
        samples.append(lastVector)
        // The mean of evenly spaced points along an arc of less than a half circle points at
        // its middle, the centre that makes the farthest point nearest.
        var sum = (0.0, 0.0, 0.0)
        for v in samples { sum = (sum.0 + v.0, sum.1 + v.1, sum.2 + v.2) }
        let norm = (sum.0 * sum.0 + sum.1 * sum.1 + sum.2 * sum.2).squareRoot()
        var centreVector =
            norm > 1e-9 * Double(samples.count)
            ? (sum.0 / norm, sum.1 / norm, sum.2 / norm) : Self.unitVector(path[path.count / 2])
        centreVector = Self.equidistant(centreVector, firstVector, lastVector)
        var farthest = 0.0
        for v in samples { farthest = max(farthest, Self.angle(centreVector, v)) }
        let circle = max(0, radius) / Self.earthRadius
        let ends = max(Self.angle(centreVector, firstVector), Self.angle(centreVector, lastVector))
        angularRadius = max(farthest, ends + circle)
        centre = Self.coordinate(centreVector)
        range = Self.range(angularRadius: angularRadius)
        box =
            GeoBox(covering: pieces)
            ?? GeoBox(west: centre.longitude, south: centre.latitude, east: centre.longitude, north: centre.latitude)
    }

    /// Metres above the centre from which a point `angularRadius` radians away is inside
    /// the field of view (the angle at the camera between the nadir and the point,
    /// atan(R sin θ / (R + h − R cos θ)), at most `halfFieldOfView`) and in front of the
    /// horizon with `horizonMargin` to spare (cos(θ + margin) ≥ R / (R + h)).
    static func range(angularRadius theta: Double) -> Double {
        guard theta > 0 else { return minimumRange }
        let r = earthRadius
        let inField = r * (sin(theta) / tan(halfFieldOfView) + cos(theta) - 1)
        let seen = theta + horizonMargin
        guard seen < Double.pi / 2 else { return maximumRange }
        let beforeHorizon = r * (1 / cos(seen) - 1)
        return min(maximumRange, max(minimumRange, inField, beforeHorizon))
    }

    /// Ends further apart than this (radians) are seen from a centre equally far from
    /// both: for an antipodal pair that puts both on the rim, where the mean of an
    /// ellipsoid's geodesic (not quite a great circle) leaves one a little beyond it.
    static let nearAntipodal = 170 * Double.pi / 180

    /// `centre` moved, for near-antipodal ends `a` and `b`, onto the plane of points as far
    /// from `a` as from `b` (its part along a − b taken away); else as it is.
    private static func equidistant(
        _ centre: (Double, Double, Double), _ a: (Double, Double, Double), _ b: (Double, Double, Double)
    ) -> (Double, Double, Double) {
        guard angle(a, b) > nearAntipodal else { return centre }
        let d = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        let dd = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        let along = (centre.0 * d.0 + centre.1 * d.1 + centre.2 * d.2) / dd
        let moved = (centre.0 - along * d.0, centre.1 - along * d.1, centre.2 - along * d.2)
        let norm = (moved.0 * moved.0 + moved.1 * moved.1 + moved.2 * moved.2).squareRoot()
        guard norm > 1e-9 else { return centre }
        return (moved.0 / norm, moved.1 / norm, moved.2 / norm)
    }

    private static func unitVector(_ point: Coordinate) -> (Double, Double, Double) {
        let phi = point.latitude * Double.pi / 180
        let lambda = point.longitude * Double.pi / 180
        let cosPhi = cos(phi)
        return (cosPhi * cos(lambda), cosPhi * sin(lambda), sin(phi))
    }

    /// The angle between two unit vectors, radians, well-conditioned near 0 and π.
    private static func angle(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let cross = (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
        let sine = (cross.0 * cross.0 + cross.1 * cross.1 + cross.2 * cross.2).squareRoot()
        return atan2(sine, a.0 * b.0 + a.1 * b.1 + a.2 * b.2)
    }

    private static func coordinate(_ v: (Double, Double, Double)) -> Coordinate {
        let latitude = atan2(v.2, (v.0 * v.0 + v.1 * v.1).squareRoot()) * 180 / Double.pi
        // At a pole the longitude is any; 0 rather than atan2's sign of zero.
        let longitude = abs(latitude) < 90 ? atan2(v.1, v.0) * 180 / Double.pi : 0
        return Coordinate(latitude: latitude + 0, longitude: longitude + 0)
    }
}

extension GlobeView {
    /// The view of a flight's path and endpoint circles (their rings as routes.kml draws
    /// them bound the box); nil for an empty path.
    init?(_ shapes: FlightShapes) {
        self.init(shapes, route: shapes.route)
    }

    /// The view of a flight whose route is cut already: `route` is `shapes.route`.
    init?(_ shapes: FlightShapes, route: [[Coordinate]]) {
        let geometry = shapes.geometry
        var pieces = route
        if let bounds = shapes.endpointRingBounds {
            for box in [bounds.start, bounds.end] {
                // Corner to corner, longitudes unwrapped as the path's: cut like it.
                pieces += AntimeridianCut.line([
                    Coordinate(latitude: box.south, longitude: box.west), Coordinate(latitude: box.north, longitude: box.east),
                ])
            }
        }
        self.init(path: geometry.path, radius: geometry.radius, pieces: pieces)
    }
}
