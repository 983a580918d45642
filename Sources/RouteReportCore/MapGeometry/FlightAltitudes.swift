/// A flight's altitudes as its drawings take them: every vertex given one and every
/// point of its path, so a line drawn at its altitudes has no hole.
///
/// A vertex without an altitude (NaN) takes one on the straight line, by vertex order,
/// between the nearest vertices before and after it that have one; before the first or
/// after the last of those, that nearest one. A viewer given a position without its third
/// number would put it on the ground, a drop of kilometres in an airborne line.
enum FlightAltitudes {
    /// Metres beyond which an altitude is taken as none: 1,000 km is above any aircraft,
    /// and it keeps every altitude a number the writers' fast digits take.
    static let limit = 1_000_000.0

    /// `altitudes` (one per vertex, NaN where none) with every gap filled; nil when no
    /// vertex has an altitude.
    static func filled(_ altitudes: [Double]) -> [Double]? {
        let usable = { (altitude: Double) in altitude.isFinite && abs(altitude) < limit }
        guard let first = altitudes.firstIndex(where: usable) else { return nil }
        var result = altitudes
        var previous = first
        for index in 0..<first { result[index] = altitudes[first] }
        for index in (first + 1)..<max(first + 1, altitudes.count) where usable(altitudes[index]) {
            let span = Double(index - previous)
            for gap in (previous + 1)..<index {
                let share = Double(gap - previous) / span
                result[gap] = altitudes[previous] + (altitudes[index] - altitudes[previous]) * share
            }
            previous = index
        }
        for index in (previous + 1)..<max(previous + 1, altitudes.count) { result[index] = altitudes[previous] }
        return result
    }

    /// The lowest and highest altitude the drawings give a flight of `altitudes`: those
    /// of its vertices (the rest lie between them); nil when none has one.
    static func range(_ altitudes: [Double]) -> ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for altitude in altitudes where altitude.isFinite && abs(altitude) < limit {
            low = min(low, altitude)
            high = max(high, altitude)
        }
        return low <= high ? low...high : nil
    }

    /// The altitude at each of the path's `pathCount` points: each leg's points spread
    /// evenly between its two vertices' altitudes (`PathLegs.spread`), as times are; nil when the flight has no altitude or the legs do not make the path.
    static func path(vertexAltitudes: [Double], legs: PathLegs, pathCount: Int) -> [Double]? {
        filled(vertexAltitudes).flatMap { legs.spread($0, pathCount: pathCount) }
    }
}
