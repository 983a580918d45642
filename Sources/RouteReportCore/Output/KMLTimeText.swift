/// `ReportTime.iso8601` written as bytes into a buffer: a track has a `when` per point,
/// and a String per time would cost more than the rest of the track.
enum KMLTimeText {
    /// Whether `ReportTime.iso8601` writes a date for `seconds` (years 0001…9999).
    static func isWritable(_ seconds: Double) -> Bool {
        seconds.isFinite && (-62_135_596_800...253_402_300_799).contains(seconds)
    }

    /// Appends `ReportTime.iso8601(seconds)`, byte for byte; `seconds` must be writable.
    static func append(_ seconds: Double, to out: inout [UInt8]) {
        let whole = seconds.rounded(.down)
        var millis = Int(((seconds - whole) * 1000).rounded())
        var total = Int64(whole)
        if millis == 1000 {
            total += 1
            millis = 0
        }
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = Int(total - days * 86_400)
        let (year, month, day) = ReportTime.civilDate(daysSince1970: days)
        digits(year, 4, to: &out)
        out.append(UInt8(ascii: "-"))
        digits(month, 2, to: &out)
        out.append(UInt8(ascii: "-"))
        digits(day, 2, to: &out)
        out.append(UInt8(ascii: "T"))
        digits(secondOfDay / 3600, 2, to: &out)
        out.append(UInt8(ascii: ":"))
        digits(secondOfDay / 60 % 60, 2, to: &out)
        out.append(UInt8(ascii: ":"))
        digits(secondOfDay % 60, 2, to: &out)
        if millis != 0 {
            out.append(UInt8(ascii: "."))
            digits(millis, 3, to: &out)
        }
        out.append(UInt8(ascii: "Z"))
    }

    /// `value` (0 ≤ value < 10^width) in exactly `width` digits.
    private static func digits(_ value: Int, _ width: Int, to out: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
