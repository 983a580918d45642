import Foundation
import Testing

@testable import RouteReportCore

/// The flight's LookAt and Region in routes.kml, checked on a globe of our own: a camera
/// straight down over the LookAt's point, `range` metres up, and every point the file
/// draws for the flight (its route's vertices, its endpoint circles) must face that
/// camera (in front of the horizon) and lie inside Google Earth's field of view (60°
/// wide on a 16:10 window, so 2·atan(tan 30° · 10/16) high); the Region's box must hold
/// them. Vector geometry from the file's numbers alone, no formula of the writer's.
/// LHR-AKL is near-antipodal (18,300 km, 165° of arc).
@Suite("KMLGlobeView")
struct KMLGlobeViewTests {
    static let radius = 6_371_000.0
    static let halfField = atan(tan(30 * Double.pi / 180) * 10 / 16)

    static func vector(lat: Double, lon: Double, scale: Double = 1) -> SIMD3<Double> {
        let phi = lat * Double.pi / 180
        let lambda = lon * Double.pi / 180
        return SIMD3(cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi)) * scale
    }

    /// The route placemark and every point drawn for `route`, from routes.kml of a run
    /// over the route string.
    static func drawn(_ route: String) throws -> (route: KMLTestNode, points: [(lon: Double, lat: Double)]) {
        let report = KMLRealInputs.run([route])
        let bytes = try #require(KMLWriter.document(for: report))
        let root = try #require(KMLTestNode.parse(bytes))
        let placemarks = try #require(root.first("Document")).all("Folder").flatMap { $0.all("Placemark") }
        let flight = try #require(placemarks.first { $0.simpleData["role"] == "route" })
        var points: [(lon: Double, lat: Double)] = []
        for placemark in placemarks where ["route", "endpoints"].contains(placemark.simpleData["role"] ?? "") {
            for coordinates in placemark.descendants("coordinates") { points += KMLTestNode.coordinates(coordinates.text) }
        }
        return (flight, points)
    }

    @Test(arguments: ["SIN-EWR", "JFK-HKG", "SYD-LAX", "SCL-AKL", "LHR-AKL", "LHR-CDG"])
    func lookAtShowsTheWholeRoute(_ route: String) throws {
        let (flight, points) = try Self.drawn(route)
        try #require(points.count > 10)
        let lookAt = try #require(flight.first("LookAt"))
        let lon = try #require(lookAt.value("longitude").flatMap(Double.init))
        let lat = try #require(lookAt.value("latitude").flatMap(Double.init))
        let range = try #require(lookAt.value("range").flatMap(Double.init))
        #expect(lookAt.value("tilt").map { Double($0) == 0 } ?? true)
        let nadir = Self.vector(lat: lat, lon: lon)
        let camera = nadir * (Self.radius + range)
        for point in points {
            let ground = Self.vector(lat: point.lat, lon: point.lon, scale: Self.radius)
            let sight = ground - camera
            // Facing the camera: the ground's outward normal points back along the sight.
            #expect((ground * sight).sum() < 0, "\(route): \(point) is beyond the horizon")
            let offAxis = acos(min(1, max(-1, -(sight * nadir).sum() / (sight * sight).sum().squareRoot())))
            #expect(offAxis <= Self.halfField + 1e-9, "\(route): \(point) is \(offAxis) rad off the view's axis")
        }
    }

    @Test(arguments: ["SIN-EWR", "JFK-HKG", "SYD-LAX", "SCL-AKL", "LHR-AKL", "LHR-CDG"])
    func regionHoldsTheWholeRoute(_ route: String) throws {
        let (flight, points) = try Self.drawn(route)
        let box = try #require(flight.at("Region/LatLonAltBox"))
        let edges = try ["north", "south", "east", "west"].map { try #require(box.value($0).flatMap(Double.init)) }
        for point in points {
            #expect(point.lat <= edges[0] && point.lat >= edges[1], "\(route): \(point)")
            #expect(point.lon <= edges[2] && point.lon >= edges[3], "\(route): \(point)")
        }
        // KML's default Lod: active at any size.
        #expect(flight.at("Region/Lod") == nil)
    }

    /// The check above can fail: the Mercator view the file had before (SIN-EWR from
    /// 14.7°E 38.9°N, 14,552 km up) leaves Singapore beyond the horizon.
    @Test func theCheckRejectsAMercatorView() throws {
        let (_, points) = try Self.drawn("SIN-EWR")
        let camera = Self.vector(lat: 38.9, lon: 14.7, scale: Self.radius + 14_552_000)
        let hidden = points.filter { point in
            let ground = Self.vector(lat: point.lat, lon: point.lon, scale: Self.radius)
            return (ground * (ground - camera)).sum() >= 0
        }
        #expect(!hidden.isEmpty)
    }
}
