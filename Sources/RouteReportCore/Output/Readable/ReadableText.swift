/// Numbers, durations, dates and masses as people read them in report.md, report.html
/// and on the terminal: thousands grouped with commas, a fixed number of decimals
/// (`5,554.5 km`), locale-free, so the same value always reads the same.
enum ReadableText {
    static let metresPerMile = 1609.344
    static let metresPerNauticalMile = 1852.0
    /// Shown where a value is absent.
    static let none = "—"

    /// `value` with `fractionDigits` decimals (kept, so columns line up) and its whole
    /// part grouped by thousands: "12,345.6", "-1,000", "0.5".
    static func grouped(_ value: Double, fractionDigits: Int = 0) -> String {
        guard value.isFinite else { return none }
        let text = DecimalFormat.padded(value, fractionDigits: fractionDigits)
        let negative = text.hasPrefix("-")
        let digits = negative ? text.dropFirst() : Substring(text)
        let whole = digits.prefix { $0 != "." }
        let rest = digits.dropFirst(whole.count)
        var result = ""
        for (index, digit) in whole.enumerated() {
            if index > 0 && (whole.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (negative ? "-" : "") + result + rest
    }

    static func count(_ value: Int) -> String {
        grouped(Double(value))
    }

    /// "5,554.5 km".
    static func kilometres(_ metres: Double, fractionDigits: Int = 1) -> String {
        grouped(metres / 1000, fractionDigits: fractionDigits) + " km"
    }

    static func miles(_ metres: Double) -> String {
        grouped(metres / metresPerMile, fractionDigits: 0) + " mi"
    }

    static func nauticalMiles(_ metres: Double) -> String {
        grouped(metres / metresPerNauticalMile, fractionDigits: 0) + " nmi"
    }

    /// "6 h 50 min", "45 min", "1,234 h 5 min": rounded to the minute.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return none }
        let minutes = Int((seconds / 60).rounded())
        let hours = minutes / 60
        if hours == 0 { return String(minutes) + " min" }
        return count(hours) + " h " + String(minutes % 60) + " min"
    }

    /// The UTC date of a time, "2025-02-01".
    static func date(_ secondsSince1970: Double?) -> String {
        guard let seconds = secondsSince1970, ReportTime.isWritable(seconds) else { return none }
        return String(ReportTime.iso8601(seconds).prefix(10))
    }

    /// A time as the clocks of its place showed it, "2023-01-20 22:30 -05:00", or
    /// "2023-01-21 03:30 UTC" where no zone is known; the dash when absent.
    static func localTime(_ time: LocalTime?) -> String {
        time?.readable ?? none
    }

    /// `localTime` with its zone and the UTC time: "2023-01-20 22:30 -05:00
    /// America/New_York (2023-01-21T03:30:00Z)"; without a known zone only the UTC reading.
    static func localTimeWithZone(_ time: LocalTime?) -> String {
        guard let time, let readable = time.readable else { return none }
        guard let zone = time.zone else { return readable }
        return readable + " " + zone + " (" + ReportTime.iso8601(time.instant) + ")"
    }

    /// "834 kg", "12.3 t".
    static func mass(_ kilograms: Double) -> String {
        kilograms < 1000 ? grouped(kilograms) + " kg" : grouped(kilograms / 1000, fractionDigits: 1) + " t"
    }

    /// "27.8%".
    static func percent(_ fraction: Double?) -> String {
        guard let fraction, fraction.isFinite else { return none }
        return DecimalFormat.padded(fraction * 100, fractionDigits: 1) + "%"
    }

    /// "51.47°N 0.45°W": two decimals (about 1 km), for a table cell.
    static func coordinate(_ value: Coordinate?) -> String {
        guard let value else { return none }
        return DecimalFormat.hemisphere(value.latitude, fractionDigits: 2, positive: "N", negative: "S") + " "
            + DecimalFormat.hemisphere(MapAngle.longitude(value.longitude), fractionDigits: 2, positive: "E", negative: "W")
    }
}
