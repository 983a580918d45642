/// The flights of one `CheckedFile`, each kept as the few values the run-wide checks
/// read: its position among the features (unless every flight is the feature at its
/// index), the rest only where it has them.
struct CheckedFlights: Sendable {
    /// Per flight, its position among the file's features; none while every flight so
    /// far is the feature at its own index (a flight list's rows).
    private var positions: [UInt32] = []
    private(set) var count = 0
    private var keys = SparseColumn<DuplicateFlights.Key>()
    private var findings: [Int: [Diagnostic]] = [:]
    private var tracks: [Int: CheckedFlight.Track] = [:]
    /// What a row a track may join keeps to be checked again as joined.
    private var rows: [Int: (name: String?, spanBegin: Double?, spanEnd: Double?)] = [:]

    /// `flight`, the next; `isRow` when a track may join it.
    mutating func append(_ flight: CheckedFlight, isRow: Bool) {
        let index = count
        count += 1
        if !positions.isEmpty || flight.position != index {
            // The first flight that is not the feature at its index: the flights before were.
            if positions.isEmpty { positions = (0..<index).map { UInt32(truncatingIfNeeded: $0) } }
            // A file's features are fewer than `FeatureLimit.letGo`.
            positions.append(UInt32(truncatingIfNeeded: flight.position))
        }
        if let key = flight.duplicateKey { keys.append(key, at: index) }
        if !flight.findings.isEmpty { findings[index] = flight.findings }
        if let track = flight.track { tracks[index] = track }
        if isRow { rows[index] = (flight.name, flight.spanBegin, flight.spanEnd) }
    }

    /// The duplicate key of flight `index`.
    func key(at index: Int) -> DuplicateFlights.Key? { keys[index] }

    /// Flight `index`, as much of it as was kept: its name where a duplicate listing or a
    /// joined row reads it.
    subscript(index: Int) -> CheckedFlight {
        let row = rows[index]
        let key = keys[index]
        let name: String? = if let row { row.name } else { key?.name }
        return CheckedFlight(
            position: positions.isEmpty ? index : Int(positions[index]), name: name, spanBegin: row?.spanBegin,
            spanEnd: row?.spanEnd, duplicateKey: key, findings: findings[index] ?? [], track: tracks[index])
    }
}
