/// A flight's vertices joined by geodesics, each leg cut into equal segments no longer
/// than the max segment, longitudes unwrapped (each point within 180° of the one before).
///
/// Built in one pass with one `inverse` per leg; a short leg (the whole of a GPS track)
/// adds just its end vertex. Only the leg lengths are kept beside the points (8 bytes a
/// leg), enough to find any distance along the path again. A path whose legs are all
/// shorter than the max segment and that never unwraps a longitude is its vertices: the
/// same array, not a copy.
///
/// Plain and single-threaded: legs solved elsewhere (ahead while reading, or on parallel
/// workers by the pipeline) are handed in as `solved`.
///
/// A path for a run that draws nothing keeps no point inside a leg (`keepsInnerPoints`
/// false): its points are the vertices, longitudes unwrapped, and `bounds` are the same
/// as the whole path's, from the few inner points that can bound them.
struct DensifiedPath: Sendable {
    /// Most segments one leg is cut into, so a tiny max segment cannot exhaust memory.
    static let maxSegmentsPerLeg = 1 << 20

    let geodesic: Geodesic
    let maxSegment: Double
    /// The input vertices, as given.
    let vertices: [Coordinate]
    /// Whether `points` holds the points inside each leg.
    let keepsInnerPoints: Bool
    /// The densified path, longitudes unwrapped from the first vertex's; without
    /// `keepsInnerPoints`, its vertices alone.
    private(set) var points: [Coordinate] = []
    /// The bounds of the inner points not kept; empty when they are kept.
    private var innerBounds = GeoBounds([])
    /// Geodesic length of leg i (vertex i to i + 1), metres.
    private(set) var legLengths: [Double] = []
    /// Sum of `legLengths` in order, metres.
    private(set) var distance: Double = 0
    /// The legs' lengths and where each vertex is on `points`.
    var legs: PathLegs { PathLegs(lengths: legLengths, maxSegment: keepsInnerPoints ? maxSegment : .infinity) }
    /// The bounds of the densified path, inner points included whether kept or not.
    var bounds: GeoBounds { GeoBounds(points).union(innerBounds) }
    /// Azimuth at the start of the first leg of non-zero length, degrees in [-180, 180].
    private(set) var initialAzimuth: Double?
    /// The line that leg was cut along, if it was cut (from its vertex's latitude and the
    /// path's longitude there): a position on that leg is solved on it, not a new line.
    private var initialLine: GeodesicLine?
    /// Azimuth at the end of the last leg of non-zero length, degrees in [-180, 180].
    private(set) var finalAzimuth: Double?

    /// `solved`: batches of consecutive legs solved elsewhere; those that fit these vertices
    /// (in order from the first leg, solved from the same vertices) are taken as they are,
    /// the rest of the legs is solved here. Legs solved elsewhere keep their inner points.
    init(
        vertices: [Coordinate], maxSegment: Double, geodesic: Geodesic = .wgs84, solved: [SolvedLegs] = [],
        keepsInnerPoints: Bool = true
    ) {
        self.geodesic = geodesic
        self.maxSegment = maxSegment
        self.vertices = vertices
        self.keepsInnerPoints = keepsInnerPoints || !solved.isEmpty
        guard !vertices.isEmpty else { return }
        if solved.isEmpty {
            adopt([
                LegBatch(
                    legs: 1..<vertices.count, of: vertices, maxSegment: maxSegment, geodesic: geodesic,
                    keepsInnerPoints: keepsInnerPoints)
            ])
            return
        }
        var bounds = [1]
        var batches: [LegBatch] = []
        for ahead in solved.sorted(by: { $0.legs.lowerBound < $1.legs.lowerBound })
        where ahead.fits(vertices, from: bounds[bounds.count - 1]) {
            batches.append(ahead.batch)
            bounds.append(ahead.legs.upperBound)
        }
        // The legs no batch covers (all of them, or the few read after the last batch handed
        // on): one batch here.
        let next = bounds[bounds.count - 1]
        if next < vertices.count || batches.isEmpty {
            batches.append(LegBatch(legs: next..<vertices.count, of: vertices, maxSegment: maxSegment, geodesic: geodesic))
            bounds.append(vertices.count)
        }
        adopt(stitched(batches, bounds: bounds))
    }

    /// Batches, batch i holding legs bounds[i]..<bounds[i + 1], each solved from its first
    /// vertex's own longitude; a batch whose start is not where the one before ends (after
    /// an antimeridian crossing) is solved again from there, as the serial pass would.
    /// That is what the serial pass gives whenever the path before a batch has made no
    /// whole turn (the path's longitude there is the vertex's own), so the path is bit
    /// for bit the serial one.
    private func stitched(_ batches: [LegBatch], bounds: [Int]) -> [LegBatch] {
        var batches = batches
        for index in 1..<batches.count
        where batches[index - 1].end.longitude.bitPattern != batches[index].start.longitude.bitPattern {
            batches[index] = LegBatch(
                legs: bounds[index]..<bounds[index + 1], of: vertices, from: batches[index - 1].end,
                maxSegment: maxSegment, geodesic: geodesic)
        }
        return batches
    }

    /// Joins consecutive batches (each starting on the point the one before ends on) into
    /// this path; `distance` sums the legs in order, as one pass would.
    private mutating func adopt(_ batches: [LegBatch]) {
        if batches.allSatisfy(\.isVertices) {
            points = vertices
        } else if batches.count == 1 {
            points = batches[0].points
        } else {
            points.reserveCapacity(batches.reduce(1) { $0 + $1.pointCount - 1 })
            points.append(batches[0].start)
            for batch in batches {
                if batch.isVertices {
                    points.append(contentsOf: vertices[(batch.firstVertex + 1)..<(batch.firstVertex + batch.pointCount)])
                } else {
                    points.append(contentsOf: batch.points.dropFirst())
                }
            }
        }
        if batches.count == 1 {
            legLengths = batches[0].legLengths
        } else {
            legLengths.reserveCapacity(vertices.count - 1)
            for batch in batches { legLengths.append(contentsOf: batch.legLengths) }
        }
        for batch in batches {
            innerBounds = innerBounds.union(batch.innerBounds)
            if initialAzimuth == nil {
                initialAzimuth = batch.initialAzimuth
                initialLine = batch.initialLine
            }
            if let azimuth = batch.finalAzimuth { finalAzimuth = azimuth }
        }
        for length in legLengths { distance += length }
    }

    /// Consecutive legs densified from a start point (unwrapped longitude). While every
    /// point is the vertex itself, bit for bit (no leg cut, no longitude unwrapped), the
    /// points are not stored: they are the batch's vertices.
    struct LegBatch: Sendable {
        /// The vertex the batch starts on.
        private(set) var firstVertex: Int
        /// The batch's first and last path points.
        let start: Coordinate
        private(set) var end: Coordinate
        /// True while the batch's points are exactly its vertices; `points` is empty then.
        private(set) var isVertices: Bool
        /// The batch's path points, `start` first, unless `isVertices`.
        private(set) var points: [Coordinate] = []
        private(set) var legLengths: [Double] = []
        private(set) var initialAzimuth: Double?
        private(set) var initialLine: GeodesicLine?
        private(set) var finalAzimuth: Double?
        /// Whether the points inside each leg are kept (else only bounded, `innerBounds`).
        let keepsInnerPoints: Bool
        /// The bounds of the inner points not kept.
        private(set) var innerBounds = GeoBounds([])

        /// Solves legs i - 1 → i for i in `legs` of `vertices`, from `start` (the path's
        /// point on vertex `legs.lowerBound - 1`; by default the vertex itself).
        init(
            legs: Range<Int>, of vertices: [Coordinate], from start: Coordinate? = nil,
            maxSegment: Double, geodesic: Geodesic, keepsInnerPoints: Bool = true
        ) {
            let vertex = vertices[legs.lowerBound - 1]
            let start = start ?? Coordinate(latitude: vertex.latitude + 0, longitude: vertex.longitude + 0)
            firstVertex = legs.lowerBound - 1
            self.start = start
            self.keepsInnerPoints = keepsInnerPoints
            end = start
            isVertices = Self.same(start, vertex)
            add(legs: legs, of: vertices, maxSegment: maxSegment, geodesic: geodesic)
        }

        /// Points on the path: the start and one per leg at least.
        var pointCount: Int { isVertices ? legLengths.count + 1 : points.count }

        /// The same batch, for vertices `shift` further on in the track (it was solved from
        /// a copy of the track's vertices that starts there).
        func shifted(by shift: Int) -> LegBatch {
            var batch = self
            batch.firstVertex += shift
            return batch
        }

        private static func same(_ a: Coordinate, _ b: Coordinate) -> Bool {
            a.latitude.bitPattern == b.latitude.bitPattern && a.longitude.bitPattern == b.longitude.bitPattern
        }

        /// The batch's points from now on are stored: those so far are its vertices.
        private mutating func storePoints(of vertices: [Coordinate], upTo last: Int, reserving capacity: Int) {
            isVertices = false
            points.reserveCapacity(capacity)
            points.append(contentsOf: vertices[firstVertex...last])
        }

        /// Room for `count` points: exactly that the first time (a path of one leg is
        /// then held without spare capacity), at least twice the last room after.
        private mutating func reserve(_ count: Int) {
            if points.capacity < count { points.reserveCapacity(max(count, 2 * points.capacity)) }
        }

        private mutating func append(_ point: Coordinate) {
            points.append(point)
            end = point
        }

        /// Point `k` of a leg cut into pieces of `segment` metres along `line`.
        private static func point(_ k: Int, of segment: Double, along line: GeodesicLine) -> Coordinate {
            let p = line.place(distance: segment * Double(k))
            return Coordinate(latitude: p.lat2 + 0, longitude: p.lon2 + 0)
        }

        /// The bounds of the points a leg is cut into (`point(k, …)` for 0 < k <
        /// `segments`), bit for bit, from the few that can bound them: a line's latitude
        /// turns only at its vertices and its longitude never turns, so the farthest
        /// north and south are points beside a vertex, the first or the last, and the
        /// farthest east and west the first or the last. A line so near a meridian that
        /// neighbouring points' longitudes could round out of order has every point solved.
        static func innerBounds(along line: GeodesicLine, segment: Double, segments: Int) -> GeoBounds {
            var bounds = GeoBounds([])
            func include(_ k: Int) {
                guard k >= 1 && k < segments else { return }
                bounds.include(point(k, of: segment, along: line))
            }
            // Neighbouring points' longitudes differ by about segment · sin α0 / a radians
            // at least (Clairaut: sin α = sin α0 / cos β), rounding by 1e-13 degrees at most.
            if abs(line.salp0) * segment / line.geodesic.a < 1e-9 {
                for k in 1..<segments { include(k) }
                return bounds
            }
            include(1)
            include(segments - 1)
            let length = segment * Double(segments)
            line.forEachVertexDistance { distance in
                guard distance > -2 * segment && distance < length + 2 * segment else { return }
                let k = Int((distance / segment).rounded(.down))
                for j in (k - 1)...(k + 2) { include(j) }
            }
            return bounds
        }

        /// Appends legs i - 1 → i for i in `legs`; the path so far ends on vertex
        /// `legs.lowerBound - 1`.
        private mutating func add(legs: Range<Int>, of vertices: [Coordinate], maxSegment: Double, geodesic: Geodesic) {
            let capacity = legs.count + 1
            if !isVertices {
                points.reserveCapacity(capacity)
                points.append(start)
            }
            legLengths.reserveCapacity(legs.count)
            for i in legs {
                let a = vertices[i - 1]
                let b = vertices[i]
                let leg = geodesic.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude)
                let startLongitude = end.longitude
                let segments = DensifiedPath.segments(length: leg.s12, maxSegment: maxSegment)
                var line: GeodesicLine?
                if segments > 1 {
                    // The line from the inverse's azimuth, started at the unwrapped longitude,
                    // so its unrolled longitudes continue the path: no second inverse. A path
                    // point needs no azimuth.
                    let along = geodesic.line(lat1: a.latitude, lon1: startLongitude, azi1: leg.azi1)
                    let segment = leg.s12 / Double(segments)
                    if keepsInnerPoints {
                        // The points so far, this leg's and at least one for each leg after it.
                        let count = (isVertices ? i - firstVertex : points.count) + segments + (legs.upperBound - i - 1)
                        if isVertices { storePoints(of: vertices, upTo: i - 1, reserving: count) } else { reserve(count) }
                        for k in 1..<segments {
                            append(Self.point(k, of: segment, along: along))
                        }
                    } else {
                        innerBounds = innerBounds.union(Self.innerBounds(along: along, segment: segment, segments: segments))
                    }
                    line = along
                }
                var turn = MapAngle.difference(from: a.longitude, to: b.longitude)
                if abs(turn) == 180 {
                    // Half a world either way (a leg over a pole): go the way the geodesic goes.
                    if let line {
                        turn = line.place(distance: leg.s12).lon2 - startLongitude < 0 ? -180 : 180
                    } else {
                        turn = leg.azi1.sign == .minus ? -180 : 180
                    }
                }
                // The vertex's own longitude plus whole turns: exact, and no drift over a
                // million legs.
                let turns = ((startLongitude + turn - b.longitude) / 360).rounded() * 360
                let point = Coordinate(latitude: b.latitude + 0, longitude: b.longitude + turns + 0)
                if isVertices && !Self.same(point, b) { storePoints(of: vertices, upTo: i - 1, reserving: capacity) }
                if isVertices { end = point } else { append(point) }
                legLengths.append(leg.s12)
                if leg.s12 > 0 || leg.s12.isNaN {
                    if initialAzimuth == nil {
                        initialAzimuth = leg.azi1
                        initialLine = line
                    }
                    finalAzimuth = leg.azi2
                }
            }
        }
    }

    /// How many equal segments a leg of `length` metres is cut into: ceil(length /
    /// maxSegment), at least 1 (also for a NaN length or a max segment that is not
    /// positive), at most `maxSegmentsPerLeg`.
    static func segments(length: Double, maxSegment: Double) -> Int {
        guard maxSegment > 0, length > maxSegment else { return 1 }
        let count = (length / maxSegment).rounded(.up)
        return count < Double(maxSegmentsPerLeg) ? Int(count) : maxSegmentsPerLeg
    }

    /// The point `target` metres along the path (clamped to [0, distance]), with its
    /// heading and the index of the last path point at or before it. On a vertex between
    /// legs the heading is the next leg's initial azimuth; at the end, the final azimuth.
    func position(at target: Double) -> FlightPosition {
        guard let first = points.first, let last = points.last else {
            return FlightPosition(
                coordinate: Coordinate(latitude: .nan, longitude: .nan), unwrappedLongitude: .nan,
                heading: .nan, pathIndex: 0)
        }
        if target.isNaN {
            return FlightPosition(
                coordinate: Coordinate(latitude: .nan, longitude: .nan), unwrappedLongitude: .nan,
                heading: .nan, pathIndex: 0)
        }
        if target <= 0 {
            return Self.position(at: first, heading: initialAzimuth ?? 0, pathIndex: 0)
        }
        // Walk the legs summing in the same order as `distance`, so target == distance
        // lands past the last leg, on the end.
        var travelled = 0.0
        var legStart = 0
        // Whether a leg before this one has a length (then it is not the first leg
        // `initialAzimuth` was taken from).
        var afterFirstLength = false
        for (i, length) in legLengths.enumerated() {
            let segments = Self.segments(length: length, maxSegment: maxSegment)
            if travelled + length > target {
                // This leg has a length (travelled <= target) and no leg before it is NaN.
                let within = target - travelled
                let start = points[legStart]
                let azimuth = afterFirstLength ? inverse(leg: i).azi1 : initialAzimuth ?? inverse(leg: i).azi1
                if within <= 0 {
                    // Exactly on a vertex: heading is the next leg's departure azimuth.
                    return Self.position(at: start, heading: azimuth, pathIndex: legStart)
                }
                let p = line(from: start, azimuth: azimuth, isFirstLength: !afterFirstLength).position(distance: within)
                // Path point k of this leg is k·length/segments along it.
                let k = MapAngle.clamp((within / length * Double(segments)).rounded(.down), 0, Double(segments - 1))
                return Self.position(
                    at: Coordinate(latitude: p.lat2, longitude: p.lon2), heading: p.azi2,
                    pathIndex: keepsInnerPoints ? legStart + Int(k) : legStart)
            }
            travelled += length
            legStart += keepsInnerPoints ? segments : 1
            if length > 0 { afterFirstLength = true }
        }
        return Self.position(at: last, heading: finalAzimuth ?? 0, pathIndex: points.count - 1)
    }

    /// The line from a path point on `azimuth`: on the first leg with a length (whose
    /// azimuth `initialAzimuth` is, the one given then), the line it was cut along when it
    /// starts there (same start bits, same ellipsoid), else a new one; the same line
    /// either way.
    private func line(from start: Coordinate, azimuth: Double, isFirstLength: Bool) -> GeodesicLine {
        if isFirstLength, let line = initialLine, line.lat1.bitPattern == start.latitude.bitPattern,
            line.lon1.bitPattern == start.longitude.bitPattern,
            line.geodesic.a.bitPattern == geodesic.a.bitPattern, line.geodesic.f.bitPattern == geodesic.f.bitPattern
        {
            return line
        }
        return geodesic.line(lat1: start.latitude, lon1: start.longitude, azi1: azimuth)
    }

    /// The inverse solution of leg i again (the one `init` used; the solution is
    /// deterministic), for the one leg a position falls on unless that is the first leg
    /// with a length, whose azimuth `initialAzimuth` keeps.
    private func inverse(leg i: Int) -> GeodesicInverse {
        let a = vertices[i]
        let b = vertices[i + 1]
        return geodesic.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude)
    }

    private static func position(at point: Coordinate, heading: Double, pathIndex: Int) -> FlightPosition {
        FlightPosition(
            coordinate: Coordinate(latitude: point.latitude + 0, longitude: MapAngle.longitude(point.longitude)),
            unwrappedLongitude: point.longitude, heading: MapAngle.bearing(heading), pathIndex: pathIndex)
    }
}
