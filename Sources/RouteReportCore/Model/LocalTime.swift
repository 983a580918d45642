/// An instant as the clocks of a place showed it: the instant, the offset from UTC in
/// force there then, and the IANA zone it comes from (nil: no zone is known, and the
/// time is told in UTC).
struct LocalTime: Sendable, Hashable {
    /// Seconds since 1970.
    var instant: Double
    /// Seconds east of UTC.
    var offset: Int
    /// `America/New_York`; nil where the place has no known zone.
    var zone: String?

    init(instant: Double, offset: Int, zone: String?) {
        self.instant = instant
        self.offset = offset
        self.zone = zone
    }

    /// `instant` in UTC, for a place without a known zone.
    init(utc instant: Double) {
        self.init(instant: instant, offset: 0, zone: nil)
    }

    /// The wall-clock reading as seconds since 1970 as if it were UTC: what a calendar
    /// day and year are taken from.
    var wallClock: Double { instant + Double(offset) }

    /// Whether the texts can write it: a wall-clock reading in years 1–9999.
    var isWritable: Bool { ReportTime.isWritable(instant) && ReportTime.isWritable(wallClock) }

    /// The zone's name, or `UTC` where none is known.
    var zoneName: String { zone ?? "UTC" }

    /// ISO 8601 with the offset, `2023-01-20T22:30:00-05:00`; `Z` where no zone is known
    /// (`2023-01-21T03:30:00Z`). Nil when not writable.
    var iso8601: String? {
        guard isWritable else { return nil }
        // Written as bytes into the String's storage: routes.kml writes two for every flight.
        return String(unsafeUninitializedCapacity: Self.longestISO8601) { writeISO8601(into: $0) }
    }

    /// The most bytes `iso8601` takes.
    static let longestISO8601 = ReportTime.longest + longestOffset

    /// `iso8601` written into `out`, which has room for `longestISO8601` bytes: how many
    /// it took. Only for a time that `isWritable`.
    func writeISO8601(into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let written = ReportTime.write(wallClock, into: out)
        guard zone != nil else { return written }
        // In place of the `Z`.
        return written - 1 + writeOffset(into: UnsafeMutableBufferPointer(rebasing: out[(written - 1)...]))
    }

    /// As report.md and report.html show it: `2023-01-20 22:30 -05:00` (seconds where
    /// the time has them), or `2023-01-21 03:30 UTC` where no zone is known. Nil when not
    /// writable.
    var readable: String? {
        guard isWritable else { return nil }
        let utcText = ReportTime.iso8601(wallClock)
        let clock = utcText.dropFirst(11).dropLast()
        // Minutes, as flight logs write them, unless the time has seconds.
        let shown = clock.count == 8 && clock.hasSuffix(":00") ? clock.prefix(5) : clock
        return utcText.prefix(10) + " " + shown + " " + (zone == nil ? "UTC" : offsetText)
    }

    /// The local calendar date, `2023-01-20`. Nil when not writable.
    var date: String? {
        guard isWritable else { return nil }
        return String(ReportTime.iso8601(wallClock).prefix(10))
    }

    /// The local calendar day, as days since 1970-01-01.
    var day: Double { (wallClock / 86_400).rounded(.down) }

    /// The local calendar year.
    var year: Int { CalendarYear.of(wallClock) }

    /// The local calendar year and month (1–12).
    var yearAndMonth: (year: Int, month: Int) { CalendarYear.yearAndMonth(of: wallClock) }

    /// `+05:45`, `-05:00`, `+00:00`; with seconds where the offset has them (local mean
    /// times before the zones were standardised).
    var offsetText: String {
        String(unsafeUninitializedCapacity: Self.longestOffset) { writeOffset(into: $0) }
    }

    /// `+05:45:30`.
    private static let longestOffset = 9

    /// `offsetText`'s bytes at the start of `out` (room for `longestOffset`); how many.
    private func writeOffset(into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let magnitude = abs(offset)
        var count = 0
        func two(_ value: Int) {
            out[count] = UInt8(ascii: "0") + UInt8(value / 10 % 10)
            out[count + 1] = UInt8(ascii: "0") + UInt8(value % 10)
            count += 2
        }
        out[0] = UInt8(ascii: offset < 0 ? "-" : "+")
        count = 1
        two(magnitude / 3600)
        out[count] = UInt8(ascii: ":")
        count += 1
        two(magnitude / 60 % 60)
        if magnitude % 60 != 0 {
            out[count] = UInt8(ascii: ":")
            count += 1
            two(magnitude % 60)
        }
        return count
    }
}
