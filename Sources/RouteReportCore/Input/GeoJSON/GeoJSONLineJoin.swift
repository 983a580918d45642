/// A MultiLineString's parts as one flight's vertices, in order, as GPX track segments
/// are joined. A part that starts where the previous one ended — the same position, or
/// the same latitude on the other side of ±180 (how routes.geojson cuts a line, §3.1.9)
/// — joins without repeating that point, so a line cut at the antimeridian reads back
/// as the one line it was. Each part's times (when given) travel with its positions.
enum GeoJSONLineJoin {
    /// The index pairs (part, position) of the joined line, in order.
    static func joined(_ parts: [[Coordinate]]) -> [(part: Int, index: Int)] {
        var joined: [(part: Int, index: Int)] = []
        var last: Coordinate?
        for (partIndex, part) in parts.enumerated() {
            for (index, coordinate) in part.enumerated() {
                if index == 0, let last, meets(last, coordinate) { continue }
                joined.append((partIndex, index))
            }
            if let end = part.last { last = end }
        }
        return joined
    }

    private static func meets(_ end: Coordinate, _ start: Coordinate) -> Bool {
        end.latitude == start.latitude
            && (end.longitude == start.longitude || (abs(end.longitude) == 180 && start.longitude == -end.longitude))
    }
}
