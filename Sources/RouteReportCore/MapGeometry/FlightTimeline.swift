/// How the aircraft moves along its path in time: the one rule that both places it at
/// the reference time (`FlightProgress`, rule 2 and 3) and times every point of the
/// track it flies (`FlightShapes.timedPath`).
///
/// With a time on every vertex it flies each leg at a steady speed, from the leg's first
/// vertex time to its second; otherwise, with a departure before the arrival, the whole
/// path at one steady speed. A viewer moving linearly between two timed points is then
/// on the chord of the geodesic between them, never more than the chord's sagitta (well
/// under 1 km for 100 km segments) from the position routereport reports.
enum FlightTimeline {
    /// Metres flown at `time` by the vertex times, nil unless every vertex has a finite
    /// time (`vertexTimes` one per vertex, `legLengths` one per leg) and the times are two
    /// instants at least: one instant is no elapsed time.
    static func distanceFlown(vertexTimes times: [Double], legLengths: [Double], distance: Double, at time: Double)
        -> Double?
    {
        guard times.count == legLengths.count + 1, let first = times.first, let last = times.last, first != last,
            times.allSatisfy({ $0.isFinite })
        else { return nil }
        if time.isNaN { return .nan }
        if !(time > first) { return 0 }
        if time >= last { return distance }
        // first < time < last, so some leg has t[i] <= time < t[i + 1], even when times go
        // backwards somewhere (a time-order warning); take the first such leg.
        var flown = 0.0
        for (i, length) in legLengths.enumerated() {
            let t0 = times[i]
            let t1 = times[i + 1]
            if t0 <= time && time < t1 {
                return flown + length * (time - t0) / (t1 - t0)
            }
            flown += length
        }
        return distance
    }

    /// The elapsed fraction of [departure, arrival] at `time`, clamped to [0, 1]: how far
    /// along the path the aircraft is without vertex times. An arrival not after the
    /// departure is 0 before the departure, else 1.
    static func fraction(departure: Double, arrival: Double, at time: Double) -> Double {
        guard arrival > departure else { return time < departure ? 0 : 1 }
        return MapAngle.clamp((time - departure) / (arrival - departure), 0, 1)
    }

    /// The time at each of the path's `pathCount` points by the vertex times, each leg's
    /// segments spread evenly between its two times (`PathLegs.spread`); nil when the
    /// times go backwards or the legs do not make the path.
    static func pathTimes(vertexTimes times: [Double], legs: PathLegs, pathCount: Int) -> [Double]? {
        guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        return legs.spread(times, pathCount: pathCount)
    }

    /// The time at each of the path's `pathCount` points flying the whole path, of
    /// `vertexCount` vertices, at one speed from `departure` to `arrival`; nil unless the
    /// arrival is after the departure and the path has a length.
    static func pathTimes(departure: Double, arrival: Double, legs: PathLegs, vertexCount: Int, pathCount: Int)
        -> [Double]?
    {
        guard arrival > departure, legs.fit(vertexCount: vertexCount, pathCount: pathCount) else { return nil }
        let distance = (0..<legs.count).reduce(0) { $0 + legs.length(ofLeg: $1) }
        guard distance > 0, distance.isFinite else { return nil }
        let duration = arrival - departure
        var times: [Double] = []
        times.reserveCapacity(pathCount)
        times.append(departure)
        var travelled = 0.0
        for leg in 0..<legs.count {
            let length = legs.length(ofLeg: leg)
            let segments = legs.segments(ofLeg: leg)
            for k in 1..<segments {
                times.append(departure + duration * (travelled + length * Double(k) / Double(segments)) / distance)
            }
            travelled += length
            times.append(departure + duration * travelled / distance)
        }
        times[times.count - 1] = arrival
        return times
    }
}
