import Foundation

/// Wall-clock times at an airport turned into instants through its IANA zone and the
/// system's time zone database (Foundation's `TimeZone`).
///
/// A local time L is the instant t with t + offset(t) = L. Where the clocks go forward
/// (America/New_York 2026-03-08 02:00 → 03:00) some L have no such t: they are read
/// with the offset before the change, so 02:30 becomes 07:30Z, which is 03:30 EDT (what
/// java.time and Python's zoneinfo with fold=0 do). Where the clocks go back, some L have
/// two: the earlier instant is taken (the first 01:30 of 2026-11-01 in New York is
/// 05:30Z, EDT), as java.time does.
///
/// Foundation's offset lookups cost microseconds, so each zone keeps the spans of
/// constant offset it has met: the rows of a logbook mostly fall into spans already known.
/// One per reader: it is a cache, not thread-safe.
final class LocalTimeZones {
    private final class Zone {
        let zone: TimeZone
        /// Spans [start, end) of one offset (seconds east of UTC), sorted by start, disjoint.
        var spans: [(start: Double, end: Double, offset: Double)] = []

        init(_ zone: TimeZone) {
            self.zone = zone
        }

        /// The zone's offset at instant `t`.
        func offset(at t: Double) -> Double {
            var low = 0
            var high = spans.count
            while low < high {
                let middle = (low + high) / 2
                if spans[middle].end <= t { low = middle + 1 } else { high = middle }
            }
            if low < spans.count && spans[low].start <= t { return spans[low].offset }
            let date = Date(timeIntervalSince1970: t)
            let offset = Double(zone.secondsFromGMT(for: date))
            var end = zone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970 ?? .infinity
            // Never overlap the next span already known; join it when it is the same.
            if low < spans.count { end = min(end, spans[low].start) }
            if low < spans.count && spans[low].start == end && spans[low].offset == offset {
                spans[low].start = t
            } else {
                spans.insert((start: t, end: end, offset: offset), at: low)
            }
            return offset
        }
    }

    private var zones: [String: Zone?] = [:]

    /// The instant of wall-clock time `local` (seconds since 1970 as if it were UTC) in
    /// the zone `identifier`, or nil when the system knows no such zone.
    func instant(local: Double, zone identifier: String) -> Double? {
        let zone: Zone
        if let known = zones[identifier] {
            guard let known else { return nil }
            zone = known
        } else {
            let made = TimeZone(identifier: identifier).map(Zone.init)
            zones[identifier] = .some(made)
            guard let made else { return nil }
            zone = made
        }
        // The offsets a day either side: the zone's offsets around L whatever t is (no
        // zone changes its offset twice within two days).
        let before = zone.offset(at: local - 86_400)
        let after = zone.offset(at: local + 86_400)
        let early = local - max(before, after)
        let late = local - min(before, after)
        let earlyValid = local - zone.offset(at: early) == early
        let lateValid = local - zone.offset(at: late) == late
        if earlyValid { return early }
        if lateValid { return late }
        // In a gap: the offset before the change.
        return local - before
    }
}
