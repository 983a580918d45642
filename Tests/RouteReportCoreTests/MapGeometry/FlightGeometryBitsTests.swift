import Testing

@testable import RouteReportCore

/// The exact bits of computed flight maps and circle bounds, pinned: the digests were
/// recorded from `FlightGeometry.compute` and `EndpointCircle.bounds` as they were before
/// their solves were cut down (commit c6276b3). Every output byte follows from these
/// values, so they may not move by a bit.
@Suite struct FlightGeometryBitsTests {
    static func add(_ geometry: FlightGeometry, to digest: inout BitDigest) {
        digest.add(geometry.distance)
        digest.add(geometry.initialBearing)
        digest.add(geometry.finalBearing)
        digest.add(geometry.radius)
        digest.add(geometry.path.count)
        for point in geometry.path {
            digest.add(point.latitude, point.longitude)
        }
        if let position = geometry.position {
            digest.add(position.coordinate.latitude)
            digest.add(position.coordinate.longitude)
            digest.add(position.unwrappedLongitude)
            digest.add(position.heading)
            digest.add(position.pathIndex)
        }
        for rect in [geometry.contentRect, geometry.visibleRect] {
            digest.add(rect.x, rect.y, rect.width, rect.height)
        }
        digest.add(geometry.worldOffset)
    }

    /// Random flights of two to five vertices, some legs long enough to be cut, some over
    /// the antimeridian or a pole, some of zero length, at random progress.
    @Test func computedGeometryKeepsItsBits() {
        var random = SeededGenerator(seed: 0x1156)
        var digest = BitDigest()
        for trial in 0..<4_000 {
            let count = 2 + trial % 4
            var vertices: [Coordinate] = []
            for index in 0..<count {
                if trial % 13 == 0 && index == 1 {
                    vertices.append(vertices[0])  // a leg of zero length
                } else if trial % 17 == 0 && index == 0 {
                    vertices.append(Coordinate(latitude: trial % 34 == 0 ? 90 : -0.0, longitude: 180))
                } else {
                    vertices.append(
                        Coordinate(
                            latitude: Double.random(in: -85...85, using: &random),
                            longitude: Double.random(in: -180...180, using: &random)))
                }
            }
            if trial % 7 == 0 {
                // A short hop: the path is its vertices.
                vertices = [vertices[0], Coordinate(latitude: vertices[0].latitude * 0.999, longitude: vertices[0].longitude)]
            }
            var options = MapOptions()
            options.maxSegment = [100_000, 100_000, 25_000, 1_000_000][trial % 4]
            options.radiusDivisor = [100, 100, 10, 1_000][trial / 4 % 4]
            let progress: Double? = trial % 5 == 0 ? nil : [0, 1, 0.5, Double.random(in: 0...1, using: &random)][trial % 4]
            let flight = Flight(source: SourceLocation(file: "bits.kml"), vertices: vertices, explicitProgress: progress)
            Self.add(FlightGeometry.compute(for: flight, options: options), to: &digest)
        }
        #expect(digest.value == 2497678022640778288)
    }

    /// Circles of the radii flights give them (distance / 100), at every latitude.
    @Test func circleBoundsKeepTheirBits() {
        var random = SeededGenerator(seed: 0x1157)
        var digest = BitDigest()
        for trial in 0..<20_000 {
            let latitude =
                trial % 3 == 0 ? Double.random(in: -82...82, using: &random) : Double.random(in: -90...90, using: &random)
            let longitude = Double.random(in: -540...540, using: &random)
            let radius =
                trial % 4 == 0 ? Double.random(in: 0...1_200_000, using: &random) : Double.random(in: 0...200_000, using: &random)
            let maxSegment = trial % 5 == 0 ? Double.random(in: 1_000...100_000, using: &random) : 100_000
            let bounds = EndpointCircle.bounds(latitude: latitude, longitude: longitude, radius: radius, maxSegment: maxSegment)
            digest.add(bounds.south, bounds.north, bounds.west, bounds.east)
        }
        #expect(digest.value == 8545573367979823185)
    }
}
