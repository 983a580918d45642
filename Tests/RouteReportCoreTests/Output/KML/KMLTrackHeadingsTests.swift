import Foundation
import Testing

@testable import RouteReportCore

@Suite("KMLTrackHeadings")
struct KMLTrackHeadingsTests {
    /// The headings as written, from the exact headings (C library sine, cosine and
    /// arctangent) rounded to a tenth, against the ones `KMLTrackHeadings` writes.
    private func expectWrittenAsExact(
        _ points: [Coordinate], from start: Int = 0, initial: Double = 12.34, final: Double? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (tenths: Int, total: Int) {
        let samples = TimedPath(points: points, times: points.indices.map(Double.init))
        let exact = KMLAircraftTrack.headings(samples, start..<points.count, initial: initial, final: final)
        var fast = KMLTrackHeadings(samples, from: start, initial: initial, final: final)
        var tenths = 0
        for (index, heading) in exact.enumerated() {
            switch fast.next() {
            case .degrees(let degrees):
                #expect(degrees.bitPattern == heading.bitPattern, "point \(start + index)", sourceLocation: sourceLocation)
            case .tenths(let written):
                tenths += 1
                #expect(
                    written == Int(KMLCoordinateWriter.rounded(heading * 10)), "point \(start + index): \(heading)",
                    sourceLocation: sourceLocation)
            }
        }
        return (tenths, exact.count)
    }

    /// A point `distance` radians from `p` at `bearing` degrees, on the sphere.
    private func destination(_ p: Coordinate, bearing: Double, distance: Double) -> Coordinate {
        let phi1 = p.latitude * .pi / 180
        let theta = bearing * .pi / 180
        let phi2 = asin(sin(phi1) * cos(distance) + cos(phi1) * sin(distance) * cos(theta))
        let lambda = atan2(sin(theta) * sin(distance) * cos(phi1), cos(distance) - sin(phi1) * sin(phi2))
        return Coordinate(latitude: phi2 * 180 / .pi, longitude: p.longitude + lambda * 180 / .pi)
    }

    @Test func randomTracksAreWrittenAsTheExactHeadings() {
        var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var points: [Coordinate] = []
        var point = Coordinate(latitude: 10, longitude: 20)
        // Legs from 0.1 mm to 2,000 km in every direction, some on top of the last point,
        // some crossing a pole or jumping far in longitude.
        for index in 0..<200_000 {
            points.append(point)
            let kind = index % 50
            if kind == 0 { continue }
            let distance = kind == 1 ? 0.3 : pow(10, -11 + 9 * random())
            point = destination(point, bearing: 360 * random(), distance: distance)
            if kind == 2 { point.longitude += 200 }
            if abs(point.latitude) > 89.999 { point = Coordinate(latitude: 60 * random() - 30, longitude: point.longitude) }
        }
        let (tenths, total) = expectWrittenAsExact(points)
        // The polynomials decide most legs; the shortest, the far jumps and the edges are
        // left to the exact computation.
        #expect(tenths > total / 2)
    }

    /// Legs whose bearing is within 10⁻⁹ degrees of where rounding to a tenth changes,
    /// and of north, where 359.97 is written "360" and 0.03 "0".
    @Test func legsOnTheRoundingEdgesAreWrittenAsTheExactHeadings() {
        var points: [Coordinate] = []
        for edge in stride(from: 0.0, through: 360, by: 0.05) {
            for offset in [-1e-9, -1e-12, 0, 1e-12, 1e-9, 1e-6] {
                for distance in [1e-7, 1e-5, 1e-3] {
                    let p = Coordinate(latitude: 47.3, longitude: 8.5)
                    points.append(p)
                    points.append(destination(p, bearing: edge + offset, distance: distance))
                }
            }
        }
        let (tenths, total) = expectWrittenAsExact(points)
        #expect(tenths > total / 2)
    }

    /// A logger's track, a point every 100 m: the polynomials decide every leg.
    @Test func aLoggersTrackIsDecidedByThePolynomials() {
        var points = [Coordinate(latitude: 51.15, longitude: 51.54)]
        for index in 1..<20_000 {
            points.append(destination(points[index - 1], bearing: 176 + sin(Double(index) / 300) * 40, distance: 1.6e-5))
        }
        let (tenths, total) = expectWrittenAsExact(points)
        #expect(tenths >= total - 2)
    }

    @Test func startInsideATrackAndTheLastPointFollowTheExactHeadings() {
        let points = (0..<1000).map { Coordinate(latitude: 51 + Double($0 / 3) * 1e-4, longitude: -0.5 + Double($0) * 3e-4) }
        _ = expectWrittenAsExact(points, from: 0)
        _ = expectWrittenAsExact(points, from: 500)
        _ = expectWrittenAsExact(points, from: 999, final: 359.99)
        _ = expectWrittenAsExact(points, from: 998, final: nil)
        // Points beyond the poles and not finite are left to the exact computation.
        let odd = [
            Coordinate(latitude: 91, longitude: 0), Coordinate(latitude: 92, longitude: 1),
            Coordinate(latitude: 0, longitude: .nan),
            Coordinate(latitude: 0, longitude: 1), Coordinate(latitude: 0, longitude: 1),
            Coordinate(latitude: -0.0, longitude: 1),
        ]
        #expect(expectWrittenAsExact(odd, initial: .nan).tenths == 0)
    }

    /// The polynomials against the C library's sine and cosine.
    @Test func sinCosIsWithinTheErrorItsBoundsAssume() {
        for step in 0...32_000 {
            let x = -1.6 + Double(step) * 1e-4
            let (s, c) = KMLTrackHeadings.sinCos(x)
            #expect(abs(s - sin(x)) <= 1e-15 && abs(c - cos(x)) <= 1e-15, "\(x)")
        }
    }
}
