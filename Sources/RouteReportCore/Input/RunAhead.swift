import Dispatch
import Foundation

/// A producer run on a thread of its own, ahead of the one consumer that takes what it
/// makes in order: the parse of a big XML document beside its reader, each on a core.
///
/// Items waiting weigh at most `capacity` (the producer says what each weighs: the
/// input it stands for) before the producer waits. The producer hands items over in
/// groups of an eighth of that, and either side that finds nothing to do sleeps until
/// the other has done a quarter, so the two take the lock and wake each other once per
/// many small items. Items the consumer is done with go back to the producer (`spare`),
/// so their storage is made once.
///
/// Its owner calls `cancel` when it stops taking: the thread holds the producer until
/// then. `@unchecked Sendable`: an item belongs to one side at a time, handed over
/// under the condition's lock; the producer's own state (`pending`, `stash`) is touched
/// only by its thread.
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
    // The producer's: items made and not yet handed over, and spares taken back.
    private var pending: [Item] = []
    private var pendingWeight = 0
    private var stash: [Item] = []

    /// Starts `produce` on a thread of its own; it hands each item to `put` and returns
    /// when it has made the last or `put` said stop.
    init(capacity: Int, produce: @escaping @Sendable (RunAhead<Item>) -> Void) {
        self.capacity = max(1, capacity)
        wakeAfter = max(1, capacity / 4)
        let thread = Thread { [self] in
            produce(self)
            _ = handOver()
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

    /// Hands `item` of `weight` to the consumer (with the items before it, once they
    /// weigh enough), waiting while the queue is full; false when the consumer has
    /// stopped taking (the producer should return).
    func put(_ item: Item, weight: Int) -> Bool {
        pending.append(item)
        pendingWeight += max(1, weight)
        guard pendingWeight >= max(1, capacity / 8) else { return true }
        return handOver()
    }

    /// An item the consumer is done with, to be filled again; nil when none is back.
    func spare() -> Item? {
        if stash.isEmpty {
            condition.lock()
            swap(&stash, &spares)
            condition.unlock()
        }
        return stash.popLast()
    }

    /// Moves the pending items to the queue; false when the consumer has stopped taking.
    private func handOver() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queuedWeight >= capacity && !cancelled {
            producerWaits = true
            condition.wait()
        }
        producerWaits = false
        guard !cancelled else { return false }
        if queued.isEmpty {
            swap(&queued, &pending)
        } else {
            queued += pending
            pending.removeAll(keepingCapacity: true)
        }
        queuedWeight += pendingWeight
        pendingWeight = 0
        if consumerWaits && queuedWeight >= wakeAfter { condition.signal() }
        return true
    }

    // MARK: the consumer

    /// Moves every waiting item to `items` (emptied first), in order, waiting until some
    /// come; false when the producer has returned and none is left. `done`: items the
    /// consumer has finished with, handed back (emptied).
    func take(into items: inout [Item], returning done: inout [Item]) -> Bool {
        items.removeAll(keepingCapacity: true)
        condition.lock()
        defer { condition.unlock() }
        spares += done
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

    /// Tells the producer to stop at its next hand-over and waits until it has
    /// returned. What it made and nobody took is dropped.
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
