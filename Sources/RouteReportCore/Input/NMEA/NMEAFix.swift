/// One moment of an NMEA log: the RMC and GGA sentences that carry the same UTC time
/// field, taken together (receivers send them in either order, and some seconds have one
/// of them only).
struct NMEAFix: Equatable {
    /// Milliseconds after midnight UTC, as the sentences' time field says.
    var millisecondOfDay: Int
    var coordinate: Coordinate
    /// Whether an RMC gave the position (GGA's is used only where no RMC has this time).
    var fromRMC: Bool
    /// The day (since 1970-01-01) the fix's own RMC (or a ZDA of the same time) gives;
    /// nil when it has none and takes the day from the fixes around it (`NMEADates`).
    var day: Int?
    /// GGA's altitude above mean sea level (the geoid), in metres; nil without a GGA or
    /// when its altitude field is empty.
    var altitude: Double?
    /// The line of the fix's first sentence.
    var line: Int
}

/// The day of each fix: its own when an RMC or ZDA gave it; after a dated fix, the day
/// before it, one more when the time of day goes down (midnight UTC); before the first
/// dated fix, that fix's day, one less across each midnight going back.
enum NMEADates {
    /// Seconds since 1970 of each fix, or nil when no fix has a day.
    static func times(_ fixes: [NMEAFix]) -> [Double]? {
        guard let first = fixes.firstIndex(where: { $0.day != nil }), var day = fixes[first].day else { return nil }
        var days = [Int](repeating: 0, count: fixes.count)
        days[first] = day
        var previous = fixes[first].millisecondOfDay
        for index in fixes.indices where index > first {
            let fix = fixes[index]
            if let own = fix.day {
                day = own
            } else if fix.millisecondOfDay < previous {
                day += 1
            }
            days[index] = day
            previous = fix.millisecondOfDay
        }
        day = days[first]
        for index in stride(from: first - 1, through: 0, by: -1) {
            if fixes[index].millisecondOfDay > fixes[index + 1].millisecondOfDay { day -= 1 }
            days[index] = day
        }
        return fixes.indices.map { Double(days[$0]) * 86_400 + Double(fixes[$0].millisecondOfDay) / 1000 }
    }
}
