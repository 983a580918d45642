/// What the read and compute stages made of a run's files: each document as read, the
/// ids of their features, and the geometry of each flight, in the slots of the batch it
/// was computed in (flights computed ahead, a batch of the pool, a long track) until the merge
/// takes it out: moved once, from where a worker stored it into the flight's report.
struct ComputedFiles: Sendable {
    var documents: [InputDocument]
    /// None (no document's) for inputs that are one part of a run (`compute`'s `wholeRun`).
    var identity: FeatureIdentity
    var batches: [OrderedSlots<FlightGeometry>]
    /// Per document, per flight (in the order of the flights among its features): where
    /// its geometry is (`place(batch:offset:)`).
    var places: [[Int]]

    /// A flight's place: its batch's index and its offset in that batch, in one integer.
    static func place(batch: Int, offset: Int) -> Int { batch << 32 | offset }
    /// The place of a flight not computed yet.
    static let nowhere = -1

    /// The geometry of flight `flight` of document `document`, moved out; nil if it was
    /// taken before.
    func takeGeometry(document: Int, flight: Int) -> FlightGeometry? {
        let place = places[document][flight]
        return batches[place >> 32].take(place & 0xFFFF_FFFF)
    }

    /// What the workers made of each file, the geometries moved out of their batches.
    func results() -> [FileResult] {
        documents.indices.map { document in
            FileResult(
                document: documents[document],
                geometries: places[document].indices.map { takeGeometry(document: document, flight: $0)! })
        }
    }
}
