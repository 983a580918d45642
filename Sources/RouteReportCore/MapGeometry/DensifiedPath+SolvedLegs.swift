extension DensifiedPath {
    /// Consecutive legs of a track solved ahead, while the track was still being read
    /// (issue 8), from their first vertex's own longitude like a parallel run.
    struct SolvedLegs: Sendable {
        /// Leg i joins vertex i - 1 to vertex i.
        let legs: Range<Int>
        /// The vertices they were solved from: `legs.lowerBound - 1 ..< legs.upperBound`.
        let vertices: [Coordinate]
        let run: LegRun

        /// Solves legs `firstLeg ..< firstLeg + vertices.count - 1`, given the vertices
        /// from `firstLeg - 1` on.
        init(vertices: [Coordinate], firstLeg: Int, maxSegment: Double, geodesic: Geodesic = .wgs84) {
            legs = firstLeg..<(firstLeg + vertices.count - 1)
            self.vertices = vertices
            var run = LegRun(start: Coordinate(latitude: vertices[0].latitude + 0, longitude: vertices[0].longitude + 0))
            run.add(legs: 1..<vertices.count, of: vertices, maxSegment: maxSegment, geodesic: geodesic)
            self.run = run
        }

        /// True when these legs continue a path that has solved up to leg `from` - 1 of
        /// `track`, and were solved from the same vertices, bit for bit (a dropped track's
        /// legs never stand in for the next one's).
        func fits(_ track: [Coordinate], from: Int) -> Bool {
            guard legs.lowerBound == from, legs.upperBound <= track.count, !legs.isEmpty else { return false }
            return zip(vertices, track[(from - 1)..<legs.upperBound]).allSatisfy {
                $0.latitude.bitPattern == $1.latitude.bitPattern && $0.longitude.bitPattern == $1.longitude.bitPattern
            }
        }
    }
}
