import Synchronization

/// Fixed slots that parallel workers fill, one index each, so results come back in
/// input order whatever the timing.
///
/// `@unchecked Sendable`: each slot is written (and taken) by exactly one worker at a
/// time, the one that holds its index; `collect` runs after every worker has finished.
/// Raw memory rather than an Array property, since concurrent `modify` accesses to one
/// property would trip Swift's exclusivity checks. A slot's memory is first written by
/// the worker that fills it, so making 100,000 big slots costs one thread nothing but
/// their flags.
final class OrderedSlots<Element: Sendable>: @unchecked Sendable {
    private let elements: UnsafeMutablePointer<Element>
    /// Per slot, whether `elements` holds an initialised element there.
    private let filled: UnsafeMutableBufferPointer<Bool>
    /// Whether `elements` is given back once every slot filled is taken again
    /// (`releasingTaken`), and whether it has been.
    private let releasesTaken: Bool
    private let released = Atomic<Bool>(false)
    /// Slots filled and not taken since, counted where `releasesTaken`.
    private let untaken = Atomic<Int>(0)

    /// `releasingTaken`: the elements' memory goes back as soon as the last element in
    /// them is taken, not when the slots go: for slots that are filled, then emptied
    /// once (a run's geometries, which the merge moves into the reports while it makes
    /// more); none may be stored after that.
    init(count: Int, releasingTaken: Bool = false) {
        elements = .allocate(capacity: count)
        filled = .allocate(capacity: count)
        filled.initialize(repeating: false)
        releasesTaken = releasingTaken
    }

    deinit {
        if !released.load(ordering: .acquiring) {
            for index in filled.indices where filled[index] {
                (elements + index).deinitialize(count: 1)
            }
            elements.deallocate()
        }
        filled.deallocate()
    }

    var count: Int { filled.count }

    /// Called once per index, from any thread.
    func store(_ element: consuming Element, at index: Int) {
        if filled[index] {
            (elements + index).pointee = element
        } else {
            (elements + index).initialize(to: element)
            filled[index] = true
            if releasesTaken { untaken.add(1, ordering: .relaxed) }
        }
    }

    /// Whether slot `index` holds an element.
    func isFilled(_ index: Int) -> Bool {
        filled[index]
    }

    /// The element of slot `index`, moved out (the slot is left empty); nil if it holds none.
    func take(_ index: Int) -> Element? {
        guard filled[index] else { return nil }
        filled[index] = false
        let element = (elements + index).move()
        if releasesTaken && untaken.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            elements.deallocate()
            released.store(true, ordering: .releasing)
        }
        return element
    }

    /// A copy of every slot's element, in index order; call once every slot is filled and
    /// while none is written or taken.
    func copies() -> [Element] {
        filled.indices.map { (elements + $0).pointee }
    }

    /// Every slot's element, in index order, moved out; call after all workers are done.
    func collect() -> [Element] {
        filled.indices.map { take($0)! }
    }

    /// `collect()` when every slot holds an element, else nil (the slots are left as
    /// they are); call after all workers are done.
    func collectIfFilled() -> [Element]? {
        filled.allSatisfy { $0 } ? collect() : nil
    }
}
