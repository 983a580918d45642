import Foundation
import Testing

@testable import RouteReportCore

/// Hand-worked flights along the equator, where a geodesic of Δλ radians is exactly a·Δλ
/// long, heads due east (90°) and stays at latitude 0: these hold for any correct
/// geodesic implementation.
@Suite struct FlightGeometryTests {
    let w = MapPoint.worldSize
    /// 10° of equator: 6378137 m · π/18.
    let tenDegrees = 1_113_194.9079327357

    @Test func equatorialFlight() {
        let g = FlightGeometry.compute(for: MapTest.flight([(0, 0), (0, 10)]), options: MapTest.options())
        #expect(MapTest.isClose(g.distance, tenDegrees, within: 1e-6))
        #expect(MapTest.isClose(g.initialBearing, 90, within: 1e-9))
        #expect(MapTest.isClose(g.finalBearing, 90, within: 1e-9))
        #expect(MapTest.isClose(g.radius, tenDegrees / 100, within: 1e-8))
        // ceil(1113.19 km / 100 km) = 12 equal pieces of 10/12°: 13 points.
        #expect(g.path.count == 13)
        for (k, point) in g.path.enumerated() {
            #expect(MapTest.isClose(point.longitude, 10 * Double(k) / 12, within: 1e-9))
            #expect(MapTest.isClose(point.latitude, 0, within: 1e-9))
        }
        #expect(g.path.first == Coordinate(latitude: 0, longitude: 0))
        #expect(g.path.last == Coordinate(latitude: 0, longitude: 10))
        #expect(!g.crossesAntimeridian)
        #expect(g.worldOffset == 0)
        // 2π · 11.13 km / 100 km < 72, so the minimum 72 points plus the closing one.
        let rings = MapTest.rings(of: g)
        #expect(rings?.start.count == 73)
        #expect(rings?.end.count == 73)
        // Radius is 1/100 of 10° of equator = 0.1°: the circles reach −0.1° and 10.1°
        // (at azimuths −90° and 90°, both sampled): x from 179.9/360 W to 190.1/360 W.
        #expect(MapTest.isClose(g.contentRect.minX, 179.9 / 360 * w, within: 1e-3))
        #expect(MapTest.isClose(g.contentRect.maxX, 190.1 / 360 * w, within: 1e-3))
        // The rect is centred on the equator (the path and circles are symmetric about it).
        #expect(MapTest.isClose(g.contentRect.midY, w / 2, within: 1e-3))
        #expect(g.progress == nil)
        #expect(g.progressSource == .none)
        #expect(g.position == nil)
        #expect(g.flownPath.isEmpty && g.remainingPath.isEmpty)
    }

    @Test func visibleRectAndBoxFollowTheContentRect() {
        let g = FlightGeometry.compute(for: MapTest.flight([(0, 0), (0, 10)]), options: MapTest.options())
        // Wider than tall: s = width/280; centred on the content rect.
        let s = g.contentRect.width / 280
        #expect(MapTest.isClose(g.visibleRect.width, 300 * s, relative: 1e-12))
        #expect(MapTest.isClose(g.visibleRect.height, 300 * s, relative: 1e-12))
        #expect(MapTest.isClose(g.visibleRect.midX, g.contentRect.midX, within: 1e-6))
        #expect(MapTest.isClose(g.visibleRect.midY, g.contentRect.midY, within: 1e-6))
        // Visible x spans 10.2° · 300/280 = 10.92857°, centred on 5°.
        #expect(MapTest.isClose(g.visibleBox.west, 5 - 10.2 * 300 / 280 / 2, within: 1e-6))
        #expect(MapTest.isClose(g.visibleBox.east, 5 + 10.2 * 300 / 280 / 2, within: 1e-6))
        #expect(MapTest.isClose(g.visibleBox.north, -g.visibleBox.south, within: 1e-6))
    }

    @Test func eastwardOverTheAntimeridian() {
        // 170°E to 170°W: 20° of equator, unwrapped 170 → 190, 23 pieces (2226 km).
        let g = FlightGeometry.compute(for: MapTest.flight([(0, 170), (0, -170)]), options: MapTest.options())
        #expect(MapTest.isClose(g.distance, 2 * tenDegrees, within: 1e-6))
        #expect(g.path.count == 24)
        #expect(g.path.last?.longitude == 190)
        #expect(zip(g.path, g.path.dropFirst()).allSatisfy { abs($1.longitude - $0.longitude) < 1 })
        #expect(g.crossesAntimeridian)
        #expect(g.worldOffset == 0)
        // Circles of 0.2° radius: x from 169.8° to 190.2°, i.e. 349.8/360 W to 370.2/360 W.
        #expect(MapTest.isClose(g.contentRect.minX, 349.8 / 360 * w, within: 1e-3))
        #expect(MapTest.isClose(g.contentRect.maxX, 370.2 / 360 * w, within: 1e-3))
        #expect(g.contentRect.maxX > w)
        #expect(g.contentRect.width < w / 2)
        // The end circle is unwrapped around the path's end, 190°.
        let rings = MapTest.rings(of: g)
        #expect(rings?.end.allSatisfy { abs($0.longitude - 190) <= 0.21 } == true)
        // The visible box spans the antimeridian: east < west.
        #expect(g.visibleBox.east < g.visibleBox.west)
        #expect(MapTest.isClose(g.visibleBox.west, 180 - 10.2 * 300 / 280, within: 1e-6))
        #expect(MapTest.isClose(g.visibleBox.east, -180 + 10.2 * 300 / 280, within: 1e-6))
    }

    @Test func westwardOverTheAntimeridianShiftsOneWorld() {
        // 170°W to 170°E: unwrapped −170 → −190, x from −10.2/360 W: shifted one world east.
        let g = FlightGeometry.compute(for: MapTest.flight([(0, -170), (0, 170)]), options: MapTest.options())
        #expect(g.path.last?.longitude == -190)
        #expect(g.crossesAntimeridian)
        #expect(g.worldOffset == w)
        #expect(MapTest.isClose(g.contentRect.minX, 349.8 / 360 * w, within: 1e-3))
        #expect(MapTest.isClose(g.contentRect.maxX, 370.2 / 360 * w, within: 1e-3))
        // A writer's map point of the path's end lands inside the rect: x(−190) + W = 350/360 W.
        let end = g.mapPoint(g.path[g.path.count - 1])
        #expect(MapTest.isClose(end.x, 350 / 360 * w, within: 1e-3))
        #expect(g.initialBearing == 270 || MapTest.isClose(g.initialBearing, 270, within: 1e-9))
    }

    @Test func zeroLengthFlight() {
        let g = FlightGeometry.compute(for: MapTest.flight([(10, 20), (10, 20)], progress: 0.5), options: MapTest.options())
        #expect(g.distance == 0)
        #expect(g.radius == 0)
        #expect(g.initialBearing == 0 && g.finalBearing == 0)
        #expect(g.path == [Coordinate(latitude: 10, longitude: 20), Coordinate(latitude: 10, longitude: 20)])
        let rings = MapTest.rings(of: g)
        #expect(rings?.start.count == 73)
        #expect(rings?.start.allSatisfy { $0 == Coordinate(latitude: 10, longitude: 20) } == true)
        #expect(rings?.end.allSatisfy { $0 == Coordinate(latitude: 10, longitude: 20) } == true)
        let p = MapPoint(Coordinate(latitude: 10, longitude: 20))
        #expect(g.contentRect == MapRect(x: p.x, y: p.y, width: 0, height: 0))
        // Grown to 1 km: 1000 · W / (2π · 6378137 · cos 10°) = 6801.656696357039 map points,
        // then fitted: 300/280 of it.
        #expect(MapTest.isClose(g.visibleRect.width, 6801.656696357039 * 300 / 280, relative: 1e-9))
        #expect(MapTest.isClose(g.visibleRect.height, g.visibleRect.width, relative: 1e-12))
        #expect(MapTest.isClose(g.visibleRect.midX, p.x, within: 1e-6))
        #expect(g.visibleBox.west < 20 && g.visibleBox.east > 20)
        #expect(g.visibleBox.south < 10 && g.visibleBox.north > 10)
        #expect(g.progress == 0.5 && g.progressSource == .explicit)
        #expect(
            g.position
                == FlightPosition(
                    coordinate: Coordinate(latitude: 10, longitude: 20), unwrappedLongitude: 20, heading: 0, pathIndex: 0))
    }

    @Test func singleVertexIsAZeroLengthFlight() {
        let g = FlightGeometry.compute(for: MapTest.flight([(-33, 151)], progress: 1), options: MapTest.options())
        #expect(g.distance == 0)
        #expect(g.path == [Coordinate(latitude: -33, longitude: 151)])
        #expect(g.contentRect.width == 0 && g.contentRect.height == 0)
        #expect(g.visibleRect.width > 0)
        #expect(g.position?.coordinate == Coordinate(latitude: -33, longitude: 151))
        #expect(g.position?.pathIndex == 0)
    }

    @Test func noVerticesIsTotal() {
        let g = FlightGeometry.compute(for: MapTest.flight([], progress: 0.5), options: MapTest.options())
        #expect(g.path.isEmpty && MapTest.rings(of: g) == nil)
        #expect(g.distance == 0)
        #expect(g.contentRect.x.isNaN)
        #expect(g.position?.coordinate.latitude.isNaN == true)
    }

    @Test func positionSplitsThePath() {
        // Progress 0.55 of 10°: longitude 5.5, heading east; 5.5 / (10/12) = 6.6, so the
        // last path point at or before it is index 6 (longitude 5).
        let g = FlightGeometry.compute(for: MapTest.flight([(0, 0), (0, 10)], progress: 0.55), options: MapTest.options())
        let p = try! #require(g.position)
        #expect(MapTest.isClose(p.coordinate.longitude, 5.5, within: 1e-9))
        #expect(MapTest.isClose(p.coordinate.latitude, 0, within: 1e-9))
        #expect(MapTest.isClose(p.heading, 90, within: 1e-9))
        #expect(p.pathIndex == 6)
        #expect(p.unwrappedLongitude == p.coordinate.longitude)
        let flown = g.flownPath
        let remaining = g.remainingPath
        #expect(flown.count == 8)
        #expect(remaining.count == 7)
        #expect(flown.last == p.pathCoordinate && remaining.first == p.pathCoordinate)
        #expect(Array(flown.dropLast()) == Array(g.path[...6]))
        #expect(Array(remaining.dropFirst()) == Array(g.path[7...]))
    }

    @Test func positionAtTheEnds() {
        let start = FlightGeometry.compute(for: MapTest.flight([(0, 0), (0, 10)], progress: 0), options: MapTest.options())
        #expect(
            start.position
                == FlightPosition(
                    coordinate: Coordinate(latitude: 0, longitude: 0), unwrappedLongitude: 0,
                    heading: start.initialBearing, pathIndex: 0))
        #expect(start.flownPath == [Coordinate(latitude: 0, longitude: 0)])
        #expect(start.remainingPath == start.path)

        let end = FlightGeometry.compute(for: MapTest.flight([(0, 0), (0, 10)], progress: 1), options: MapTest.options())
        #expect(
            end.position
                == FlightPosition(
                    coordinate: Coordinate(latitude: 0, longitude: 10), unwrappedLongitude: 10,
                    heading: end.finalBearing, pathIndex: 12))
        #expect(end.flownPath == end.path)
        #expect(end.remainingPath == [Coordinate(latitude: 0, longitude: 10)])
    }

    @Test func positionOverTheAntimeridianKeepsBothLongitudes() {
        // 0.75 of 170°E → 170°W is unwrapped 185, i.e. 175°W.
        let g = FlightGeometry.compute(for: MapTest.flight([(0, 170), (0, -170)], progress: 0.75), options: MapTest.options())
        let p = try! #require(g.position)
        #expect(MapTest.isClose(p.unwrappedLongitude, 185, within: 1e-9))
        #expect(MapTest.isClose(p.coordinate.longitude, -175, within: 1e-9))
        // 15° of 20° in 23 pieces: 17.25, so index 17.
        #expect(p.pathIndex == 17)
        #expect(g.path[17].longitude <= p.unwrappedLongitude && p.unwrappedLongitude < g.path[18].longitude)
    }

    @Test func positionOnAnInnerVertexHeadsAlongTheNextLeg() {
        // (0,0) → (0,10) → (10,10): progress 0.5 of 20°-ish is not exactly the vertex, so use
        // a route whose legs are equal: 10° east along the equator, then 10° back west.
        let g = FlightGeometry.compute(for: MapTest.flight([(0, 0), (0, 10), (0, 0)], progress: 0.5), options: MapTest.options())
        let p = try! #require(g.position)
        #expect(p.coordinate == Coordinate(latitude: 0, longitude: 10))
        #expect(MapTest.isClose(p.heading, 270, within: 1e-9))
        #expect(p.pathIndex == 12)
        #expect(MapTest.isClose(g.initialBearing, 90, within: 1e-9))
        #expect(MapTest.isClose(g.finalBearing, 270, within: 1e-9))
        #expect(g.path.count == 25)
    }

    @Test func piecesPerLeg() {
        #expect(DensifiedPath.segments(length: 100, maxSegment: 100) == 1)
        #expect(DensifiedPath.segments(length: 200, maxSegment: 100) == 2)
        #expect(DensifiedPath.segments(length: 200.001, maxSegment: 100) == 3)
        #expect(DensifiedPath.segments(length: .nan, maxSegment: 100) == 1)
        #expect(DensifiedPath.segments(length: 5, maxSegment: 0) == 1)
        #expect(DensifiedPath.segments(length: 5, maxSegment: .nan) == 1)
        #expect(DensifiedPath.segments(length: 1e30, maxSegment: 1) == DensifiedPath.maxSegmentsPerLeg)
    }

    @Test func noPieceLongerThanTheMaxSegment() {
        // Checked with the geodesic itself, for an ellipsoidal long-haul route.
        for maxSegment in [250_000.0, 100_000, 37_000] {
            let g = FlightGeometry.compute(
                for: MapTest.flight([(35.655, -83.4411), (36.0840, -115.1537), (-33.9425, 151.1775)]),
                options: MapTest.options(maxSegment: maxSegment))
            var longest = 0.0
            for (a, b) in zip(g.path, g.path.dropFirst()) {
                let s = Geodesic.wgs84.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
                longest = max(longest, s)
                #expect(abs(b.longitude - a.longitude) < 180)
            }
            #expect(longest <= maxSegment * (1 + 1e-12))
            // Equal pieces: the longest is more than half the max segment.
            #expect(longest > maxSegment / 2)
        }
    }

    @Test func longShortLegTrackIsNotDensified() {
        // 100,000 legs of 0.0001° east along the equator: 11.13 m each.
        let count = 100_001
        let vertices = (0..<count).map { (0.0, Double($0) * 0.0001) }
        let flight = MapTest.flight(vertices)
        let g = FlightGeometry.compute(for: flight, options: MapTest.options())
        #expect(g.path.count == count)
        // Kept once: the path is the flight's vertices, not a copy.
        #expect(MapTest.sharesStorage(g.path, flight.vertices))
        // 10° in all: a · π/18.
        #expect(MapTest.isClose(g.distance, tenDegrees, relative: 1e-9))
        #expect(g.path[count - 1].longitude == vertices[count - 1].1)
    }

    @Test func negativeZeroIsNormalised() {
        let g = FlightGeometry.compute(for: MapTest.flight([(-0.0, -0.0), (0, 10)], progress: 0), options: MapTest.options())
        #expect(g.position?.coordinate.longitude.sign == .plus)
        #expect(g.position?.coordinate.latitude.sign == .plus)
        #expect(g.path[0].longitude.sign == .plus)
        #expect(g.path[0].latitude.sign == .plus)
        let rings = MapTest.rings(of: g)
        #expect(rings?.start.allSatisfy { $0.latitude.sign == .plus || $0.latitude != 0 } == true)
    }

    @Test func overTheNorthPole() {
        // (80, 0) → (80, 180) runs due north over the pole (azimuth 0, then 180): the
        // longitude turns +180 at the pole; the map rect reaches the clamped top, y = 0.
        let g = FlightGeometry.compute(for: MapTest.flight([(80, 0), (80, 180)]), options: MapTest.options())
        #expect(MapTest.isClose(g.initialBearing, 0, within: 1e-6))
        #expect(MapTest.isClose(g.finalBearing, 180, within: 1e-6))
        #expect(g.path.last == Coordinate(latitude: 80, longitude: 180))
        #expect(g.path.allSatisfy { $0.longitude >= -1e-9 && $0.longitude <= 180 + 1e-9 })
        #expect(g.path.map(\.latitude).max()! > 89)
        #expect(abs(g.contentRect.minY) < 1)
        #expect(!g.crossesAntimeridian)
    }

    @Test func circleAroundThePoleSpansTheWorld() {
        // Radius divisor 1: a circle of 8246 km around Tokyo takes in the North Pole, so
        // its longitudes cover all 360° about Tokyo's, and the visible box is the world.
        var o = MapTest.options()
        o.radiusDivisor = 1
        let g = FlightGeometry.compute(for: MapTest.flight([(35.7647, 140.3864), (37.6190, -122.3750)]), options: o)
        #expect(g.contentRect.width > 0.99 * w)
        #expect(g.visibleBox.west == -180 && g.visibleBox.east == 180)
        #expect(g.visibleRect.width.isFinite)
    }
}
