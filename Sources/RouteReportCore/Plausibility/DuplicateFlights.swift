/// The same flight listed twice: the same departure date (UTC), the same vertices and
/// the same name (the flight number, where a list gives one). Each later listing is a
/// `duplicate-flight` warning naming the first, and is marked on its report
/// (`FlightReport.duplicateOf`) so that nothing counts it twice; it stays in the reports,
/// as everything the user wrote does. A flight without a departure has no date to tell
/// a second flight of the same route from the same flight twice.
enum DuplicateFlights {
    private struct Key: Hashable {
        var day: Int64
        var name: String?
        var vertices: [Coordinate]
    }

    /// For each of `flights` (a run's flights in run order), the index of the first
    /// listing of the same flight, or nil when it is the first or has no departure.
    static func firstListings(_ flights: [FlightReport]) -> [Int?] {
        var first: [Key: Int] = [:]
        return flights.indices.map { index in
            let flight = flights[index]
            guard let departure = flight.geometry.departure, departure.isFinite, abs(departure) < 1e15 else { return nil }
            let key = Key(
                day: Int64((departure / 86_400).rounded(.down)), name: flight.flight.name, vertices: flight.flight.vertices)
            if let earlier = first[key] { return earlier }
            first[key] = index
            return nil
        }
    }

    static func diagnostic(_ flight: FlightReport, firstListed first: FlightReport) -> Diagnostic {
        Diagnostic(
            .duplicateFlight,
            "the same flight as '\(first.name)' at \(first.flight.source.named) (same date, route and name):"
                + " listed twice? Counted once",
            at: flight.flight.source)
    }
}
