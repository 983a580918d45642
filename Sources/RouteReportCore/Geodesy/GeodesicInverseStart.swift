import Foundation

// Starting guess for the inverse problem's Newton iteration, Karney (2013) sec. 4 and 5:
// the spherical estimate (eqs. 48-51) in general, and for nearly antipodal points the
// solution of the astroid equation (eq. 55) in coordinates scaled so the antipode is
// the origin and the singular point is (-1, 0).

extension Geodesic {
    /// A starting alp1 for Newton's method; for very short lines the whole solution
    /// (sig12 >= 0 in radians, alp2 and the mean dn), else sig12 = -1.
    func inverseStart(
        sbet1: Double, cbet1: Double, dn1: Double, sbet2: Double, cbet2: Double, dn2: Double,
        lam12: Double, slam12: Double, clam12: Double
    ) -> InverseStart {
        typealias T = GeodesicTolerance
        var result = InverseStart(
            sig12: -1, salp1: .nan, calp1: .nan, salp2: .nan, calp2: .nan, dnm: .nan)
        // bet12 = bet2 - bet1 in [0, pi); bet12a = bet2 + bet1 in (-pi, 0].
        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        // Two separate roundings (not one fused expression): x87 and -O3 builds failed
        // 88.202499451857 0 -88.202499451857 179.981022032992859592 otherwise.
        var sbet12a = sbet2 * cbet1
        sbet12a += cbet2 * sbet1

        let shortline = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
        var somg12: Double
        var comg12: Double
        if shortline {
            // sin²((bet1 + bet2) / 2), then the mean dn there: error sig12² |f| / 2.
            var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
            sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
            result.dnm = (1 + ep2 * sbetm2).squareRoot()
            let omg12 = lam12 / (f1 * result.dnm)
            somg12 = sin(omg12)
            comg12 = cos(omg12)
        } else {
            somg12 = slam12
            comg12 = clam12
        }

        // Great-circle azimuth on the auxiliary sphere, eq. (49), in the form that
        // avoids cancellation for either sign of comg12.
        var salp1 = cbet2 * somg12
        var calp1 =
            comg12 >= 0
            ? sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
            : sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)

        let ssig12 = hypot(salp1, calp1)
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12

        if shortline && ssig12 < etol2 {
            // Really short: the auxiliary-sphere solution is accurate, eq. (50).
            var salp2 = cbet1 * somg12
            var calp2 =
                sbet12 - cbet1 * sbet2
                * (comg12 >= 0 ? somg12 * somg12 / (1 + comg12) : 1 - comg12)
            (salp2, calp2) = AngleMath.norm(salp2, calp2)
            result.salp2 = salp2
            result.calp2 = calp2
            result.sig12 = atan2(ssig12, csig12)
        } else if abs(n) >= 0.1 || csig12 >= 0
            || ssig12 >= 6 * abs(n) * .pi * cbet1 * cbet1
        {
            // Not nearly antipodal (or too eccentric for the astroid): the spherical
            // estimate is good enough.
        } else {
            // Nearly antipodal: scale to x, y (eq. 53) and use the astroid solution.
            let lam12x = atan2(-slam12, -clam12)  // lam12 - pi
            let x: Double
            let y: Double
            let lamscale: Double
            if f >= 0 {
                // x = longitude, y = latitude offset from the antipode.
                let k2 = sbet1 * sbet1 * ep2
                let eps = k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
                lamscale = f * cbet1 * a3c3.a3(eps) * .pi
                let betscale = lamscale * cbet1
                x = lam12x / lamscale
                y = sbet12a / betscale
            } else {
                // Prolate: the roles of x and y swap.
                let cbet12a = cbet2 * cbet1 - sbet2 * sbet1
                let bet12a = atan2(sbet12a, cbet12a)
                let (m12b, m0) = reducedLength(
                    eps: n, sig12: .pi + bet12a, ssig1: sbet1, csig1: -cbet1, dn1: dn1,
                    ssig2: sbet2, csig2: cbet2, dn2: dn2)
                x = -1 + m12b / (cbet1 * cbet2 * m0 * .pi)
                let betscale = x < -0.01 ? sbet12a / x : -f * cbet1 * cbet1 * .pi
                lamscale = betscale / cbet1
                y = lam12x / lamscale
            }

            if y > -T.tol1 && x > -1 - T.xthresh {
                // Strip near the cut, where the astroid solution degenerates (eq. 56).
                if f >= 0 {
                    salp1 = min(1, -x)
                    calp1 = -(1 - salp1 * salp1).squareRoot()
                } else {
                    calp1 = max(x > -T.tol1 ? 0 : -1, x)
                    salp1 = (1 - calp1 * calp1).squareRoot()
                }
            } else {
                // Estimate omg12 from the astroid root k and use it in the spherical
                // formula: fewer Newton steps than taking alp1 from k directly.
                let k = Geodesic.astroid(x, y)
                let omg12a = lamscale * (f >= 0 ? -x * k / (1 + k) : -y * (1 + k) / k)
                somg12 = sin(omg12a)
                comg12 = -cos(omg12a)  // omg12 = pi - omg12a
                salp1 = cbet2 * somg12
                calp1 = sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
            }
        }
        // Sanity check that lets NaN through to the caller.
        if !(salp1 <= 0) {
            (salp1, calp1) = AngleMath.norm(salp1, calp1)
        } else {
            salp1 = 1
            calp1 = 0
        }
        result.salp1 = salp1
        result.calp1 = calp1
        return result
    }

    /// The positive root k of k⁴ + 2k³ - (x² + y² - 1)k² - 2y²k - y² = 0 (eq. 55),
    /// solved in closed form with the root choices that avoid cancellation; 0 when
    /// y = 0 and |x| <= 1.
    static func astroid(_ x: Double, _ y: Double) -> Double {
        let p = x * x
        let q = y * y
        let r = (p + q - 1) / 6
        guard !(q == 0 && r <= 0) else { return 0 }
        // Equations for s and t multiplied by r³ and r, so r = 0 needs no division.
        let s = p * q / 4  // r³ s
        let r2 = r * r
        let r3 = r * r2
        // Zero on the evolute p^(1/3) + q^(1/3) = 1.
        let disc = s * (s + 2 * r3)
        var u = r
        if disc >= 0 {
            var t3 = s + r3
            // Sign of the root chosen to maximise |t3|, avoiding cancellation.
            t3 += t3 < 0 ? -disc.squareRoot() : disc.squareRoot()  // (r t)³
            let t = cbrt(t3)  // r t; cbrt keeps the real root
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            // Complex t, real u: take the cube root that avoids cancellation.
            let ang = atan2((-disc).squareRoot(), -(s + r3))
            u += 2 * r * cos(ang / 3)
        }
        let v = (u * u + q).squareRoot()  // > 0
        let uv = u < 0 ? q / (v - u) : u + v  // u + v without cancellation, > 0
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }
}
