/// A rect in map points, as `MKMapRect`: origin at the top-left; x may exceed the world
/// width for a rect that spans the antimeridian.
struct MapRect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// The smallest rect holding both, as `MKMapRect.union(_:)`. Map x is taken as it is:
    /// shift a rect by `MapPoint.worldSize` first if it should join across the antimeridian.
    func union(_ other: MapRect) -> MapRect {
        let left = Self.lower(minX, other.minX)
        let top = Self.lower(minY, other.minY)
        let right = Self.upper(maxX, other.maxX)
        let bottom = Self.upper(maxY, other.maxY)
        return MapRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The union of all `rects`, nil when there are none.
    static func union<S: Sequence>(_ rects: S) -> MapRect? where S.Element == MapRect {
        var result: MapRect?
        for rect in rects { result = result.map { $0.union(rect) } ?? rect }
        return result
    }

    /// The smallest rect holding all `points` (zero size for one point), nil when none.
    static func bounding<S: Sequence>(_ points: S) -> MapRect? where S.Element == MapPoint {
        union(points.lazy.map { MapRect(x: $0.x, y: $0.y, width: 0, height: 0) })
    }

    /// The same rect a whole number of worlds east or west, so that `x` is in [0, W).
    var normalizedToWorld: MapRect {
        var rect = self
        rect.x -= Self.worldShift(x)
        return rect
    }

    /// The multiple of the world width to subtract from `x` to bring it into [0, W).
    static func worldShift(_ x: Double) -> Double {
        let w = MapPoint.worldSize
        return (x / w).rounded(.down) * w
    }

    // min/max that let NaN through, so NaN in gives NaN out.
    static func lower(_ a: Double, _ b: Double) -> Double { a.isNaN || a <= b ? a : b }
    static func upper(_ a: Double, _ b: Double) -> Double { a.isNaN || a >= b ? a : b }
}
