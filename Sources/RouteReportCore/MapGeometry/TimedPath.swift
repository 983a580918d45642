/// A path with the time the aircraft passes each of its points (`FlightTimeline`): what a
/// timed track draws, such as routes.kml's `gx:Track`.
struct TimedPath: Sendable, Equatable {
    /// Path points, longitudes unwrapped as in `FlightGeometry.path` (in [-180, 180] in
    /// the pieces of a cut).
    var points: [Coordinate]
    /// Seconds since 1970, non-decreasing, one per point.
    var times: [Double]
    /// Metres, one per point, or empty for a path drawn on the ground.
    var altitudes: [Double] = []

    /// The path cut at ±180 like the route (`AntimeridianCut.line`), into one piece per
    /// side: a cut point ends one piece and starts the next at the same instant.
    var pieces: [TimedPath] { AntimeridianCut.line(self) }

    /// A point, its time and its altitude (nil on the ground). Between two points a
    /// viewer moves the aircraft linearly in longitude, latitude, altitude and time, so a
    /// cut point lies on that chord, at the time and altitude the same fraction along.
    struct Point: CutVertex {
        var coordinate: Coordinate
        var time: Double
        var altitude: Double?

        func shifted(by shift: Double) -> Point {
            Point(coordinate: coordinate.shifted(by: shift), time: time, altitude: altitude)
        }

        static func crossing(from p: Point, to q: Point, atLongitude boundary: Double) -> Point {
            let fraction = (boundary - p.coordinate.longitude) / (q.coordinate.longitude - p.coordinate.longitude)
            let latitude = p.coordinate.latitude + (q.coordinate.latitude - p.coordinate.latitude) * fraction
            var altitude: Double?
            if let a = p.altitude, let b = q.altitude { altitude = a + (b - a) * fraction }
            return Point(
                coordinate: Coordinate(latitude: latitude, longitude: boundary), time: p.time + (q.time - p.time) * fraction,
                altitude: altitude)
        }
    }
}

extension TimedPath: CutLine {
    init() {
        self.init(points: [], times: [])
    }

    var count: Int { points.count }

    subscript(index: Int) -> Point {
        Point(coordinate: points[index], time: times[index], altitude: altitudes.isEmpty ? nil : altitudes[index])
    }

    mutating func append(_ point: Point) {
        points.append(point.coordinate)
        times.append(point.time)
        if let altitude = point.altitude { altitudes.append(altitude) }
    }

    mutating func reserveCapacity(_ count: Int) {
        points.reserveCapacity(count)
        times.reserveCapacity(count)
    }
}
