extension DensifiedPath {
    /// Consecutive legs of a track solved apart from the rest: ahead, while the track was
    /// still being read (issue 8), or on parallel workers by the pipeline; from their first
    /// vertex's own longitude either way, so that `DensifiedPath` can stitch them.
    struct SolvedLegs: Sendable {
        /// Leg i joins vertex i - 1 to vertex i.
        let legs: Range<Int>
        /// A digest of the bit patterns of the vertices they were solved from,
        /// `legs.lowerBound - 1 ..< legs.upperBound`: kept instead of a copy of them.
        let digest: UInt64
        let batch: LegBatch

        /// Solves legs `firstLeg ..< firstLeg + vertices.count - 1`, given a copy of the
        /// track's vertices from `firstLeg - 1` on.
        init(vertices: [Coordinate], firstLeg: Int, maxSegment: Double, geodesic: Geodesic = .wgs84) {
            legs = firstLeg..<(firstLeg + vertices.count - 1)
            digest = Self.digest(vertices[...])
            batch = LegBatch(legs: 1..<vertices.count, of: vertices, maxSegment: maxSegment, geodesic: geodesic)
                .shifted(by: firstLeg - 1)
        }

        /// Solves legs `legs` of the whole track `track` (no copy of its vertices).
        init(legs: Range<Int>, of track: [Coordinate], maxSegment: Double, geodesic: Geodesic = .wgs84) {
            self.legs = legs
            digest = Self.digest(track[(legs.lowerBound - 1)..<legs.upperBound])
            batch = LegBatch(legs: legs, of: track, maxSegment: maxSegment, geodesic: geodesic)
        }

        /// True when these legs continue a path that has solved up to leg `from` - 1 of
        /// `track`, and were solved from the same vertices (the digests of their bit
        /// patterns agree), so that a dropped track's legs never stand in for the next one's.
        func fits(_ track: [Coordinate], from: Int) -> Bool {
            guard legs.lowerBound == from, legs.upperBound <= track.count, !legs.isEmpty else { return false }
            return Self.digest(track[(from - 1)..<legs.upperBound]) == digest
        }

        /// A 64-bit digest of the coordinates' bit patterns, in order, each word mixed in
        /// by a multiply and a shift: other vertices give the same digest only by chance.
        static func digest(_ vertices: ArraySlice<Coordinate>) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(vertices.count)
            for vertex in vertices {
                hash = (hash ^ vertex.latitude.bitPattern) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 31
                hash = (hash ^ vertex.longitude.bitPattern) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 31
            }
            return hash
        }
    }
}
