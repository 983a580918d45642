import Foundation

/// The `gx:angles` headings of a run of track points, one after another, as written: to
/// a tenth of a degree, exactly what `KMLAircraftTrack.headings` gives once rounded
/// (`putRounded(_:decimals: 1)`), at a fraction of the cost.
///
/// A heading is the spherical bearing atan2(y, x) of the leg to the next point, with
/// y = sin Δλ cos φ₂ and x = cos φ₁ sin φ₂ − sin φ₁ cos φ₂ cos Δλ; only its tenth of a
/// degree is written. Here the sines and cosines are Taylor polynomials (error below
/// 10⁻¹⁵ for arguments within ±π/2) and the tenth is the sector, 0.1° wide, that holds
/// the direction (x, y), proved by two cross products with the sector's edges. A
/// direction within 2·10⁻¹² rad (plus the polynomials' error) of an edge, where the C
/// library's bearing could round either way, is left to the exact computation, as is
/// every leg the polynomials do not cover: a latitude beyond ±90°, |Δλ| > 1.6 rad,
/// a leg so short that x and y are below 10⁻¹¹.
///
/// Why not libm alone: its sine, cosine and arctangent were a fifth of the track writer
/// (104 M of 481 M instructions on 200,000 points), against issue 15's KML target of 3×
/// the faster peer (docs/performance.md).
struct KMLTrackHeadings {
    /// A heading as written: a bearing in degrees, written rounded to a tenth, or that
    /// tenth already (0…3600: 3600 is a bearing of 359.95° or more, written "360").
    enum Value: Equatable {
        case degrees(Double)
        case tenths(Int)
    }

    private let points: [Coordinate]
    private let edges = Self.sectorEdges
    private let final: Double?
    private var index: Int
    private var previous: Value
    /// The polynomial sine and cosine of `points[index]`'s latitude (radians), when made.
    private var from: (sin: Double, cos: Double)?

    /// The headings from point `start` of `samples` on; `initial` is the heading at the
    /// start of the track, `final` at its last point (nil: the heading before it).
    init(_ samples: TimedPath, from start: Int, initial: Double, final: Double?) {
        points = samples.points
        self.final = final
        index = start
        previous = .degrees(start == 0 ? initial : KMLAircraftTrack.heading(before: start, samples, initial: initial))
    }

    /// The heading at the next point.
    mutating func next() -> Value {
        defer { index += 1 }
        guard index < points.count - 1 else {
            if let final { return .degrees(MapAngle.bearing(final)) }
            // A bearing already in [0, 360) is its own `MapAngle.bearing`.
            if case .degrees(let degrees) = previous { return .degrees(MapAngle.bearing(degrees)) }
            return previous
        }
        let p = points[index]
        let q = points[index + 1]
        // A point on top of the next takes the heading before it; its latitude is the next's.
        guard p != q else { return previous }
        let start = from ?? Self.sinCos(p.latitude * (Double.pi / 180))
        let end = Self.sinCos(q.latitude * (Double.pi / 180))
        from = end
        previous =
            Self.tenths(from: p, start, to: q, end, edges: edges).map(Value.tenths)
            ?? .degrees(KMLAircraftTrack.bearing(from: p, to: q))
        return previous
    }

    /// The tenth of the bearing from `p` to `q`, given polynomial sines and cosines of
    /// their latitudes, or nil where the polynomials or the sector test cannot decide.
    private static func tenths(
        from p: Coordinate, _ phi1: (sin: Double, cos: Double), to q: Coordinate, _ phi2: (sin: Double, cos: Double),
        edges: [Double]
    ) -> Int? {
        guard abs(p.latitude) <= 90, abs(q.latitude) <= 90 else { return nil }
        let dLambda = (q.longitude - p.longitude) * (Double.pi / 180)
        // Also false for NaN.
        guard abs(dLambda) <= 1.6 else { return nil }
        let lambda = sinCos(dLambda)
        let y = lambda.sin * phi2.cos
        let x = phi1.cos * phi2.sin - phi1.sin * phi2.cos * lambda.cos
        let size = abs(x) + abs(y)
        guard size >= 1e-11 else { return nil }
        // x and y are within 5·10⁻¹⁴ of the exact computation's (both within a few units in
        // the last place of the true values); twice that, plus 2·10⁻¹² rad of the direction,
        // keeps a direction this far inside a sector's edges inside them for both.
        let margin = size * 2e-12 + 1e-13
        let guess = guessTenths(x: x, y: y)
        return edges.withUnsafeBufferPointer { edges in
            // Strictly counter-clockwise of the sector's lower edge, clockwise of its upper one.
            func holds(_ sector: Int) -> Bool {
                let lower = 2 * sector
                let upper = sector == 3600 ? 0 : lower + 2
                return edges[lower] * y - edges[lower + 1] * x > margin && edges[upper] * y - edges[upper + 1] * x < -margin
            }
            if holds(guess) { return guess }
            let below = guess == 0 ? 3600 : guess - 1
            if holds(below) { return below }
            let above = guess == 3600 ? 0 : guess + 1
            return holds(above) ? above : nil
        }
    }

    /// About the tenth of atan2(y, x) in degrees as a bearing (0…3600), from a
    /// polynomial arctangent (Abramowitz and Stegun 4.4.49, error under 10⁻⁵ rad): the
    /// sector test decides, this only says which sector to test first.
    private static func guessTenths(x: Double, y: Double) -> Int {
        let ax = abs(x)
        let ay = abs(y)
        let t = min(ax, ay) / max(ax, ay)
        let t2 = t * t
        var angle = t * (0.999_866_0 + t2 * (-0.330_299_5 + t2 * (0.180_141_0 + t2 * (-0.085_133_0 + t2 * 0.020_835_1))))
        if ay > ax { angle = Double.pi / 2 - angle }
        if x < 0 { angle = Double.pi - angle }
        if y < 0 { angle = -angle }
        var degrees = angle * (180 / Double.pi)
        if degrees < 0 { degrees += 360 }
        return min(3600, max(0, Int(degrees * 10 + 0.5)))
    }

    /// Edges of the sectors, as cosine and sine pairs: sector T (a heading written as T
    /// tenths) lies between edge T and the next one (edge 0 after edge 3600). Edge 0 is
    /// north itself, where a bearing just west of it is written 360 and one east of it 0;
    /// edge k is bearing (k − 0.5)/10°, where rounding to a tenth goes up.
    private static let sectorEdges: [Double] = (0...3600).flatMap { edge -> [Double] in
        let radians = edge == 0 ? 0 : Double(2 * edge - 1) / 20 * (Double.pi / 180)
        return [cos(radians), sin(radians)]
    }

    /// sin x and cos x for |x| ≤ 1.6 from their Taylor series, to x²¹ and x²⁰ (to x⁷ and
    /// x⁶ for |x| < 1/64): the terms left out are below 10⁻¹⁷, the rounding in the sums
    /// below 10⁻¹⁵.
    @inline(__always)
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        let z = x * x
        if z < 1.0 / 4096 {
            let s = 1 - z * (1.0 / 6 - z * (1.0 / 120 - z * (1.0 / 5040)))
            let c = 1 - z * (1.0 / 2 - z * (1.0 / 24 - z * (1.0 / 720)))
            return (x * s, c)
        }
        // Horner's rule in z; the factorials (2k + 1)! and (2k)! are all exact in a Double.
        var s = 1.0 / 51_090_942_171_709_440_000.0
        var c = 1.0 / 2_432_902_008_176_640_000.0
        s = 1.0 / 121_645_100_408_832_000.0 - z * s
        c = 1.0 / 6_402_373_705_728_000.0 - z * c
        s = 1.0 / 355_687_428_096_000 - z * s
        c = 1.0 / 20_922_789_888_000 - z * c
        s = 1.0 / 1_307_674_368_000 - z * s
        c = 1.0 / 87_178_291_200 - z * c
        s = 1.0 / 6_227_020_800 - z * s
        c = 1.0 / 479_001_600 - z * c
        s = 1.0 / 39_916_800 - z * s
        c = 1.0 / 3_628_800 - z * c
        s = 1.0 / 362_880 - z * s
        c = 1.0 / 40_320 - z * c
        s = 1.0 / 5040 - z * s
        c = 1.0 / 720 - z * c
        s = 1.0 / 120 - z * s
        c = 1.0 / 24 - z * c
        s = 1.0 / 6 - z * s
        c = 1.0 / 2 - z * c
        s = 1 - z * s
        c = 1 - z * c
        return (x * s, c)
    }
}
