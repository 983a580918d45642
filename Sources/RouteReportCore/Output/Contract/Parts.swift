/// A file plan whose parts say nothing to a last one (`FilePlan` without a summary): part
/// `index` is `make(index)`.
struct Parts: FilePlan {
    let partCount: Int
    /// Part `index`; nil when it could not be made (libxml2 or zlib out of memory).
    let make: @Sendable (Int) -> [UInt8]?

    init(count: Int, make: @escaping @Sendable (Int) -> [UInt8]?) {
        partCount = count
        self.make = make
    }

    /// A file made in one part.
    init(one make: @escaping @Sendable () -> [UInt8]?) {
        self.init(count: 1) { _ in make() }
    }

    /// The parts of `plans`, one after another, as one list.
    init(concatenating plans: [Parts]) {
        let batches = ConcatenatedBatches(counts: plans.map(\.partCount))
        self.init(count: batches.total) { index in
            let (plan, offset) = batches.locate(index)
            return plans[plan].make(offset)
        }
    }

    func part(_ index: Int) -> (bytes: [UInt8], summary: Void)? {
        make(index).map { ($0, ()) }
    }
}
