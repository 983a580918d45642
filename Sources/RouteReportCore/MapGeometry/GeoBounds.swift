/// Extremes of a set of coordinates in degrees, longitudes as given (unwrapped). Web
/// Mercator is monotonic in each, so the map rect of the extremes bounds the points'.
/// NaN anywhere makes the bounds NaN.
struct GeoBounds: Sendable, Hashable {
    var south = Double.infinity
    var north = -Double.infinity
    var west = Double.infinity
    var east = -Double.infinity

    init(_ points: [Coordinate]) {
        for point in points { include(point) }
    }

    /// Takes `point` in, as `init(_:)` does each point.
    mutating func include(_ point: Coordinate) {
        south = MapRect.lower(south, point.latitude)
        north = MapRect.upper(north, point.latitude)
        west = MapRect.lower(west, point.longitude)
        east = MapRect.upper(east, point.longitude)
    }

    func union(_ other: GeoBounds) -> GeoBounds {
        var result = self
        result.south = MapRect.lower(south, other.south)
        result.north = MapRect.upper(north, other.north)
        result.west = MapRect.lower(west, other.west)
        result.east = MapRect.upper(east, other.east)
        return result
    }

    /// The map rect of the bounds (x not shifted into the world); NaN when empty.
    var mapRect: MapRect {
        guard south <= north, west <= east else { return MapRect(x: .nan, y: .nan, width: .nan, height: .nan) }
        let left = MapProjection.x(longitude: west)
        let right = MapProjection.x(longitude: east)
        let top = MapProjection.y(latitude: north)
        let bottom = MapProjection.y(latitude: south)
        return MapRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
