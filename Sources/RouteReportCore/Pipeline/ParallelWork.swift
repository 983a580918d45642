import Dispatch
import Synchronization

/// Runs `body` for every index in 0..<count on at most `workers` threads, each worker
/// taking the next index as it becomes free, and returns the results in index order.
func parallelMap<Result: Sendable>(
    count: Int, workers: Int, _ body: @Sendable (Int) -> Result
) -> [Result] {
    let slots = OrderedSlots<Result>(count: count)
    let next = Atomic<Int>(0)
    let threads = min(max(1, workers), count)
    if threads <= 1 {
        for index in 0..<count { slots.store(body(index), at: index) }
        return slots.collect()
    }
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            slots.store(body(index), at: index)
        }
    }
    return slots.collect()
}
