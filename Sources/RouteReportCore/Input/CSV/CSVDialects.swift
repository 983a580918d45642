/// The exports routereport reads, most specific first; the generic spreadsheet last.
/// README's dialect table is this list in words.
enum CSVDialects {
    typealias Column = CSVDialect.Column

    static let all: [CSVDialect] = [
        flightyExport, myFlightradar24, openFlights, appInTheAir, openSky, foreFlight, mccPilotLog, logTenPro,
        flightradar24Positions, spreadsheet,
    ]

    static let openFlights = CSVDialect(
        name: "OpenFlights", fingerprint: ["date", "from", "to", "flightnumber", "plane"], zone: .localAtAirport,
        dateOrder: .monthFirst,
        columns: [
            Column(.date, "Date"), Column(.from, "From"), Column(.to, "To"), Column(.flightNumber, "Flight_Number"),
            Column(.airline, "Airline"), Column(.duration, "Duration"), Column(.seat, "Seat"),
            Column(.seatType, "Seat_Type"), Column(.seatClass, "Class"), Column(.reason, "Reason"),
            Column(.aircraft, "Plane"), Column(.registration, "Registration"), Column(.notes, "Note"),
        ],
        codes: [
            .seatType: ["W": "window", "A": "aisle", "M": "middle"],
            .seatClass: ["F": "first", "C": "business", "P": "premium-economy", "Y": "economy"],
            .reason: ["B": "business", "L": "leisure", "C": "crew", "O": "other"],
        ],
        airlineCodeFromFlightNumber: true,
        source: "OpenFlights' CSV format, revision 0.41 (openflights.org/help/csv.php)")

    static let myFlightradar24 = CSVDialect(
        name: "myFlightradar24",
        fingerprint: ["date", "flightnumber", "from", "to", "deptime", "arrtime", "seatnumber", "flightclass"],
        zone: .localAtAirport, dateOrder: nil,
        columns: [
            Column(.date, "Date"), Column(.flightNumber, "Flight number"), Column(.from, "From"), Column(.to, "To"),
            Column(.departure(.unspecified), "Dep time"), Column(.arrival(.unspecified), "Arr time"),
            Column(.duration, "Duration"), Column(.airline, "Airline"), Column(.aircraft, "Aircraft"),
            Column(.registration, "Registration"), Column(.seat, "Seat number"), Column(.seatType, "Seat type"),
            Column(.seatClass, "Flight class"), Column(.reason, "Flight reason"), Column(.notes, "Note"),
        ],
        codes: [
            .seatType: ["0": "", "1": "window", "2": "middle", "3": "aisle"],
            .seatClass: ["0": "", "1": "economy", "2": "business", "3": "first", "4": "premium-economy", "5": "private"],
            .reason: ["0": "", "1": "leisure", "2": "business", "3": "crew", "4": "other"],
        ],
        source:
            "myFlightradar24's Export (the header of its Import template); the codes of seat type, class and reason as the readers of the format map them"
    )

    static let flightyExport = CSVDialect(
        name: "Flighty",
        fingerprint: ["airline", "flight", "from", "to", "gatedeparture(scheduled)", "gatearrival(scheduled)"],
        zone: .localAtAirport, dateOrder: nil,
        columns: [
            Column(.date, "Date"), Column(.airlineCode, "Airline"), Column(.flightNumberDigits, "Flight"),
            Column(.from, "From"), Column(.to, "To"), Column(.cancelled, "Canceled"), Column(.divertedTo, "Diverted To"),
            Column(.departure(.actualGate), "Gate Departure (Actual)"),
            Column(.departure(.actualRunway), "Take off (Actual)"),
            Column(.departure(.scheduledGate), "Gate Departure (Scheduled)"),
            Column(.departure(.scheduledRunway), "Take off (Scheduled)"),
            Column(.arrival(.actualGate), "Gate Arrival (Actual)"), Column(.arrival(.actualRunway), "Landing (Actual)"),
            Column(.arrival(.scheduledGate), "Gate Arrival (Scheduled)"),
            Column(.arrival(.scheduledRunway), "Landing (Scheduled)"),
            Column(.aircraft, "Aircraft Type Name"), Column(.registration, "Tail Number"), Column(.seat, "Seat"),
            Column(.seatType, "Seat Type"), Column(.seatClass, "Cabin Class"), Column(.reason, "Flight Reason"),
            Column(.notes, "Notes"),
        ],
        source: "Flighty's CSV export (Settings › Export Flight Data): its 33-column header")

    static let appInTheAir = CSVDialect(
        name: "App in the Air", firstLine: "user:", fingerprint: [], separator: UInt8(ascii: ";"),
        layout: .sections(
            start: "flights:",
            columns: [
                "class", "seat", "pnr", "etkt", "what", "fare_class", "import_source", "airline_iata", "flight_number",
                "plane_iata", "from_iata", "to_iata", "dep_utc", "arr_utc", "dep_local", "arr_local", "booked",
            ]), zone: .utc, dateOrder: nil,
        columns: [
            Column(.seatClass, "class"), Column(.seat, "seat"), Column(.airlineCode, "airline_iata"),
            Column(.flightNumberDigits, "flight_number"), Column(.aircraftCode, "plane_iata"),
            Column(.from, "from_iata"), Column(.to, "to_iata"), Column(.departure(.scheduledGate), "dep_utc"),
            Column(.arrival(.scheduledGate), "arr_utc"),
        ],
        source: "App in the Air's account export data.txt (Profile › Settings › Export account): its flights: sections")

    static let openSky = CSVDialect(
        name: "OpenSky flight list", fingerprint: ["icao24", "firstseen", "lastseen"], zone: .utc, dateOrder: nil,
        columns: [
            Column(.from, "estDepartureAirport", "origin"), Column(.to, "estArrivalAirport", "destination"),
            Column(.departure(.actualRunway), "firstSeen"), Column(.arrival(.actualRunway), "lastSeen"),
            Column(.callsign, "callsign"), Column(.registration, "registration"), Column(.aircraftCode, "typecode"),
        ],
        airportsMayBeUnknown: true,
        source:
            "OpenSky Network's flights API (/flights/all, /flights/aircraft) and its flights table and flight-list data sets")

    static let foreFlight = CSVDialect(
        name: "ForeFlight logbook", firstLine: "ForeFlight Logbook Import",
        fingerprint: ["date", "aircraftid", "from", "to"], layout: .headerAfter(title: "Flights Table"), zone: .utc,
        dateOrder: .monthFirst,
        columns: [
            Column(.date, "Date"), Column(.registration, "AircraftID"), Column(.from, "From"), Column(.to, "To"),
            Column(.departure(.actualGate), "TimeOut"), Column(.departure(.actualRunway), "TimeOff"),
            Column(.arrival(.actualGate), "TimeIn"), Column(.arrival(.actualRunway), "TimeOn"),
            Column(.duration, "TotalTime"), Column(.notes, "PilotComments"),
        ],
        source: "ForeFlight's logbook template and export (support.foreflight.com: the Logbook template's fields)")

    static let mccPilotLog = CSVDialect(
        name: "MCC PILOTLOG", fingerprint: ["afdep", "afarr"], zone: .utc, dateOrder: .dayFirst,
        columns: [
            Column(.date, "mcc_DATE", "PILOTLOG_DATE"), Column(.flightNumber, "FlightNumber"),
            Column(.from, "AF_DEP"), Column(.to, "AF_ARR"), Column(.departure(.actualGate), "TIME_DEP"),
            Column(.departure(.actualRunway), "TIME_TO"), Column(.departure(.scheduledGate), "TIME_DEPSCH"),
            Column(.arrival(.actualGate), "TIME_ARR"), Column(.arrival(.actualRunway), "TIME_LDG"),
            Column(.arrival(.scheduledGate), "TIME_ARRSCH"), Column(.aircraft, "AC_MODEL"),
            Column(.registration, "AC_REG"), Column(.notes, "REMARKS"),
        ],
        source: "CrewLounge (mcc) PILOTLOG's CSV export and its import wizard's headers")

    static let logTenPro = CSVDialect(
        name: "LogTen Pro", fingerprint: ["flightflightdate", "flightfrom", "flightto"], separator: 0x09, zone: .utc,
        dateOrder: .monthFirst,
        columns: [
            Column(.date, "flight_flightDate"), Column(.from, "flight_from"), Column(.to, "flight_to"),
            Column(.departure(.actualGate), "flight_actualDepartureTime"),
            Column(.departure(.actualRunway), "flight_takeoffTime"),
            Column(.departure(.scheduledGate), "flight_scheduledDepartureTime"),
            Column(.arrival(.actualGate), "flight_actualArrivalTime"), Column(.arrival(.actualRunway), "flight_landingTime"),
            Column(.arrival(.scheduledGate), "flight_scheduledArrivalTime"),
            Column(.flightNumber, "flight_flightNumber"), Column(.registration, "aircraft_aircraftID"),
            Column(.aircraft, "aircraftType_type", "aircraft_aircraftType"), Column(.notes, "flight_remarks"),
        ],
        source: "LogTen Pro's tab-delimited export (its flight_… and aircraft_… field names)")

    static let flightradar24Positions = CSVDialect(
        name: "Flightradar24 positions", fingerprint: ["timestamp", "utc", "callsign", "position"], kind: .track,
        zone: .utc, dateOrder: nil,
        columns: [
            Column(.pointTime, "UTC", "Timestamp"), Column(.callsign, "Callsign"), Column(.position, "Position"),
            Column(.altitudeFeet, "Altitude"),
        ],
        source: "Flightradar24's per-flight CSV download (Timestamp, UTC, Callsign, Position, Altitude, Speed, Direction)")

    static let spreadsheetName = "spreadsheet"

    /// A spreadsheet of one's own: the names people give columns.
    static let spreadsheet = CSVDialect(
        name: spreadsheetName, fingerprint: [], zone: .localAtAirport, dateOrder: nil,
        columns: [
            Column(
                .from, "from", "origin", "orig", "route", "from_airport", "departure_airport", "dep_airport",
                "from airport", "origin airport"),
            Column(
                .to, "to", "destination", "dest", "to_airport", "arrival_airport", "arr_airport", "to airport",
                "destination airport"),
            Column(.date, "date", "flight_date", "day"),
            Column(
                .departure(.unspecified), "departure", "dep", "depart", "departure_time", "dep_time", "std", "etd",
                "atd", "departs"),
            Column(
                .arrival(.unspecified), "arrival", "arr", "arrive", "arrival_time", "arr_time", "sta", "eta", "ata", "arrives"),
            Column(.duration, "duration", "block_time", "flight_time"),
            Column(.name, "name"), Column(.id, "id"), Column(.progress, "progress"),
            Column(.flightNumber, "flight", "flight_number", "flight_no", "flight no.", "flightnumber", "flt"),
            Column(.airline, "airline", "carrier"), Column(.airlineCode, "airline_code"),
            Column(.aircraft, "aircraft", "aircraft_type", "plane", "equipment", "type"),
            Column(.aircraftCode, "aircraft_code", "type_code"),
            Column(.registration, "registration", "reg", "tail", "tail_number"),
            Column(.seat, "seat", "seat_number"), Column(.seatType, "seat_type"),
            Column(.seatClass, "class", "cabin", "cabin_class", "seat_class", "travel_class"),
            Column(.reason, "reason", "purpose", "flight_reason"),
            Column(.callsign, "callsign"), Column(.notes, "notes", "note", "remarks", "comment", "comments"),
        ],
        source: "the column names spreadsheets and hand-made logbooks use")
}
