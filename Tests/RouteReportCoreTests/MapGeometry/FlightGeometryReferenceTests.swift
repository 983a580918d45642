import Foundation
import Testing

@testable import RouteReportCore

/// Flights against numbers from GeographicLib: `Scripts/make_mapgeometry_reference.py`
/// rebuilds the whole geometry independently (Inverse + Line.Position to densify, Direct
/// for the circles, Web Mercator and MapKit's fit formula) into
/// `Fixtures/mapgeometry/reference.json`. These need the ellipsoidal geodesic: they fail
/// against a spherical stand-in by kilometres.
@Suite struct FlightGeometryReferenceTests {
    struct Reference: Decodable {
        var flights: [ReferenceFlight]
    }

    struct ReferenceFlight: Decodable {
        struct Vertex: Decodable {
            var lat: Double
            var lon: Double
        }
        struct Size: Decodable {
            var width: Double
            var height: Double
        }
        struct Padding: Decodable {
            var top: Double
            var left: Double
            var bottom: Double
            var right: Double
        }
        struct Rect: Decodable {
            var x: Double
            var y: Double
            var width: Double
            var height: Double
        }
        struct Box: Decodable {
            var west: Double
            var south: Double
            var east: Double
            var north: Double
        }
        struct Position: Decodable {
            var progress: Double
            var lat: Double
            var lon: Double
            var unwrappedLon: Double
            var heading: Double
        }
        var name: String
        var vertices: [Vertex]
        var maxSegment: Double
        var radiusDivisor: Double
        var viewport: Size
        var padding: Padding
        var distance: Double
        var initialBearing: Double
        var finalBearing: Double
        var radius: Double
        var pathCount: Int
        var ringCount: Int
        var pathMaxLatitude: Double
        var pathMinLongitude: Double
        var pathMaxLongitude: Double
        var pathEndLongitude: Double
        var contentRect: Rect
        var worldOffset: Double
        var visibleRect: Rect
        var visibleBox: Box
        var crossesAntimeridian: Bool
        var positions: [Position]

        var flight: Flight {
            Flight(
                source: SourceLocation(file: "\(name).kml"),
                vertices: vertices.map { Coordinate(latitude: $0.lat, longitude: $0.lon) })
        }

        func options(progress: Double? = nil) -> MapOptions {
            var options = MapOptions()
            options.maxSegment = maxSegment
            options.radiusDivisor = radiusDivisor
            options.viewportWidth = viewport.width
            options.viewportHeight = viewport.height
            options.padding = EdgePadding(top: padding.top, left: padding.left, bottom: padding.bottom, right: padding.right)
            return options
        }
    }

    static let reference: Reference = {
        let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        let url = fixtures.appendingPathComponent("mapgeometry/reference.json")
        return try! JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }()

    static var names: [String] { reference.flights.map(\.name) }

    static func named(_ name: String) -> ReferenceFlight {
        reference.flights.first { $0.name == name }!
    }

    /// Map-point tolerance: 1e-9 of the value (≈ 0.1 map point ≈ 1.5 cm at the equator
    /// for x near W/2); the brief allows 1e-6.
    static let rectTolerance = 1e-9

    static func expectRect(
        _ rect: MapRect, _ expected: ReferenceFlight.Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(MapTest.isClose(rect.x, expected.x, relative: rectTolerance), sourceLocation: sourceLocation)
        #expect(MapTest.isClose(rect.y, expected.y, relative: rectTolerance), sourceLocation: sourceLocation)
        #expect(MapTest.isClose(rect.width, expected.width, relative: rectTolerance), sourceLocation: sourceLocation)
        #expect(MapTest.isClose(rect.height, expected.height, relative: rectTolerance), sourceLocation: sourceLocation)
    }

    @Test(arguments: names)
    func geometryMatchesGeographicLib(name: String) {
        let r = Self.named(name)
        let g = FlightGeometry.compute(for: r.flight, options: r.options())
        // SPEC: distances agree with GeographicLib to 1 micrometre (per leg; summed here).
        #expect(MapTest.isClose(g.distance, r.distance, within: 1e-6 * Double(r.vertices.count - 1)))
        #expect(MapTest.isClose(g.initialBearing, r.initialBearing, within: 1e-9))
        #expect(MapTest.isClose(g.finalBearing, r.finalBearing, within: 1e-9))
        #expect(MapTest.isClose(g.radius, r.radius, within: 1e-8))
        #expect(g.path.count == r.pathCount)
        let rings = MapTest.rings(of: g)
        #expect(rings?.start.count == r.ringCount && rings?.end.count == r.ringCount)
        #expect(MapTest.isClose(g.path.map(\.latitude).max()!, r.pathMaxLatitude, within: 1e-9))
        #expect(MapTest.isClose(g.path.map(\.longitude).min()!, r.pathMinLongitude, within: 1e-9))
        #expect(MapTest.isClose(g.path.map(\.longitude).max()!, r.pathMaxLongitude, within: 1e-9))
        #expect(MapTest.isClose(g.path.last!.longitude, r.pathEndLongitude, within: 1e-9))
        Self.expectRect(g.contentRect, r.contentRect)
        #expect(g.worldOffset == r.worldOffset)
        Self.expectRect(g.visibleRect, r.visibleRect)
        #expect(MapTest.isClose(g.visibleBox.west, r.visibleBox.west, within: 1e-9))
        #expect(MapTest.isClose(g.visibleBox.south, r.visibleBox.south, within: 1e-9))
        #expect(MapTest.isClose(g.visibleBox.east, r.visibleBox.east, within: 1e-9))
        #expect(MapTest.isClose(g.visibleBox.north, r.visibleBox.north, within: 1e-9))
        #expect(g.crossesAntimeridian == r.crossesAntimeridian)
    }

    @Test(arguments: names)
    func positionsMatchGeographicLib(name: String) {
        let r = Self.named(name)
        for expected in r.positions {
            var f = r.flight
            f.explicitProgress = expected.progress
            let g = FlightGeometry.compute(for: f, options: r.options())
            let p = try! #require(g.position)
            #expect(MapTest.isClose(p.coordinate.latitude, expected.lat, within: 1e-9), "progress \(expected.progress)")
            #expect(MapTest.isClose(p.coordinate.longitude, expected.lon, within: 1e-9), "progress \(expected.progress)")
            #expect(MapTest.isClose(p.unwrappedLongitude, expected.unwrappedLon, within: 1e-9), "progress \(expected.progress)")
            #expect(MapTest.angleGap(p.heading, expected.heading) <= 1e-9, "progress \(expected.progress)")
            #expect(p.heading >= 0 && p.heading < 360)
        }
    }

    @Test func classicFlightPositionsAreTheOnesAskedFor() {
        // Guards the data: the positions test covers progress 0, 0.5, 0.67 and 1.
        #expect(Self.named("classic").positions.map(\.progress) == [0, 0.5, 0.67, 1])
    }
}

/// Shape facts of long-haul flights that hold for any geodesic (sphere or ellipsoid).
@Suite struct LongHaulShapeTests {
    let w = MapPoint.worldSize

    @Test func tokyoToSanFranciscoGetsTheSmallPacificRect() {
        // NRT (35.7647, 140.3864) → SFO (37.6190, −122.3750): east over the 180th meridian.
        let g = FlightGeometry.compute(
            for: MapTest.flight([(35.7647, 140.3864), (37.6190, -122.3750)]), options: MapTest.options())
        #expect(g.crossesAntimeridian)
        #expect(g.contentRect.width < w / 2)
        #expect(g.contentRect.maxX > w)
        #expect(g.contentRect.minX >= 0 && g.contentRect.minX < w)
        #expect(g.worldOffset == 0)
        // The path ends at SFO unwrapped: −122.375 + 360.
        #expect(g.path.last?.longitude == 237.625)
        #expect(zip(g.path, g.path.dropFirst()).allSatisfy { abs($1.longitude - $0.longitude) < 180 })
        // The box spans the antimeridian: east (about −118) < west (about 136).
        #expect(g.visibleBox.east < g.visibleBox.west)
        #expect(g.visibleBox.west > 120 && g.visibleBox.east < -100)
    }

    @Test func sanFranciscoToTokyoGetsTheSameRect() {
        // The reverse flight runs west, unwrapped −122.375 → −219.6: shifted one world.
        let there = FlightGeometry.compute(
            for: MapTest.flight([(35.7647, 140.3864), (37.6190, -122.3750)]), options: MapTest.options())
        let back = FlightGeometry.compute(
            for: MapTest.flight([(37.6190, -122.3750), (35.7647, 140.3864)]), options: MapTest.options())
        #expect(back.crossesAntimeridian)
        #expect(back.worldOffset == w)
        #expect(MapTest.isClose(back.contentRect.x, there.contentRect.x, relative: 1e-9))
        #expect(MapTest.isClose(back.contentRect.width, there.contentRect.width, relative: 1e-9))
    }

    @Test func frankfurtToLosAngelesBowsPoleward() {
        // FRA (50.0333, 8.5706) → LAX (33.9425, −118.4081): the geodesic passes near 65°N,
        // well north of both ends; the content rect holds it, a box of the ends would not.
        let fra = (50.0333, 8.5706)
        let lax = (33.9425, -118.4081)
        let g = FlightGeometry.compute(for: MapTest.flight([fra, lax]), options: MapTest.options())
        let north = g.path.map(\.latitude).max()!
        #expect(north > 64 && north < 66)
        #expect(north > fra.0 + 10)
        let yNorth = MapProjection.y(latitude: north)
        #expect(g.contentRect.minY <= yNorth)
        // The endpoints' own box (with their circles, radius 93 km < 1°) tops out below.
        #expect(MapProjection.y(latitude: fra.0 + 1) > yNorth)
        #expect(!g.crossesAntimeridian)
    }
}
