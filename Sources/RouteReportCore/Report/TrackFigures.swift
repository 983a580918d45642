/// What a recorded track says about its flight beyond its route: the distance flown
/// along it, the highest altitude, the ground speed and the time in the air as the
/// track shows them (docs/computation.md, "Track figures").
///
/// Takeoff and landing are found from the motion alone, as no ground elevation is
/// known: a fix moves like an aircraft when, over the `window` from it, the ground speed
/// is at least `airborneGroundSpeed` or the altitude changes at least
/// `airborneVerticalSpeed` a second. Takeoff is in the first such window, at the first
/// leg that moves so itself; landing in the last, after the last such leg. Taxiing,
/// walking and a logger left on at the hangar do not count. Speeds are taken over the window, not between two fixes, so a GPS jump of a
/// few metres in one second does not make a record speed.
struct TrackFigures: Sendable, Hashable {
    /// Metres along the track, fix to fix on the ellipsoid.
    var distance: Double
    /// The highest altitude (metres) and when it was reached (nil without times).
    var maximumAltitude: Double?
    var maximumAltitudeTime: Double?
    /// Metres a second; nil without times.
    var averageGroundSpeed: Double?
    var maximumGroundSpeed: Double?
    /// Seconds since 1970, when the track shows the aircraft moving.
    var takeoff: Double?
    var landing: Double?

    /// Seconds in the air, nil where no takeoff was found.
    var airborne: Double? {
        guard let takeoff, let landing else { return nil }
        return landing - takeoff
    }

    static let window = 30.0
    /// 15 m/s (29 kt): above taxiing speed, below any aeroplane's or glider's takeoff.
    static let airborneGroundSpeed = 15.0
    /// 1.5 m/s: a paraglider's climb or sink, faster than a road or a path climbs.
    static let airborneVerticalSpeed = 1.5

    /// The figures of a track of `along.count` fixes: `along` the metres from the first
    /// fix to each, `times` empty or one a fix (NaN where missing), `altitudes` empty or
    /// one a fix (NaN where missing). Nil for fewer than two fixes.
    init?(along: [Double], times: [Double], altitudes: [Double]) {
        guard along.count >= 2 else { return nil }
        distance = along[along.count - 1]
        let timed = times.count == along.count ? times : []
        let heights = altitudes.count == along.count ? altitudes : []
        var highest: (altitude: Double, index: Int)?
        for (index, altitude) in heights.enumerated() where altitude.isFinite {
            if highest.map({ altitude > $0.altitude }) ?? true { highest = (altitude, index) }
        }
        maximumAltitude = highest?.altitude
        maximumAltitudeTime = highest.flatMap { timed.isEmpty ? nil : timed[$0.index] }.flatMap { $0.isFinite ? $0 : nil }
        guard !timed.isEmpty else { return }
        var first: Window?
        var last: Window?
        Self.forEachWindow(times: timed, along: along, altitudes: heights) { window in
            maximumGroundSpeed = max(maximumGroundSpeed ?? 0, window.groundSpeed)
            if window.movesLikeAnAircraft {
                if first == nil { first = window }
                last = window
            }
        }
        if let first, let last {
            // Within the first and the last window, the first and the last leg that moves
            // like an aircraft itself (the window may have begun before the roll).
            func moves(_ leg: Int) -> Bool {
                Self.window(from: leg, to: leg + 1, times: timed, along: along, altitudes: heights)?.movesLikeAnAircraft
                    ?? false
            }
            let start = (first.start..<first.end).first(where: moves) ?? first.start
            let end = (last.start..<last.end).last(where: moves).map { $0 + 1 } ?? last.end
            takeoff = timed[start]
            landing = timed[end]
            let duration = timed[end] - timed[start]
            if duration > 0 { averageGroundSpeed = (along[end] - along[start]) / duration }
        } else {
            let fixes = timed.indices.filter { timed[$0].isFinite }
            if let first = fixes.first, let last = fixes.last, timed[last] > timed[first] {
                averageGroundSpeed = (along[last] - along[first]) / (timed[last] - timed[first])
            }
        }
    }

    /// The figures of a flight that is a recorded track (times or altitudes a vertex);
    /// nil for a route.
    init?(_ report: FlightReport) {
        let flight = report.flight
        guard Self.describe(flight) else { return nil }
        self.init(
            along: Self.cumulative(report.geometry.legs.lengths), times: flight.vertexTimes,
            altitudes: flight.vertexAltitudes)
    }

    /// Whether `flight` has figures: a recorded track, with times or altitudes a vertex.
    static func describe(_ flight: Flight) -> Bool {
        flight.vertices.count >= 2 && (!flight.vertexTimes.isEmpty || !flight.vertexAltitudes.isEmpty)
    }

    /// Metres from the first fix to each, given each leg's length.
    static func cumulative(_ lengths: [Double]) -> [Double] {
        var along = [0.0]
        along.reserveCapacity(lengths.count + 1)
        var total = 0.0
        for length in lengths {
            total += length
            along.append(total)
        }
        return along
    }

    /// One stretch of the track from a timed fix to the first timed fix at least
    /// `window` seconds later.
    struct Window {
        var start: Int
        var end: Int
        var groundSpeed: Double
        var verticalSpeed: Double?

        var movesLikeAnAircraft: Bool {
            groundSpeed >= TrackFigures.airborneGroundSpeed
                || (verticalSpeed.map { abs($0) >= TrackFigures.airborneVerticalSpeed } ?? false)
        }
    }

    /// The stretch from fix `start` to fix `end`; nil where a time is missing or does
    /// not go forward.
    static func window(from start: Int, to end: Int, times: [Double], along: [Double], altitudes: [Double]) -> Window? {
        let seconds = times[end] - times[start]
        guard seconds > 0 else { return nil }
        var vertical: Double?
        if !altitudes.isEmpty && altitudes[start].isFinite && altitudes[end].isFinite {
            vertical = (altitudes[end] - altitudes[start]) / seconds
        }
        return Window(start: start, end: end, groundSpeed: (along[end] - along[start]) / seconds, verticalSpeed: vertical)
    }

    /// The window from each timed fix, in order, to the first timed fix at least `window`
    /// seconds later; none is kept, so a track of millions of fixes needs no more memory.
    static func forEachWindow(times: [Double], along: [Double], altitudes: [Double], _ body: (Window) -> Void) {
        var end = 0
        for start in times.indices where times[start].isFinite {
            end = max(end, start + 1)
            while end < times.count && !(times[end].isFinite && times[end] - times[start] >= window) { end += 1 }
            guard end < times.count else { return }
            if let stretch = Self.window(from: start, to: end, times: times, along: along, altitudes: altitudes) {
                body(stretch)
            }
        }
    }
}
