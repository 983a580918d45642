/// The lines a short run prints on the terminal after its summary: one per flight
/// (`LHR → JFK  5,554.5 km  6 h 50 min`), routes padded to one width, then the totals.
/// Nothing for a run of more than `maximumFlights` flights, whose statistics are
/// for reading in the reports.
enum FlightLines {
    static let maximumFlights = 10

    static func text(for report: RunReport) -> String {
        guard !report.flights.isEmpty, report.flights.count <= maximumFlights else { return "" }
        let rows = report.flights.map(FlightRow.init)
        let width = rows.map(\.route.count).max() ?? 0
        let distances = rows.map(\.distanceText)
        let distanceWidth = distances.map(\.count).max() ?? 0
        var text = ""
        for (row, distance) in zip(rows, distances) {
            let line =
                row.route + String(repeating: " ", count: width - row.route.count) + "  "
                + String(repeating: " ", count: distanceWidth - distance.count) + distance
                + (row.duration.map { "  " + ReadableText.duration($0) } ?? "")
            text += "  " + line + "\n"
        }
        let totals = report.statistics.totals
        guard rows.count > 1, totals.flights > 0 else { return text }
        text +=
            "  total: " + StatisticsSections.plural(totals.flights, "flight") + ", "
            + ReadableText.kilometres(totals.distance)
            + (totals.timedFlights > 0 ? ", " + ReadableText.duration(totals.airborne) + " in the air" : "") + "\n"
        return text
    }
}
