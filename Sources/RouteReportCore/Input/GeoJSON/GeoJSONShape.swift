/// What one checked geometry gives the reader.
enum GeoJSONShape: Sendable {
    /// A LineString (one part) or a MultiLineString (its parts, joined into one flight
    /// by `GeoJSONLineJoin`), with each part's altitudes (the positions' third numbers,
    /// NaN where a position has two; empty for a part without any).
    case line(parts: [[Coordinate]], altitudes: [[Double]], at: JSONNode)
    /// A Point (one) or a MultiPoint: a landmark each.
    case points([Coordinate])
    /// A Polygon or MultiPolygon's rings: checked and counted, not reported.
    case polygon(rings: [[Coordinate]], at: JSONNode)

    /// Every position, for a bbox's check.
    var positions: [[Coordinate]] {
        switch self {
        case .line(let parts, _, _): return parts
        case .points(let points): return [points]
        case .polygon(let rings, _): return rings
        }
    }
}
