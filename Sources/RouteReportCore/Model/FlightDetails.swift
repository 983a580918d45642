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
    /// The airline's ICAO code where the file gives it beside the IATA code (`BAW` of
    /// `British Airways (BA/BAW)`): what lets the statistics count one airline once
    /// when another file names it by that code.
    let airlineOtherCode: String?
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
    /// Take-off and landing (seconds since 1970), where a pilot's logbook gives them
    /// beside the gate times (off-block and on-block) that make the departure and
    /// arrival: the time in the air, where the departure to the arrival is block time.
    let takeoff: Double?
    let landing: Double?

    init(
        flightNumber: String? = nil, airline: String? = nil, airlineCode: String? = nil,
        airlineOtherCode: String? = nil, aircraft: String? = nil,
        aircraftCode: String? = nil, registration: String? = nil, seat: String? = nil, seatType: String? = nil,
        seatClass: String? = nil, reason: String? = nil, callsign: String? = nil, notes: String? = nil,
        departureIsDateOnly: Bool = false, takeoff: Double? = nil, landing: Double? = nil
    ) {
        self.flightNumber = flightNumber
        self.airline = airline
        self.airlineCode = airlineCode
        self.airlineOtherCode = airlineOtherCode
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
        self.takeoff = takeoff
        self.landing = landing
    }

    /// Seconds from take-off to landing, where both are known and in order.
    var airborne: Double? {
        guard let takeoff, let landing, landing >= takeoff else { return nil }
        return landing - takeoff
    }

    /// The text fields in a fixed order (what equality, hashing and the shard state use).
    var texts: [String?] {
        [
            flightNumber, airline, airlineCode, airlineOtherCode, aircraft, aircraftCode, registration, seat, seatType,
            seatClass, reason, callsign, notes,
        ]
    }

    /// How many `texts` there are.
    static let textCount = 13

    /// The details of `texts` in the order `texts` gives them; nil unless there are
    /// `textCount`.
    convenience init?(texts t: [String?], departureIsDateOnly: Bool, takeoff: Double?, landing: Double?) {
        guard t.count == Self.textCount else { return nil }
        self.init(
            flightNumber: t[0], airline: t[1], airlineCode: t[2], airlineOtherCode: t[3], aircraft: t[4],
            aircraftCode: t[5], registration: t[6], seat: t[7], seatType: t[8], seatClass: t[9], reason: t[10],
            callsign: t[11], notes: t[12], departureIsDateOnly: departureIsDateOnly, takeoff: takeoff, landing: landing)
    }

    /// Whether no field has a value.
    var isEmpty: Bool { !departureIsDateOnly && takeoff == nil && landing == nil && texts.allSatisfy { $0 == nil } }

    static func == (a: FlightDetails, b: FlightDetails) -> Bool {
        a === b
            || (a.texts == b.texts && a.departureIsDateOnly == b.departureIsDateOnly && a.takeoff == b.takeoff
                && a.landing == b.landing)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(texts)
        hasher.combine(departureIsDateOnly)
        hasher.combine(takeoff)
        hasher.combine(landing)
    }
}
