/// The calendar year and month (proleptic Gregorian) of seconds since 1970 read as UTC: of a
/// wall-clock reading (`LocalTime.wallClock`), the year its place's calendar showed.
enum CalendarYear {
    static func of(_ secondsSince1970: Double) -> Int {
        yearAndMonth(of: secondsSince1970).year
    }

    /// The year and the month (1–12) of seconds since 1970 read as UTC.
    static func yearAndMonth(of secondsSince1970: Double) -> (year: Int, month: Int) {
        let days = (secondsSince1970 / 86_400).rounded(.down)
        guard days.isFinite, abs(days) < 1e12 else { return (secondsSince1970 < 0 ? Int.min : Int.max, 1) }
        // Howard Hinnant's days-to-civil, without the day.
        let z = Int64(days) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        return (Int(yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0)), Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9))
    }
}
