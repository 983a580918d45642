/// Clipping to the viewport [0, width] × [0, height].
enum SVGClip {
    /// A polygon clipped to the viewport (Sutherland–Hodgman, one pass per edge): a
    /// polygon again, with stretches along the viewport's edges where it was cut.
    static func polygon(_ points: [SVGPoint], width: Double, height: Double) -> [SVGPoint] {
        if points.allSatisfy({ $0.x >= 0 && $0.x <= width && $0.y >= 0 && $0.y <= height }) { return points }
        var result = points
        result = pass(result, inside: { $0.x >= 0 }, cross: { a, b in at(x: 0, a, b) })
        result = pass(result, inside: { $0.x <= width }, cross: { a, b in at(x: width, a, b) })
        result = pass(result, inside: { $0.y >= 0 }, cross: { a, b in at(y: 0, a, b) })
        result = pass(result, inside: { $0.y <= height }, cross: { a, b in at(y: height, a, b) })
        return result
    }

    private static func pass(
        _ points: [SVGPoint], inside: (SVGPoint) -> Bool, cross: (SVGPoint, SVGPoint) -> SVGPoint
    ) -> [SVGPoint] {
        guard let last = points.last else { return [] }
        var result: [SVGPoint] = []
        result.reserveCapacity(points.count + 4)
        var previous = last
        var previousInside = inside(previous)
        for current in points {
            let currentInside = inside(current)
            if currentInside != previousInside { result.append(cross(previous, current)) }
            if currentInside { result.append(current) }
            previous = current
            previousInside = currentInside
        }
        return result
    }

    private static func at(x: Double, _ a: SVGPoint, _ b: SVGPoint) -> SVGPoint {
        SVGPoint(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
    }

    private static func at(y: Double, _ a: SVGPoint, _ b: SVGPoint) -> SVGPoint {
        SVGPoint(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y)
    }

    /// The part of segment a–b inside the viewport (Liang–Barsky), nil when none is.
    static func segment(_ a: SVGPoint, _ b: SVGPoint, width: Double, height: Double) -> (SVGPoint, SVGPoint)? {
        let dx = b.x - a.x
        let dy = b.y - a.y
        var low = 0.0
        var high = 1.0
        // The four edges in turn, no array of them: a map clips every coast edge.
        guard narrow(-dx, a.x, &low, &high), narrow(dx, width - a.x, &low, &high),
            narrow(-dy, a.y, &low, &high), narrow(dy, height - a.y, &low, &high), low <= high
        else { return nil }
        let from = low == 0 ? a : SVGPoint(x: a.x + low * dx, y: a.y + low * dy)
        let to = high == 1 ? b : SVGPoint(x: a.x + high * dx, y: a.y + high * dy)
        return (from, to)
    }

    /// One edge's step of Liang–Barsky: false when the segment misses the viewport.
    private static func narrow(_ p: Double, _ q: Double, _ low: inout Double, _ high: inout Double) -> Bool {
        if p == 0 { return !(q < 0) }
        let t = q / p
        if p < 0 {
            if t > high { return false }
            low = max(low, t)
        } else {
            if t < low { return false }
            high = min(high, t)
        }
        return true
    }

    /// A polyline clipped to the viewport: the stretches inside it, each cut where it
    /// leaves, in order.
    static func line(_ points: [SVGPoint], width: Double, height: Double) -> [[SVGPoint]] {
        var pieces: [[SVGPoint]] = []
        var current: [SVGPoint] = []
        for (from, to) in zip(points, points.dropFirst()) {
            guard let (a, b) = segment(from, to, width: width, height: height) else { continue }
            if let last = current.last, last == a {
                current.append(b)
            } else {
                if current.count >= 2 { pieces.append(current) }
                current = [a, b]
            }
        }
        if current.count >= 2 { pieces.append(current) }
        return pieces
    }
}
