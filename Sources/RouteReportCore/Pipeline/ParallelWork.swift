import Dispatch
import Foundation
import Synchronization

/// Runs `body` for every index in 0..<count on at most `workers` threads, each worker
/// taking the next index as it becomes free, and returns the results in index order.
func parallelMap<Result: Sendable>(
    count: Int, workers: Int, _ body: @Sendable (Int) -> Result
) -> [Result] {
    parallelArray(count: count, workers: workers, batch: 1, body)
}

/// The array of `element(0)`, …, `element(count - 1)`, each made in its place by one of
/// at most `workers` threads, each worker taking the next batch of `batch` indices as it
/// becomes free: an array of 100,000 elements is built without a copy of each on one thread.
func parallelArray<Element: Sendable>(
    count: Int, workers: Int, batch: Int, _ element: @Sendable (Int) -> Element
) -> [Element] {
    let batch = max(1, batch)
    let batches = count / batch + (count % batch == 0 ? 0 : 1)
    let threads = min(max(1, workers), batches)
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        let elements = ElementPlaces(base: base)
        let next = Atomic<Int>(0)
        @Sendable func work(_: Int) {
            while true {
                let taken = next.add(1, ordering: .relaxed).oldValue
                guard taken < batches else { return }
                for index in taken * batch..<min(count, (taken + 1) * batch) {
                    elements.initialize(index, to: element(index))
                }
            }
        }
        if threads <= 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: threads, execute: work) }
        initialized = count
    }
}

/// The uninitialised elements of an array being built (`parallelArray`).
/// `@unchecked Sendable`: each index is initialised by exactly one worker, and the array
/// is handed out only after every worker has finished.
private struct ElementPlaces<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>

    func initialize(_ index: Int, to element: consuming Element) {
        (base + index).initialize(to: element)
    }
}

/// Runs `body` for every index in 0..<count on at most `workers` threads, each worker
/// taking the next index as it becomes free.
func parallelForEach(count: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
    let next = Atomic<Int>(0)
    @Sendable func work(_: Int) {
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            body(index)
        }
    }
    let threads = min(max(1, workers), count)
    if threads <= 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: threads, execute: work) }
}

/// Runs `body(file, part)` for every part of every file (`counts[file]` parts each) on at
/// most `workers` threads: the files' parts in order, the earlier files first, each worker
/// taking the next part that may start. A part may start only while fewer than
/// `aheadAtMost` parts of its file before it are unfinished, so a file written as its
/// parts arrive (`FileAssembly`) never holds more than that many parts that wait for a
/// slow one; the other files' parts go on meanwhile. The last part of a file whose
/// `lastWaits` is true starts only once every other part of it is finished (it is made
/// from theirs, `FilePlan.finish`).
///
/// `body` returns the part's size in bytes. A part finished while one before it in its
/// file is not waits, made, until that one is written: while such waiting parts hold
/// `heldBytesAtMost` bytes or more in all, the only parts that start are those that are
/// written as soon as made (every part before them finished), and those let the waiting
/// ones go. So the memory the parts take is bounded by bytes, whatever the schedule:
/// about `heldBytesAtMost` plus one part per worker.
func parallelParts(
    counts: [Int], lastWaits: [Bool], workers: Int, aheadAtMost window: Int, heldBytesAtMost budget: Int = .max,
    _ body: @Sendable (_ file: Int, _ part: Int) -> Int
) {
    let threads = min(max(1, workers), counts.reduce(0, +))
    if threads <= 1 {
        for (file, count) in counts.enumerated() {
            for part in 0..<count { _ = body(file, part) }
        }
        return
    }
    let schedule = PartSchedule(counts: counts, lastWaits: lastWaits, window: max(1, window), budget: budget)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while let (file, part) = schedule.take() {
            let bytes = body(file, part)
            schedule.finished(file: file, part: part, bytes: bytes)
        }
    }
}

/// Which part of which file a worker makes next (`parallelParts`). `@unchecked Sendable`:
/// every field is read and written under `condition`'s lock.
private final class PartSchedule: @unchecked Sendable {
    private let condition = NSCondition()
    private let counts: [Int]
    private let lastWaits: [Bool]
    private let window: Int
    private let budget: Int
    /// Per file: the next part to hand out, and how many parts from the first are finished.
    private var next: [Int]
    private var finishedPrefix: [Int]
    /// Per file: finished parts after the unfinished one that ends `finishedPrefix`, with
    /// their sizes: they wait to be written.
    private var finishedLater: [[Int: Int]]
    /// The bytes of every part in `finishedLater`.
    private var held = 0
    /// Files before this one have every part handed out.
    private var firstOpen = 0

    init(counts: [Int], lastWaits: [Bool], window: Int, budget: Int) {
        self.counts = counts
        self.lastWaits = lastWaits
        self.window = window
        self.budget = budget
        next = Array(repeating: 0, count: counts.count)
        finishedPrefix = next
        finishedLater = Array(repeating: [:], count: counts.count)
    }

    /// The next part that may start, waiting while none may; nil once every part is handed out.
    func take() -> (Int, Int)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            while firstOpen < counts.count && next[firstOpen] == counts[firstOpen] { firstOpen += 1 }
            guard firstOpen < counts.count else { return nil }
            for file in firstOpen..<counts.count where mayStart(file) {
                next[file] += 1
                return (file, next[file] - 1)
            }
            condition.wait()
        }
    }

    /// Whether the next part of `file` may start now.
    private func mayStart(_ file: Int) -> Bool {
        let part = next[file]
        guard part < counts[file], part < finishedPrefix[file] + window else { return false }
        // Every part before it finished: it is written as soon as it is made.
        if finishedPrefix[file] == part { return true }
        return held < budget && (!lastWaits[file] || part < counts[file] - 1)
    }

    func finished(file: Int, part: Int, bytes: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard part == finishedPrefix[file] else {
            finishedLater[file][part] = bytes
            held += bytes
            return
        }
        finishedPrefix[file] += 1
        while let waited = finishedLater[file].removeValue(forKey: finishedPrefix[file]) {
            held -= waited
            finishedPrefix[file] += 1
        }
        condition.broadcast()
    }
}

/// `parallelMap` for work that starts inside a worker of another parallel map, where
/// Dispatch runs a nested `concurrentPerform` on the calling thread alone: `workers - 1`
/// threads of its own beside the calling one, each taking the next index as it becomes
/// free; the results in index order.
func parallelMapOnOwnThreads<Result: Sendable>(
    count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Result
) -> [Result] {
    let threads = min(max(1, workers), count)
    guard threads > 1 else { return (0..<count).map(body) }
    let results = OrderedSlots<Result>(count: count)
    let next = Atomic<Int>(0)
    let work: @Sendable () -> Void = {
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            results.store(body(index), at: index)
        }
    }
    let finished = DispatchSemaphore(value: 0)
    for _ in 1..<threads {
        Thread {
            work()
            finished.signal()
        }.start()
    }
    work()
    for _ in 1..<threads { finished.wait() }
    return results.collect()
}
