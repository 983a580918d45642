/// A flight as one row of the flights table that report.md and report.html show (and
/// the terminal's line for a short run): text to read, and the values to sort and
/// filter by.
struct FlightRow {
    var id: String
    /// The name, else the id.
    var name: String
    /// "LHR → JFK", an end without an airport as its coordinates.
    var route: String
    /// The airports' codes in order, for the airport filter.
    var codes: [String]
    /// The departure's date at the start's clocks (UTC where no zone is known), or the dash.
    var date: String
    /// The departure and arrival as the clocks at the ends showed them (UTC where no zone
    /// is known).
    var departureLocal: LocalTime?
    var arrivalLocal: LocalTime?
    var year: Int?
    var departure: Double?
    var distance: Double
    var duration: Double?
    var progress: Double?
    /// The airline's name (the table's where it knows it) or code, where the input gives it.
    var airline: String?

    init(_ report: FlightReport) {
        id = report.id
        name = report.name.isEmpty ? report.id : report.name
        let start = report.startAirport
        let end = report.endAirport
        route =
            (start?.code ?? ReadableText.coordinate(report.flight.vertices.first)) + " → "
            + (end?.code ?? ReadableText.coordinate(report.flight.vertices.last))
        codes = [start?.code, end?.code].compactMap { $0 }
        departure = report.geometry.departure
        departureLocal = report.departureLocal ?? departure.map { LocalTime(utc: $0) }
        arrivalLocal = report.arrivalLocal ?? report.geometry.arrival.map { LocalTime(utc: $0) }
        date = departureLocal?.date ?? ReadableText.none
        year = departureLocal?.year
        distance = report.geometry.distance
        duration = StatisticsFlight.duration(from: departure, to: report.geometry.arrival)
        progress = report.geometry.progress
        // By the name people know where the table knows the airline (VS and VIR alike).
        airline = report.flight.details.flatMap { AirlineNames.known($0)?.name ?? $0.airline ?? $0.airlineCode }
    }

    var departureText: String { ReadableText.localTime(departureLocal) }
    var arrivalText: String { ReadableText.localTime(arrivalLocal) }
    var distanceText: String { ReadableText.kilometres(distance) }
    var durationText: String { duration.map(ReadableText.duration) ?? ReadableText.none }
    var progressText: String { ReadableText.percent(progress) }

    /// Whether the flight is in the air at the reference time: started, not arrived. The
    /// flights tables show progress for these only (a past log's 100% on every row, a
    /// future one's 0%, say nothing), and no Progress column when none is.
    var isUnderWay: Bool { progress.map { $0 > 0 && $0 < 1 } ?? false }

    /// The progress of a flight under way, else the dash.
    var underWayProgressText: String { isUnderWay ? progressText : ReadableText.none }

    /// The terminal's line: "LHR → JFK  5,554.5 km  6 h 50 min".
    var line: String {
        route + "  " + distanceText + (duration.map { "  " + ReadableText.duration($0) } ?? "")
    }
}
