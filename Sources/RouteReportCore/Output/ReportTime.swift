/// ISO 8601 text for report times: UTC, `Z`, whole seconds unless the time has a
/// fraction (then milliseconds). Hand-written so output never depends on a locale or
/// time zone setting.
enum ReportTime {
    static func iso8601(_ secondsSince1970: Double) -> String {
        // Years 0001…9999 only: past them ISO 8601 needs an expanded form, and the
        // integer conversion below would trap on a huge or non-finite value.
        guard secondsSince1970.isFinite, (-62_135_596_800...253_402_300_799).contains(secondsSince1970) else {
            return "invalid"
        }
        let whole = secondsSince1970.rounded(.down)
        let millis = Int(((secondsSince1970 - whole) * 1000).rounded())
        var seconds = Int64(whole)
        var fractionMillis = millis
        if fractionMillis == 1000 {
            seconds += 1
            fractionMillis = 0
        }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if fractionMillis != 0 { text += "." + pad(fractionMillis, 3) }
        return text + "Z"
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

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
