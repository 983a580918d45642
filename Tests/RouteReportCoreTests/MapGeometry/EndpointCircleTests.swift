import Foundation
import Testing

@testable import RouteReportCore

@Suite struct EndpointCircleTests {
    let geodesic = Geodesic.wgs84

    @Test(arguments: [(50.0333, 8.5706, 93_441.6), (-33.9, 151.2, 5_000), (0, 179.9, 40_000), (89.5, 0, 120_000)])
    func everyPointIsOneRadiusFromTheCentre(latitude: Double, longitude: Double, radius: Double) {
        let ring = EndpointCircle.ring(latitude: latitude, longitude: longitude, radius: radius, maxSegment: 100_000)
        #expect(ring.count == 73)
        #expect(ring.first == ring.last)
        for (k, point) in ring.dropLast().enumerated() {
            let inverse = geodesic.inverse(lat1: latitude, lon1: longitude, lat2: point.latitude, lon2: point.longitude)
            #expect(MapTest.isClose(inverse.s12, radius, within: 1e-6))
            // Evenly spaced azimuths from north, 5° apart.
            #expect(MapTest.angleGap(inverse.azi1, 5 * Double(k)) < 1e-7)
            // Unwrapped to within 180° of the centre.
            #expect(abs(point.longitude - longitude) <= 180)
        }
    }

    @Test func bigCircleHasShortPieces() {
        // 2π · 3000 km / 100 km = 188.5: 189 points, pieces under 100 km.
        let ring = EndpointCircle.ring(latitude: 40, longitude: -100, radius: 3_000_000, maxSegment: 100_000)
        #expect(ring.count == 190)
        for (a, b) in zip(ring, ring.dropLast().dropFirst()) {
            let s = geodesic.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
            #expect(s < 100_000)
        }
    }

    @Test func ringAroundAnUnwrappedCentre() {
        // Centre at unwrapped longitude 190 (170°W): every point within 180° of 190.
        let ring = EndpointCircle.ring(latitude: 0, longitude: 190, radius: 500_000, maxSegment: 100_000)
        #expect(ring.allSatisfy { abs($0.longitude - 190) < 5 })
        #expect(ring.contains { $0.longitude > 190 } && ring.contains { $0.longitude < 190 })
    }

    @Test func zeroRadiusIsTheCentre() {
        let ring = EndpointCircle.ring(latitude: 12, longitude: 345, radius: 0, maxSegment: 100_000)
        #expect(ring == Array(repeating: Coordinate(latitude: 12, longitude: 345), count: 73))
    }

    @Test func pointCount() {
        #expect(EndpointCircle.pointCount(radius: 0, maxSegment: 100_000) == 72)
        #expect(EndpointCircle.pointCount(radius: 3_000_000, maxSegment: 100_000) == 189)
        #expect(EndpointCircle.pointCount(radius: .nan, maxSegment: 100_000) == 72)
        #expect(EndpointCircle.pointCount(radius: .infinity, maxSegment: 100_000) == EndpointCircle.maximumPoints)
        #expect(EndpointCircle.pointCount(radius: 1000, maxSegment: 0) == 72)
    }
}

extension EndpointCircleTests {
    /// The ring solves azimuth a and mirrors the result to -a; that must give exactly the
    /// points the direct problem gives on -a, so rings (and every report) are unchanged.
    @Test func mirroredPointsMatchTheDirectSolution() {
        var random = SeededGenerator(seed: 72)
        for trial in 0..<400 {
            let latitude =
                trial < 8 ? [90, -90, 89.99, -89.99, 0, 45, -45, 1e-9][trial] : Double.random(in: -90...90, using: &random)
            let longitude = Double.random(in: -540...540, using: &random)
            let radius = trial % 50 == 0 ? 3_000_000 : Double.random(in: 0.001...200_000, using: &random)
            let maxSegment = trial % 3 == 0 ? 100_000 : Double.random(in: 1_000...100_000, using: &random)
            let ring = EndpointCircle.ring(latitude: latitude, longitude: longitude, radius: radius, maxSegment: maxSegment)
            let count = EndpointCircle.pointCount(radius: radius, maxSegment: maxSegment)
            #expect(ring.count == count + 1)
            for k in 0..<count {
                var azimuth = 360 * Double(k) / Double(count)
                if azimuth > 180 { azimuth -= 360 }
                let p = geodesic.direct(lat1: latitude, lon1: longitude, azi1: azimuth, s12: radius)
                let unwrapped = longitude + MapAngle.difference(from: longitude, to: p.lon2)
                let expected = Coordinate(latitude: p.lat2 + 0, longitude: unwrapped + 0)
                #expect(
                    ring[k].latitude.bitPattern == expected.latitude.bitPattern
                        && ring[k].longitude.bitPattern == expected.longitude.bitPattern,
                    "trial \(trial) point \(k) of \(count): \(ring[k]) != \(expected)")
            }
        }
    }
}

extension EndpointCircleTests {
    /// `bounds` climbs to the extreme ring points instead of solving them all; it must
    /// give the bounds of the whole ring bit for bit, or report.json would depend on
    /// whether the run also writes a format that draws the rings.
    @Test func boundsAreTheRingsBounds() {
        var random = SeededGenerator(seed: 180)
        for trial in 0..<20_000 {
            let latitude =
                switch trial % 4 {
                case 0: Double.random(in: 70...82, using: &random) * (trial % 8 == 0 ? 1 : -1)  // about the cut-off
                case 1: [0, 1e-12, -1e-12, 45, 79.9, -79.9, 90, -90][trial / 4 % 8]
                default: Double.random(in: -90...90, using: &random)
                }
            let longitude = Double.random(in: -540...540, using: &random)
            let radius =
                switch trial % 5 {
                case 0: [0, 1e-3, 1, 999_999, 1_000_000, 1_000_001, 3e6, 1e-9, 2e-7, 0.999_999, 1.000_001][trial / 5 % 11]
                case 1:
                    trial % 10 == 1 ? Double.random(in: 0...2, using: &random) : Double.random(in: 0...1_200_000, using: &random)
                default: Double.random(in: 0...200_000, using: &random)
                }
            let maxSegment = trial % 3 == 0 ? Double.random(in: 1_000...100_000, using: &random) : 100_000
            let ring = EndpointCircle.ring(latitude: latitude, longitude: longitude, radius: radius, maxSegment: maxSegment)
            let expected = GeoBounds(ring)
            let bounds = EndpointCircle.bounds(latitude: latitude, longitude: longitude, radius: radius, maxSegment: maxSegment)
            #expect(
                [bounds.south, bounds.north, bounds.west, bounds.east].map(\.bitPattern)
                    == [expected.south, expected.north, expected.west, expected.east].map(\.bitPattern),
                "trial \(trial): centre \(latitude), \(longitude), radius \(radius), max segment \(maxSegment)")
        }
    }

    /// The content rect `compute` bounds from a few ring points is the one the whole
    /// rings the writers solve give, bit for bit, with the same world offset.
    @Test func contentRectBoundsTheSolvedRings() throws {
        var random = SeededGenerator(seed: 181)
        var options = MapOptions()
        for _ in 0..<500 {
            let vertices = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                Coordinate(
                    latitude: Double.random(in: -75...75, using: &random),
                    longitude: Double.random(in: -180...180, using: &random))
            }
            let flight = Flight(source: SourceLocation(file: "random.kml"), vertices: vertices)
            options.radiusDivisor = [100, 10, 1_000][Int.random(in: 0...2, using: &random)]
            let geometry = FlightGeometry.compute(for: flight, options: options)
            let shapes = FlightShapes(flight: flight, geometry: geometry)
            let rings = try #require(shapes.endpointRings)
            #expect(rings.start.count >= 73 && rings.end.count == rings.start.count)
            #expect(geometry.endpointRingPointCount == rings.start.count + rings.end.count)
            let raw = GeoBounds(geometry.path).union(GeoBounds(rings.start)).union(GeoBounds(rings.end)).mapRect
            var expected = raw
            expected.x += -MapRect.worldShift(raw.x)
            #expect(geometry.contentRect == expected, "\(vertices)")
            let bounds = try #require(shapes.endpointRingBounds)
            #expect(bounds.start == GeoBounds(rings.start) && bounds.end == GeoBounds(rings.end), "\(vertices)")
        }
    }
}
