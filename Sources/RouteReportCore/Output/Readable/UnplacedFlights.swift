/// The note after the summary when `--at` was given and some flights have neither times
/// nor a progress of their own: `--at` cannot place them, and without the note a reader
/// would take their missing aircraft for a fault.
enum UnplacedFlights {
    /// Flights named before "and N more".
    static let named = 5

    /// "routereport: --at places no aircraft on 2 flights (no times, no progress): A, B\n",
    /// or "" when `--at` was not given or every flight has a progress.
    static func note(_ report: RunReport, atGiven: Bool) -> String {
        guard atGiven else { return "" }
        let unplaced = report.flights.filter { $0.geometry.progress == nil }.map(\.id)
        guard !unplaced.isEmpty else { return "" }
        let count = unplaced.count
        let more: String = count > named ? " and " + String(count - named) + " more" : ""
        let names: String = unplaced.prefix(named).map { FileName.oneLine($0) }.joined(separator: ", ")
        let flights: String = String(count) + (count == 1 ? " flight" : " flights")
        return "routereport: --at places no aircraft on " + flights + " (no times, no progress): " + names + more + "\n"
    }
}
