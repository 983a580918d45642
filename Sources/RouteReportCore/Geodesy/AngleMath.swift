import Foundation

// Angle helpers for the geodesic solvers, after C. F. F. Karney, "Algorithms for
// geodesics", J. Geodesy 87, 43-55 (2013), https://doi.org/10.1007/s00190-012-0578-z.
// Angles in degrees are reduced exactly (remainders by 90 and 360 are exact in binary
// floating point) before any conversion to radians, so identities hold exactly
// (sin 9° = cos 81° = -sin 123456789°) and sind(90), sind(180) are exactly 1 and 0:
// meridional and equatorial inputs stay exactly meridional and equatorial.

/// Degree-based trigonometry and angle reduction used by `Geodesic` and `GeodesicLine`.
/// All functions are total: NaN (or an infinite angle) in gives NaN out, they never trap.
enum AngleMath {
    /// Radians per degree.
    static let degree = Double.pi / 180

    /// Error-free sum: `s + t == u + v` exactly, `s = round(u + v)`.
    @inline(__always)
    static func sum(_ u: Double, _ v: Double) -> (s: Double, t: Double) {
        let s = u + v
        var up = s - v
        var vpp = s - up
        up -= u
        vpp -= v
        // An exact zero sum has no error; keeps t from being -0.0 there.
        let t = s == 0 ? s : 0 - (up + vpp)
        return (s, t)
    }

    /// IEEE remainder of x by 360, in [-180, 180]; NaN for a non-finite x.
    @inline(__always)
    static func remainder360(_ x: Double) -> Double {
        // |x| < 180 is its own remainder, exactly (the quotient rounds to 0). Most angles
        // here are already reduced, and libm's remainder was 8% of a run on 100,000
        // flights (perf record), so skip the call for them.
        if abs(x) < 180 { return x }
        return x.isFinite ? x.remainder(dividingBy: 360) : .nan
    }

    /// An angle reduced to [-180, 180] degrees; -180 only for x of -180 + k·360 with x < 0,
    /// so that an input of 180 stays 180 (eastward) and -180 stays -180.
    @inline(__always)
    static func angNormalize(_ x: Double) -> Double {
        let y = remainder360(x)
        return abs(y) == 180 ? Double(signOf: x, magnitudeOf: 180) : y
    }

    /// y - x reduced to [-180, 180] degrees, with the rounding error e of the result:
    /// (y - x) = d + e exactly (modulo 360). d is 180 (not -180) for east-going or
    /// meridional differences; the sign of a zero or ±180 result follows y - x.
    @inline(__always)
    static func angDiff(_ x: Double, _ y: Double) -> (d: Double, e: Double) {
        var (d, t) = sum(remainder360(-x), remainder360(y))
        (d, t) = sum(remainder360(d), t)
        if d == 0 || abs(d) == 180 {
            d = Double(signOf: t == 0 ? y - x : -t, magnitudeOf: d)
        }
        return (d, t)
    }

    /// Rounds an angle so that tiny values have a coarsest step of 2^-57 degrees
    /// (0.7 pm on the earth) instead of underflowing gradually: avoids near-singular
    /// cases such as lat = 1e-200 (which would otherwise not count as equatorial).
    @inline(__always)
    static func angRound(_ x: Double) -> Double {
        let z = 1.0 / 16
        var y = abs(x)
        let w = z - y
        if w > 0 { y = z - w }
        return Double(signOf: x, magnitudeOf: y)
    }

    /// A latitude outside [-90, 90] degrees becomes NaN.
    @inline(__always)
    static func latFix(_ x: Double) -> Double {
        abs(x) > 90 ? .nan : x
    }

    /// (x, y) scaled to unit length.
    @inline(__always)
    static func norm(_ x: Double, _ y: Double) -> (Double, Double) {
        let r = hypot(x, y)
        return (x / r, y / r)
    }

    /// Sine and cosine of x degrees with exact reduction to [-45, 45] degrees first.
    /// sin(±0) keeps the sign of x; cos never returns -0.0.
    @inline(__always)
    static func sincosd(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        var r = x.truncatingRemainder(dividingBy: 360)  // exact, |r| < 360
        let q = (r / 90).rounded(.toNearestOrEven)  // in -4...4
        r = (r - 90 * q) * degree  // r - 90q is exact
        return quadrant(sin(r), cos(r), Int(q), x)
    }

    /// Sine and cosine of (x + t) degrees where x is in [-180, 180] and t is a small
    /// correction (the error term of `angDiff`): the correction is applied after the
    /// exact reduction, so nearly antipodal longitude differences keep their last bits.
    @inline(__always)
    static func sincosde(_ x: Double, _ t: Double) -> (sin: Double, cos: Double) {
        let q = x.isFinite ? (x / 90).rounded(.toNearestOrEven) : 0
        let r = angRound(x - 90 * q + t) * degree
        return quadrant(sin(r), cos(r), Int(q), x)
    }

    @inline(__always)
    private static func quadrant(_ s: Double, _ c: Double, _ q: Int, _ x: Double)
        -> (sin: Double, cos: Double)
    {
        var (sinx, cosx): (Double, Double)
        switch q & 3 {
        case 0: (sinx, cosx) = (s, c)
        case 1: (sinx, cosx) = (c, -s)
        case 2: (sinx, cosx) = (-s, -c)
        default: (sinx, cosx) = (-c, s)
        }
        cosx += 0  // -0.0 -> +0.0, e.g. cosd(90)
        if sinx == 0 { sinx = Double(signOf: x, magnitudeOf: 0) }
        return (sinx, cosx)
    }

    /// atan2(y, x) in degrees, in [-180, 180], computed in the first octant so that
    /// atan2d(1, 1) is exactly 45 and atan2d(±0, -1) is exactly ±180.
    @inline(__always)
    static func atan2d(_ y: Double, _ x: Double) -> Double {
        var (y, x) = (y, x)
        var q = 0
        if abs(y) > abs(x) {
            swap(&x, &y)
            q = 2
        }
        if x.sign == .minus {
            x = -x
            q += 1
        }
        let ang = atan2(y, x) / degree
        switch q {
        case 1: return Double(signOf: y, magnitudeOf: 180) - ang
        case 2: return 90 - ang
        case 3: return -90 + ang
        default: return ang
        }
    }
}
