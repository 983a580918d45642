// Tolerances of the inverse solver, Karney (2013) sec. 4 ("Algorithms for geodesics",
// J. Geodesy 87, 43-55, https://doi.org/10.1007/s00190-012-0578-z).

/// Tolerances and iteration limits of the solvers (Karney 2013, sec. 4).
enum GeodesicTolerance {
    /// Machine epsilon.
    static let tol0 = Double.ulpOfOne
    /// How close to the cut (y = 0 in astroid coordinates) the strip formula is used
    /// instead of the astroid root.
    static let tol1 = 200 * tol0
    /// sqrt(epsilon): meridional arcs shorter than this are kept whatever the sign of
    /// their reduced length; also the scale of `Geodesic.etol2`.
    static let tol2 = tol0.squareRoot()
    /// Smallest bracket on alp1 worth bisecting.
    static let tolb = tol0
    /// How far inside the astroid's singular point x = -1 the strip solution is used.
    static let xthresh = 1000 * tol2
    /// Smallest cos(bet) used at a pole, so that a pole keeps a defined meridian.
    static let tiny = Double.leastNormalMagnitude.squareRoot()
    /// Newton steps before falling back to bisection only.
    static let maxit1 = 20
    /// Hard cap on iterations: bisection halves the bracket, 53 bits + margin.
    static let maxit2 = maxit1 + Double.significandBitCount + 1 + 10
}
