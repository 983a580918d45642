import Foundation

/// The `aircraft` placemark's geometry: a `gx:MultiTrack` of `gx:Track`s along the
/// densified path, a `when` for every point at the time the aircraft passes it
/// (`FlightShapes.timedPath`), so Google Earth's time slider moves the icon along the
/// geodesic, never far from the `--at` position (`FlightTimeline`).
///
/// The path is cut at ±180 like the route, into one track per side; the cut point, on
/// the chord, ends one track and starts the next at the same instant (`TimedPath.pieces`).
enum KMLAircraftTrack {
    /// The flight's timed path as routes.kml writes it, or nil when the flight has no
    /// times to fly by (`FlightShapes.timedPath`), or a point or time that this writer
    /// cannot write: a path point not finite and of sane size (every number then has the
    /// coordinate writer's fast form), a time outside the years 0001-9999. With
    /// `drawsAltitudes` false the path is on the ground, whatever altitudes the flight has.
    static func samples(_ report: FlightReport, drawsAltitudes: Bool = true) -> TimedPath? {
        let path = report.geometry.path
        guard path.allSatisfy({ $0.latitude.isFinite && abs($0.longitude) < 1e6 }),
            var timed = FlightShapes(flight: report.flight, geometry: report.geometry).timedPath,
            timed.times.allSatisfy(ReportTime.isWritable)
        else { return nil }
        if !drawsAltitudes { timed.altitudes = [] }
        return timed
    }

    /// The track as written: the timed path cut at ±180 and the bearings that start and
    /// end it. Made once for a flight, however many parts its rows are written in.
    struct Track {
        var pieces: [TimedPath]
        var initialBearing: Double
        var finalBearing: Double
        /// Whether the times are written in whole seconds: those interpolated from the
        /// departure and arrival are (the icon is then off by half a second's flight at
        /// most); a recorded track's own times are written as they are.
        var wholeSeconds = false

        init(_ samples: TimedPath, initialBearing: Double, finalBearing: Double, wholeSeconds: Bool = false) {
            pieces = samples.pieces
            self.wholeSeconds = wholeSeconds
            self.initialBearing = initialBearing
            self.finalBearing = finalBearing
        }

        /// The flight's track, nil when it flies none (`samples`). A track timed from the
        /// departure and arrival is thinned (`TimedPath.thinned`) to the samples that keep
        /// the icon within `thinningTolerance` of the geodesic, the two around
        /// `referenceTime` among them; a recorded track keeps every sample it came with.
        init?(_ report: FlightReport, context: KMLFlightLayers.Context) {
            guard let samples = KMLAircraftTrack.samples(report, drawsAltitudes: context.drawsAltitudes) else { return nil }
            let interpolated = report.flight.vertexTimes.isEmpty
            self.init(
                interpolated ? samples.thinned(within: thinningTolerance, keeping: context.referenceTime) : samples,
                initialBearing: report.geometry.initialBearing, finalBearing: report.geometry.finalBearing,
                wholeSeconds: interpolated)
        }

        /// Elements in the tracks' lists: a `when`, a `gx:coord` and a `gx:angles` a sample.
        var rows: Int { pieces.reduce(0) { $0 + 3 * $1.points.count } }
    }

    /// The heading at each of `indices` of `samples`, degrees clockwise from north:
    /// towards the next point (on the sphere, from the longitudes), `final` at the last
    /// (nil: the heading before it); a point on top of the next takes the heading before
    /// it, `initial` at the start.
    static func headings(_ samples: TimedPath, _ indices: Range<Int>, initial: Double, final: Double?) -> [Double] {
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
    static func heading(before index: Int, _ samples: TimedPath, initial: Double) -> Double {
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
            if !piece.altitudes.isEmpty { writer.element("altitudeMode", "absolute") }
            KMLCoordinateWindow.writeList(count: 3 * count, to: writer) { rows in
                writeRows(rows, of: piece, initial: initial, final: final, wholeSeconds: track.wholeSeconds, to: writer)
            }
            writer.endElement()
            initial = headings(piece, count - 1..<count, initial: initial, final: final)[0]
        }
        writer.endElement()
    }

    /// Rows `rows` of a track's list: its whens, then its coords, then its angles.
    private static func writeRows(
        _ rows: Range<Int>, of samples: TimedPath, initial: Double, final: Double?, wholeSeconds: Bool,
        to writer: XMLWriter
    ) {
        let count = samples.points.count
        let whens = rows.clamped(to: 0..<count)
        let coords = rows.clamped(to: count..<2 * count)
        let angles = rows.clamped(to: 2 * count..<3 * count)
        Self.markup.withTexts { markup in
            let (whenOpen, whenClose, coordOpen, coordClose, anglesOpen, anglesClose, coordEnd) = (
                markup[0], markup[1], markup[2], markup[3], markup[4], markup[5], markup[6]
            )
            KMLTextChunks.write(to: writer) { chunks in
                var clock = KMLTimeText()
                for index in whens {
                    chunks.put(whenOpen)
                    let time = samples.times[index]
                    chunks.putTime(wholeSeconds ? time.rounded() : time, clock: &clock)
                    chunks.put(whenClose)
                    chunks.endItem()
                }
                let raised = !samples.altitudes.isEmpty
                for index in coords {
                    let point = samples.points[index - count]
                    chunks.put(coordOpen)
                    chunks.putRounded(point.longitude, decimals: coordDecimals)
                    chunks.put(UInt8(ascii: " "))
                    chunks.putRounded(point.latitude, decimals: coordDecimals)
                    if raised {
                        chunks.put(UInt8(ascii: " "))
                        chunks.putRounded(samples.altitudes[index - count], decimals: KMLCoordinateWriter.altitudeDecimals)
                        chunks.put(coordEnd)
                    } else {
                        chunks.put(coordClose)
                    }
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

    /// The markup around a track's values, without whitespace as in every placemark.
    private static let markup = KMLMarkup([
        "<when>", "</when>", "<gx:coord>", " 0</gx:coord>", "<gx:angles>", " 0 0</gx:angles>", "</gx:coord>",
    ])

    /// How far, metres, a thinned track's icon may stray from the geodesic at the points
    /// checked: inside the kilometre the icon is promised to keep from the position
    /// routereport reports at any instant (docs/outputs.md).
    static let thinningTolerance = 750.0

    /// A track's degrees have 5 decimals (1.1 m), far inside its interpolation's error
    /// budget and an icon's size; its headings, one.
    private static let coordDecimals = 5
    private static let headingDecimals = 1
}
