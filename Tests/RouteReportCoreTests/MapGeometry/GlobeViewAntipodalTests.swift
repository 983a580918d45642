import Foundation
import Testing

@testable import RouteReportCore

/// An exactly antipodal pair: no camera outside a sphere sees both ends of a half great
/// circle in front of the horizon (what it sees is less than a hemisphere), so the view
/// must be from far out over the path's middle, both ends and every path point within
/// 90° of it (on the rim at worst) and inside the field of view; the Region holds them.
/// Checked with vectors on a sphere of our own, from the view's numbers alone.
@Suite("GlobeView antipodal")
struct GlobeViewAntipodalTests {
    static let radius = 6_371_000.0
    static let halfField = atan(tan(30 * Double.pi / 180) * 10 / 16)

    static func vector(_ point: Coordinate, scale: Double = 1) -> SIMD3<Double> {
        let phi = point.latitude * Double.pi / 180
        let lambda = point.longitude * Double.pi / 180
        return SIMD3(cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi)) * scale
    }

    static let pairs: [(Coordinate, Coordinate)] = [
        (Coordinate(latitude: 20, longitude: 10), Coordinate(latitude: -20, longitude: -170)),
        (Coordinate(latitude: 40.4719, longitude: -3.5626), Coordinate(latitude: -40.4719, longitude: 176.4374)),
        (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180)),
    ]

    func view(_ from: Coordinate, _ to: Coordinate) throws -> (GlobeView, FlightGeometry) {
        let flight = Flight(explicitID: "a", source: SourceLocation(file: "in/a.kml", line: 1), vertices: [from, to])
        let geometry = FlightGeometry.compute(for: flight, options: MapOptions())
        let view = try #require(GlobeView(FlightShapes(flight: flight, geometry: geometry)))
        return (view, geometry)
    }

    @Test(arguments: 0..<3)
    func theViewFramesBothEndsAndThePath(_ index: Int) throws {
        let (from, to) = Self.pairs[index]
        let (view, geometry) = try view(from, to)
        try #require(geometry.path.count > 10)
        let nadir = Self.vector(view.centre)
        let camera = nadir * (Self.radius + view.range)
        // The path's farthest point from the centre, and the ends.
        for point in geometry.path + [from, to] {
            let ground = Self.vector(point, scale: Self.radius)
            let fromCentre = acos(min(1, max(-1, (Self.vector(point) * nadir).sum())))
            #expect(fromCentre <= Double.pi / 2 + 1e-6, "\(point) is \(fromCentre) rad from the centre")
            let sight = ground - camera
            let offAxis = acos(min(1, max(-1, -(sight * nadir).sum() / (sight * sight).sum().squareRoot())))
            #expect(offAxis <= Self.halfField, "\(point) is \(offAxis) rad off the view's axis")
        }
        // Far enough out that a point on the rim is in view: 100 Earth radii.
        #expect(view.range >= 99 * Self.radius)
    }

    @Test(arguments: 0..<3)
    func theRegionHoldsThePath(_ index: Int) throws {
        let (from, to) = Self.pairs[index]
        let (view, geometry) = try view(from, to)
        let box = view.box
        for point in geometry.path {
            var longitude = point.longitude.truncatingRemainder(dividingBy: 360)
            if longitude > 180 { longitude -= 360 }
            if longitude < -180 { longitude += 360 }
            #expect(point.latitude >= box.south - 1e-9 && point.latitude <= box.north + 1e-9, "\(point)")
            let inside =
                box.west <= box.east
                ? longitude >= box.west - 1e-9 && longitude <= box.east + 1e-9
                : longitude >= box.west - 1e-9 || longitude <= box.east + 1e-9
            #expect(inside, "\(point) outside \(box)")
        }
    }
}
