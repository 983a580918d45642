import Foundation

// Geodesics on an ellipsoid of revolution after C. F. F. Karney, "Algorithms for
// geodesics", J. Geodesy 87, 43-55 (2013), https://doi.org/10.1007/s00190-012-0578-z.
// Notation follows the paper: bet = reduced latitude, alp = azimuth, sig = arc length on
// the auxiliary sphere, omg = longitude on the auxiliary sphere, lam = longitude; a
// leading s/c is the sine/cosine (sbet1 = sin(bet1)); 1/2 name the two points and 12 the
// difference from 1 to 2. Lengths in metres, angles in degrees unless said otherwise.
// Accurate to about 15 nm for WGS84; every function is total (NaN in, NaN out).

/// Solution of the inverse geodesic problem.
public struct GeodesicInverse: Sendable, Hashable {
    /// Distance between the points, metres, >= 0.
    public var s12: Double
    /// Azimuth at point 1, degrees clockwise from north, in [-180, 180].
    public var azi1: Double
    /// Azimuth at point 2 (forward direction), degrees, in [-180, 180].
    public var azi2: Double
    /// Arc length on the auxiliary sphere, degrees, in [0, 180].
    var a12: Double
}

/// Solution of the direct geodesic problem.
public struct GeodesicDirect: Sendable, Hashable {
    /// Latitude of point 2, degrees, in [-90, 90].
    public var lat2: Double
    /// Longitude of point 2, degrees, in [-180, 180].
    public var lon2: Double
    /// Forward azimuth at point 2, degrees, in [-180, 180].
    public var azi2: Double
}

/// Geodesics on an ellipsoid of revolution (Karney 2013).
public struct Geodesic: Sendable {
    /// Equatorial radius, metres.
    let a: Double
    /// Flattening (positive for an oblate ellipsoid).
    let f: Double

    /// 1 - f.
    let f1: Double
    /// Second eccentricity squared, e² / (1 - e²) with e² = f (2 - f).
    let ep2: Double
    /// Third flattening, f / (2 - f).
    let n: Double
    /// Polar semi-axis, metres.
    let b: Double
    /// sig12 below which the auxiliary-sphere solution with a mean dn is taken as exact
    /// for short lines: its azimuth error sig12² |f| / 2 stays below epsilon / 100.
    let etol2: Double
    /// A3 and C3 eps-polynomials for this ellipsoid's n.
    let a3c3: A3C3Polynomials

    /// The WGS84 ellipsoid: a = 6378137 m, f = 1/298.257223563.
    public static let wgs84 = Geodesic(a: 6_378_137, f: 1 / 298.257223563)

    /// An ellipsoid with equatorial radius `a` (metres, > 0) and flattening `f`
    /// (< 1; the series are accurate for |f| <= 1/50).
    init(a: Double, f: Double) {
        self.a = a
        self.f = f
        f1 = 1 - f
        ep2 = f * (2 - f) / (f1 * f1)
        n = f / (2 - f)
        b = a * f1
        etol2 =
            0.1 * GeodesicTolerance.tol2
            / (max(0.001, abs(f)) * min(1, 1 - f / 2) / 2).squareRoot()
        a3c3 = A3C3Polynomials(n: n)
    }

    /// The shortest geodesic between two points.
    /// - Parameters: latitudes in [-90, 90] degrees (others give NaN), longitudes in
    ///   degrees, any value.
    /// - Returns: distance `s12` (metres), azimuths `azi1` and `azi2` (degrees in
    ///   [-180, 180]) and arc length `a12` (degrees); never -0.0. Coincident points give s12 = 0 and
    ///   the azimuths of a geodesic heading along the longitude difference.
    public func inverse(lat1: Double, lon1: Double, lat2: Double, lon2: Double)
        -> GeodesicInverse
    {
        let r = solveInverse(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
        // "+ 0" turns -0.0 into 0.0 so reports never print "-0"; e.g. the westward
        // line 89.999999 -58.289136409 90 -166.938150279 has azi1 = -0.0 otherwise.
        return GeodesicInverse(
            s12: r.s12 + 0,
            azi1: AngleMath.atan2d(r.salp1, r.calp1) + 0,
            azi2: AngleMath.atan2d(r.salp2, r.calp2) + 0,
            a12: r.a12 + 0)
    }

    /// The point at distance `s12` (metres, may be negative) from (`lat1`, `lon1`)
    /// along azimuth `azi1` (degrees). Returns lat2 in [-90, 90], lon2 in [-180, 180]
    /// and the forward azimuth azi2 in [-180, 180], all in degrees; never -0.0.
    public func direct(lat1: Double, lon1: Double, azi1: Double, s12: Double) -> GeodesicDirect {
        let p = line(lat1: lat1, lon1: lon1, azi1: azi1).solvePosition(distance: s12)
        // Each term reduced first, so a large lon1 or lon12 costs no bits of the other.
        let lon2 = AngleMath.angNormalize(
            AngleMath.angNormalize(lon1) + AngleMath.angNormalize(p.lon12))
        return GeodesicDirect(lat2: p.lat2 + 0, lon2: lon2 + 0, azi2: p.azi2 + 0)  // no -0.0
    }

    /// The geodesic leaving (`lat1`, `lon1`) on azimuth `azi1` (degrees); its `s13` is NaN.
    func line(lat1: Double, lon1: Double, azi1: Double) -> GeodesicLine {
        GeodesicLine(geodesic: self, lat1: lat1, lon1: lon1, azi1: azi1)
    }

    /// The shortest geodesic from point 1 to point 2; its `s13` (metres) is their
    /// distance and its `azi1` the inverse problem's azi1.
    public func inverseLine(lat1: Double, lon1: Double, lat2: Double, lon2: Double)
        -> GeodesicLine
    {
        let r = solveInverse(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
        return GeodesicLine(
            geodesic: self, lat1: lat1, lon1: lon1, salp1: r.salp1, calp1: r.calp1,
            s13: r.s12, a13: r.a12)
    }
}
