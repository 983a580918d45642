/// How far along a flight is at the reference time, and where that came from (the
/// aircraft moves as `FlightTimeline` says).
///
/// 1. Explicit progress wins (clamped to [0, 1]).
/// 2. A flight with a time on every vertex is placed by its own timestamps: on the first
///    leg whose times straddle the reference time, interpolated by time, and progress is
///    the distance flown over the whole distance (0 before the first time, 1 from the
///    last on). A zero-distance flight has no distance to divide, so it falls to rule 3.
/// 3. With a departure and an arrival: (ref − dep) / (arr − dep) clamped to [0, 1];
///    when arr is before dep: 0 before dep, else 1.
/// 4. Otherwise none.
///
/// Progress by time needs two distinct instants: a track whose only readable time is one
/// instant (the rest unreadable, such as a leap second `23:59:60`), or whose times are
/// all the same, or a TimeSpan that begins when it ends, has no elapsed time to divide,
/// so it has no progress rather than 0 or 1 from one instant.
struct FlightProgress: Sendable, Hashable {
    var progress: Double?
    var source: ProgressSource
    /// Seconds since 1970: `spanBegin`, else the first finite vertex time.
    var departure: Double?
    /// Seconds since 1970: `spanEnd`, else the last finite vertex time.
    var arrival: Double?

    init(flight: Flight, path: DensifiedPath, referenceTime: Double) {
        let times = flight.vertexTimes
        departure = flight.spanBegin ?? times.first(where: { $0.isFinite })
        arrival = flight.spanEnd ?? times.last(where: { $0.isFinite })
        if let explicit = flight.explicitProgress {
            progress = MapAngle.clamp(explicit, 0, 1)
            source = .explicit
        } else if let flown = Self.distanceFlown(flight: flight, path: path, at: referenceTime), path.distance > 0 {
            progress = MapAngle.clamp(flown / path.distance, 0, 1)
            source = .time
        } else if let departure, let arrival, departure != arrival {
            progress = FlightTimeline.fraction(departure: departure, arrival: arrival, at: referenceTime)
            source = .time
        } else {
            progress = nil
            source = .none
        }
    }

    /// Metres flown at `time` by the flight's own vertex times (`FlightTimeline`), nil
    /// unless every vertex has a finite time.
    static func distanceFlown(flight: Flight, path: DensifiedPath, at time: Double) -> Double? {
        guard flight.vertexTimes.count == flight.vertices.count else { return nil }
        return FlightTimeline.distanceFlown(
            vertexTimes: flight.vertexTimes, legLengths: path.legLengths, distance: path.distance, at: time)
    }
}
