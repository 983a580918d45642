import Foundation

/// One IANA zone's offsets from UTC through Foundation's `TimeZone`, remembering the spans
/// of constant offset it has met: Foundation's lookups cost microseconds, and the times
/// of a logbook mostly fall into spans already known. A cache, not thread-safe.
final class ZoneOffsetSpans {
    let zone: TimeZone
    /// Spans [start, end) of one offset (seconds east of UTC), sorted by start, disjoint.
    private var spans: [(start: Double, end: Double, offset: Double)] = []

    init(_ zone: TimeZone) {
        self.zone = zone
    }

    /// The zone's offset (seconds east of UTC) at instant `t` (seconds since 1970).
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
