/// Path data (`d`) text for polylines in the viewport.
///
/// The first and last vertex of every polyline are written to 1e-6 viewport points so a
/// reader can check them against the projection formula (the endpoints, the position
/// where `flown` meets `remaining`); the vertices between to 0.01 points, well below a
/// pixel, and a vertex that rounds to the previous one is dropped, to keep maps small.
enum SVGPathData {
    static let anchorDigits = 6
    static let vertexDigits = 2

    static func polyline(_ points: [SVGPoint]) -> String {
        guard let first = points.first else { return "" }
        var text = "M" + pair(first, digits: anchorDigits)
        guard points.count > 1 else { return text }
        var previous = ""
        for point in points[1..<(points.count - 1)] {
            let vertex = pair(point, digits: vertexDigits)
            if vertex != previous { text += "L" + vertex }
            previous = vertex
        }
        return text + "L" + pair(points[points.count - 1], digits: anchorDigits)
    }

    static func number(_ value: Double, digits: Int = vertexDigits) -> String {
        DecimalFormat.fixed(value, fractionDigits: digits)
    }

    private static func pair(_ point: SVGPoint, digits: Int) -> String {
        number(point.x, digits: digits) + " " + number(point.y, digits: digits)
    }
}
