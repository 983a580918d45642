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
        var lower = 0
        var upper = bytes.count
        while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
        while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
        var scan = TimeTextScanner(bytes, from: lower, to: upper)
        guard let year = scan.digits(4), scan.take(0x2D), let month = scan.digits(2), (1...12).contains(month),
            scan.take(0x2D), let day = scan.digits(2), day >= 1, day <= ISO8601Time.daysIn(month, year)
        else { return nil }
        if scan.atEnd { return .local(ISO8601Time.epoch(year, month, day, 0)) }
        guard scan.take(0x54) || scan.take(0x74) || scan.take(0x20), let hour = scan.digits(2), hour <= 23,
            scan.take(0x3A), let minute = scan.digits(2), minute <= 59
        else { return nil }
        var second = 0
        var fraction = 0.0
        if scan.take(0x3A) {
            guard let s = scan.digits(2), s <= 59 else { return nil }
            second = s
            if scan.take(0x2E) {
                guard let f = scan.fraction() else { return nil }
                fraction = f
            }
        }
        let wall = ISO8601Time.epoch(year, month, day, hour * 3600 + minute * 60 + second) + fraction
        if scan.atEnd { return .local(wall) }
        if scan.take(0x5A) || scan.take(0x7A) {
            return scan.atEnd ? .instant(wall) : nil
        }
        guard let signByte = scan.next, signByte == 0x2B || signByte == 0x2D else { return nil }
        let sign = signByte == 0x2D ? -1.0 : 1.0
        _ = scan.take(signByte)
        guard let offsetHours = scan.digits(2), offsetHours <= 23 else { return nil }
        var offsetMinutes = 0
        if !scan.atEnd {
            _ = scan.take(0x3A)
            guard let m = scan.digits(2), m <= 59 else { return nil }
            offsetMinutes = m
        }
        guard scan.atEnd else { return nil }
        return .instant(wall - sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }
}
