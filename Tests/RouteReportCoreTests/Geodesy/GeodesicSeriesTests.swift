import Foundation
import Testing

@testable import RouteReportCore

/// The order-6 series coefficients against GeographicLib's own evaluation (series.txt):
/// an error in a high-order term is far below a micrometre in the end results, so only
/// a direct comparison can catch it.
@Suite("Geodesic series coefficients")
struct GeodesicSeriesTests {
    static func values(_ c: SeriesCoefficients) -> [Double] { [c.c1, c.c2, c.c3, c.c4, c.c5, c.c6] }

    @Test("A1, C1, C1', A2, C2, A3, C3 match GeographicLib to 1e-14 relative")
    func coefficients() throws {
        let rows = try GeodesyFixture.rows("series.txt", columns: 27)
        #expect(rows.count == 10)
        let poly = Geodesic.wgs84.a3c3
        var worst = 0.0
        var at: (row: Int, column: Int) = (-1, -1)
        for (i, row) in rows.enumerated() {
            let eps = row[0]
            let c3 = Self.values(poly.c3(eps))
            #expect(c3[5] == 0)
            let got =
                [eps, GeodesicSeries.a1m1(eps)] + Self.values(GeodesicSeries.c1(eps))
                + Self.values(GeodesicSeries.c1p(eps)) + [GeodesicSeries.a2m1(eps)]
                + Self.values(GeodesicSeries.c2(eps)) + [poly.a3(eps)] + c3[0..<5]
            for (j, (x, ref)) in zip(got, row).enumerated() {
                let rel = x == ref ? 0 : abs(x - ref) / abs(ref)
                if !(rel <= worst) {
                    worst = rel
                    at = (i, j)
                }
            }
        }
        #expect(worst <= 1e-14, "worst relative error \(worst) at case \(at.row) column \(at.column)")
    }

    @Test("Clenshaw sum equals the direct sum of sines")
    func clenshaw() {
        let c = SeriesCoefficients(c1: 0.5, c2: -0.25, c3: 0.125, c4: 0.3, c5: -0.7, c6: 0.01)
        for sigma in stride(from: -3.0, through: 3.0, by: 0.37) {
            var direct = 0.0
            for (l, cl) in [c.c1, c.c2, c.c3, c.c4, c.c5, c.c6].enumerated() {
                direct += cl * sin(2 * Double(l + 1) * sigma)
            }
            let clenshaw = c.sinSeries(sin(sigma), cos(sigma))
            #expect(abs(clenshaw - direct) <= 1e-14, "sigma \(sigma): \(clenshaw) vs \(direct)")
        }
    }
}
