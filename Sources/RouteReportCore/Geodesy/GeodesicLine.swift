import Foundation

// A geodesic from a point on an azimuth, after Karney (2013), sec. 3 (the direct
// problem): the series coefficients depend only on the line (through alp0), so they are
// computed once here and every position costs two short Clenshaw sums and a few
// trigonometric calls. Used to densify paths and to draw circles.

/// A position along a geodesic line.
public struct GeodesicPosition: Sendable, Hashable {
    /// Latitude, degrees, in [-90, 90].
    public var lat2: Double
    /// Longitude, degrees, unrolled: lon1 plus the longitude actually travelled, so it
    /// may leave [-180, 180] and stays continuous along the line.
    public var lon2: Double
    /// Forward azimuth, degrees, in [-180, 180].
    public var azi2: Double
}

/// The position solution before the longitude is added to lon1.
struct LinePosition {
    var lat2: Double
    /// Longitude travelled from point 1, degrees (unrolled, any value).
    var lon12: Double
    /// NaN where it was not asked for (`solvePlace`).
    var azi2: Double
}

/// Point 1 of a line and its reduced latitude, bet1: what every line from that point
/// shares (the lines of a ring, one per azimuth, compute it once).
struct LineStart {
    /// Latitude of point 1, degrees (NaN if outside [-90, 90]).
    let lat1: Double
    let sbet1: Double
    let cbet1: Double

    init(geodesic g: Geodesic, lat1: Double) {
        self.lat1 = AngleMath.latFix(lat1)
        var (sbet1, cbet1) = AngleMath.sincosd(AngleMath.angRound(self.lat1))
        sbet1 *= g.f1
        (sbet1, cbet1) = AngleMath.norm(sbet1, cbet1)
        self.sbet1 = sbet1
        self.cbet1 = max(GeodesicTolerance.tiny, cbet1)  // poles keep a meridian
    }
}

/// A geodesic from a point in a direction, for many positions along it cheaply.
public struct GeodesicLine: Sendable {
    let geodesic: Geodesic
    /// Latitude of point 1, degrees (NaN if outside [-90, 90]).
    let lat1: Double
    /// Longitude of point 1, degrees, as given.
    let lon1: Double
    /// Azimuth at point 1, degrees, in [-180, 180].
    let azi1: Double
    /// Distance to point 3 when made by `inverseLine` (metres), else NaN.
    public let s13: Double
    /// Arc length to point 3 when made by `inverseLine` (degrees), else NaN.
    let a13: Double

    // Line constants in the paper's notation (sec. 3).
    let salp1: Double
    let calp1: Double
    let salp0: Double
    let calp0: Double
    let ssig1: Double
    let csig1: Double
    let somg1: Double
    let comg1: Double
    /// E, the direction of travel in longitude (the sign of sin(alp0)), and the wrapped
    /// angles of point 1 that every position's unrolled omg12 subtracts: atan2(ssig1,
    /// csig1) and atan2(E somg1, comg1), radians.
    let e: Double
    let sig1: Double
    let eomg1: Double
    /// k² = ep2 cos²(alp0), eq. (9).
    let k2: Double
    /// A1 - 1 and the I1 series with its value B11 at sig1; tau1 = sig1 + B11.
    let a1m1: Double
    /// b A1, metres per radian of tau.
    let bA1: Double
    let c1a: SeriesCoefficients
    let b11: Double
    let stau1: Double
    let ctau1: Double
    /// Reverted series tau -> sigma, eq. (20).
    let c1pa: SeriesCoefficients
    /// Longitude series: -f sin(alp0) A3 and the I3 series with its value at sig1.
    let a3c: Double
    let c3a: SeriesCoefficients
    let b31: Double

    /// The line from (lat1, lon1) on azimuth azi1 (degrees).
    init(geodesic: Geodesic, lat1: Double, lon1: Double, azi1: Double) {
        // Rounding tiny azimuths keeps e.g. azi1 = 1e-300 exactly northward.
        let (salp1, calp1) = AngleMath.sincosd(AngleMath.angRound(azi1))
        self.init(
            geodesic: geodesic, start: LineStart(geodesic: geodesic, lat1: lat1), lon1: lon1,
            azi1: AngleMath.angNormalize(azi1), salp1: salp1, calp1: calp1, s13: .nan, a13: .nan)
    }

    /// The line from `start` on azimuth azi1 (degrees), given with its sine and cosine
    /// as `AngleMath.sincosd(AngleMath.angRound(azi1))` gives them: the same line as
    /// `init(geodesic:lat1:lon1:azi1:)`, bit for bit.
    init(geodesic: Geodesic, start: LineStart, lon1: Double, azi1: Double, salp1: Double, calp1: Double) {
        self.init(
            geodesic: geodesic, start: start, lon1: lon1, azi1: AngleMath.angNormalize(azi1),
            salp1: salp1, calp1: calp1, s13: .nan, a13: .nan)
    }

    /// The line from (lat1, lon1) with azimuth given by its sine and cosine (from the
    /// inverse problem, so no precision is lost through degrees).
    init(
        geodesic: Geodesic, lat1: Double, lon1: Double, salp1: Double, calp1: Double,
        s13: Double, a13: Double
    ) {
        self.init(
            geodesic: geodesic, start: LineStart(geodesic: geodesic, lat1: lat1), lon1: lon1,
            azi1: AngleMath.atan2d(salp1, calp1), salp1: salp1, calp1: calp1,
            s13: s13, a13: a13)
    }

    private init(
        geodesic g: Geodesic, start: LineStart, lon1: Double, azi1: Double,
        salp1: Double, calp1: Double, s13: Double, a13: Double
    ) {
        geodesic = g
        self.lat1 = start.lat1
        self.lon1 = lon1
        self.azi1 = azi1 + 0  // no -0.0
        self.salp1 = salp1
        self.calp1 = calp1
        self.s13 = s13
        self.a13 = a13

        let sbet1 = start.sbet1
        let cbet1 = start.cbet1
        salp0 = salp1 * cbet1  // alp0 in [0, pi/2 - |bet1|]
        calp0 = hypot(calp1, salp1 * sbet1)
        // tan(bet1) = tan(sig1) cos(alp1); tan(omg1) = sin(alp0) tan(sig1). An
        // eastward start on the equator takes sig1 = 0 (not pi/2): csig1 = 1.
        somg1 = salp0 * sbet1
        let c = sbet1 != 0 || calp1 != 0 ? cbet1 * calp1 : 1
        comg1 = c
        (ssig1, csig1) = AngleMath.norm(sbet1, c)
        e = Double(signOf: salp0, magnitudeOf: 1)
        sig1 = atan2(ssig1, csig1)
        eomg1 = atan2(e * somg1, comg1)

        k2 = calp0 * calp0 * g.ep2
        let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)

        a1m1 = GeodesicSeries.a1m1(eps)
        bA1 = g.b * (1 + a1m1)
        c1a = GeodesicSeries.c1(eps)
        let b11 = c1a.sinSeries(ssig1, csig1)
        self.b11 = b11
        let s = sin(b11)
        let cb = cos(b11)
        stau1 = ssig1 * cb + csig1 * s  // tau1 = sig1 + B11
        ctau1 = csig1 * cb - ssig1 * s
        c1pa = GeodesicSeries.c1p(eps)

        c3a = g.a3c3.c3(eps)
        a3c = -g.f * salp0 * g.a3c3.a3(eps)
        b31 = c3a.sinSeries(ssig1, csig1)
    }

    /// The point at distance `s12` (metres, may be negative or exceed a full circuit)
    /// from point 1: latitude, unrolled longitude and forward azimuth, degrees; never -0.0.
    public func position(distance s12: Double) -> GeodesicPosition {
        let p = solvePosition(distance: s12)
        return GeodesicPosition(lat2: p.lat2 + 0, lon2: lon1 + p.lon12 + 0, azi2: p.azi2 + 0)
    }

    /// The point at arc length `a12` (degrees on the auxiliary sphere) from point 1.
    func position(arc a12: Double) -> GeodesicPosition {
        let (ssig12, csig12) = AngleMath.sincosd(a12)
        let p = solve(sig12: a12 * AngleMath.degree, ssig12: ssig12, csig12: csig12)
        return GeodesicPosition(lat2: p.lat2 + 0, lon2: lon1 + p.lon12 + 0, azi2: p.azi2 + 0)
    }

    /// Latitude and unrolled longitude at distance `s12` (metres) from point 1, as
    /// `position(distance:)` gives them, bit for bit, without solving the azimuth there.
    func place(distance s12: Double) -> (lat2: Double, lon2: Double) {
        let p = solvePlace(distance: s12)
        return (p.lat2 + 0, lon1 + p.lon12 + 0)
    }

    /// Calls `body` with the distance from point 1, metres, of each of the line's
    /// vertices (where its latitude turns: the arcs σ = ±π/2 from the equator, as
    /// sin β = cos α0 sin σ) on the turn of the line ahead of point 1 and on the turn
    /// behind it: the northmost and southmost points of any stretch of the line are its
    /// ends or beside these.
    func forEachVertexDistance(_ body: (Double) -> Void) {
        for sine in [1.0, -1.0] {
            // The arc from point 1 in [0, 2π), then the same vertex a turn behind.
            var sig12 = sine * .pi / 2 - sig1
            if sig12 < 0 { sig12 += 2 * .pi }
            let b12 = c1a.sinSeries(sine, 0)
            body(bA1 * (sig12 + (b12 - b11)))
            body(bA1 * (sig12 - 2 * .pi + (b12 - b11)))
        }
    }

    /// Position by distance, longitude not yet added to lon1.
    func solvePosition(distance s12: Double) -> LinePosition {
        solvePosition(distance: s12, azimuth: true)
    }

    /// Latitude and longitude by distance, longitude not yet added to lon1: as
    /// `solvePosition`, bit for bit, without the azimuth there (azi2 NaN).
    func solvePlace(distance s12: Double) -> LinePosition {
        solvePosition(distance: s12, azimuth: false)
    }

    @inline(__always)
    private func solvePosition(distance s12: Double, azimuth: Bool) -> LinePosition {
        // tau12 = s12 / (b A1); reverting eq. (20) gives sig12.
        var tau12 = s12 / bA1
        if !tau12.isFinite { tau12 = .nan }
        let s = sin(tau12)
        let c = cos(tau12)
        let b12 = -c1pa.sinSeries(stau1 * c + ctau1 * s, ctau1 * c - stau1 * s)
        var sig12 = tau12 - (b12 - b11)
        var ssig12 = sin(sig12)
        var csig12 = cos(sig12)
        if abs(geodesic.f) > 0.01 {
            // The reverted series loses accuracy for |f| > 1/100: one Newton step on
            // s(sig12) = s12 restores it.
            let ssig2 = ssig1 * csig12 + csig1 * ssig12
            let csig2 = csig1 * csig12 - ssig1 * ssig12
            let b12 = c1a.sinSeries(ssig2, csig2)
            let serr = (1 + a1m1) * (sig12 + (b12 - b11)) - s12 / geodesic.b
            sig12 -= serr / (1 + k2 * ssig2 * ssig2).squareRoot()
            ssig12 = sin(sig12)
            csig12 = cos(sig12)
        }
        return solve(sig12: sig12, ssig12: ssig12, csig12: csig12, azimuth: azimuth)
    }

    /// Latitude, unrolled longitude difference and azimuth (unless `azimuth` is false:
    /// NaN) at arc sig12 (radians).
    @inline(__always)
    private func solve(sig12: Double, ssig12: Double, csig12: Double, azimuth: Bool = true) -> LinePosition {
        // sig2 = sig1 + sig12.
        let ssig2 = ssig1 * csig12 + csig1 * ssig12
        var csig2 = csig1 * csig12 - ssig1 * ssig12
        let sbet2 = calp0 * ssig2  // sin(bet2) = cos(alp0) sin(sig2)
        var cbet2 = hypot(salp0, calp0 * csig2)
        if cbet2 == 0 {
            // Meridional line through a pole (salp0 = 0, csig2 = 0): keep a direction.
            cbet2 = GeodesicTolerance.tiny
            csig2 = GeodesicTolerance.tiny
        }
        // tan(alp0) = cos(sig2) tan(alp2); no need to normalise.
        let salp2 = salp0
        let calp2 = calp0 * csig2
        // tan(omg2) = sin(alp0) tan(sig2). The unrolled omg12 counts whole turns:
        // sig12 minus the wrapped sig part plus the wrapped omg part, each atan2 in
        // (-pi, pi], signed by the direction of travel E.
        let somg2 = salp0 * ssig2
        let comg2 = csig2
        let omg12 = e * (sig12 - (atan2(ssig2, csig2) - sig1) + (atan2(e * somg2, comg2) - eomg1))
        let lam12 = omg12 + a3c * (sig12 + (c3a.sinSeries(ssig2, csig2) - b31))
        return LinePosition(
            lat2: AngleMath.atan2d(sbet2, geodesic.f1 * cbet2),
            lon12: lam12 / AngleMath.degree,
            azi2: azimuth ? AngleMath.atan2d(salp2, calp2) : .nan)
    }
}
