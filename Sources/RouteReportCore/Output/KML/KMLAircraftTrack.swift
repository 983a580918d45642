import Foundation

/// The `aircraft` placemark's geometry: a `gx:MultiTrack` of `gx:Track`s along the
/// densified path, a `when` for every point at the time the aircraft passes it, so
/// Google Earth's time slider moves the icon along the geodesic.
///
/// The times are those the pipeline places the aircraft by (`FlightProgress`): with a
/// time on every vertex, each leg's points are spread by distance between its two
/// vertex times; otherwise, with a departure before the arrival, every point gets the
/// departure plus the elapsed share of the distance. A viewer interpolating linearly
/// between two samples is then on the chord of the geodesic between them, never more
/// than the chord's sagitta (well under 1 km for 100 km pieces) from the `--at` position.
///
/// The path is cut at ±180 like the route, into one track per side; the cut point, on
/// the chord, ends one track and starts the next at the same instant.
enum KMLAircraftTrack {
    struct Samples: Equatable {
        /// Path points, longitudes unwrapped as in `FlightGeometry.path`.
        var points: [Coordinate]
        /// Seconds since 1970, non-decreasing, one per point.
        var times: [Double]
    }

    /// The timed points of the flight's track, or nil when the flight has no times to
    /// fly by (or they go backwards, or its path is not what its vertices make).
    static func samples(_ report: FlightReport, maxSegment: Double) -> Samples? {
        let path = report.geometry.path
        let vertices = report.flight.vertices
        // Finite and of sane size, every number has the coordinate writer's fast form.
        guard path.count >= 2, vertices.count >= 2,
            path.allSatisfy({ $0.latitude.isFinite && abs($0.longitude) < 1e6 })
        else { return nil }
        let vertexTimes = report.flight.vertexTimes
        let ownTimes = vertexTimes.count == vertices.count && vertexTimes.allSatisfy { $0.isFinite }
        if ownTimes {
            guard zip(vertexTimes, vertexTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
            // A path of the vertices alone flies by their own times: the same array.
            if path.count == vertices.count { return writable(Samples(points: path, times: vertexTimes)) }
            guard let legs = legs(report, maxSegment: maxSegment, needLengths: false) else { return nil }
            var times: [Double] = []
            times.reserveCapacity(path.count)
            times.append(vertexTimes[0])
            for (leg, pieces) in legs.pieces.enumerated() {
                let t0 = vertexTimes[leg]
                let t1 = vertexTimes[leg + 1]
                for k in 1..<pieces { times.append(t0 + (t1 - t0) * Double(k) / Double(pieces)) }
                times.append(t1)
            }
            return writable(Samples(points: path, times: times))
        }
        guard let departure = report.geometry.departure, let arrival = report.geometry.arrival,
            arrival > departure, let legs = legs(report, maxSegment: maxSegment, needLengths: true)
        else { return nil }
        let distance = legs.lengths.reduce(0, +)
        guard distance > 0, distance.isFinite else { return nil }
        let duration = arrival - departure
        var times: [Double] = []
        times.reserveCapacity(path.count)
        times.append(departure)
        var travelled = 0.0
        for (leg, pieces) in legs.pieces.enumerated() {
            let length = legs.lengths[leg]
            for k in 1..<pieces {
                times.append(departure + duration * (travelled + length * Double(k) / Double(pieces)) / distance)
            }
            travelled += length
            times.append(departure + duration * travelled / distance)
        }
        times[times.count - 1] = arrival
        return writable(Samples(points: path, times: times))
    }

    private static func writable(_ samples: Samples) -> Samples? {
        samples.times.allSatisfy(ReportTime.isWritable) ? samples : nil
    }

    /// How many path pieces each leg is (as `DensifiedPath` cut it) and, when asked or
    /// needed, the legs' geodesic lengths; nil when they do not add up to the path.
    private static func legs(_ report: FlightReport, maxSegment: Double, needLengths: Bool) -> (
        pieces: [Int], lengths: [Double]
    )? {
        let path = report.geometry.path
        let vertices = report.flight.vertices
        if vertices.count == 2 {
            return ([path.count - 1], [report.geometry.distance])
        }
        if !needLengths && path.count == vertices.count {
            return (Array(repeating: 1, count: vertices.count - 1), [])
        }
        var pieces: [Int] = []
        var lengths: [Double] = []
        pieces.reserveCapacity(vertices.count - 1)
        lengths.reserveCapacity(vertices.count - 1)
        for (a, b) in zip(vertices, vertices.dropFirst()) {
            let length = Geodesic.wgs84.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
            lengths.append(length)
            pieces.append(DensifiedPath.pieces(length: length, maxSegment: maxSegment))
        }
        return pieces.reduce(1, +) == path.count ? (pieces, lengths) : nil
    }

    /// The samples cut at ±180 into runs with longitudes in [-180, 180]: a cut point
    /// (on the chord, its time interpolated likewise) ends a run and starts the next.
    static func pieces(_ samples: Samples) -> [Samples] {
        let points = samples.points
        let times = samples.times
        guard let first = points.first else { return [] }
        var shift = first.longitude - MapAngle.longitude(first.longitude)
        // The common case: nothing to cut or shift, the samples as they are.
        if shift == 0 && points.count >= 2 && points.allSatisfy({ abs($0.longitude) <= 180 }) { return [samples] }
        var pieces: [Samples] = []
        var current = Samples(points: [shifted(first, by: shift)], times: [times[0]])
        for index in points.indices.dropFirst() {
            let p = points[index - 1]
            let q = points[index]
            while abs(q.longitude - shift) > 180 {
                let edge: Double = q.longitude - shift > 180 ? 180 : -180
                let fraction = (shift + edge - p.longitude) / (q.longitude - p.longitude)
                let latitude = p.latitude + (q.latitude - p.latitude) * fraction
                let time = times[index - 1] + (times[index] - times[index - 1]) * fraction
                let cut = Coordinate(latitude: latitude, longitude: edge)
                if current.points.last != cut {
                    current.points.append(cut)
                    current.times.append(time)
                }
                if current.points.count >= 2 { pieces.append(current) }
                shift += 2 * edge
                current = Samples(points: [Coordinate(latitude: latitude, longitude: -edge)], times: [time])
            }
            current.points.append(shifted(q, by: shift))
            current.times.append(times[index])
        }
        if current.points.count >= 2 { pieces.append(current) }
        return pieces
    }

    private static func shifted(_ point: Coordinate, by shift: Double) -> Coordinate {
        Coordinate(latitude: point.latitude, longitude: point.longitude - shift)
    }

    /// The track as written: the samples cut at ±180 (`pieces`) and the bearings that
    /// start and end it. Made once for a flight, however many parts its rows are written in.
    struct Track {
        var pieces: [Samples]
        var initialBearing: Double
        var finalBearing: Double

        init(_ samples: Samples, initialBearing: Double, finalBearing: Double) {
            pieces = KMLAircraftTrack.pieces(samples)
            self.initialBearing = initialBearing
            self.finalBearing = finalBearing
        }

        /// Elements in the tracks' lists: a `when`, a `gx:coord` and a `gx:angles` a sample.
        var rows: Int { pieces.reduce(0) { $0 + 3 * $1.points.count } }
    }

    /// The heading at each of `indices` of `samples`, degrees clockwise from north:
    /// towards the next point (on the sphere, from the longitudes), `final` at the last
    /// (nil: the heading before it); a point on top of the next takes the heading before
    /// it, `initial` at the start.
    static func headings(_ samples: Samples, _ indices: Range<Int>, initial: Double, final: Double?) -> [Double] {
        let points = samples.points
        var headings: [Double] = []
        headings.reserveCapacity(indices.count)
        guard !indices.isEmpty else { return headings }
        var previous = indices.lowerBound == 0 ? initial : heading(before: indices.lowerBound, samples, initial: initial)
        // Each point's latitude serves the leg before it and the one after: its sine and
        // cosine are taken once.
        var from = Latitude(points[indices.lowerBound].latitude)
        for index in indices {
            if index == points.count - 1 {
                headings.append(MapAngle.bearing(final ?? previous))
                continue
            }
            let p = points[index]
            let q = points[index + 1]
            let to = Latitude(q.latitude)
            if p != q { previous = bearing(from: p, from, to: q, to) }
            from = to
            headings.append(previous)
        }
        return headings
    }

    /// A latitude's sine and cosine.
    private struct Latitude {
        var sin: Double
        var cos: Double

        init(_ degrees: Double) {
            let phi = degrees * (Double.pi / 180)
            self.sin = Foundation.sin(phi)
            self.cos = Foundation.cos(phi)
        }
    }

    /// The heading at point `index - 1` (not the last): the bearing of the last leg before
    /// `index` whose ends differ, else `initial`.
    static func heading(before index: Int, _ samples: Samples, initial: Double) -> Double {
        let points = samples.points
        var leg = index - 1
        while leg >= 0 {
            let p = points[leg]
            let q = points[leg + 1]
            if p != q { return bearing(from: p, Latitude(p.latitude), to: q, Latitude(q.latitude)) }
            leg -= 1
        }
        return initial
    }

    /// The initial bearing from `p` to `q` on the sphere, as `headings` takes it.
    static func bearing(from p: Coordinate, to q: Coordinate) -> Double {
        bearing(from: p, Latitude(p.latitude), to: q, Latitude(q.latitude))
    }

    /// The initial bearing from `p` to `q` on the sphere, given their latitudes' sines and cosines.
    private static func bearing(from p: Coordinate, _ phi1: Latitude, to q: Coordinate, _ phi2: Latitude) -> Double {
        let radians = Double.pi / 180
        let dLambda = (q.longitude - p.longitude) * radians
        let y = sin(dLambda) * phi2.cos
        let x = phi1.cos * phi2.sin - phi1.sin * phi2.cos * cos(dLambda)
        return MapAngle.bearing(atan2(y, x) / radians)
    }

    /// `<gx:MultiTrack>` with a `gx:Track` per piece: every `when`, then every
    /// `gx:coord`, then every `gx:angles`, as the gx schema orders them, formatted
    /// straight into `KMLTextChunks`. A writer with a `coordinateWindow` writes only the
    /// window's rows of the tracks' lists (`KMLCoordinateWindow`).
    static func write(_ track: Track, to writer: XMLWriter) {
        writer.startElement("MultiTrack", prefix: "gx")
        var initial = track.initialBearing
        for (index, piece) in track.pieces.enumerated() {
            let count = piece.points.count
            // A piece ending on a cut keeps its heading there; the next goes on from it.
            let final = index == track.pieces.count - 1 ? track.finalBearing : nil
            writer.startElement("Track", prefix: "gx")
            KMLCoordinateWindow.writeList(count: 3 * count, to: writer) { rows in
                writeRows(rows, of: piece, initial: initial, final: final, to: writer)
            }
            trackIndent.withUnsafeBufferPointer { writer.raw($0) }
            writer.endElement()
            initial = headings(piece, count - 1..<count, initial: initial, final: final)[0]
        }
        writer.endElement()
    }

    /// Rows `rows` of a track's list: its whens, then its coords, then its angles.
    private static func writeRows(
        _ rows: Range<Int>, of samples: Samples, initial: Double, final: Double?, to writer: XMLWriter
    ) {
        let count = samples.points.count
        let whens = rows.clamped(to: 0..<count)
        let coords = rows.clamped(to: count..<2 * count)
        let angles = rows.clamped(to: 2 * count..<3 * count)
        Self.markup.withPieces { markup in
            let (whenOpen, whenClose, coordOpen, coordClose, anglesOpen, anglesClose) = (
                markup[0], markup[1], markup[2], markup[3], markup[4], markup[5]
            )
            KMLTextChunks.write(to: writer) { chunks in
                var clock = KMLTimeText()
                for index in whens {
                    chunks.put(whenOpen)
                    chunks.putTime(samples.times[index], clock: &clock)
                    chunks.put(whenClose)
                    chunks.endItem()
                }
                for index in coords {
                    let point = samples.points[index - count]
                    chunks.put(coordOpen)
                    chunks.putRounded(point.longitude, decimals: coordDecimals)
                    chunks.put(UInt8(ascii: " "))
                    chunks.putRounded(point.latitude, decimals: coordDecimals)
                    chunks.put(coordClose)
                    chunks.endItem()
                }
                guard !angles.isEmpty else { return }
                var headings = KMLTrackHeadings(samples, from: angles.lowerBound - 2 * count, initial: initial, final: final)
                for _ in angles {
                    chunks.put(anglesOpen)
                    switch headings.next() {
                    case .degrees(let heading): chunks.putRounded(heading, decimals: headingDecimals)
                    case .tenths(let tenths): chunks.putTenths(tenths)
                    }
                    chunks.put(anglesClose)
                    chunks.endItem()
                }
            }
        }
    }

    /// The markup around a track's values, indented as the writer indents elements.
    private static let childIndent = "\n" + String(repeating: "  ", count: trackDepth + 1)
    private static let markup = KMLMarkup([
        childIndent + "<when>", "</when>", childIndent + "<gx:coord>", " 0</gx:coord>", childIndent + "<gx:angles>",
        " 0 0</gx:angles>",
    ])
    private static let trackIndent = Array(("\n" + String(repeating: "  ", count: trackDepth)).utf8)

    /// A track's degrees have 6 decimals (0.11 m), far inside its interpolation's error
    /// budget and a third fewer bytes than the route's 9; its headings, one.
    private static let coordDecimals = 6
    private static let headingDecimals = 1

    /// kml > Document > Folder > Placemark > gx:MultiTrack > gx:Track.
    static let trackDepth = 5
}
