/// The flights of a run, in order, cut into consecutive batches of about equal work for
/// parallel workers; long tracks (`longTrackVertices` or more) apart, since each of them
/// is split further by itself. Batches and long tracks together name every flight once.
struct GeometryBatches: Sendable {
    /// Where a flight is: its file's index and its position among that file's flights.
    struct FlightIndex: Sendable {
        var file: Int
        var flight: Int
    }

    private var batches: [[FlightIndex]] = []
    /// Flights of `longTrackVertices` or more vertices, in order.
    private(set) var longTracks: [FlightIndex] = []

    /// A track this long is solved on all workers by itself (`LongTrackLegs`).
    static let longTrackVertices = 100_000

    /// Batches of about total / (workers · 8) work: enough batches to even out uneven
    /// flights, few enough that taking one costs nothing next to its work. A flight costs
    /// its vertices plus 150 for the work every flight has (the few ring points that
    /// bound the endpoint circles, and the position).
    /// `vertexCounts`: per file, each flight's vertex count. Flights for which `isDone`
    /// is true (computed ahead) are left out.
    init(vertexCounts: [[Int]], workers: Int, isDone: (FlightIndex) -> Bool = { _ in false }) {
        func isLong(_ vertices: Int) -> Bool { vertices >= Self.longTrackVertices }
        let total = vertexCounts.indices.reduce(0) { sum, file in
            vertexCounts[file].indices.reduce(sum) { sum, index in
                let vertices = vertexCounts[file][index]
                return sum + (isLong(vertices) || isDone(FlightIndex(file: file, flight: index)) ? 0 : Self.cost(vertices))
            }
        }
        let target = max(1, total / (max(1, workers) * 8))
        var batch: [FlightIndex] = []
        var work = 0
        for (file, list) in vertexCounts.enumerated() {
            for (index, vertices) in list.enumerated() where !isDone(FlightIndex(file: file, flight: index)) {
                if isLong(vertices) {
                    longTracks.append(FlightIndex(file: file, flight: index))
                    continue
                }
                batch.append(FlightIndex(file: file, flight: index))
                work += Self.cost(vertices)
                if work >= target {
                    batches.append(batch)
                    batch = []
                    work = 0
                }
            }
        }
        if !batch.isEmpty { batches.append(batch) }
    }

    /// The work of computing a flight of `vertices` vertices, in the units batches are cut by.
    static func cost(_ vertices: Int) -> Int { vertices + 150 }

    var count: Int { batches.count }

    subscript(index: Int) -> [FlightIndex] { batches[index] }
}
