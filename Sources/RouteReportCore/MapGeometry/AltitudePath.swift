/// A line with the altitude of each of its points, metres: a flight drawn in three
/// dimensions (routes.kml's absolute lines, routes.geojson's three-number positions).
struct AltitudePath: Sendable, Equatable {
    /// Longitudes unwrapped as in `FlightGeometry.path` (in [-180, 180] in the pieces of
    /// a cut).
    var points: [Coordinate]
    /// One per point.
    var altitudes: [Double]

    /// The line cut at ±180 (`AntimeridianCut.line`): a cut point lies on the geodesic,
    /// as the route's, at the altitude the same share of the way in longitude.
    var pieces: [AltitudePath] { AntimeridianCut.line(self) }

    struct Point: CutVertex {
        var coordinate: Coordinate
        var altitude: Double

        func shifted(by shift: Double) -> Point {
            Point(coordinate: coordinate.shifted(by: shift), altitude: altitude)
        }

        static func crossing(from p: Point, to q: Point, atLongitude boundary: Double) -> Point {
            let fraction = (boundary - p.coordinate.longitude) / (q.coordinate.longitude - p.coordinate.longitude)
            return Point(
                coordinate: Coordinate.crossing(from: p.coordinate, to: q.coordinate, atLongitude: boundary),
                altitude: p.altitude + (q.altitude - p.altitude) * fraction)
        }
    }
}

extension AltitudePath: CutLine {
    init() {
        self.init(points: [], altitudes: [])
    }

    var count: Int { points.count }

    subscript(index: Int) -> Point {
        Point(coordinate: points[index], altitude: altitudes[index])
    }

    mutating func append(_ point: Point) {
        points.append(point.coordinate)
        altitudes.append(point.altitude)
    }

    mutating func reserveCapacity(_ count: Int) {
        points.reserveCapacity(count)
        altitudes.reserveCapacity(count)
    }
}
