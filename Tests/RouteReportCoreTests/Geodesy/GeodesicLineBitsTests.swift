import Testing

@testable import RouteReportCore

/// The exact bits of line positions, pinned: the line solves its points from constants
/// set up once per line, and every output byte depends on those bits. The digests were
/// recorded from the solver as it was before any of its work moved into the line's set-up
/// (commit c6276b3), so a change that moves a rounding shows here, on one of thousands of
/// lines, not only in some report far downstream.
@Suite struct GeodesicLineBitsTests {
    let geodesic = Geodesic.wgs84

    /// Latitude, longitude and azimuth of a line start: random, and every tenth a value
    /// where the solver takes a special branch (poles, the equator, meridians, -0.0).
    static func start(_ trial: Int, _ random: inout SeededGenerator) -> (lat: Double, lon: Double, azi: Double) {
        let specialLatitudes: [Double] = [90, -90, 0, -0.0, 1e-300, 89.999_999, -45, 60]
        let specialAzimuths: [Double] = [0, -0.0, 180, -180, 90, -90, 1e-300, 45]
        let latitude =
            trial % 10 == 0 ? specialLatitudes[trial / 10 % 8] : Double.random(in: -90...90, using: &random)
        let azimuth =
            trial % 10 == 5 ? specialAzimuths[trial / 10 % 8] : Double.random(in: -540...540, using: &random)
        return (latitude, Double.random(in: -720...720, using: &random), azimuth)
    }

    /// Distances along a line: short, one leg of a flight, more than a circuit, negative.
    static func distances(_ random: inout SeededGenerator) -> [Double] {
        [
            0, -0.0, 1e-6, Double.random(in: 0...1_000, using: &random), Double.random(in: 0...20_000_000, using: &random),
            Double.random(in: -20_000_000...0, using: &random), 45_000_000, 1e9,
        ]
    }

    @Test func positionsKeepTheirBits() {
        var random = SeededGenerator(seed: 0x1153)
        var digest = BitDigest()
        for trial in 0..<3_000 {
            let (lat1, lon1, azi1) = Self.start(trial, &random)
            let line = geodesic.line(lat1: lat1, lon1: lon1, azi1: azi1)
            for s12 in Self.distances(&random) {
                let p = line.position(distance: s12)
                digest.add(p.lat2, p.lon2, p.azi2)
            }
            let a = line.position(arc: Double.random(in: -400...400, using: &random))
            digest.add(a.lat2, a.lon2, a.azi2)
            let d = geodesic.direct(lat1: lat1, lon1: lon1, azi1: azi1, s12: Double.random(in: 0...1e7, using: &random))
            digest.add(d.lat2, d.lon2, d.azi2)
        }
        #expect(digest.value == 3707505278356778587)
    }

    @Test func inverseLinePositionsKeepTheirBits() {
        var random = SeededGenerator(seed: 0x1154)
        var digest = BitDigest()
        for trial in 0..<3_000 {
            let (lat1, lon1, _) = Self.start(trial, &random)
            let (lat2, lon2, _) = Self.start(trial + 3, &random)
            let line = geodesic.inverseLine(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
            digest.add(line.s13)
            digest.add(line.azi1)
            for k in 0...4 {
                let p = line.position(distance: line.s13 * Double(k) / 4)
                digest.add(p.lat2, p.lon2, p.azi2)
            }
        }
        #expect(digest.value == 7495663665722304425)
    }

    /// `solvePlace` is `solvePosition` without the azimuth: the same latitude and
    /// longitude, bit for bit.
    @Test func placeIsThePositionWithoutItsAzimuth() {
        var random = SeededGenerator(seed: 0x1155)
        for trial in 0..<3_000 {
            let (lat1, lon1, azi1) = Self.start(trial, &random)
            let line = geodesic.line(lat1: lat1, lon1: lon1, azi1: azi1)
            for s12 in Self.distances(&random) {
                let position = line.solvePosition(distance: s12)
                let place = line.solvePlace(distance: s12)
                #expect(
                    place.lat2.bitPattern == position.lat2.bitPattern && place.lon12.bitPattern == position.lon12.bitPattern,
                    "trial \(trial): \(lat1) \(lon1) \(azi1) at \(s12)")
                #expect(place.azi2.isNaN)
            }
        }
    }
}
