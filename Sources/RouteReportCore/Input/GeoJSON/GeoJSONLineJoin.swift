/// A MultiLineString's parts as one flight's vertices, in order, as GPX track segments
/// are joined (every position kept). The exception is the seam of a line cut at ±180
/// (§3.1.9, how routes.geojson writes one): a part that starts on the meridian at the
/// latitude where the previous one ended on it joins without repeating that point, so
/// the cut line reads back as the one line it was. Each part's times (when given)
/// travel with its positions.
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
        end.latitude == start.latitude && abs(end.longitude) == 180 && abs(start.longitude) == 180
    }
}
