import Foundation
import Testing

@testable import RouteReportCore

/// Exactness and signed-zero rules of the degree helpers, each value worked by hand.
@Suite("Angle math")
struct AngleMathTests {
    @Test("sincosd obeys the trigonometric identities exactly and is exact at 90°")
    func sincosdExact() {
        // Exact reduction: sin 9° = cos 81° = -sin 123456789° (123456789 = 189 + 342935·360).
        let nine = AngleMath.sincosd(9).sin
        #expect(nine == AngleMath.sincosd(81).cos)
        #expect(nine == -AngleMath.sincosd(123_456_789).sin)
        #expect(AngleMath.sincosd(-150).sin == -AngleMath.sincosd(30).sin)
        #expect(abs(AngleMath.sincosd(30).sin - 0.5) <= 0x1p-53)
        let right = AngleMath.sincosd(90)
        #expect(right.sin == 1 && right.cos == 0 && right.cos.sign == .plus)
        let half = AngleMath.sincosd(180)
        #expect(half.sin == 0 && half.cos == -1)
        let lap = AngleMath.sincosd(-720 + 270)  // -450 = -90 degrees
        #expect(lap.sin == -1 && lap.cos == 0)
        #expect(AngleMath.sincosd(-0.0).sin.sign == .minus)  // sin keeps the zero's sign
        #expect(AngleMath.sincosd(-360).sin.sign == .minus)
    }

    @Test("sincosde adds the correction after exact reduction")
    func sincosdeCorrection() {
        // sin(180° - 1e-10°) = sin(1e-10°) = 1.745e-12, kept to angRound's 2^-57° step
        // (1.2e-19 rad). The sum 180 - 1e-10 itself rounds to a multiple of 2.8e-14°, so
        // sincosd of it is off by up to 2.5e-16 rad.
        let s = AngleMath.sincosde(180, -1e-10).sin
        #expect(abs(s - 1e-10 * Double.pi / 180) <= 1.2e-19)
        #expect(abs(AngleMath.sincosd(180 - 1e-10).sin - 1e-10 * Double.pi / 180) > 1e-19)
        #expect(AngleMath.sincosde(90, 0) == (1, 0))
    }

    @Test("atan2d quadrants and exact octant values")
    func atan2d() {
        #expect(AngleMath.atan2d(1, 1) == 45)
        #expect(AngleMath.atan2d(1, -1) == 135)
        #expect(AngleMath.atan2d(-1, -1) == -135)
        #expect(AngleMath.atan2d(0, -1) == 180)
        #expect(AngleMath.atan2d(-0.0, -1) == -180)
        #expect(AngleMath.atan2d(1, 0) == 90)
        #expect(AngleMath.atan2d(-1, 0) == -90)
        #expect(AngleMath.atan2d(0, 1) == 0)
    }

    @Test("angNormalize keeps 180 and -180 apart")
    func normalize() {
        #expect(AngleMath.angNormalize(540) == 180)
        #expect(AngleMath.angNormalize(-540) == -180)
        #expect(AngleMath.angNormalize(180) == 180)
        #expect(AngleMath.angNormalize(-180) == -180)
        #expect(AngleMath.angNormalize(190) == -170)
        #expect(AngleMath.angNormalize(-370.5) == -10.5)
        #expect(AngleMath.angNormalize(.infinity).isNaN)
    }

    @Test("angDiff reduces across the antimeridian and returns the rounding error")
    func difference() {
        #expect(AngleMath.angDiff(179, -179) == (2, 0))
        #expect(AngleMath.angDiff(-179, 179) == (-2, 0))
        #expect(AngleMath.angDiff(0, 180).d == 180)
        #expect(AngleMath.angDiff(0, -180).d == -180)
        // -0.3 + 1e-17 rounds to -0.3 (the ulp of 0.3 is 5.6e-17): e keeps the 1e-17.
        let (d, e) = AngleMath.angDiff(0.3, 1e-17)
        #expect(d == -0.3 && e == 1e-17)
        #expect(AngleMath.angDiff(.nan, 0).d.isNaN)
        #expect(AngleMath.angDiff(0, -.infinity).d.isNaN)
    }

    @Test("angRound, latFix and sum")
    func smallHelpers() {
        #expect(AngleMath.angRound(1e-30) == 0 && AngleMath.angRound(1e-30).sign == .plus)
        #expect(AngleMath.angRound(-1e-30).sign == .minus)
        #expect(AngleMath.angRound(0.5) == 0.5)
        #expect(AngleMath.angRound(1.0 / 16 - 0x1p-70) == 1.0 / 16)  // step of 2^-57 below 1/16
        #expect(AngleMath.latFix(90) == 90)
        #expect(AngleMath.latFix(-90.000001).isNaN)
        let (s, t) = AngleMath.sum(1, 0x1p-60)
        #expect(s == 1 && t == 0x1p-60)
    }
}
