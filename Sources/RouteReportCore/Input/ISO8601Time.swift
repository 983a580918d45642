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
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var lower = 0
        var upper = bytes.count
        while lower < upper && XMLWhitespace.contains(bytes[lower]) { lower += 1 }
        while upper > lower && XMLWhitespace.contains(bytes[upper - 1]) { upper -= 1 }
        var i = lower

        func digits(_ n: Int) -> Int? {
            guard i + n <= upper else { return nil }
            var value = 0
            for k in i..<(i + n) {
                let d = Int(bytes[k]) - 48
                guard d >= 0 && d <= 9 else { return nil }
                value = value * 10 + d
            }
            i += n
            return value
        }
        func take(_ c: UInt8) -> Bool {
            guard i < upper && bytes[i] == c else { return false }
            i += 1
            return true
        }

        guard let year = digits(4) else { return nil }
        var month = 1, day = 1, hour = 0, minute = 0, second = 0
        var fraction = 0.0, offset = 0
        if i == upper { return epoch(year, month, day, 0) }
        guard take(0x2D), let m = digits(2), (1...12).contains(m) else { return nil }
        month = m
        if i == upper { return epoch(year, month, day, 0) }
        guard take(0x2D), let d = digits(2), d >= 1, d <= daysIn(month, year) else { return nil }
        day = d
        if i == upper { return epoch(year, month, day, 0) }
        guard take(0x54), let h = digits(2), h <= 23, take(0x3A), let mi = digits(2), mi <= 59,
              take(0x3A), let s = digits(2), s <= 59
        else { return nil }
        hour = h
        minute = mi
        second = s
        if take(0x2E) {
            var numerator = 0, denominator = 1, count = 0
            while i < upper, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                if count < 15 {
                    numerator = numerator * 10 + Int(bytes[i] - 0x30)
                    denominator *= 10
                }
                count += 1
                i += 1
            }
            guard count > 0 else { return nil }
            fraction = Double(numerator) / Double(denominator)
        }
        if take(0x5A) {
            // Z: UTC
        } else if i < upper && (bytes[i] == 0x2B || bytes[i] == 0x2D) {
            let sign = bytes[i] == 0x2D ? -1 : 1
            i += 1
            guard let oh = digits(2), oh <= 23 else { return nil }
            _ = take(0x3A)
            guard let om = digits(2), om <= 59 else { return nil }
            offset = sign * (oh * 3600 + om * 60)
        }
        guard i == upper else { return nil }
        let whole = epoch(year, month, day, hour * 3600 + minute * 60 + second) - Double(offset)
        return whole + fraction
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
