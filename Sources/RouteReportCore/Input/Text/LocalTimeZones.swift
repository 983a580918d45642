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
/// Each zone keeps the spans of constant offset it has met (`ZoneOffsetSpans`). One per
/// reader: it is a cache, not thread-safe.
final class LocalTimeZones {
    private var zones: [String: ZoneOffsetSpans?] = [:]

    /// The instant of wall-clock time `local` (seconds since 1970 as if it were UTC) in
    /// the zone `identifier`, or nil when the system knows no such zone.
    func instant(local: Double, zone identifier: String) -> Double? {
        let zone: ZoneOffsetSpans
        if let known = zones[identifier] {
            guard let known else { return nil }
            zone = known
        } else {
            let made = TimeZone(identifier: identifier).map(ZoneOffsetSpans.init)
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
