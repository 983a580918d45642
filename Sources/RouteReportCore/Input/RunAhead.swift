import Dispatch
import Foundation

/// A producer run on a thread of its own, ahead of the one consumer that takes what it
/// makes in order: the parse of a big XML document beside its reader, each on a core.
///
/// Items waiting weigh at most `capacity` (the producer says what each weighs: the
/// input it stands for) before the producer waits. Either side that finds nothing to
/// do sleeps until the other has done a good part of the queue (a quarter of its
/// capacity), not one item, so the two do not wake each other for every small item. Items the consumer is done
/// with go back to the producer (`spare`), so their storage is made once.
///
/// Its owner calls `cancel` when it stops taking: the thread holds the producer until
/// then. `@unchecked Sendable`: an item belongs to one side at a time, handed over under the
/// condition's lock; the producer's own state is touched only by its thread.
final class RunAhead<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var queued: [Item] = []
    private var queuedWeight = 0
    private var spares: [Item] = []
    private var producing = true
    private var cancelled = false
    private var consumerWaits = false
    private var producerWaits = false
    private let capacity: Int
    private let wakeAfter: Int
    private let stopped = DispatchSemaphore(value: 0)
    private var joined = false

    /// Starts `produce` on a thread of its own; it hands each item to `put` and returns
    /// when it has made the last or `put` said stop.
    init(capacity: Int, produce: @escaping @Sendable (RunAhead<Item>) -> Void) {
        self.capacity = max(1, capacity)
        wakeAfter = max(1, capacity / 4)
        let thread = Thread { [self] in
            produce(self)
            condition.lock()
            producing = false
            condition.signal()
            condition.unlock()
            stopped.signal()
        }
        // libxml2's parser and validator are iterative, but a C library gets room.
        thread.stackSize = 8 << 20
        thread.start()
    }

    // MARK: the producer

    /// Hands `item` of `weight` to the consumer, waiting while the queue is full; false
    /// when the consumer has stopped taking (the producer should return).
    func put(_ item: Item, weight: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queuedWeight >= capacity && !cancelled {
            producerWaits = true
            condition.wait()
        }
        producerWaits = false
        guard !cancelled else { return false }
        queued.append(item)
        queuedWeight += max(1, weight)
        if consumerWaits && queuedWeight >= wakeAfter { condition.signal() }
        return true
    }

    /// An item the consumer is done with, to be filled again; nil when none is back.
    func spare() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        return spares.popLast()
    }

    // MARK: the consumer

    /// Moves every waiting item to `items` (emptied first), in order, waiting until some
    /// come; false when the producer has returned and none is left. `done`: items the
    /// consumer has finished with, handed back (emptied).
    func take(into items: inout [Item], returning done: inout [Item]) -> Bool {
        items.removeAll(keepingCapacity: true)
        condition.lock()
        defer { condition.unlock() }
        spares.append(contentsOf: done)
        done.removeAll(keepingCapacity: true)
        while queued.isEmpty && producing {
            consumerWaits = true
            condition.wait()
        }
        consumerWaits = false
        guard !queued.isEmpty else { return false }
        swap(&items, &queued)
        queuedWeight = 0
        if producerWaits { condition.signal() }
        return true
    }

    /// Tells the producer to stop at its next `put` and waits until it has returned.
    /// What it made and nobody took is dropped.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.signal()
        let wait = !joined
        joined = true
        condition.unlock()
        if wait { stopped.wait() }
    }
}
