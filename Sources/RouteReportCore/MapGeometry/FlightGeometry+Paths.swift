extension FlightGeometry {
    /// The path from the start to the position, the position last (unwrapped longitude);
    /// empty when there is no position. At progress 0 it is the start point alone.
    public var flownPath: [Coordinate] {
        guard let position, !path.isEmpty else { return [] }
        let index = min(max(position.pathIndex, 0), path.count - 1)
        var part = Array(path[...index])
        let here = position.pathCoordinate
        if part[part.count - 1] != here { part.append(here) }
        return part
    }

    /// The path from the position to the end, the position first (unwrapped longitude);
    /// empty when there is no position. At progress 1 it is the end point alone.
    public var remainingPath: [Coordinate] {
        guard let position, !path.isEmpty else { return [] }
        let index = min(max(position.pathIndex, 0), path.count - 1)
        let here = position.pathCoordinate
        if path[index] == here { return Array(path[index...]) }
        return [here] + path[(index + 1)...]
    }

    /// The map point of a coordinate of this geometry (path, circle or position, longitude
    /// unwrapped), in the frame of `contentRect` and `visibleRect`: x shifted by
    /// `worldOffset`.
    public func mapPoint(_ coordinate: Coordinate) -> MapPoint {
        var point = MapProjection.mapPoint(coordinate)
        point.x += worldOffset
        return point
    }
}

extension FlightPosition {
    /// The position with its unwrapped longitude, as a point of `FlightGeometry.path`.
    public var pathCoordinate: Coordinate {
        Coordinate(latitude: coordinate.latitude, longitude: unwrappedLongitude)
    }
}
