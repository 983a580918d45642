/// A file's bytes cut into consecutive parts, each made by itself, on any thread, in any
/// order; joined in index order they are the file. This is the whole contract between a
/// writer, which says how its file is cut and knows nothing of threads, and the pipeline's
/// scheduler (`parallelParts`), which alone decides how many parts are made at once.
struct Parts: Sendable {
    let count: Int
    /// Part `index`; nil when it could not be made (libxml2 or zlib out of memory).
    let make: @Sendable (Int) -> [UInt8]?

    init(count: Int, make: @escaping @Sendable (Int) -> [UInt8]?) {
        self.count = count
        self.make = make
    }

    /// A file made in one piece.
    init(one make: @escaping @Sendable () -> [UInt8]?) {
        self.init(count: 1) { _ in make() }
    }

    /// The parts of `pieces`, one after another, as one list.
    init(concatenating pieces: [Parts]) {
        let runs = ConcatenatedRuns(counts: pieces.map(\.count))
        self.init(count: runs.total) { index in
            let (piece, offset) = runs.locate(index)
            return pieces[piece].make(offset)
        }
    }

    /// The whole file, its parts made one after another; nil if one could not be made.
    func joined() -> [UInt8]? {
        var whole: [UInt8] = []
        for index in 0..<count {
            guard let part = make(index) else { return nil }
            whole += part
        }
        return whole
    }
}
