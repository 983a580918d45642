import Foundation

/// Times as flight lists write them, one cell at a time:
///
/// - a date: `2026-03-08`, `2026/03/08`, `08.03.2026` (day first), `08/03/2026` or
///   `03/08/2026` and `8-3-2026` (the order settled for the whole file, `CSVDateOrder`);
///   `2026-03` or `2026` alone are too coarse for a time;
/// - a time of day: `08:20`, `8:20:15`, `0820`, `8:20 PM`, `11:23AM`;
/// - a date and a time, separated by `T` or spaces: `2026-03-08 08:20`, `8/3/2026 8:20 PM`;
/// - Unix seconds (nine digits or more): `1772958000`.
///
/// A date and time or a time of day followed by `Z` or an offset (`+05:30`, `-0800`) is
/// that instant; without, it is local (see `CSVDialect.ZoneRule`). Fields are
/// range-checked as `ISO8601Time` does.
enum CSVTime: Equatable {
    /// An instant, seconds since 1970.
    case instant(Double)
    /// A wall-clock date and time without a zone: the seconds since 1970 it would be in UTC.
    case local(Double)
    /// A date alone: its midnight, as `local`.
    case date(Double)
    /// A time of day alone, seconds after midnight; `offset` (seconds east) when a zone
    /// followed it.
    case timeOfDay(Double, offset: Double?)
    /// `2026-03` or `2026`: a date, but no day.
    case coarseDate

    /// What the cell holds, given how the file writes its dates (nil: not known yet;
    /// an ambiguous date then reads day first and `ambiguous` is set). In a time column
    /// (`timeColumn`) four digits are `hhmm`, elsewhere a year.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, dateOrder: DateOrder? = nil, timeColumn: Bool = false,
        ambiguous: UnsafeMutablePointer<Bool>? = nil
    ) -> CSVTime? {
        var lower = 0
        var upper = bytes.count
        while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
        while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
        guard lower < upper else { return nil }
        var scan = TimeTextScanner(bytes, from: lower, to: upper)
        if let unix = unixSeconds(&scan) { return .instant(unix) }
        scan.position = lower
        if timeColumn, upper - lower == 4, let (seconds, offset) = timeOfDay(&scan), scan.atEnd {
            return .timeOfDay(seconds, offset: offset)
        }
        scan.position = lower
        let date = self.date(&scan, order: dateOrder, ambiguous: ambiguous)
        switch date {
        case .coarse:
            return scan.atEnd ? .coarseDate : nil
        case .none:
            scan.position = lower
            guard let (seconds, offset) = timeOfDay(&scan), scan.atEnd else { return nil }
            return .timeOfDay(seconds, offset: offset)
        case .day(let midnight):
            if scan.atEnd { return .date(midnight) }
            guard scan.take(0x54) || scan.take(0x74) || scan.take(0x20) else { return nil }
            while scan.take(0x20) {}
            guard let (seconds, offset) = timeOfDay(&scan), scan.atEnd else { return nil }
            if let offset { return .instant(midnight + seconds - offset) }
            return .local(midnight + seconds)
        }
    }

    private enum DatePart {
        case day(Double)
        case coarse
    }

    /// Nine digits or more, with an optional fraction: seconds since 1970.
    private static func unixSeconds(_ scan: inout TimeTextScanner) -> Double? {
        var whole = 0
        var count = 0
        while let byte = scan.next, byte >= 0x30, byte <= 0x39, count < 12 {
            whole = whole * 10 + Int(byte - 0x30)
            count += 1
            scan.position += 1
        }
        guard count >= 9 else { return nil }
        var value = Double(whole)
        if scan.take(0x2E) {
            guard let fraction = scan.fraction() else { return nil }
            value += fraction
        }
        return scan.atEnd ? value : nil
    }

    /// One or two digits.
    private static func smallNumber(_ scan: inout TimeTextScanner) -> Int? {
        guard let first = scan.digits(1) else { return nil }
        if let second = scan.digits(1) { return first * 10 + second }
        return first
    }

    private static func date(
        _ scan: inout TimeTextScanner, order: DateOrder?, ambiguous: UnsafeMutablePointer<Bool>?
    ) -> DatePart? {
        let start = scan.position
        if let year = scan.digits(4) {
            // Year first: YYYY-MM-DD, YYYY/MM/DD, or the coarse YYYY-MM and YYYY.
            if scan.atEnd { return .coarse }
            guard let separator = scan.next, separator == 0x2D || separator == 0x2F else {
                scan.position = start
                return nil
            }
            scan.position += 1
            guard let month = smallNumber(&scan), (1...12).contains(month) else {
                scan.position = start
                return nil
            }
            if scan.atEnd { return .coarse }
            guard scan.take(separator), let day = smallNumber(&scan), day >= 1, day <= ISO8601Time.daysIn(month, year)
            else {
                scan.position = start
                return nil
            }
            return .day(ISO8601Time.epoch(year, month, day, 0))
        }
        // Day and month first, the year last: D.M.YYYY (always day first), D/M/YYYY and D-M-YYYY.
        guard let first = smallNumber(&scan), let separator = scan.next,
            separator == 0x2E || separator == 0x2F || separator == 0x2D
        else {
            scan.position = start
            return nil
        }
        scan.position += 1
        guard let second = smallNumber(&scan), scan.take(separator), let year = scan.digits(4) else {
            scan.position = start
            return nil
        }
        let dayFirst: Bool
        if separator == 0x2E || first > 12 {
            dayFirst = true
        } else if second > 12 {
            dayFirst = false
        } else {
            if first != second { ambiguous?.pointee = true }
            dayFirst = order != .monthFirst
        }
        let day = dayFirst ? first : second
        let month = dayFirst ? second : first
        guard (1...12).contains(month), day >= 1, day <= ISO8601Time.daysIn(month, year) else {
            scan.position = start
            return nil
        }
        return .day(ISO8601Time.epoch(year, month, day, 0))
    }

    /// `h:mm[:ss[.f]]` or `hhmm`, then optionally ` AM`/`PM` and `Z` or an offset:
    /// seconds after midnight and the offset in seconds east.
    private static func timeOfDay(_ scan: inout TimeTextScanner) -> (Double, Double?)? {
        var hour: Int
        var minute: Int
        var second = 0.0
        let start = scan.position
        if let packed = scan.digits(4), scan.next != 0x3A {
            hour = packed / 100
            minute = packed % 100
        } else {
            scan.position = start
            guard let h = smallNumber(&scan), scan.take(0x3A), let m = scan.digits(2) else { return nil }
            hour = h
            minute = m
            if scan.take(0x3A) {
                guard let s = scan.digits(2), s <= 59 else { return nil }
                second = Double(s)
                if scan.take(0x2E) {
                    guard let f = scan.fraction() else { return nil }
                    second += f
                }
            }
        }
        guard minute <= 59 else { return nil }
        while scan.take(0x20) {}
        if let meridiem = scan.next, meridiem | 0x20 == 0x61 || meridiem | 0x20 == 0x70 {
            scan.position += 1
            _ = scan.take(0x2E)
            guard let m = scan.next, m | 0x20 == 0x6D, (1...12).contains(hour) else { return nil }
            scan.position += 1
            _ = scan.take(0x2E)
            hour = hour % 12 + (meridiem | 0x20 == 0x70 ? 12 : 0)
            while scan.take(0x20) {}
        }
        // 24:00 is the end of the day, as logbooks write it.
        guard hour < 24 || (hour == 24 && minute == 0 && second == 0) else { return nil }
        let seconds = Double(hour * 3600 + minute * 60) + second
        if scan.atEnd { return (seconds, nil) }
        if scan.take(0x5A) || scan.take(0x7A) { return (seconds, 0) }
        guard let signByte = scan.next, signByte == 0x2B || signByte == 0x2D else { return nil }
        scan.position += 1
        guard let offsetHours = scan.digits(2), offsetHours <= 23 else { return nil }
        var offsetMinutes = 0
        if !scan.atEnd {
            _ = scan.take(0x3A)
            guard let m = scan.digits(2), m <= 59 else { return nil }
            offsetMinutes = m
        }
        let sign = signByte == 0x2D ? -1.0 : 1.0
        return (seconds, sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }

    /// A duration: `h:mm[:ss]` (hours may have more digits), or decimal hours (`1.5`);
    /// seconds.
    static func duration(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1 {
            guard let hours = Double(text), hours.isFinite, hours >= 0,
                text.utf8.allSatisfy({ $0 == 0x2E || ($0 >= 0x30 && $0 <= 0x39) })
            else { return nil }
            return hours * 3600
        }
        guard parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60
        else { return nil }
        let seconds = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard seconds < 60 else { return nil }
        return Double(hours * 3600 + minutes * 60 + seconds)
    }
}
