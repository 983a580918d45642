/// Fixed slots that parallel workers fill, one index each, so results come back in
/// input order whatever the timing.
///
/// `@unchecked Sendable`: each slot is written by exactly one worker (the one that took
/// its index), and read only after every worker has finished. Raw memory rather than an
/// Array property, since concurrent `modify` accesses to one property would trip Swift's
/// exclusivity checks.
final class OrderedSlots<Element: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Called once per index, from any thread.
    func store(_ element: Element, at index: Int) {
        storage[index] = element
    }

    /// Every slot's element, in index order; call after all workers are done.
    func collect() -> [Element] {
        storage.map { $0! }
    }
}
