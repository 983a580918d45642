/// ISO 8601 text for report times: UTC, `Z`, whole seconds unless the time has a
/// fraction (then milliseconds). Hand-written so output never depends on a locale or
/// time zone setting.
enum ReportTime {
    static func iso8601(_ secondsSince1970: Double) -> String {
        // Written as bytes into the String's own storage, not joined from small Strings:
        // a report writes a departure and an arrival for every flight.
        String(unsafeUninitializedCapacity: longest) { write(secondsSince1970, into: $0) }
    }

    /// `iso8601(secondsSince1970)`'s bytes, written at the start of `out` (room for
    /// `longest` bytes); returns the bytes written.
    static func write(_ secondsSince1970: Double, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard isWritable(secondsSince1970) else {
            let invalid: StaticString = "invalid"
            return invalid.withUTF8Buffer { text in
                _ = out.initialize(from: text)
                return text.count
            }
        }
        return put(secondsSince1970, into: out)
    }

    /// The most bytes a time takes: `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    static let longest = 24

    /// Whether `iso8601` writes a date for `secondsSince1970` rather than `invalid`: years
    /// 0001…9999 only, since past them ISO 8601 needs an expanded form, and the integer
    /// conversion in `put` would trap on a huge or non-finite value.
    static func isWritable(_ secondsSince1970: Double) -> Bool {
        secondsSince1970.isFinite && (-62_135_596_800...253_402_300_799).contains(secondsSince1970)
    }

    /// `iso8601(seconds)` for a time in its range, written at the start of `out` (room
    /// for `longest` bytes); returns the bytes written.
    private static func put(_ seconds: Double, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let (days, secondOfDay, millis) = split(seconds)
        let (year, month, day) = civilDate(daysSince1970: days)
        var count = 0
        func field(_ value: Int, digits: Int, then separator: Unicode.Scalar?) {
            var rest = value
            for index in stride(from: count + digits - 1, through: count, by: -1) {
                out[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            count += digits
            if let separator {
                out[count] = UInt8(ascii: separator)
                count += 1
            }
        }
        field(year, digits: 4, then: "-")
        field(month, digits: 2, then: "-")
        field(day, digits: 2, then: "T")
        field(secondOfDay / 3600, digits: 2, then: ":")
        field(secondOfDay / 60 % 60, digits: 2, then: ":")
        if millis != 0 {
            field(secondOfDay % 60, digits: 2, then: ".")
            field(millis, digits: 3, then: "Z")
        } else {
            field(secondOfDay % 60, digits: 2, then: "Z")
        }
        return count
    }

    /// A writable time as its day since 1970, its second of that day and its milliseconds,
    /// rounded to the millisecond (999.5 ms rounds up into the next second).
    static func split(_ seconds: Double) -> (days: Int64, secondOfDay: Int, millis: Int) {
        let whole = seconds.rounded(.down)
        var millis = Int(((seconds - whole) * 1000).rounded())
        var total = Int64(whole)
        if millis == 1000 {
            total += 1
            millis = 0
        }
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        return (days, Int(total - days * 86_400), millis)
    }

    /// Proleptic Gregorian date of a day count (Howard Hinnant's days-to-civil method).
    static func civilDate(daysSince1970: Int64) -> (year: Int, month: Int, day: Int) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
