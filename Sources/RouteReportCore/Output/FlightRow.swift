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
    /// The departure's UTC date, or the dash.
    var date: String
    var year: Int?
    var departure: Double?
    var distance: Double
    var duration: Double?
    var progress: Double?
    /// The airline's name or code, where the input gives it.
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
        date = ReadableText.date(departure)
        year = departure.map(UTCYear.of)
        distance = report.geometry.distance
        duration = StatisticsFlight.duration(from: departure, to: report.geometry.arrival)
        progress = report.geometry.progress
        airline = report.flight.details.flatMap { $0.airline ?? $0.airlineCode }
    }

    var distanceText: String { ReadableText.kilometres(distance) }
    var durationText: String { duration.map(ReadableText.duration) ?? ReadableText.none }
    var progressText: String { ReadableText.percent(progress) }

    /// The terminal's line: "LHR → JFK  5,554.5 km  6 h 50 min".
    var line: String {
        route + "  " + distanceText + (duration.map { "  " + ReadableText.duration($0) } ?? "")
    }
}
