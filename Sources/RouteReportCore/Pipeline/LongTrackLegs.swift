/// A long track's legs (a million of them) cut into batches solved on parallel workers and
/// handed to `FlightGeometry.compute(…, solved:)`, which stitches them into the serial
/// path bit for bit (`DensifiedPath`).
enum LongTrackLegs {
    /// Legs per parallel batch, at least: below this, starting a worker costs more than it saves.
    static let legsPerBatch = 50_000

    /// The batches of `vertices`' legs solved on `workers` threads; none (all solved in the
    /// geometry, serially) for one worker or a track shorter than two batches.
    /// `fromWorker`: called inside a worker of another parallel map (a reader's), which
    /// then starts threads of its own (`parallelMapOnOwnThreads`).
    static func solve(
        _ vertices: [Coordinate], maxSegment: Double, geodesic: Geodesic = .wgs84, workers: Int, fromWorker: Bool = false
    ) -> [DensifiedPath.SolvedLegs] {
        let legs = vertices.count - 1
        guard workers > 1 && legs >= 2 * legsPerBatch else { return [] }
        let batchCount = min(workers * 4, legs / legsPerBatch)
        let bounds = (0...batchCount).map { 1 + legs * $0 / batchCount }
        let solve: @Sendable (Int) -> DensifiedPath.SolvedLegs = { index in
            DensifiedPath.SolvedLegs(
                legs: bounds[index]..<bounds[index + 1], of: vertices, maxSegment: maxSegment, geodesic: geodesic)
        }
        return fromWorker
            ? parallelMapOnOwnThreads(count: batchCount, workers: workers, solve)
            : parallelMap(count: batchCount, workers: workers, solve)
    }
}
