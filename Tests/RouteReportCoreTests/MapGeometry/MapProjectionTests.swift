import Foundation
import Testing

@testable import RouteReportCore

@Suite struct MapProjectionTests {
    let w = MapPoint.worldSize

    @Test func nullIslandIsTheWorldCentre() {
        // x = 180/360 · W; y = (0.5 − ln tan(π/4)/2π) · W = W/2.
        let p = MapPoint(Coordinate(latitude: 0, longitude: 0))
        #expect(p.x == w / 2)
        #expect(MapTest.isClose(p.y, w / 2, within: 1e-6))
    }

    @Test func longitudesMapLinearlyAndUnwrapped() {
        #expect(MapProjection.x(longitude: -180) == 0)
        #expect(MapProjection.x(longitude: -180).sign == .plus)
        #expect(MapProjection.x(longitude: 180) == w)
        #expect(MapProjection.x(longitude: 90) == 201_326_592)  // 270/360 · 2^28
        // Unwrapped longitude 190 lies past the world's east edge: 370/360 · W.
        #expect(MapProjection.x(longitude: 190) == 370 / 360 * w)
        #expect(MapProjection.longitude(x: 1.5 * w) == 360)
    }

    @Test func latitude45() {
        // tan(45° + 22.5°) = 1 + √2, ln(1 + √2) = asinh 1 = 0.881373587019543.
        let expected = (0.5 - 0.881373587019543 / (2 * Double.pi)) * w
        #expect(MapTest.isClose(MapProjection.y(latitude: 45), expected, within: 1e-6))
        #expect(MapTest.isClose(MapProjection.y(latitude: -45), w - expected, within: 1e-6))
    }

    @Test func latitudeIsClampedToTheSquareWorld() {
        // 85.05112878° is 2·atan(e^π) − 90° = 85.0511287798066° rounded: y ≈ 0.
        #expect(abs(MapProjection.y(latitude: 85.05112878)) < 0.01)
        #expect(abs(MapProjection.y(latitude: -85.05112878) - w) < 0.01)
        #expect(MapProjection.y(latitude: 89) == MapProjection.y(latitude: 85.05112878))
        #expect(MapProjection.y(latitude: 90) == MapProjection.y(latitude: 85.05112878))
        #expect(MapProjection.y(latitude: -90) == MapProjection.y(latitude: -85.05112878))
        #expect(MapProjection.y(latitude: .nan).isNaN)
    }

    @Test func inverseOfTheWorldEdges() {
        #expect(MapTest.isClose(MapProjection.latitude(y: 0), 85.0511287798066, within: 1e-12))
        #expect(MapTest.isClose(MapProjection.latitude(y: w), -85.0511287798066, within: 1e-12))
        // y = W/4: φ = 2·atan(e^(π/2)) − 90° = 66.51326044311185°.
        #expect(MapTest.isClose(MapProjection.latitude(y: w / 4), 66.51326044311185, within: 1e-12))
        #expect(MapProjection.latitude(y: w / 2) == 0)
    }

    @Test(arguments: [(0.0, 0.0), (35.655, -83.4411), (-33.9425, 151.1775), (85, 179.999), (-60, -180), (12, 190)])
    func roundTrip(latitude: Double, longitude: Double) {
        let c = MapProjection.coordinate(MapPoint(Coordinate(latitude: latitude, longitude: longitude)))
        #expect(MapTest.isClose(c.latitude, latitude, within: 1e-9))
        #expect(MapTest.isClose(c.longitude, longitude, within: 1e-9))
    }

    @Test func mapPointsPerMetre() {
        // W / (2π · 6378137 m) = 268435456 / 40075016.6856 = 6.698324247899813.
        #expect(MapTest.isClose(MapProjection.mapPointsPerMetre(atLatitude: 0), 6.698324247899813, relative: 1e-14))
        // cos 60° = 1/2: twice as many.
        #expect(MapTest.isClose(MapProjection.mapPointsPerMetre(atLatitude: 60), 2 * 6.698324247899813, relative: 1e-14))
        #expect(MapTest.isClose(MapProjection.metresPerMapPoint(atLatitude: 0), 1 / 6.698324247899813, relative: 1e-14))
        #expect(MapProjection.mapPointsPerMetre(atLatitude: 90).isFinite)
    }
}
