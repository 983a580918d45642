// Series expansions of the geodesic integrals to order 6 in eps (and in n for A3/C3),
// from C. F. F. Karney, "Algorithms for geodesics", J. Geodesy 87, 43-55 (2013),
// eqs. (17)-(18) A1/C1, (20)-(21) C1', (41)-(43) A2/C2, (24)-(25) A3/C3. Here
// eps = (sqrt(1 + k²) - 1) / (sqrt(1 + k²) + 1), k = e' cos(alp0), and n = f / (2 - f).
// Each polynomial has integer coefficients over one denominator and is evaluated by
// Horner's rule; order 6 keeps the truncation error below 1 nm for |f| <= 1/100.

/// The six coefficients c1...c6 of a Fourier series sum_{l=1}^{6} c_l sin(2 l sigma).
struct SeriesCoefficients: Sendable, Equatable {
    var c1, c2, c3, c4, c5, c6: Double

    static let zero = SeriesCoefficients(c1: 0, c2: 0, c3: 0, c4: 0, c5: 0, c6: 0)

    /// sum_{l=1}^{6} c_l sin(2 l sigma) for sin(sigma) = sinx, cos(sigma) = cosx, by
    /// Clenshaw summation (one sine and cosine instead of six).
    @inline(__always)
    func sinSeries(_ sinx: Double, _ cosx: Double) -> Double {
        let ar = 2 * (cosx - sinx) * (cosx + sinx)  // 2 cos(2 sigma)
        // b_k = ar b_{k+1} - b_{k+2} + c_k, unrolled for k = 6...1.
        var y0 = c6
        var y1 = ar * y0 + c5
        y0 = ar * y1 - y0 + c4
        y1 = ar * y0 - y1 + c3
        y0 = ar * y1 - y0 + c2
        y1 = ar * y0 - y1 + c1
        // sum = b_1 sin(2 sigma); y1 holds b_1.
        return 2 * sinx * cosx * y1
    }
}

/// The order-6 series of the paper. eps-only series are static; A3 and C3 also depend on
/// the ellipsoid's third flattening n, so their eps-polynomials are built once per
/// ellipsoid in `A3C3Polynomials`.
enum GeodesicSeries {
    /// A1 - 1, eq. (17): A1 = (1 + eps²/4 + eps⁴/64 + eps⁶/256) / (1 - eps).
    @inline(__always)
    static func a1m1(_ eps: Double) -> Double {
        let eps2 = eps * eps
        let t = eps2 * (eps2 * (eps2 + 4) + 64) / 256
        return (t + eps) / (1 - eps)
    }

    /// C1_l, eq. (18): distance integral I1.
    @inline(__always)
    static func c1(_ eps: Double) -> SeriesCoefficients {
        let eps2 = eps * eps
        var d = eps
        let c1 = d * (eps2 * (6 - eps2) - 16) / 32
        d *= eps
        let c2 = d * (eps2 * (64 - 9 * eps2) - 128) / 2048
        d *= eps
        let c3 = d * (9 * eps2 - 16) / 768
        d *= eps
        let c4 = d * (3 * eps2 - 5) / 512
        d *= eps
        let c5 = -7 * d / 1280
        d *= eps
        let c6 = -7 * d / 2048
        return SeriesCoefficients(c1: c1, c2: c2, c3: c3, c4: c4, c5: c5, c6: c6)
    }

    /// C1'_l, eq. (21): reversion of the distance series (tau -> sigma).
    @inline(__always)
    static func c1p(_ eps: Double) -> SeriesCoefficients {
        let eps2 = eps * eps
        var d = eps
        let c1 = d * (eps2 * (205 * eps2 - 432) + 768) / 1536
        d *= eps
        let c2 = d * (eps2 * (4005 * eps2 - 4736) + 3840) / 12288
        d *= eps
        let c3 = d * (116 - 225 * eps2) / 384
        d *= eps
        let c4 = d * (2695 - 7173 * eps2) / 7680
        d *= eps
        let c5 = 3467 * d / 7680
        d *= eps
        let c6 = 38081 * d / 61440
        return SeriesCoefficients(c1: c1, c2: c2, c3: c3, c4: c4, c5: c5, c6: c6)
    }

    /// A2 - 1, eq. (42): A2 = (1 - 3eps²/4 - 7eps⁴/64 - 11eps⁶/256) / (1 + eps).
    @inline(__always)
    static func a2m1(_ eps: Double) -> Double {
        let eps2 = eps * eps
        let t = eps2 * (eps2 * (-11 * eps2 - 28) - 192) / 256
        return (t - eps) / (1 + eps)
    }

    /// C2_l, eq. (43): reduced-length integral I2.
    @inline(__always)
    static func c2(_ eps: Double) -> SeriesCoefficients {
        let eps2 = eps * eps
        var d = eps
        let c1 = d * (eps2 * (eps2 + 2) + 16) / 32
        d *= eps
        let c2 = d * (eps2 * (35 * eps2 + 64) + 384) / 2048
        d *= eps
        let c3 = d * (15 * eps2 + 80) / 768
        d *= eps
        let c4 = d * (7 * eps2 + 35) / 512
        d *= eps
        let c5 = 63 * d / 1280
        d *= eps
        let c6 = 77 * d / 2048
        return SeriesCoefficients(c1: c1, c2: c2, c3: c3, c4: c4, c5: c5, c6: c6)
    }
}

/// The longitude-integral series A3 (eq. 24) and C3_l (eq. 25) as polynomials in eps,
/// with their n-dependent coefficients evaluated once for one ellipsoid.
struct A3C3Polynomials: Sendable {
    // A3 = a0 + a1 eps + ... + a5 eps⁵.
    let a0, a1, a2, a3, a4, a5: Double
    // C3_l = eps^l (c_l,l + c_l,l+1 eps + ... + c_l,5 eps^(5-l)), l = 1...5.
    let c11, c12, c13, c14, c15: Double
    let c22, c23, c24, c25: Double
    let c33, c34, c35: Double
    let c44, c45: Double
    let c55: Double

    /// Coefficients for third flattening n.
    init(n: Double) {
        a0 = 1
        a1 = (n - 1) / 2
        a2 = (n * (3 * n - 1) - 2) / 8
        a3 = (n * (-n - 3) - 1) / 16
        a4 = (-2 * n - 3) / 64
        a5 = -3.0 / 128
        c11 = (1 - n) / 4
        c12 = (1 - n * n) / 8
        c13 = (n * (3 - n) + 3) / 64
        c14 = (2 * n + 5) / 128
        c15 = 3.0 / 128
        c22 = (n * (n - 3) + 2) / 32
        c23 = (n * (-3 * n - 2) + 3) / 64
        c24 = (n + 3) / 128
        c25 = 5.0 / 256
        c33 = (n * (5 * n - 9) + 5) / 192
        c34 = (9 - 10 * n) / 384
        c35 = 7.0 / 512
        c44 = (7 - 14 * n) / 512
        c45 = 7.0 / 512
        c55 = 21.0 / 2560
    }

    /// A3(eps).
    @inline(__always)
    func a3(_ eps: Double) -> Double {
        a0 + eps * (a1 + eps * (a2 + eps * (a3 + eps * (a4 + eps * a5))))
    }

    /// C3_1...C3_5 (eps); c6 is zero.
    @inline(__always)
    func c3(_ eps: Double) -> SeriesCoefficients {
        var d = eps
        let r1 = d * (c11 + eps * (c12 + eps * (c13 + eps * (c14 + eps * c15))))
        d *= eps
        let r2 = d * (c22 + eps * (c23 + eps * (c24 + eps * c25)))
        d *= eps
        let r3 = d * (c33 + eps * (c34 + eps * c35))
        d *= eps
        let r4 = d * (c44 + eps * c45)
        d *= eps
        let r5 = d * c55
        return SeriesCoefficients(c1: r1, c2: r2, c3: r3, c4: r4, c5: r5, c6: 0)
    }
}
