/// A geometry of routes.geojson, as RFC 7946 wants it: cut at ±180 (§3.1.9) as
/// `FlightShapes` cuts it, every position on the text's grid, polygon rings counterclockwise
/// (§3.1.6; each ring is one piece's exterior, ours have no holes).
struct GeoJSONGeometry {
    enum Shape {
        case point
        /// One piece: LineString; more: MultiLineString.
        case lines
        /// One piece: Polygon; more: MultiPolygon. Each piece a closed ring.
        case polygons
    }

    var shape: Shape
    /// Longitudes in [-180, 180], on the grid; never empty.
    var pieces: [[Coordinate]]
    /// Metres, one per position of each piece, written as each position's third number;
    /// nil: two numbers a position.
    var altitudes: [[Double]]? = nil

    /// A line cut at ±180 (`FlightShapes.route`), on the grid of `decimals` but its first
    /// `fullEnds` and last `fullEnds` positions, on the finest; nil when it has no piece.
    static func line(_ cut: [[Coordinate]], decimals: Int = GeoJSONText.lineDecimals, fullEnds: Int = 0) -> GeoJSONGeometry? {
        let count = cut.reduce(0) { $0 + $1.count }
        var index = 0
        let pieces = cut.map { line in
            line.map { point in
                defer { index += 1 }
                let isEnd = index < fullEnds || index >= count - fullEnds
                return GeoJSONText.onGrid(point, decimals: isEnd ? GeoJSONText.fractionDigits : decimals)
            }
        }
        return pieces.isEmpty ? nil : GeoJSONGeometry(shape: .lines, pieces: pieces)
    }

    /// The flight's route: `lineDecimals`, its ends (`GeoJSONText.routeEnds`) finer.
    static func route(_ cut: [[Coordinate]]) -> GeoJSONGeometry? {
        line(cut, fullEnds: GeoJSONText.routeEnds)
    }

    /// The route at its altitudes cut at ±180 (`FlightShapes.raisedRoute`), on the grid
    /// of `route(_:)`; nil when it has no piece.
    static func route(_ cut: [AltitudePath]) -> GeoJSONGeometry? {
        guard var geometry = route(cut.map(\.points)) else { return nil }
        geometry.altitudes = cut.map(\.altitudes)
        return geometry
    }

    /// Closed rings cut at ±180 (the endpoint circles, `FlightShapes.cutEndpointRings`),
    /// on the grid of `decimals`; nil when there is no piece. A ring round a pole comes
    /// back closed over the pole.
    static func rings(_ cut: [[Coordinate]], decimals: Int) -> GeoJSONGeometry? {
        let pieces = cut.map { ring in LonLatRing.counterclockwise(ring.map { GeoJSONText.onGrid($0, decimals: decimals) }) }
        return pieces.isEmpty ? nil : GeoJSONGeometry(shape: .polygons, pieces: pieces)
    }

    static func point(_ point: Coordinate, decimals: Int = GeoJSONText.fractionDigits) -> GeoJSONGeometry {
        GeoJSONGeometry(shape: .point, pieces: [[GeoJSONText.onGrid(AntimeridianCut.point(point), decimals: decimals)]])
    }

    /// §5 bbox: with `east < west` where the pieces sit on both sides of ±180.
    var box: GeoBox {
        // Pieces are never empty, so there is a box.
        GeoBox(covering: pieces) ?? GeoBox(west: -180, south: -90, east: 180, north: 90)
    }

    func write(to text: inout GeoJSONText) {
        switch (shape, pieces.count) {
        case (.point, _):
            text.append("{\"type\":\"Point\",\"coordinates\":")
            text.position(pieces[0][0])
        case (.lines, 1):
            text.append("{\"type\":\"LineString\",\"coordinates\":")
            text.positions(pieces[0], altitudes: altitudes?[0])
        case (.lines, _):
            text.append("{\"type\":\"MultiLineString\",\"coordinates\":[")
            for (index, piece) in pieces.enumerated() {
                if index > 0 { text.append(",") }
                text.positions(piece, altitudes: altitudes?[index])
            }
            text.append("]")
        case (.polygons, 1):
            text.append("{\"type\":\"Polygon\",\"coordinates\":[")
            text.positions(pieces[0])
            text.append("]")
        case (.polygons, _):
            text.append("{\"type\":\"MultiPolygon\",\"coordinates\":[")
            list(pieces, to: &text) { ring, text in
                text.append("[")
                text.positions(ring)
                text.append("]")
            }
            text.append("]")
        }
        text.append("}")
    }

    private func list(_ items: [[Coordinate]], to text: inout GeoJSONText, each: ([Coordinate], inout GeoJSONText) -> Void) {
        for (index, item) in items.enumerated() {
            if index > 0 { text.append(",") }
            each(item, &text)
        }
    }
}
