/// A row's departure and arrival from the cells that hold them, the way logbooks and
/// exports write them:
///
/// - a departure cell with a date and time, or Unix seconds, is the departure; a time
///   of day alone is read on the row's date; without a departure cell, a date column
///   with a time is the departure, and one without is the day (midnight, `dateOnly`);
/// - an arrival that is a time of day alone is read on the departure's date, and on the
///   next day when that is before the departure; with a duration, on the day that puts
///   it nearest to departure + duration. Without an arrival, departure + duration is.
///
/// Times without a zone go through `instant` (local at the airport, or UTC).
struct CSVRowTimes {
    var departure: Double?
    var arrival: Double?
    var dateOnly = false
    /// Take-off and landing, where the row has runway times beside the gate times that
    /// made the departure and arrival (set by the reader).
    var takeoff: Double?
    var landing: Double?
    /// What is wrong, for the reader to report at the cell.
    var problem: Problem?

    enum Problem: Equatable {
        /// A time of day but no date to read it on.
        case noDate(arrival: Bool)
        /// A time of day on a date without a day (`2006-02`): not read.
        case coarseDate
    }

    static let day = 86_400.0

    /// `instant(wall, atArrival)`: the instant of a wall-clock time at the departure or
    /// arrival airport, nil when its zone is unknown (reported by the caller).
    init(
        date: CSVTime?, departureCell: CSVTime?, arrivalCell: CSVTime?, duration: Double?,
        instant: (Double, Bool) -> Double?
    ) {
        // The day of the flight, as a wall-clock midnight.
        var day: Double?
        switch date {
        case .date(let midnight)?: day = midnight
        case .local(let wall)?: day = (wall / Self.day).rounded(.down) * Self.day
        default: break
        }
        switch departureCell {
        case .instant(let t)?: departure = t
        case .local(let wall)?:
            departure = instant(wall, false)
            day = (wall / Self.day).rounded(.down) * Self.day
        case .date(let midnight)?:
            departure = instant(midnight, false)
            day = midnight
            dateOnly = true
        case .timeOfDay(let seconds, let offset)?:
            if let day {
                departure = offset.map { day + seconds - $0 } ?? instant(day + seconds, false)
            } else {
                problem = date == .coarseDate ? .coarseDate : .noDate(arrival: false)
            }
        case .coarseDate?, nil:
            switch date {
            case .local(let wall)?: departure = instant(wall, false)
            case .date(let midnight)?:
                departure = instant(midnight, false)
                dateOnly = true
            case .instant(let t)?: departure = t
            default: break
            }
        }
        switch arrivalCell {
        case .instant(let t)?: arrival = t
        case .local(let wall)?: arrival = instant(wall, true)
        case .date(let midnight)?: arrival = instant(midnight, true)
        case .timeOfDay(let seconds, let offset)?:
            guard let day = day ?? departure.map({ ($0 / Self.day).rounded(.down) * Self.day }) else {
                if problem == nil { problem = date == .coarseDate ? .coarseDate : .noDate(arrival: true) }
                break
            }
            func on(_ k: Int) -> Double? {
                let wall = day + Double(k) * Self.day + seconds
                return offset.map { wall - $0 } ?? instant(wall, true)
            }
            guard let departure, !dateOnly else {
                arrival = on(0)
                break
            }
            if let duration {
                let expected = departure + duration
                arrival = (-1...2).compactMap(on).min { abs($0 - expected) < abs($1 - expected) }
            } else {
                var k = 0
                var candidate = on(0)
                while let current = candidate, current < departure, k < 2 {
                    k += 1
                    candidate = on(k)
                }
                arrival = candidate
            }
        case .coarseDate?, nil:
            if let departure, !dateOnly, let duration { arrival = departure + duration }
        }
    }
}
