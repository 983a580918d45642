/// The same flight listed twice: the same departure date (UTC), the same vertices and
/// the same name (the flight number, where a list gives one). Each later listing is a
/// `duplicate-flight` warning naming the first, and is marked on its report
/// (`FlightReport.duplicateOf`) so that nothing counts it twice; it stays in the reports,
/// as everything the user wrote does. A flight without a departure has no date to tell
/// a second flight of the same route from the same flight twice.
enum DuplicateFlights {
    /// What two listings of one flight share. The vertices are held as their digest, so
    /// that `validate` keeps a few words per flight, not its track.
    struct Key: Hashable, Sendable {
        var day: Int64
        var name: String?
        var vertices: VertexDigest

        /// The key of a flight departing at `departure` (seconds since 1970); nil without a
        /// usable departure.
        init?(departure: Double?, name: String?, vertices: VertexDigest) {
            guard let departure, departure.isFinite, abs(departure) < 1e15 else { return nil }
            day = Int64((departure / 86_400).rounded(.down))
            self.name = name
            self.vertices = vertices
        }

        init?(_ flight: FlightReport) {
            self.init(
                departure: flight.geometry.departure, name: flight.flight.name, vertices: VertexDigest(flight.flight.vertices))
        }
    }

    /// For each of `flights` (a run's flights in run order), the index of the first
    /// listing of the same flight, or nil when it is the first or has no departure.
    static func firstListings(_ flights: [FlightReport]) -> [Int?] {
        // Room for every key at once: growing would hash each key again.
        var first: [Key: Int] = Dictionary(minimumCapacity: flights.count)
        // Through a buffer pointer, so that each flight is borrowed, not copied.
        return flights.withUnsafeBufferPointer { flights in
            flights.indices.map { index in
                guard let key = Key(flights[index]) else { return nil }
                // One lookup: the index stored under the key, this one when it is new.
                let earliest = stored(&first[key, default: index])
                return earliest == index ? nil : earliest
            }
        }
    }

    /// The value in `slot`.
    private static func stored(_ slot: inout Int) -> Int { slot }

    static func diagnostic(_ flight: FlightReport, firstListed first: FlightReport) -> Diagnostic {
        diagnostic(at: flight.flight.source, firstName: first.name, firstSource: first.flight.source)
    }

    /// The warning at a later listing, naming the first by its name and place.
    static func diagnostic(at source: SourceLocation, firstName: String, firstSource: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateFlight,
            "the same flight as '\(firstName)' at \(firstSource.named) (same date, route and name):"
                + " listed twice? Counted once",
            at: source)
    }
}
