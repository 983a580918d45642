/// Lines thinned to what a map can show (Douglas–Peucker): every vertex left out lies
/// within `tolerance` viewport points of the line kept, and the ends are always kept.
enum SVGSimplify {
    static func line(_ points: [SVGPoint], tolerance: Double) -> [SVGPoint] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        // An explicit stack: a 100,000-point track would overflow a recursion.
        var stack = [(0, points.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var distance = -1.0
            for index in (first + 1)..<last {
                let d = offset(points[index], from: points[first], to: points[last])
                // A broken (NaN) vertex is kept rather than silently dropped.
                if !(d <= distance) {
                    distance = d
                    farthest = index
                }
            }
            if !(distance <= tolerance) {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }

    /// The distance of `point` from the segment a–b.
    static func offset(_ point: SVGPoint, from a: SVGPoint, to b: SVGPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? MapAngle.clamp(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0, 1) : 0
        let x = a.x + t * dx - point.x
        let y = a.y + t * dy - point.y
        return (x * x + y * y).squareRoot()
    }
}
