/// A strict, allocation-free ISO 8601 / XML Schema time parser for per-point times.
///
/// Accepts `YYYY-MM-DDThh:mm:ss[.f…][Z|±hh:mm|±hhmm]` (no zone means UTC) and, as KML's
/// `dateTime`, `date`, `gYearMonth` and `gYear` allow, `YYYY-MM-DD`, `YYYY-MM` and
/// `YYYY` (the start of that day, month or year, UTC). Leading and trailing XML
/// whitespace is ignored. Fields are range-checked (no 30 February, no second 60).
public enum ISO8601Time {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not such a time.
    public static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// As `parse(_:)`, from UTF-8 bytes.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var lower = 0
        var upper = bytes.count
        while lower < upper && XMLWhitespace.contains(bytes[lower]) { lower += 1 }
        while upper > lower && XMLWhitespace.contains(bytes[upper - 1]) { upper -= 1 }
        var scan = TimeTextScanner(bytes, from: lower, to: upper)

        guard let year = scan.digits(4) else { return nil }
        var month = 1
        var day = 1
        var fraction = 0.0
        var offset = 0
        if scan.atEnd { return epoch(year, month, day, 0) }
        guard scan.take(0x2D), let m = scan.digits(2), (1...12).contains(m) else { return nil }
        month = m
        if scan.atEnd { return epoch(year, month, day, 0) }
        guard scan.take(0x2D), let d = scan.digits(2), d >= 1, d <= daysIn(month, year) else { return nil }
        day = d
        if scan.atEnd { return epoch(year, month, day, 0) }
        guard scan.take(0x54), let hour = scan.digits(2), hour <= 23, scan.take(0x3A),
            let minute = scan.digits(2), minute <= 59, scan.take(0x3A), let second = scan.digits(2), second <= 59
        else { return nil }
        if scan.take(0x2E) {
            guard let f = scan.fraction() else { return nil }
            fraction = f
        }
        if scan.take(0x5A) {
            // Z: UTC
        } else if let sign = scan.next, sign == 0x2B || sign == 0x2D {
            _ = scan.take(sign)
            guard let oh = scan.digits(2), oh <= 23 else { return nil }
            _ = scan.take(0x3A)
            guard let om = scan.digits(2), om <= 59 else { return nil }
            offset = (sign == 0x2D ? -1 : 1) * (oh * 3600 + om * 60)
        }
        guard scan.atEnd else { return nil }
        let whole = epoch(year, month, day, hour * 3600 + minute * 60 + second) - Double(offset)
        return whole + fraction
    }

    /// Whether the reports can write `seconds`: years 0001 to 9999 in UTC.
    public static func isWritable(_ seconds: Double) -> Bool {
        ReportTime.isWritable(seconds)
    }

    /// The message for a time that parses but that no report could write: before
    /// 0001-01-01 or after 9999-12-31 in UTC (`ReportTime.isWritable`), where ISO 8601 and
    /// XML Schema need an expanded year. Such a time is a `time-syntax` error, not a time.
    static func unwritable(_ label: String, _ text: String) -> String {
        "\(label) '\(text)' is outside the years 0001 to 9999 (UTC) that the reports can write"
    }

    static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Hinnant's
    /// days_from_civil), plus seconds into the day.
    static func epoch(_ y: Int, _ m: Int, _ d: Int, _ secondOfDay: Int) -> Double {
        let y = m <= 2 ? y - 1 : y
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return Double(days * 86_400 + secondOfDay)
    }
}
