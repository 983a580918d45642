/// Where a flight stops being plausible: the thresholds of the plausibility warnings
/// (`docs/rules.md` quotes them from here).
enum PlausibilityLimits {
    /// Over this average ground speed, metres per second (1,300 km/h), the times are
    /// wrong: an airliner in the strongest jet stream has been clocked at about 1,290 km/h
    /// over the ground, and a flight's average from gate to gate is well below its peak.
    static let fastestSpeed = 1_300 / 3.6
    /// Under this average speed (50 km/h) over `slowAfter` or longer, no aircraft took
    /// that time to fly that far: a date or an airport is wrong.
    static let slowestSpeed = 50 / 3.6
    /// Seconds (1 h): shorter flights may be slow (a circuit, a short hop with a wait).
    static let slowAfter = 3_600.0
    /// Seconds (22 h): the longest scheduled flights take under 19 h.
    static let longestDuration = 22 * 3_600.0
    /// Seconds (366 days) after the reference time: a departure later than that is a
    /// mistyped year (`2205` for `2025`), not a booking.
    static let furthestAhead = 366 * 86_400.0
    /// 1903-01-01T00:00:00Z, seconds since 1970: no powered flight before that year.
    static let earliestDeparture = -2_114_380_800.0
    /// Metres: a flight end with no airport this near is "far from every airport", and
    /// may be a latitude and longitude swapped when, swapped, it is within
    /// `AirportTable.nearbyReach` (3 km) of one.
    static let farFromAirports = 50_000.0
}
