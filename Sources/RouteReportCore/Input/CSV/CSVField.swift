/// What a column of a flight list or a point list holds, as the dialect table (`CSVDialects`) maps it.
enum CSVField: Hashable, Sendable {
    /// An airport cell (`LHR`, `EGLL`, `London / Heathrow (LHR/EGLL)`); `from` may hold a
    /// whole route (`LHR-JFK-SFO`).
    case from, to
    /// The airport a flight was diverted to: its end, where given.
    case divertedTo
    /// The day of the flight (local at the departure airport, or UTC, as the dialect's
    /// zone rule says); with a time of day it is the departure.
    case date
    /// A departure or arrival: a time of day (read on the flight's date), a date and time,
    /// or Unix seconds. A dialect lists several in the order they are preferred.
    case departure(TimeKind)
    case arrival(TimeKind)
    /// How long the flight took (`hh:mm[:ss]`): the arrival where none is given, and the
    /// day of an arrival that is only a time of day.
    case duration
    case flightNumber
    /// The number alone (`117`), to follow the airline code (App in the Air, Flighty).
    case flightNumberDigits
    /// The airline as written; `Name (XX/XXX)` gives its codes too.
    case airline
    /// The airline's IATA or ICAO code alone.
    case airlineCode
    /// The aircraft type as written; `Name (CODE)` gives its code too.
    case aircraft
    /// The aircraft type's code alone (`A20N`, `738`).
    case aircraftCode
    case registration, seat, seatType, seatClass, reason, callsign, notes
    /// `true` when the flight was cancelled (Flighty): the row is no flight.
    case cancelled
    case name, id, progress
    /// A track point's position, `"lat,lon"` (Flightradar24's positions CSV).
    case position
    /// A track point's time.
    case pointTime
    /// A track point's altitude in feet (Flightradar24's positions CSV: ADS-B's barometric
    /// altitude, 0 on the ground).
    case altitudeFeet
    /// A point list's latitude and longitude, decimal degrees each (`CSVPointListReader`).
    case latitude, longitude
    /// A point list's description of its place.
    case description
}

/// Which time a departure or arrival column gives: at the gate (off-block, on-block) or
/// on the runway (take-off, landing), scheduled or actual. The row's departure is the
/// first of its dialect's departure columns with a value (the table lists actual times
/// before scheduled ones), and likewise its arrival.
enum TimeKind: String, Hashable, Sendable {
    case actualGate = "actual gate"
    case actualRunway = "actual runway"
    case scheduledGate = "scheduled gate"
    case scheduledRunway = "scheduled runway"
    /// What a spreadsheet's plain `departure` column holds: not said.
    case unspecified
}
