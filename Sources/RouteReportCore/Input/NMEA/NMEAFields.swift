/// The values of NMEA 0183 fields: a UTC time `hhmmss` with any fraction of a second, a
/// latitude `ddmm.mmmm` or longitude `dddmm.mmmm` with its hemisphere field, a date
/// `ddmmyy`, a decimal number. Each returns nil when the field is not that value.
enum NMEAFields {
    /// Milliseconds after midnight UTC.
    static func time(_ field: ArraySlice<UInt8>) -> Int? {
        // Spaces around the value (some loggers pad it) are no ambiguity.
        let bytes = field.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed()
        let whole = Array(bytes.prefix { $0 != 0x2E })
        guard whole.count == 6, let hour = IGCFix.digits(whole, 0, 2), let minute = IGCFix.digits(whole, 2, 2),
            let second = IGCFix.digits(whole, 4, 2), hour < 24, minute < 60, second < 61
        else { return nil }
        var millis = 0
        let fraction = bytes.dropFirst(whole.count)
        if !fraction.isEmpty {
            // `hhmmss.` (a point and no digits) is a whole second.
            let digits = fraction.dropFirst()
            guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            var scale = 100
            for digit in digits.prefix(3) {
                millis += Int(digit - 0x30) * scale
                scale /= 10
            }
        }
        // A leap second (60) is read as the last of its minute.
        return (hour * 3600 + minute * 60 + min(second, 59)) * 1000 + millis
    }

    /// Degrees, negative south or west: `ddmm.mmmm` (`dddmm.mmmm`) and `N`/`S` (`E`/`W`).
    static func angle(_ bytes: ArraySlice<UInt8>, hemisphere: ArraySlice<UInt8>, isLatitude: Bool) -> Double? {
        guard let value = number(bytes), value >= 0, hemisphere.count == 1 else { return nil }
        let degrees = (value / 100).rounded(.down)
        let minutes = value - degrees * 100
        guard minutes < 60 else { return nil }
        let angle = degrees + minutes / 60
        let (positive, negative): (UInt8, UInt8) = isLatitude ? (0x4E, 0x53) : (0x45, 0x57)
        guard angle <= (isLatitude ? 90 : 180), let sign = hemisphere.first, sign == positive || sign == negative else {
            return nil
        }
        return sign == negative ? -angle : angle
    }

    /// Days since 1970-01-01 of `ddmmyy` (two-digit years below 80 are 20yy: GPS began in 1980).
    static func date(_ bytes: ArraySlice<UInt8>) -> Int? {
        let digits = Array(bytes)
        guard digits.count == 6, let day = IGCFix.digits(digits, 0, 2), let month = IGCFix.digits(digits, 2, 2),
            let year = IGCFix.digits(digits, 4, 2)
        else { return nil }
        return days(year: year < 80 ? 2000 + year : 1900 + year, month: month, day: day)
    }

    /// Days since 1970-01-01 of a valid day, else nil.
    static func days(year: Int, month: Int, day: Int) -> Int? {
        guard (1...12).contains(month), day >= 1, day <= ISO8601Time.daysIn(month, year) else { return nil }
        return Int(ISO8601Time.epoch(year, month, day, 0)) / 86_400
    }

    /// A plain decimal number (`209.8`, `-34.2`), as the C locale reads it.
    static func number(_ bytes: ArraySlice<UInt8>) -> Double? {
        guard !bytes.isEmpty,
            bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B })
        else { return nil }
        return NumberText.parse(Array(bytes))
    }
}
