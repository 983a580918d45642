/// What a flight list says about a flight besides its airports and times: the details a
/// logbook keeps and the statistics count. Each value is clean and comparable across
/// programs: text trimmed, codes upper-cased, the kinds of seat and class reduced to
/// one word each (see `CSVDetailText`); nil where the file gave none.
///
/// A class, so that a flight without details (every KML or GPX flight) carries one
/// empty reference, not a dozen empty strings.
final class FlightDetails: Sendable, Hashable {
    /// As the airline writes it, without spaces: `BA117`, `U21234`.
    let flightNumber: String?
    /// The airline's name as written (`British Airways`).
    let airline: String?
    /// The airline's IATA code where the file gives it, else its ICAO code (`BA`, `BAW`).
    let airlineCode: String?
    /// The aircraft type as written (`Airbus A320neo`), or its code where only that is given.
    let aircraft: String?
    /// The aircraft type's ICAO designator (or the IATA code a file gives instead): `A20N`.
    let aircraftCode: String?
    /// Upper-cased: `G-TTNA`.
    let registration: String?
    /// As written: `14A`.
    let seat: String?
    /// `window`, `middle` or `aisle`.
    let seatType: String?
    /// `economy`, `premium-economy`, `business`, `first` or `private`; else as written.
    let seatClass: String?
    /// `leisure`, `business`, `crew` or `other`; else as written.
    let reason: String?
    /// The radio callsign (OpenSky, Flightradar24): `BAW117`.
    let callsign: String?
    let notes: String?
    /// The departure is a date without a time (read as midnight local time): the track
    /// join then takes the whole day.
    let departureIsDateOnly: Bool

    init(
        flightNumber: String? = nil, airline: String? = nil, airlineCode: String? = nil, aircraft: String? = nil,
        aircraftCode: String? = nil, registration: String? = nil, seat: String? = nil, seatType: String? = nil,
        seatClass: String? = nil, reason: String? = nil, callsign: String? = nil, notes: String? = nil,
        departureIsDateOnly: Bool = false
    ) {
        self.flightNumber = flightNumber
        self.airline = airline
        self.airlineCode = airlineCode
        self.aircraft = aircraft
        self.aircraftCode = aircraftCode
        self.registration = registration
        self.seat = seat
        self.seatType = seatType
        self.seatClass = seatClass
        self.reason = reason
        self.callsign = callsign
        self.notes = notes
        self.departureIsDateOnly = departureIsDateOnly
    }

    /// The text fields in a fixed order (what equality, hashing and the shard state use).
    var texts: [String?] {
        [
            flightNumber, airline, airlineCode, aircraft, aircraftCode, registration, seat, seatType, seatClass, reason,
            callsign, notes,
        ]
    }

    convenience init(texts: [String?], departureIsDateOnly: Bool) {
        let t = texts.count == 12 ? texts : Array(repeating: nil, count: 12)
        self.init(
            flightNumber: t[0], airline: t[1], airlineCode: t[2], aircraft: t[3], aircraftCode: t[4], registration: t[5],
            seat: t[6], seatType: t[7], seatClass: t[8], reason: t[9], callsign: t[10], notes: t[11],
            departureIsDateOnly: departureIsDateOnly)
    }

    /// Whether no field has a value.
    var isEmpty: Bool { !departureIsDateOnly && texts.allSatisfy { $0 == nil } }

    static func == (a: FlightDetails, b: FlightDetails) -> Bool {
        a === b || (a.texts == b.texts && a.departureIsDateOnly == b.departureIsDateOnly)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(texts)
        hasher.combine(departureIsDateOnly)
    }
}
