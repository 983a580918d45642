/// What a reader hands on while it is still reading, so that the pipeline can compute
/// the finished part of a big file as the parse goes on (issue 8). Two plain callbacks,
/// called on the reader's thread, in document order; each call must be quick. The reader
/// knows nothing of who computes what, or on how many threads.
struct ReadSink {
    /// Flight `index` of the file (counting from 0, in the order of `features`) is
    /// finished; only its `folder` may still change.
    var flight: (_ index: Int, _ flight: Flight) -> Void
    /// The track or route being read has reached a multiple of `vertexBatch` vertices:
    /// all of them so far. `index` is the one it gets among the file's flights if it is
    /// kept; `track` counts the tracks and routes started in the file, so a dropped track
    /// and the one after it (same `index`) are told apart.
    var vertices: (_ index: Int, _ track: Int, _ vertices: [Coordinate]) -> Void

    /// Vertices between two `vertices` calls.
    static let vertexBatch = 50_000
}
