/// Where a reader that can let its features go hands them as it reads, so that the file's
/// memory does not grow with its rows: `validate` reduces each batch to what its checks
/// keep. A reader that takes it hands every feature of the file through it, in order,
/// and its document holds none of them; one that does not leaves them in the document.
/// Called on the reader's thread.
struct FeatureBatches {
    /// Features per batch (the last may hold fewer).
    var size: Int
    /// The most features one file gives when they are let go as they are read: memory
    /// holds a few words for each, not the feature (`FeatureLimit`).
    var maxFeatures: Int
    /// Features `first ..< first + features.count` of the file, read as `format`.
    var take: (_ first: Int, _ features: [Feature], _ format: InputFormat) -> Void
    /// The file turned out unreadable after all (a read that failed part way, a document
    /// refused whole): forget every feature handed, as its document holds none.
    var dropAll: () -> Void

    /// About a millisecond of checks: little memory, and few calls.
    static let standardSize = 4_096
}
