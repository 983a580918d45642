import Foundation

// The inverse problem after Karney (2013), sec. 4: reduce to a canonical configuration,
// solve meridional and equatorial geodesics directly, short lines on the auxiliary
// sphere, and everything else by Newton's method on alp1 (with bisection as a safety
// net), started from the spherical or the astroid (nearly antipodal) estimate.

/// The inverse solution in sine/cosine form, azimuths not yet in degrees.
struct InverseSolution: Sendable {
    /// Distance, metres.
    var s12: Double
    /// Arc length on the auxiliary sphere, degrees.
    var a12: Double
    var salp1: Double
    var calp1: Double
    var salp2: Double
    var calp2: Double
}

/// Starting guess for Newton's method (or the whole solution for a short line).
struct InverseStart {
    /// Arc length (radians) when the line is short enough to be solved here, else -1.
    var sig12: Double
    var salp1: Double
    var calp1: Double
    /// Set for short lines only.
    var salp2: Double
    var calp2: Double
    /// Mean dn of a short line.
    var dnm: Double
}

/// One evaluation of the hybrid problem: the longitude reached from alp1, minus the target.
struct Lambda12 {
    /// lam12(alp1) - lam12 target, radians.
    var lam12: Double
    var salp2: Double
    var calp2: Double
    var sig12: Double
    var ssig1: Double
    var csig1: Double
    var ssig2: Double
    var csig2: Double
    var eps: Double
    /// d lam12 / d alp1, NaN unless asked for.
    var dlam12: Double
}

extension Geodesic {
    /// Solves the inverse problem; see `inverse(lat1:lon1:lat2:lon2:)`.
    func solveInverse(lat1: Double, lon1: Double, lat2: Double, lon2: Double)
        -> InverseSolution
    {
        typealias T = GeodesicTolerance
        // Longitude difference with its rounding error, made non-negative.
        var (lon12, lon12s) = AngleMath.angDiff(lon1, lon2)
        var lonsign: Double = lon12.sign == .minus ? -1 : 1
        lon12 *= lonsign
        lon12s *= lonsign
        let lam12 = lon12 * AngleMath.degree
        let (slam12, clam12) = AngleMath.sincosde(lon12, lon12s)
        // 180 - lon12 to full precision, for the equatorial test below.
        lon12s = (180 - lon12) - lon12s

        // Canonical form: 0 <= lon12 <= 180, -90 <= lat1 <= 0, lat1 <= lat2 <= -lat1.
        // Point 1 takes the larger |lat| (and a NaN latitude, so NaN propagates).
        var lat1 = AngleMath.angRound(AngleMath.latFix(lat1))
        var lat2 = AngleMath.angRound(AngleMath.latFix(lat2))
        let swapp: Double = abs(lat1) < abs(lat2) || lat2.isNaN ? -1 : 1
        if swapp < 0 {
            lonsign = -lonsign
            swap(&lat1, &lat2)
        }
        let latsign: Double = lat1.sign == .minus ? 1 : -1
        lat1 *= latsign
        lat2 *= latsign

        var (sbet1, cbet1) = AngleMath.sincosd(lat1)
        sbet1 *= f1
        (sbet1, cbet1) = AngleMath.norm(sbet1, cbet1)
        cbet1 = max(T.tiny, cbet1)  // a pole keeps a meridian: cbet1 = +tiny, not 0
        var (sbet2, cbet2) = AngleMath.sincosd(lat2)
        sbet2 *= f1
        (sbet2, cbet2) = AngleMath.norm(sbet2, cbet2)
        cbet2 = max(T.tiny, cbet2)

        // Make |bet2| = |bet1| exact when it holds to rounding, so Lambda12's calp2 is
        // right; failing input (Visual C++ 10):
        // 48.522876735459 0 -48.52287673545898293 179.599720456223079643.
        if cbet1 < -sbet1 {
            if cbet2 == cbet1 { sbet2 = Double(signOf: sbet2, magnitudeOf: sbet1) }
        } else if abs(sbet2) == -sbet1 {
            cbet2 = cbet1
        }
        let dn1 = (1 + ep2 * sbet1 * sbet1).squareRoot()
        let dn2 = (1 + ep2 * sbet2 * sbet2).squareRoot()

        var a12 = Double.nan
        var s12x = Double.nan
        var salp1 = Double.nan
        var calp1 = Double.nan
        var salp2 = Double.nan
        var calp2 = Double.nan

        var meridian = lat1 == -90 || slam12 == 0
        if meridian {
            // Both points on one meridian (or point 1 at a pole): follow the meridian.
            calp1 = clam12
            salp1 = slam12
            calp2 = 1
            salp2 = 0
            let ssig1 = sbet1
            let csig1 = calp1 * cbet1  // tan(bet) = tan(sig) cos(alp)
            let ssig2 = sbet2
            let csig2 = calp2 * cbet2
            var sig12 = atan2(
                max(0, csig1 * ssig2 - ssig1 * csig2) + 0, csig1 * csig2 + ssig1 * ssig2)
            var (s12b, m12b) = meridianLengths(
                sig12: sig12, ssig1: ssig1, csig1: csig1, dn1: dn1,
                ssig2: ssig2, csig2: csig2, dn2: dn2)
            // A meridian longer than half way round is not shortest when m12 < 0; the
            // sig12 test keeps zero-length lines, which can give m12 < 0 by rounding
            // (failing input: 20.001 0 20.001 0).
            if sig12 < T.tol2 || m12b >= 0 {
                if sig12 < 3 * T.tiny || (sig12 < T.tol0 && (s12b < 0 || m12b < 0)) {
                    sig12 = 0
                    s12b = 0
                }
                s12x = s12b * b
                a12 = sig12 / AngleMath.degree
            } else {
                meridian = false  // prolate ellipsoid, nearly antipodal: solve generally
            }
        }

        if !meridian && sbet1 == 0 && (f <= 0 || lon12s >= f * 180) {
            // Along the equator (sbet2 is 0 too), which is shortest unless lon12 is within
            // f·180 degrees of 180 on an oblate ellipsoid; same test as Lambda12 at alp1 = 90.
            calp1 = 0
            calp2 = 0
            salp1 = 1
            salp2 = 1
            s12x = a * lam12
            a12 = lon12 / f1
        } else if !meridian {
            let start = inverseStart(
                sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2,
                lam12: lam12, slam12: slam12, clam12: clam12)
            salp1 = start.salp1
            calp1 = start.calp1
            if start.sig12 >= 0 {
                // Short line, solved on the auxiliary sphere with the mean dn.
                salp2 = start.salp2
                calp2 = start.calp2
                s12x = start.sig12 * b * start.dnm
                a12 = start.sig12 / AngleMath.degree
            } else {
                let l = solveAlp1(
                    sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2,
                    slam12: slam12, clam12: clam12, salp1: &salp1, calp1: &calp1)
                salp2 = l.salp2
                calp2 = l.calp2
                s12x =
                    b
                    * distanceLength(
                        eps: l.eps, sig12: l.sig12,
                        ssig1: l.ssig1, csig1: l.csig1, ssig2: l.ssig2, csig2: l.csig2)
                a12 = l.sig12 / AngleMath.degree
            }
        }

        // Undo the canonicalisation.
        if swapp < 0 {
            swap(&salp1, &salp2)
            swap(&calp1, &calp2)
        }
        salp1 *= swapp * lonsign
        calp1 *= swapp * latsign
        salp2 *= swapp * lonsign
        calp2 *= swapp * latsign
        return InverseSolution(
            s12: 0 + s12x,  // -0.0 -> 0.0
            a12: a12, salp1: salp1, calp1: calp1, salp2: salp2, calp2: calp2)
    }

    /// Newton's method on alp1 for lam12(alp1) = target (paper, sec. 4), keeping a
    /// bracket [alp1a, alp1b] around the root: lam12 - target is increasing in alp1 with
    /// one root in (0, pi), so a step with a non-positive slope or one that leaves the
    /// bracket bisects instead. Bounded by `maxit2` iterations; NaN exits at once.
    private func solveAlp1(
        sbet1: Double, cbet1: Double, dn1: Double, sbet2: Double, cbet2: Double, dn2: Double,
        slam12: Double, clam12: Double, salp1: inout Double, calp1: inout Double
    ) -> Lambda12 {
        typealias T = GeodesicTolerance
        var numit = 0
        var tripn = false
        var tripb = false
        var salp1a = T.tiny
        var calp1a = 1.0
        var salp1b = T.tiny
        var calp1b = -1.0
        while true {
            let l = lambda12(
                sbet1: sbet1, cbet1: cbet1, dn1: dn1, sbet2: sbet2, cbet2: cbet2, dn2: dn2,
                salp1: salp1, calp1: calp1, slam120: slam12, clam120: clam12,
                diffp: numit < T.maxit1)
            let v = l.lam12
            // Written so that a NaN residual stops the loop.
            if tripb || !(abs(v) >= (tripn ? 8 : 1) * T.tol0) || numit == T.maxit2 {
                return l
            }
            if v > 0 && (numit > T.maxit1 || calp1 / salp1 > calp1b / salp1b) {
                salp1b = salp1
                calp1b = calp1
            } else if v < 0 && (numit > T.maxit1 || calp1 / salp1 < calp1a / salp1a) {
                salp1a = salp1
                calp1a = calp1
            }
            numit += 1
            if numit < T.maxit1 && l.dlam12 > 0 {
                let dalp1 = -v / l.dlam12
                if abs(dalp1) < .pi {
                    let sdalp1 = sin(dalp1)
                    let cdalp1 = cos(dalp1)
                    let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
                    if nsalp1 > 0 {
                        calp1 = calp1 * cdalp1 - salp1 * sdalp1
                        salp1 = nsalp1
                        (salp1, calp1) = AngleMath.norm(salp1, calp1)
                        // Where the slope tends to 0 convergence is only linear, so
                        // stop on an epsilon-sized residual instead.
                        tripn = abs(v) <= 16 * T.tol0
                        continue
                    }
                }
            }
            // Bisect the bracket. Not needed for WGS84 but it catches more eccentric
            // ellipsoids where Newton wanders.
            salp1 = (salp1a + salp1b) / 2
            calp1 = (calp1a + calp1b) / 2
            (salp1, calp1) = AngleMath.norm(salp1, calp1)
            tripn = false
            tripb =
                abs(salp1a - salp1) + (calp1a - calp1) < T.tolb
                || abs(salp1 - salp1b) + (calp1 - calp1b) < T.tolb
        }
    }

    /// The hybrid problem: from point 1 on azimuth alp1, where does the geodesic cross
    /// the latitude of point 2, and how far is its longitude from lam12 (the target's
    /// sine and cosine are slam120, clam120)? Paper eqs. (5)-(8), (23), (25), (46).
    func lambda12(
        sbet1: Double, cbet1: Double, dn1: Double, sbet2: Double, cbet2: Double, dn2: Double,
        salp1: Double, calp1: Double, slam120: Double, clam120: Double, diffp: Bool
    ) -> Lambda12 {
        typealias T = GeodesicTolerance
        // Break the degeneracy of an equatorial start (handled by the caller already).
        let calp1 = sbet1 == 0 && calp1 == 0 ? -T.tiny : calp1

        let salp0 = salp1 * cbet1  // sin(alp1) cos(bet1) = sin(alp0)
        let calp0 = hypot(calp1, salp1 * sbet1)  // > 0

        // tan(bet1) = tan(sig1) cos(alp1); tan(omg1) = sin(alp0) tan(sig1).
        var ssig1 = sbet1
        let somg1 = salp0 * sbet1
        var csig1 = calp1 * cbet1
        let comg1 = csig1
        (ssig1, csig1) = AngleMath.norm(ssig1, csig1)  // omg1 needs no normalising

        // sin(alp2) cos(bet2) = sin(alp0). When |bet2| = -bet1 take alp2 from alp1
        // directly: the general formula is singular there and upsets Newton.
        let salp2 = cbet2 != cbet1 ? salp0 / cbet2 : salp1
        // cos(alp2) = sqrt(cos²(alp1) cos²(bet1) + cos²(bet2) - cos²(bet1)) / cos(bet2),
        // with the difference of squares taken in the better-conditioned form; >= 0.
        let calp2: Double
        if cbet2 != cbet1 || abs(sbet2) != -sbet1 {
            let d =
                cbet1 < -sbet1
                ? (cbet2 - cbet1) * (cbet1 + cbet2) : (sbet1 - sbet2) * (sbet1 + sbet2)
            calp2 = ((calp1 * cbet1) * (calp1 * cbet1) + d).squareRoot() / cbet2
        } else {
            calp2 = abs(calp1)
        }
        var ssig2 = sbet2
        let somg2 = salp0 * sbet2
        var csig2 = calp2 * cbet2
        let comg2 = csig2
        (ssig2, csig2) = AngleMath.norm(ssig2, csig2)

        // sig12 = sig2 - sig1 and omg12 = omg2 - omg1, both in [0, pi].
        let sig12 = atan2(
            max(0, csig1 * ssig2 - ssig1 * csig2) + 0, csig1 * csig2 + ssig1 * ssig2)
        let somg12 = max(0, comg1 * somg2 - somg1 * comg2) + 0
        let comg12 = comg1 * comg2 + somg1 * somg2
        // eta = omg12 - lam120, as one atan2 so it stays accurate near 0.
        let eta = atan2(
            somg12 * clam120 - comg12 * slam120, comg12 * clam120 + somg12 * slam120)

        let k2 = calp0 * calp0 * ep2
        let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
        let c3 = a3c3.c3(eps)
        let b312 = c3.sinSeries(ssig2, csig2) - c3.sinSeries(ssig1, csig1)
        let domg12 = -f * a3c3.a3(eps) * salp0 * (sig12 + b312)
        let lam12 = eta + domg12

        var dlam12 = Double.nan
        if diffp {
            if calp2 == 0 {
                // Meridional approach to the vertex: eq. (46) limit.
                dlam12 = -2 * f1 * dn1 / sbet1
            } else {
                let m12b = reducedLength(
                    eps: eps, sig12: sig12, ssig1: ssig1, csig1: csig1, dn1: dn1,
                    ssig2: ssig2, csig2: csig2, dn2: dn2
                ).m12b
                dlam12 = m12b * f1 / (calp2 * cbet2)  // eq. (46)
            }
        }
        return Lambda12(
            lam12: lam12, salp2: salp2, calp2: calp2, sig12: sig12, ssig1: ssig1,
            csig1: csig1, ssig2: ssig2, csig2: csig2, eps: eps, dlam12: dlam12)
    }

    /// s12 / b from eq. (7) with the I1 series.
    @inline(__always)
    func distanceLength(
        eps: Double, sig12: Double, ssig1: Double, csig1: Double, ssig2: Double, csig2: Double
    ) -> Double {
        let a1 = 1 + GeodesicSeries.a1m1(eps)
        let c1 = GeodesicSeries.c1(eps)
        let b1 = c1.sinSeries(ssig2, csig2) - c1.sinSeries(ssig1, csig1)
        return a1 * (sig12 + b1)
    }

    /// A1 and C1 (the distance's series), A2 and C2 (the reduced length's) at eps, and
    /// m0 = A1 - A2: what J12 reads.
    @inline(__always)
    private static func lengthSeries(_ eps: Double) -> (
        a1: Double, c1: SeriesCoefficients, a2: Double, c2: SeriesCoefficients, m0: Double
    ) {
        let a1m1 = GeodesicSeries.a1m1(eps)
        let a2m1 = GeodesicSeries.a2m1(eps)
        return (1 + a1m1, GeodesicSeries.c1(eps), 1 + a2m1, GeodesicSeries.c2(eps), a1m1 - a2m1)
    }

    /// Reduced length m12 / b, eq. (38), and m0 = A1 - A2 (the secular coefficient).
    @inline(__always)
    func reducedLength(
        eps: Double, sig12: Double, ssig1: Double, csig1: Double, dn1: Double,
        ssig2: Double, csig2: Double, dn2: Double
    ) -> (m12b: Double, m0: Double) {
        let (a1, c1, a2, c2, m0) = Self.lengthSeries(eps)
        // J12 = m0 sig12 + sum of (A1 C1_l - A2 C2_l) differences, as one series.
        let c = SeriesCoefficients(
            c1: a1 * c1.c1 - a2 * c2.c1, c2: a1 * c1.c2 - a2 * c2.c2,
            c3: a1 * c1.c3 - a2 * c2.c3, c4: a1 * c1.c4 - a2 * c2.c4,
            c5: a1 * c1.c5 - a2 * c2.c5, c6: a1 * c1.c6 - a2 * c2.c6)
        let j12 = m0 * sig12 + (c.sinSeries(ssig2, csig2) - c.sinSeries(ssig1, csig1))
        // Parenthesised products cancel exactly for coincident points.
        let m12b = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return (m12b, m0)
    }

    /// s12 / b and m12 / b along a meridian (eps = n there, since alp0 = 0).
    private func meridianLengths(
        sig12: Double, ssig1: Double, csig1: Double, dn1: Double,
        ssig2: Double, csig2: Double, dn2: Double
    ) -> (s12b: Double, m12b: Double) {
        let eps = n
        let (a1, c1, a2, c2, m0) = Self.lengthSeries(eps)
        let b1 = c1.sinSeries(ssig2, csig2) - c1.sinSeries(ssig1, csig1)
        let b2 = c2.sinSeries(ssig2, csig2) - c2.sinSeries(ssig1, csig1)
        let j12 = m0 * sig12 + (a1 * b1 - a2 * b2)
        let m12b = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return (a1 * (sig12 + b1), m12b)
    }
}
