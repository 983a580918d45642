import Foundation
import Testing

@testable import RouteReportCore

@Suite struct AzimuthalProjectionTests {
    static let radius = 6_378_137.0

    /// The great-circle angle by the haversine formula (another formula than the
    /// projection's spherical law of cosines), radians.
    static func haversine(_ a: Coordinate, _ b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180
        let phi2 = b.latitude * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * asin(min(1, h.squareRoot()))
    }

    @Test func fromTheNorthPoleEachMeridianIsARadius() {
        // Centred on the pole: 60°N 90°E lies 30° of arc away, to the right on the plane
        // (x = ρ sin Δλ, y = −ρ cos Δλ with ρ = R·30°); 60°N 180° straight up.
        let projection = AzimuthalProjection(centre: Coordinate(latitude: 90, longitude: 0))
        let rho = Self.radius * 30 * .pi / 180
        let east = projection.point(Coordinate(latitude: 60, longitude: 90))
        #expect(abs(east.x - rho) < 1e-6 && abs(east.y) < 1e-6)
        let up = projection.point(Coordinate(latitude: 60, longitude: 180))
        #expect(abs(up.x) < 1e-6 && abs(up.y - rho) < 1e-6)
        let centre = projection.point(Coordinate(latitude: 90, longitude: 0))
        #expect(centre.x == 0 && centre.y == 0)
    }

    @Test func distancesFromTheCentreAreTrue() {
        let centre = Coordinate(latitude: 70.4, longitude: 98.3)
        let projection = AzimuthalProjection(centre: centre)
        for point in [
            Coordinate(latitude: 1.35, longitude: 103.99), Coordinate(latitude: 40.69, longitude: -74.17),
            Coordinate(latitude: -33.9, longitude: 151.2), Coordinate(latitude: 89.9, longitude: -120),
        ] {
            let plane = projection.point(point)
            let drawn = (plane.x * plane.x + plane.y * plane.y).squareRoot()
            let angle = Self.haversine(centre, point)
            #expect(abs(drawn - Self.radius * angle) < 1e-3, "\(point)")
            #expect(abs(projection.arc(to: point) - angle * 180 / .pi) < 1e-9)
        }
    }

    @Test func onlyPathsNearAPoleLeaveMercator() {
        let near = [Coordinate(latitude: 60, longitude: 0), Coordinate(latitude: 78.5, longitude: 10)]
        #expect(FlightMapProjection.choose(path: near) != .mercator)
        let far = [Coordinate(latitude: 51.47, longitude: -0.45), Coordinate(latitude: 40.64, longitude: -73.78)]
        #expect(FlightMapProjection.choose(path: far) == .mercator)
        // The endpoint circles count too: one reaching past Mercator's edge.
        #expect(FlightMapProjection.choose(path: far, north: 85.2) != .mercator)
        // Centred on the middle by length: a path along the equator from 0° to 40°E via 10°E.
        let middle = FlightMapProjection.middle(of: [
            Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 10),
            Coordinate(latitude: 0, longitude: 20), Coordinate(latitude: 0, longitude: 40),
        ])
        #expect(middle == Coordinate(latitude: 0, longitude: 20))
    }

    @Test func theOverviewIsPolarByTheFlightMapsRule() {
        let atlantic = [Coordinate(latitude: 51.47, longitude: -0.45), Coordinate(latitude: 40.64, longitude: -73.78)]
        let overCap = [Coordinate(latitude: 60, longitude: 0), Coordinate(latitude: 78.5, longitude: 10)]
        #expect(FlightMapProjection.overview(paths: [atlantic], points: atlantic) == .mercator)
        let north = AzimuthalProjection(centre: Coordinate(latitude: 90, longitude: 0))
        #expect(FlightMapProjection.overview(paths: [atlantic, overCap], points: []) == .azimuthal(north))
        // A point alone (a landmark) past the rule's latitude counts as a path does.
        #expect(
            FlightMapProjection.overview(paths: [atlantic], points: [Coordinate(latitude: -79, longitude: 0)])
                == .azimuthal(AzimuthalProjection(centre: Coordinate(latitude: -90, longitude: 0))))
        // A point 165° from the North Pole (75°S) and one 170° from the South Pole (80°N):
        // neither pole holds both within 160°, so the set's middle does. The unit vectors
        // (cos 80°, 0, sin 80°) and (cos 75°, 0, −sin 75°) sum to a vector at
        // atan((sin 80° − sin 75°) / (cos 80° + cos 75°)) = 2.5°N on the prime meridian.
        let both = [Coordinate(latitude: 80, longitude: 0), Coordinate(latitude: -75, longitude: 0)]
        guard case .azimuthal(let middle) = FlightMapProjection.overview(paths: [both], points: []) else {
            Issue.record("not azimuthal")
            return
        }
        let expected = atan(
            (sin(80 * Double.pi / 180) - sin(75 * Double.pi / 180)) / (cos(80 * Double.pi / 180) + cos(75 * Double.pi / 180)))
        #expect(abs(middle.centre.latitude - expected * 180 / .pi) < 1e-9 && abs(middle.centre.longitude) < 1e-9)
        // Round the whole globe over both caps: no centre holds it, so Mercator.
        let globe = [
            Coordinate(latitude: 85, longitude: 0), Coordinate(latitude: -85, longitude: 180),
            Coordinate(latitude: 0, longitude: 90), Coordinate(latitude: 0, longitude: -90),
        ]
        #expect(FlightMapProjection.overview(paths: [globe], points: []) == .mercator)
    }
}
