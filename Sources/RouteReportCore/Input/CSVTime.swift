/// Times as flight lists write them: `YYYY-MM-DD` then `T` or a space and
/// `hh:mm[:ss[.f…]]`, optionally followed by `Z` or an offset `±hh[:mm]` / `±hhmm`;
/// or a date alone (midnight). Without `Z` or an offset the time is local (see
/// `LocalTimeZones`). Fields are range-checked as ISO8601Time does.
enum CSVTime: Equatable {
    /// An instant, seconds since 1970.
    case instant(Double)
    /// A wall-clock time without a zone: the seconds since 1970 it would be in UTC.
    case local(Double)

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> CSVTime? {
        var lower = 0, upper = bytes.count
        while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
        while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
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
        guard let year = digits(4), take(0x2D), let month = digits(2), (1...12).contains(month), take(0x2D),
              let day = digits(2), day >= 1, day <= ISO8601Time.daysIn(month, year)
        else { return nil }
        if i == upper { return .local(ISO8601Time.epoch(year, month, day, 0)) }
        guard take(0x54) || take(0x74) || take(0x20), let hour = digits(2), hour <= 23, take(0x3A),
              let minute = digits(2), minute <= 59
        else { return nil }
        var second = 0
        var fraction = 0.0
        if take(0x3A) {
            guard let s = digits(2), s <= 59 else { return nil }
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
        }
        let wall = ISO8601Time.epoch(year, month, day, hour * 3600 + minute * 60 + second) + fraction
        if i == upper { return .local(wall) }
        if take(0x5A) || take(0x7A) {
            return i == upper ? .instant(wall) : nil
        }
        guard i < upper, bytes[i] == 0x2B || bytes[i] == 0x2D else { return nil }
        let sign = bytes[i] == 0x2D ? -1.0 : 1.0
        i += 1
        guard let offsetHours = digits(2), offsetHours <= 23 else { return nil }
        var offsetMinutes = 0
        if i < upper {
            _ = take(0x3A)
            guard let m = digits(2), m <= 59 else { return nil }
            offsetMinutes = m
        }
        guard i == upper else { return nil }
        return .instant(wall - sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }
}
