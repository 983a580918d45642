/// How a format makes one file (`OutputFile`): consecutive parts, each made by itself,
/// on any thread, in any order; joined in index order they are the file. A file whose
/// end says something about all of it (routes.geojson's bbox, the overview's labels) has
/// each part hand a summary to `finish`, which makes the last part from them all.
///
/// A plan knows nothing of threads: which parts are made when, on how many workers, and
/// where the summaries wait for the last part is the pipeline's (`parallelParts`). The
/// work a plan does is the same whatever the schedule: every part once, `finish` once,
/// after the others.
protocol FilePlan: Sendable {
    /// What a part tells the last one.
    associatedtype Summary: Sendable = Void
    /// The parts `part(_:)` makes; the file has one more, last, when `finishes`.
    var partCount: Int { get }
    /// Part `index` and its summary; nil when it could not be made (libxml2 or zlib out
    /// of memory).
    func part(_ index: Int) -> (bytes: [UInt8], summary: Summary)?
    /// Whether the file ends with a part made by `finish`.
    var finishes: Bool { get }
    /// The last part, from the summaries of every part in order; nil when it could not
    /// be made.
    func finish(_ summaries: [Summary]) -> [UInt8]?
}

extension FilePlan where Summary == Void {
    var finishes: Bool { false }

    func finish(_ summaries: [Void]) -> [UInt8]? { nil }
}

extension FilePlan {
    /// Parts in all, the last one included.
    var count: Int { partCount + (finishes ? 1 : 0) }

    /// The whole file, its parts made one after another, then the last; nil if one could
    /// not be made.
    func joined() -> [UInt8]? {
        var whole: [UInt8] = []
        var summaries: [Summary] = []
        summaries.reserveCapacity(partCount)
        for index in 0..<partCount {
            guard let part = part(index) else { return nil }
            whole += part.bytes
            summaries.append(part.summary)
        }
        guard finishes else { return whole }
        guard let last = finish(summaries) else { return nil }
        return whole + last
    }
}
