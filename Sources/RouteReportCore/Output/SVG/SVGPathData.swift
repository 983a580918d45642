/// Path data (`d`) text for polylines in the viewport.
///
/// The first and last vertex of every polyline are written to 1e-6 viewport points so a
/// reader can check them against the projection formula (the endpoints, the position
/// where `flown` meets `remaining`); the vertices between to 0.01 points. A vertex closer
/// than `minimumSpacing` to the last one kept is left out: that moves the line by less
/// than a fifth of a pixel, and keeps a map of a million-point track small.
enum SVGPathData {
    static let anchorDigits = 6
    static let vertexDigits = 2
    static let minimumSpacing = 0.2

    static func polyline(_ points: [SVGPoint]) -> String {
        guard let first = points.first else { return "" }
        var text = "M" + pair(first, digits: anchorDigits)
        guard points.count > 1 else { return text }
        let last = points[points.count - 1]
        var kept = first
        for point in points[1..<(points.count - 1)] where isSpaced(point, from: kept) && isSpaced(point, from: last) {
            text += "L" + pair(point, digits: vertexDigits)
            kept = point
        }
        return text + "L" + pair(last, digits: anchorDigits)
    }

    private static func isSpaced(_ point: SVGPoint, from other: SVGPoint) -> Bool {
        let dx = point.x - other.x
        let dy = point.y - other.y
        // NaN compares false: a broken vertex is dropped, not drawn as "NaN".
        return dx * dx + dy * dy >= minimumSpacing * minimumSpacing
    }

    static func number(_ value: Double, digits: Int = vertexDigits) -> String {
        DecimalFormat.fixed(value, fractionDigits: digits)
    }

    private static func pair(_ point: SVGPoint, digits: Int) -> String {
        number(point.x, digits: digits) + " " + number(point.y, digits: digits)
    }
}
