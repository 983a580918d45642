/// The flights of a run, in order, cut into consecutive chunks of about equal work for
/// parallel workers. Concatenated in order, the chunks are every flight of every file in
/// input order, so results can be put back without sorting.
struct FlightChunks: Sendable {
    /// Where a flight is: its file's index and its position among that file's flights.
    struct Slot: Sendable {
        var file: Int
        var flight: Int
    }

    private var chunks: [[Slot]] = []

    /// Chunks of about total / (workers · 8) work: enough chunks to even out uneven
    /// flights, few enough that taking one costs nothing next to its work. A flight costs
    /// its vertices plus the two endpoint rings (72 points each at the defaults).
    init(flights: [[Flight]], workers: Int) {
        func cost(_ flight: Flight) -> Int { flight.vertices.count + 150 }
        let total = flights.reduce(0) { $0 + $1.reduce(0) { $0 + cost($1) } }
        let target = max(1, total / (max(1, workers) * 8))
        var chunk: [Slot] = []
        var work = 0
        for (file, list) in flights.enumerated() {
            for (index, flight) in list.enumerated() {
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
