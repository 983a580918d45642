/// The flights of a run, in order, cut into consecutive chunks of about equal work for
/// parallel workers; long tracks (`longTrackVertices` or more) apart, since each of them
/// is split further by itself. Chunks and long tracks together name every flight once.
struct FlightChunks: Sendable {
    /// Where a flight is: its file's index and its position among that file's flights.
    struct Slot: Sendable {
        var file: Int
        var flight: Int
    }

    private var chunks: [[Slot]] = []
    /// Flights of `longTrackVertices` or more vertices, in order.
    private(set) var longTracks: [Slot] = []

    /// A track this long is solved on all workers by itself (`DensifiedPath` runs).
    static let longTrackVertices = 100_000

    /// Chunks of about total / (workers · 8) work: enough chunks to even out uneven
    /// flights, few enough that taking one costs nothing next to its work. A flight costs
    /// its vertices plus 150 for the work every flight has (the few ring points that
    /// bound the endpoint circles, and the position).
    /// Flights for which `isDone` is true (computed ahead) are left out.
    init(flights: [[Flight]], workers: Int, isDone: (Slot) -> Bool = { _ in false }) {
        func cost(_ flight: Flight) -> Int { flight.vertices.count + 150 }
        func isLong(_ flight: Flight) -> Bool { flight.vertices.count >= Self.longTrackVertices }
        let total = flights.indices.reduce(0) { sum, file in
            flights[file].indices.reduce(sum) { sum, index in
                let flight = flights[file][index]
                return sum + (isLong(flight) || isDone(Slot(file: file, flight: index)) ? 0 : cost(flight))
            }
        }
        let target = max(1, total / (max(1, workers) * 8))
        var chunk: [Slot] = []
        var work = 0
        for (file, list) in flights.enumerated() {
            for (index, flight) in list.enumerated() where !isDone(Slot(file: file, flight: index)) {
                if isLong(flight) {
                    longTracks.append(Slot(file: file, flight: index))
                    continue
                }
                chunk.append(Slot(file: file, flight: index))
                work += cost(flight)
                if work >= target {
                    chunks.append(chunk)
                    chunk = []
                    work = 0
                }
            }
        }
        if !chunk.isEmpty { chunks.append(chunk) }
    }

    var count: Int { chunks.count }

    subscript(index: Int) -> [Slot] { chunks[index] }
}
