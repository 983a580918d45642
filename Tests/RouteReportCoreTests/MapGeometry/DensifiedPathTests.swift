import Testing

@testable import RouteReportCore

/// A path kept once: legs under the max segment that never unwrap a longitude are the
/// vertices themselves; batches of legs solved apart (ahead of the read from copies of the
/// vertices, or by the pipeline from the track) stitch to the serial path bit for bit.
@Suite struct DensifiedPathTests {
    /// 1,001 vertices north-east from (45, 7), 1e-3° and 2e-3° a step (about 190 m), with
    /// one jump of 2° north after vertex `jumpAfter` (about 222 km: 3 pieces of 100 km).
    static func vertices(jumpAfter: Int? = nil) -> [Coordinate] {
        (0..<1_001).map { index in
            let jump = jumpAfter.map { index > $0 ? 2.0 : 0 } ?? 0
            return Coordinate(latitude: 45 + Double(index) * 1e-3 + jump, longitude: 7 + Double(index) * 2e-3)
        }
    }

    static func bits(_ points: [Coordinate]) -> [UInt64] {
        points.flatMap { [$0.latitude.bitPattern, $0.longitude.bitPattern] }
    }

    @Test func shortLegsAreTheVerticesAlsoWhenSolvedInRuns() {
        let vertices = Self.vertices()
        let serial = DensifiedPath(vertices: vertices, maxSegment: 100_000)
        #expect(MapTest.sharesStorage(serial.points, vertices))
        #expect(serial.legLengths.count == 1_000)
        let copied = DensifiedPath.SolvedLegs(vertices: Array(vertices[..<401]), firstLeg: 1, maxSegment: 100_000)
        let fromTrack = DensifiedPath.SolvedLegs(legs: 401..<800, of: vertices, maxSegment: 100_000)
        #expect(copied.legs == 1..<401)
        let batches = DensifiedPath(vertices: vertices, maxSegment: 100_000, solved: [fromTrack, copied])
        #expect(MapTest.sharesStorage(batches.points, vertices))
        #expect(batches.legLengths == serial.legLengths)
        #expect(batches.distance.bitPattern == serial.distance.bitPattern)
    }

    /// A leg over the max segment in the middle run: that run keeps points of its own, the
    /// others are copied from the vertices, and the whole is the serial path.
    @Test func aCutLegGivesAPathOfItsOwn() {
        let vertices = Self.vertices(jumpAfter: 600)
        let serial = DensifiedPath(vertices: vertices, maxSegment: 100_000)
        #expect(!MapTest.sharesStorage(serial.points, vertices))
        #expect(serial.points.count == vertices.count + 2)
        #expect(Self.bits(Array(serial.points[...600])) == Self.bits(Array(vertices[...600])))
        #expect(Self.bits(Array(serial.points[603...])) == Self.bits(Array(vertices[601...])))
        let solved = [
            DensifiedPath.SolvedLegs(vertices: Array(vertices[..<401]), firstLeg: 1, maxSegment: 100_000),
            DensifiedPath.SolvedLegs(legs: 401..<800, of: vertices, maxSegment: 100_000),
        ]
        #expect(solved[0].batch.isVertices)
        #expect(!solved[1].batch.isVertices)
        let batches = DensifiedPath(vertices: vertices, maxSegment: 100_000, solved: solved)
        #expect(Self.bits(batches.points) == Self.bits(serial.points))
        #expect(batches.legLengths == serial.legLengths)
    }

    /// Over the antimeridian the longitudes are unwrapped, so the path is a copy; legs
    /// solved from other vertices do not fit.
    @Test func unwrappedLongitudesAndOtherVertices() {
        let vertices = [Coordinate(latitude: 0, longitude: 179.9), Coordinate(latitude: 0, longitude: -179.9)]
        let path = DensifiedPath(vertices: vertices, maxSegment: 100_000)
        #expect(!MapTest.sharesStorage(path.points, vertices))
        #expect(path.points.map(\.longitude) == [179.9, -179.9 + 360])

        let track = Self.vertices()
        var other = track
        other[10] = Coordinate(latitude: 1, longitude: 2)
        let stale = DensifiedPath.SolvedLegs(vertices: Array(other[..<401]), firstLeg: 1, maxSegment: 100_000)
        #expect(!stale.fits(track, from: 1))
        #expect(DensifiedPath.SolvedLegs(vertices: Array(track[..<401]), firstLeg: 1, maxSegment: 100_000).fits(track, from: 1))
    }
}
