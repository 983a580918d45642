/// A flight's vertices joined by geodesics, each leg cut into equal pieces no longer than
/// the max segment, longitudes unwrapped (each point within 180° of the one before).
///
/// Built in one pass with one `inverse` per leg; a short leg (the whole of a GPS track)
/// adds just its end vertex. Only the leg lengths are kept beside the points (8 bytes a
/// leg), enough to find any distance along the path again.
struct DensifiedPath: Sendable {
    /// Most pieces one leg is cut into, so a tiny max segment cannot exhaust memory.
    static let maxPiecesPerLeg = 1 << 20

    let geodesic: Geodesic
    let maxSegment: Double
    /// The input vertices, as given.
    let vertices: [Coordinate]
    /// The densified path, longitudes unwrapped from the first vertex's.
    private(set) var points: [Coordinate] = []
    /// Geodesic length of leg i (vertex i to i + 1), metres.
    private(set) var legLengths: [Double] = []
    /// Sum of `legLengths` in order, metres.
    private(set) var distance: Double = 0
    /// Azimuth at the start of the first leg of non-zero length, degrees in [-180, 180].
    private(set) var initialAzimuth: Double?
    /// Azimuth at the end of the last leg of non-zero length, degrees in [-180, 180].
    private(set) var finalAzimuth: Double?

    /// `solved`: runs of legs solved ahead, while the track was still being read; those
    /// that fit these vertices (in order from the first leg, same vertices bit for bit)
    /// are taken as they are, the rest of the legs is solved here.
    init(
        vertices: [Coordinate], maxSegment: Double, geodesic: Geodesic = .wgs84, workers: Int = 1,
        solved: [SolvedLegs] = []
    ) {
        self.geodesic = geodesic
        self.maxSegment = maxSegment
        self.vertices = vertices
        guard let first = vertices.first else { return }
        let legs = vertices.count - 1
        let startLongitude = first.longitude + 0
        var solvedBounds = [1]
        var solvedRuns: [LegRun] = []
        for ahead in solved.sorted(by: { $0.legs.lowerBound < $1.legs.lowerBound })
        where ahead.fits(vertices, from: solvedBounds[solvedBounds.count - 1]) {
            solvedRuns.append(ahead.run)
            solvedBounds.append(ahead.legs.upperBound)
        }
        if !solvedRuns.isEmpty {
            // The few legs read after the last run handed on: one run here.
            let next = solvedBounds[solvedBounds.count - 1]
            if next < vertices.count {
                var run = LegRun(start: Coordinate(latitude: vertices[next - 1].latitude + 0, longitude: vertices[next - 1].longitude + 0))
                run.add(legs: next..<vertices.count, of: vertices, maxSegment: maxSegment, geodesic: geodesic)
                solvedRuns.append(run)
                solvedBounds.append(vertices.count)
            }
            adopt(stitched(solvedRuns, bounds: solvedBounds))
            return
        }
        let chunkCount = workers > 1 && legs >= 2 * Self.parallelChunkLegs ? min(workers * 4, legs / Self.parallelChunkLegs) : 1
        if chunkCount <= 1 {
            var run = LegRun(start: Coordinate(latitude: first.latitude + 0, longitude: startLongitude))
            run.add(legs: 1..<vertices.count, of: vertices, maxSegment: maxSegment, geodesic: geodesic)
            adopt([run])
            return
        }
        // A long track (a million legs) is cut into runs of legs solved on parallel
        // workers. Each run unwraps from its first vertex's own longitude; that is what
        // the serial pass gives whenever the path before it has made no whole turn (the
        // path's longitude there is the vertex's own), and a run for which that is not so
        // (after an antimeridian crossing) is solved again from the true start, so the
        // path is bit for bit the serial one.
        let bounds = (0...chunkCount).map { 1 + legs * $0 / chunkCount }
        let runs = parallelMap(count: chunkCount, workers: workers) { index in
            let from = bounds[index] - 1
            var run = LegRun(start: Coordinate(latitude: vertices[from].latitude + 0, longitude: vertices[from].longitude + 0))
            run.add(legs: bounds[index]..<bounds[index + 1], of: vertices, maxSegment: maxSegment, geodesic: geodesic)
            return run
        }
        adopt(stitched(runs, bounds: bounds))
    }

    /// Runs, run i holding legs bounds[i]..<bounds[i + 1], each solved from its first
    /// vertex's own longitude; a run whose start is not where the one before ends (after
    /// an antimeridian crossing) is solved again from there, as the serial pass would.
    private func stitched(_ runs: [LegRun], bounds: [Int]) -> [LegRun] {
        var runs = runs
        for index in 1..<runs.count {
            let end = runs[index - 1].points[runs[index - 1].points.count - 1]
            if end.longitude.bitPattern != runs[index].points[0].longitude.bitPattern {
                var run = LegRun(start: end)
                run.add(legs: bounds[index]..<bounds[index + 1], of: vertices, maxSegment: maxSegment, geodesic: geodesic)
                runs[index] = run
            }
        }
        return runs
    }

    /// Legs per parallel run, at least: below this, starting a worker costs more than it saves.
    static let parallelChunkLegs = 50_000

    /// Joins consecutive runs (each starting on the point the one before ends on) into
    /// this path; `distance` sums the legs in order, as one pass would.
    private mutating func adopt(_ runs: [LegRun]) {
        if runs.count == 1 {
            points = runs[0].points
            legLengths = runs[0].legLengths
            initialAzimuth = runs[0].initialAzimuth
            finalAzimuth = runs[0].finalAzimuth
            for length in legLengths { distance += length }
            return
        }
        points.reserveCapacity(runs.reduce(1) { $0 + $1.points.count - 1 })
        legLengths.reserveCapacity(vertices.count - 1)
        points.append(runs[0].points[0])
        for run in runs {
            points.append(contentsOf: run.points.dropFirst())
            legLengths.append(contentsOf: run.legLengths)
            if initialAzimuth == nil { initialAzimuth = run.initialAzimuth }
            if let azimuth = run.finalAzimuth { finalAzimuth = azimuth }
        }
        for length in legLengths { distance += length }
    }

    /// Consecutive legs densified from a start point (unwrapped longitude).
    struct LegRun: Sendable {
        var points: [Coordinate]
        var legLengths: [Double] = []
        var initialAzimuth: Double?
        var finalAzimuth: Double?

        init(start: Coordinate) {
            points = [start]
        }

        /// Appends legs i - 1 → i for i in `legs`; the path so far ends on vertex
        /// `legs.lowerBound - 1`.
        mutating func add(legs: Range<Int>, of vertices: [Coordinate], maxSegment: Double, geodesic: Geodesic) {
            points.reserveCapacity(points.count + legs.count)
            legLengths.reserveCapacity(legs.count)
            for i in legs {
                let a = vertices[i - 1], b = vertices[i]
                let leg = geodesic.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude)
                let startLongitude = points[points.count - 1].longitude
                let pieces = DensifiedPath.pieces(length: leg.s12, maxSegment: maxSegment)
                var line: GeodesicLine?
                if pieces > 1 {
                    // The line from the inverse's azimuth, started at the unwrapped longitude,
                    // so its unrolled longitudes continue the path: no second inverse.
                    let along = geodesic.line(lat1: a.latitude, lon1: startLongitude, azi1: leg.azi1)
                    let piece = leg.s12 / Double(pieces)
                    for k in 1..<pieces {
                        let p = along.position(distance: piece * Double(k))
                        points.append(Coordinate(latitude: p.lat2 + 0, longitude: p.lon2 + 0))
                    }
                    line = along
                }
                var turn = MapAngle.difference(from: a.longitude, to: b.longitude)
                if abs(turn) == 180 {
                    // Half a world either way (a leg over a pole): go the way the geodesic goes.
                    if let line {
                        turn = line.position(distance: leg.s12).lon2 - startLongitude < 0 ? -180 : 180
                    } else {
                        turn = leg.azi1.sign == .minus ? -180 : 180
                    }
                }
                // The vertex's own longitude plus whole turns: exact, and no drift over a
                // million legs.
                let turns = ((startLongitude + turn - b.longitude) / 360).rounded() * 360
                points.append(Coordinate(latitude: b.latitude + 0, longitude: b.longitude + turns + 0))
                legLengths.append(leg.s12)
                if leg.s12 > 0 || leg.s12.isNaN {
                    if initialAzimuth == nil { initialAzimuth = leg.azi1 }
                    finalAzimuth = leg.azi2
                }
            }
        }
    }

    /// How many equal pieces a leg of `length` metres is cut into: ceil(length / maxSegment),
    /// at least 1 (also for a NaN length or a max segment that is not positive), at most
    /// `maxPiecesPerLeg`.
    static func pieces(length: Double, maxSegment: Double) -> Int {
        guard maxSegment > 0, length > maxSegment else { return 1 }
        let count = (length / maxSegment).rounded(.up)
        return count < Double(maxPiecesPerLeg) ? Int(count) : maxPiecesPerLeg
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
        for (i, length) in legLengths.enumerated() {
            let pieces = Self.pieces(length: length, maxSegment: maxSegment)
            if travelled + length > target {
                let within = target - travelled
                let start = points[legStart]
                let leg = inverse(leg: i)
                if within <= 0 {
                    // Exactly on a vertex: heading is the next leg's departure azimuth.
                    return Self.position(at: start, heading: leg.azi1, pathIndex: legStart)
                }
                let p = geodesic.line(lat1: start.latitude, lon1: start.longitude, azi1: leg.azi1)
                    .position(distance: within)
                // Path point k of this leg is k·length/pieces along it.
                let k = MapAngle.clamp((within / length * Double(pieces)).rounded(.down), 0, Double(pieces - 1))
                return Self.position(
                    at: Coordinate(latitude: p.lat2, longitude: p.lon2), heading: p.azi2,
                    pathIndex: legStart + Int(k))
            }
            travelled += length
            legStart += pieces
        }
        return Self.position(at: last, heading: finalAzimuth ?? 0, pathIndex: points.count - 1)
    }

    /// The inverse solution of leg i again (the one `init` used; the solution is
    /// deterministic), for the one leg a position falls on.
    private func inverse(leg i: Int) -> GeodesicInverse {
        let a = vertices[i], b = vertices[i + 1]
        return geodesic.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude)
    }

    private static func position(at point: Coordinate, heading: Double, pathIndex: Int) -> FlightPosition {
        FlightPosition(
            coordinate: Coordinate(latitude: point.latitude + 0, longitude: MapAngle.longitude(point.longitude)),
            unwrappedLongitude: point.longitude, heading: MapAngle.bearing(heading), pathIndex: pathIndex)
    }
}
