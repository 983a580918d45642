import Testing

@testable import RouteReportCore

/// A path kept without the points inside its legs (a run that draws nothing) bounds them
/// as the whole path does, bit for bit, and places the flight the same: compared with the
/// whole path on random flights anywhere, long ones over a pole, near and on meridians,
/// along the equator, over the antimeridian, and with small max segments.
@Suite struct DensifiedPathBoundsTests {
    static func bits(_ bounds: GeoBounds) -> [UInt64] {
        [bounds.south, bounds.north, bounds.west, bounds.east].map(\.bitPattern)
    }

    static func bits(_ position: FlightPosition) -> [UInt64] {
        [
            position.coordinate.latitude, position.coordinate.longitude, position.unwrappedLongitude,
            position.heading,
        ].map(\.bitPattern)
    }

    /// Flights of two to four vertices: random anywhere, and the lines where the bounds
    /// are easiest to get wrong.
    static func flights() -> [[Coordinate]] {
        var random = SeededGenerator(seed: 20_261_206)
        func coordinate() -> Coordinate {
            Coordinate(
                latitude: Double(random.next(in: -90_000_000...90_000_000)) / 1e6,
                longitude: Double(random.next(in: -180_000_000...180_000_000)) / 1e6)
        }
        var flights: [[Coordinate]] = (0..<3_000).map { index in
            (0..<(2 + index % 3)).map { _ in coordinate() }
        }
        flights += [
            // Over the north pole, on a meridian and its antimeridian.
            [Coordinate(latitude: 60, longitude: 10), Coordinate(latitude: 70, longitude: -170)],
            // On a meridian, and a hair off it either way.
            [Coordinate(latitude: -50, longitude: 20), Coordinate(latitude: 50, longitude: 20)],
            [Coordinate(latitude: -50, longitude: 20), Coordinate(latitude: 50, longitude: 20.000000001)],
            [Coordinate(latitude: 50, longitude: 20.000000001), Coordinate(latitude: -50, longitude: 20)],
            // Along the equator, and over the antimeridian near it.
            [Coordinate(latitude: 0, longitude: -60), Coordinate(latitude: 0, longitude: 60)],
            [Coordinate(latitude: 1, longitude: 170), Coordinate(latitude: -1, longitude: -170)],
            // Nearly antipodal, and the vertex right at an end (due east from 40° N).
            [Coordinate(latitude: 10, longitude: 0), Coordinate(latitude: -10.5, longitude: 179.5)],
            [Coordinate(latitude: 40, longitude: 0), Coordinate(latitude: 39.7, longitude: 8)],
            [Coordinate(latitude: 39.7, longitude: -8), Coordinate(latitude: 40, longitude: 0)],
        ]
        return flights
    }

    @Test func boundsAndPositionAreTheWholePathsBitForBit() {
        for maxSegment in [100_000.0, 7_300, 1_000_000] {
            for vertices in Self.flights() {
                let whole = DensifiedPath(vertices: vertices, maxSegment: maxSegment)
                let bounded = DensifiedPath(vertices: vertices, maxSegment: maxSegment, keepsInnerPoints: false)
                #expect(Self.bits(bounded.bounds) == Self.bits(GeoBounds(whole.points)), "\(vertices) \(maxSegment)")
                #expect(bounded.points.count == vertices.count)
                #expect(bounded.legLengths == whole.legLengths)
                #expect(bounded.distance.bitPattern == whole.distance.bitPattern)
                for fraction in [0, 0.37, 0.5, 0.999, 1] {
                    let target = fraction * whole.distance
                    #expect(Self.bits(bounded.position(at: target)) == Self.bits(whole.position(at: target)))
                }
            }
        }
    }

    /// The checks are not vacuous: most of these flights have points inside their legs
    /// that bound the path beyond its vertices.
    @Test func innerPointsBoundMostLongFlights() {
        let wider = Self.flights().filter { vertices in
            let whole = DensifiedPath(vertices: vertices, maxSegment: 100_000)
            return Self.bits(GeoBounds(whole.points)) != Self.bits(GeoBounds(whole.vertices))
        }
        #expect(wider.count > 1_500)
    }

    /// A geometry computed without keeping the path has every number of the whole one.
    @Test func aGeometryWithoutItsPathHasTheSameNumbers() {
        var options = MapOptions()
        options.referenceTime = 1_767_261_600
        for vertices in Self.flights().prefix(500) {
            let flight = Flight(
                source: SourceLocation(file: "t.kml", line: 1), vertices: vertices, explicitProgress: 0.4)
            let whole = FlightGeometry.compute(for: flight, options: options, geodesic: .wgs84)
            let bounded = FlightGeometry.compute(for: flight, options: options, geodesic: .wgs84, keepsPath: false)
            var expected = whole.withoutPath
            expected.position?.pathIndex = 0
            var got = bounded.withoutPath
            got.position?.pathIndex = 0
            #expect(got == expected)
        }
    }
}
