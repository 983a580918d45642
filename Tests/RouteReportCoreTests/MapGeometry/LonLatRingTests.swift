import Testing

@testable import RouteReportCore

@Suite("LonLatRing")
struct LonLatRingTests {
    func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    @Test func orientationFromTheSignedArea() {
        // The unit square east, north, west, south: counterclockwise, area 1.
        let square = [c(0, 0), c(0, 1), c(1, 1), c(1, 0), c(0, 0)]
        #expect(LonLatRing.doubledSignedArea(square) == 2)
        #expect(LonLatRing.doubledSignedArea(square.reversed()) == -2)
        #expect(LonLatRing.counterclockwise(square) == square)
        #expect(LonLatRing.counterclockwise(square.reversed()) == square)
    }

    @Test func endpointCirclesRunClockwiseAndAreTurned() {
        // By increasing azimuth (north, east, south, west): clockwise on the map.
        let ring = EndpointCircle.ring(latitude: 48, longitude: 2, radius: 50_000, maxSegment: 100_000)
        #expect(LonLatRing.doubledSignedArea(ring) < 0)
        let turned = LonLatRing.counterclockwise(ring)
        #expect(LonLatRing.doubledSignedArea(turned) > 0)
        #expect(turned == ring.reversed())
    }

    @Test func farFromTheOriginSmallRingsKeepTheirSign() {
        // A 1e-6° square at (-75, 179.99): relative to its first point, no digits lost.
        let d = 1e-6
        let square = [c(-75, 179.99), c(-75, 179.99 + d), c(-75 + d, 179.99 + d), c(-75 + d, 179.99), c(-75, 179.99)]
        #expect(LonLatRing.doubledSignedArea(square) > 0)
        #expect(abs(LonLatRing.doubledSignedArea(square) - 2 * d * d) < 1e-15)
    }

    @Test func aRingOfOnePointEnclosesNothing() {
        #expect(LonLatRing.doubledSignedArea(Array(repeating: c(1, 1), count: 5)) == 0)
    }
}
