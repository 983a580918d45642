import Foundation
import Testing

@testable import RouteReportCore

/// Properties and hand-worked values that hold whatever the reference tables say.
@Suite("Geodesic properties")
struct GeodesicPropertyTests {
    let g = Geodesic.wgs84

    @Test("equator and meridian lengths worked by hand")
    func handWorked() {
        // Along the equator s12 = a · lon12 (in radians).
        let quarterEquator = g.inverse(lat1: 0, lon1: 0, lat2: 0, lon2: 90)
        #expect(abs(quarterEquator.s12 - 6_378_137 * Double.pi / 2) <= 1e-8)
        #expect(quarterEquator.azi1 == 90 && quarterEquator.azi2 == 90)
        // The WGS84 quarter meridian is 10 001 965.729 m (b · E(e) series, NIMA TR8350.2).
        let quarterMeridian = g.inverse(lat1: 0, lon1: 10, lat2: 90, lon2: 10)
        #expect(abs(quarterMeridian.s12 - 10_001_965.729_3) <= 1e-3)
        #expect(quarterMeridian.azi1 == 0 && quarterMeridian.a12 == 90)
        // Equatorial antipodes: the shortest path runs over a pole, twice the quarter.
        let antipodes = g.inverse(lat1: 0, lon1: 0, lat2: 0, lon2: 180)
        #expect(abs(antipodes.s12 - 2 * quarterMeridian.s12) <= 1e-8)
        #expect(antipodes.azi1 == 0 && antipodes.azi2 == 180)
        // Lines of constant meridian through the pole: 80 N 0 E to 80 N 180 E.
        let overPole = g.inverse(lat1: 80, lon1: 0, lat2: 80, lon2: 180)
        let tenDegrees = g.inverse(lat1: 80, lon1: 0, lat2: 90, lon2: 0).s12
        #expect(abs(overPole.s12 - 2 * tenDegrees) <= 1e-8)
    }

    @Test("coincident points: zero distance, +0.0, no NaN")
    func coincident() {
        for (lat, lon) in [(0.0, 0.0), (-0.0, -0.0), (90.0, 45.0), (-90.0, 0.0), (37.5, -122.3)] {
            let r = g.inverse(lat1: lat, lon1: lon, lat2: lat, lon2: lon)
            #expect(r.s12 == 0 && r.s12.sign == .plus, "\(lat) \(lon): \(r)")
            #expect(r.a12 == 0 && !r.azi1.isNaN && !r.azi2.isNaN, "\(lat) \(lon): \(r)")
        }
    }

    @Test("zero results are +0.0, never -0.0 (GeographicLib gives -0.0 in these cases)")
    func noNegativeZero() {
        let inverses = [
            g.inverse(lat1: 89.999999, lon1: -58.289136409, lat2: 90, lon2: -166.938150279),
            g.inverse(lat1: -90, lon1: 13.561242765, lat2: -90, lon2: 3.611134572),
            g.inverse(lat1: -90, lon1: 152.720615743, lat2: 89.999999999, lon2: 20.493683256),
        ]
        #expect(inverses[0].azi1 == 0 && inverses[0].azi1.sign == .plus)
        #expect(inverses[1].azi2 == 0 && inverses[1].azi2.sign == .plus)
        #expect(inverses[2].azi2 == 0 && inverses[2].azi2.sign == .plus)
        let d1 = g.direct(lat1: 90, lon1: -0.0, azi1: -180, s12: -5_000_000)
        #expect(d1.azi2 == 0 && d1.azi2.sign == .plus)
        let d2 = g.direct(lat1: 37.139694488, lon1: 160.580748196, azi1: -0.0, s12: -5_000_000)
        #expect(d2.azi2 == 0 && d2.azi2.sign == .plus)
        let p = g.line(lat1: 0, lon1: -0.0, azi1: -0.0).position(distance: 0)
        #expect(p.lat2.sign == .plus && p.lon2.sign == .plus && p.azi2.sign == .plus)
    }

    @Test("swapping the points gives the same distance and reversed azimuths")
    func symmetry() {
        let cases: [(Double, Double, Double, Double)] = [
            (51.47, -0.45, 40.64, -73.78), (-33.95, 151.18, 33.94, -118.41),
            (10, 0, -10.5, 179.7), (0, 0, 0.3, 179.6), (89, 10, -88, -170),
        ]
        for (lat1, lon1, lat2, lon2) in cases {
            let forward = g.inverse(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
            let back = g.inverse(lat1: lat2, lon1: lon2, lat2: lat1, lon2: lon1)
            #expect(forward.s12 == back.s12, "\(forward) vs \(back)")
            #expect(GeodesyFixture.angleError(forward.azi1, back.azi2 + 180) <= 1e-12, "\(forward) vs \(back)")
            #expect(GeodesyFixture.angleError(forward.azi2, back.azi1 + 180) <= 1e-12, "\(forward) vs \(back)")
            // Mirror in the equator: same distance, azimuths reflected.
            let mirror = g.inverse(lat1: -lat1, lon1: lon1, lat2: -lat2, lon2: lon2)
            #expect(mirror.s12 == forward.s12)
            #expect(GeodesyFixture.angleError(mirror.azi1, 180 - forward.azi1) <= 1e-12)
        }
    }

    @Test("direct then inverse returns to the start values")
    func roundTrip() {
        for (lat1, azi1, s12) in [(12.5, 33.0, 8_000_000.0), (-60.0, -120.0, 15_000_000.0), (0.0, 90.0, 1.0)] {
            let d = g.direct(lat1: lat1, lon1: 100, azi1: azi1, s12: s12)
            let r = g.inverse(lat1: lat1, lon1: 100, lat2: d.lat2, lon2: d.lon2)
            #expect(abs(r.s12 - s12) <= 1e-7, "\(r.s12) vs \(s12)")
            #expect(abs(r.azi1 - azi1) <= 1e-9 && abs(r.azi2 - d.azi2) <= 1e-9)
        }
    }

    @Test("inverseLine: s13 and azi1 are the inverse's; position(s13) is point 2")
    func inverseLine() {
        let line = g.inverseLine(lat1: 35.55, lon1: 139.78, lat2: 21.32, lon2: -157.92)
        let r = g.inverse(lat1: 35.55, lon1: 139.78, lat2: 21.32, lon2: -157.92)
        #expect(line.s13 == r.s12 && line.azi1 == r.azi1 && line.a13 == r.a12)
        let end = line.position(distance: line.s13)
        #expect(abs(end.lat2 - 21.32) <= 1e-13)
        // Unrolled: Tokyo to Honolulu goes east over the antimeridian, to -157.92 + 360.
        #expect(abs(end.lon2 - (360 - 157.92)) <= 1e-12)
        #expect(abs(end.azi2 - r.azi2) <= 1e-12)
        let start = line.position(distance: 0)
        #expect(start.lat2 == 35.55 && start.lon2 == 139.78 && abs(start.azi2 - r.azi1) <= 1e-13)
        // The arc a13 and the distance s13 name the same end point.
        let byArc = line.position(arc: line.a13)
        #expect(abs(byArc.lat2 - end.lat2) <= 1e-12 && abs(byArc.lon2 - end.lon2) <= 1e-12)
        #expect(abs(byArc.azi2 - end.azi2) <= 1e-12)
    }

    @Test("unrolled longitude keeps counting laps round the equator")
    func unrolling() {
        let line = g.line(lat1: 0, lon1: 170, azi1: 90)
        let lap = 2 * Double.pi * 6_378_137
        let p = line.position(distance: 2.5 * lap)
        #expect(abs(p.lon2 - (170 + 900)) <= 1e-9)
        let back = line.position(distance: -lap)
        #expect(abs(back.lon2 - (170 - 360)) <= 1e-9)
        #expect(abs(g.direct(lat1: 0, lon1: 170, azi1: 90, s12: 2.5 * lap).lon2 - -10) <= 1e-9)
    }

    @Test("NaN and out-of-range input give NaN, never a trap or a hang")
    func nanPropagation() {
        let nan = Double.nan
        for (lat1, lon1, lat2, lon2) in [
            (nan, 0.0, 1.0, 1.0), (0, nan, 1, 1), (0, 0, nan, 1),
            (0, 0, 1, nan), (0, .infinity, 1, 1), (91, 0, 1, 1),
        ] {
            let r = g.inverse(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
            #expect(r.s12.isNaN && r.azi1.isNaN && r.azi2.isNaN, "\(lat1) \(lon1) \(lat2) \(lon2): \(r)")
        }
        let d = g.direct(lat1: 0, lon1: 0, azi1: nan, s12: 1000)
        #expect(d.lat2.isNaN && d.lon2.isNaN && d.azi2.isNaN)
        let p = g.line(lat1: 10, lon1: 0, azi1: 30).position(distance: .infinity)
        #expect(p.lat2.isNaN && p.lon2.isNaN)
        #expect(g.inverseLine(lat1: -95, lon1: 0, lat2: 0, lon2: 0).s13.isNaN)
    }

    @Test("hostile inputs: results stay in range or NaN, never trap or hang")
    func totality() {
        // Deterministic generator (SplitMix64) over values that stress the reductions.
        var state: UInt64 = 0x2026_0101
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let specials: [Double] = [
            0, -0.0, 90, -90, 180, -180, 360, 540, 1e-300, -Double.leastNonzeroMagnitude,
            89.999_999_999_999, 1e300, -1e18, .nan, .infinity,
            90 - 0x1p-46, 0.5, 179.999_999_999_9,
        ]
        func value() -> Double {
            let u = next()
            if u % 3 == 0 { return specials[Int(u >> 8) % specials.count] }
            return (Double(u >> 11) * 0x1p-53 - 0.5) * 360  // [-180, 180)
        }
        var bad: [String] = []
        for _ in 0..<20_000 {
            let lat1 = value() / 2
            let lon1 = value()
            let lat2 = value() / 2
            let lon2 = value()
            let r = g.inverse(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
            // Valid: finite, latitudes in [-90, 90] (outside, latFix makes them NaN).
            let finiteIn =
                [lat1, lon1, lat2, lon2].allSatisfy(\.isFinite) && abs(lat1) <= 90
                && abs(lat2) <= 90
            if finiteIn {
                if !(r.s12 >= 0 && r.s12 <= 20_003_931.46 && abs(r.azi1) <= 180 && abs(r.azi2) <= 180) {
                    bad.append("inverse \(lat1) \(lon1) \(lat2) \(lon2) -> \(r)")
                }
            } else if !r.s12.isNaN {
                bad.append("inverse \(lat1) \(lon1) \(lat2) \(lon2) -> \(r) (want NaN)")
            }
            let s12 = (Double(next() >> 11) * 0x1p-53 - 0.5) * 1e8
            let d = g.direct(lat1: lat1, lon1: lon1, azi1: lon2, s12: s12)
            if finiteIn && !(abs(d.lat2) <= 90 && abs(d.lon2) <= 180 && abs(d.azi2) <= 180) {
                bad.append("direct \(lat1) \(lon1) \(lon2) \(s12) -> \(d)")
            }
        }
        let count = bad.count
        #expect(count == 0, "\(count) bad, first: \(bad.prefix(3))")
    }

    @Test("another ellipsoid: a sphere gives great-circle values")
    func sphere() {
        let sphere = Geodesic(a: 6_371_000, f: 0)
        let r = sphere.inverse(lat1: 0, lon1: 0, lat2: 45, lon2: 90)
        #expect(abs(r.s12 - 6_371_000 * Double.pi / 2) <= 1e-8)  // spherical law of cosines
        #expect(abs(r.azi1 - 45) <= 1e-12)
    }
}
