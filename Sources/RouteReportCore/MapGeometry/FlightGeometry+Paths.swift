extension FlightGeometry {
    /// The path from the start to the position, the position last (unwrapped longitude);
    /// empty when there is no position. At progress 0 it is the start point alone.
    var flownPath: [Coordinate] {
        guard let position else { return [] }
        return PathSplit.flown(path, through: position.pathIndex, at: position.pathCoordinate)
    }

    /// The path from the position to the end, the position first (unwrapped longitude);
    /// empty when there is no position. At progress 1 it is the end point alone.
    var remainingPath: [Coordinate] {
        guard let position else { return [] }
        return PathSplit.remaining(path, from: position.pathIndex, at: position.pathCoordinate)
    }

    /// The flown part as a line, as routes.kml and routes.geojson draw it: nil while
    /// nothing has been flown (no progress, progress 0) and when it is a single point
    /// (a line needs two).
    var flownLine: [Coordinate]? {
        guard let progress, progress > 0 else { return nil }
        let flown = flownPath
        return flown.count >= 2 ? flown : nil
    }

    /// The map point of a coordinate of this geometry (path, circle or position, longitude
    /// unwrapped), in the frame of `contentRect` and `visibleRect`: x shifted by
    /// `worldOffset`.
    func mapPoint(_ coordinate: Coordinate) -> MapPoint {
        var point = MapProjection.mapPoint(coordinate)
        point.x += worldOffset
        return point
    }
}

extension FlightPosition {
    /// The position with its unwrapped longitude, as a point of `FlightGeometry.path`.
    var pathCoordinate: Coordinate {
        Coordinate(latitude: coordinate.latitude, longitude: unwrappedLongitude)
    }
}

/// How the position cuts a path in two, for a path of any kind of point: its coordinates,
/// or their places on a drawn map (the same cut wherever the path is drawn).
/// `index` is `FlightPosition.pathIndex`, the last path point at or before the position
/// (clamped to the path); `here` is the position as such a point.
enum PathSplit {
    /// The path's points up to `index`, then the position unless it is that point.
    static func flown<Point: Equatable>(_ path: [Point], through index: Int, at here: Point) -> [Point] {
        guard !path.isEmpty else { return [] }
        var part = Array(path[...min(max(index, 0), path.count - 1)])
        if part[part.count - 1] != here { part.append(here) }
        return part
    }

    /// The position, then the path's points after `index` (from `index` on where the
    /// position is that point: the same points).
    static func remaining<Point: Equatable>(_ path: [Point], from index: Int, at here: Point) -> [Point] {
        guard !path.isEmpty else { return [] }
        let index = min(max(index, 0), path.count - 1)
        if path[index] == here { return Array(path[index...]) }
        return [here] + path[(index + 1)...]
    }
}
