/// What a recorded track tells of its flight beyond its route: the distance along it, its
/// ground speeds, its highest altitude and the time in the air read from it
/// (docs/computation.md, "A recorded track's measures"). Computed when a writer asks,
/// never kept: a flight list of a million rows pays nothing.
struct TrackMeasures: Sendable, Equatable {
    /// Metres along the track: the sum of its legs' geodesics.
    var distance: Double
    /// Seconds from the first fix to the last.
    var duration: Double
    /// Metres a second: `distance` over `duration`; nil when no time passes.
    var averageGroundSpeed: Double?
    /// Metres a second: the fastest stretch of at least `speedWindow` seconds; nil when
    /// the track is shorter than that.
    var maxGroundSpeed: Double?
    /// Metres, the highest the file gave; nil for a track without altitudes.
    var maxAltitude: Double?
    /// Seconds since 1970: the first and last instant the track is airborne by the rule
    /// below; nil when it never is.
    var takeoff: Double?
    var landing: Double?

    /// Seconds: the shortest stretch a ground speed is taken over, so one fix's jitter
    /// (a 1 Hz logger's few metres) makes no speed.
    static let speedWindow = 10.0
    /// Metres a second (29 kt): below any aeroplane's or glider's flying speed, above a
    /// taxi's.
    static let airborneSpeed = 15.0
    /// Metres above the track's lowest altitude at which a fix is airborne at any speed
    /// (a glider circling in a thermal, a paraglider soaring a ridge).
    static let airborneHeight = 100.0

    /// The measures of a recorded track: more than two vertices, each with a time, the
    /// times never going backwards; nil for anything else (a route, a flight list's row).
    init?(flight: Flight, legs: PathLegs) {
        let times = flight.vertexTimes
        let count = flight.vertices.count
        guard count > 2, times.count == count, legs.lengths.count == count - 1,
            times.allSatisfy({ $0.isFinite }), zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        let lengths = legs.lengths
        distance = lengths.reduce(0, +)
        duration = times[count - 1] - times[0]
        averageGroundSpeed = duration > 0 ? distance / duration : nil
        let altitudes = flight.vertexAltitudes.count == count ? flight.vertexAltitudes : []
        maxAltitude = FlightAltitudes.range(altitudes)?.upperBound
        let lowest = FlightAltitudes.range(altitudes)?.lowerBound
        // Each fix's speed over the stretch of at least `speedWindow` seconds from it (two
        // pointers and a running sum: linear in the track's length).
        var fastest: Double?
        var end = 0
        var covered = 0.0
        for start in 0..<(count - 1) {
            if end < start {
                end = start
                covered = 0
            }
            while end < count - 1 && times[end] - times[start] < Self.speedWindow {
                covered += lengths[end]
                end += 1
            }
            let elapsed = times[end] - times[start]
            var moving = false
            if elapsed >= Self.speedWindow {
                let speed = covered / elapsed
                fastest = max(fastest ?? 0, speed)
                moving = speed >= Self.airborneSpeed
            }
            let high = lowest.map { low in altitudes[start].isFinite && altitudes[start] >= low + Self.airborneHeight } ?? false
            if moving || high {
                if takeoff == nil { takeoff = times[start] }
                landing = max(landing ?? times[start], moving ? times[end] : times[start])
            }
            covered -= lengths[start]
        }
        maxGroundSpeed = fastest
    }

    /// Seconds in the air: from the takeoff to the landing; nil when never airborne.
    var airborne: Double? {
        guard let takeoff, let landing else { return nil }
        return landing - takeoff
    }
}
