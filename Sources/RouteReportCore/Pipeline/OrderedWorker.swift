import Dispatch
import Foundation

/// Jobs run in the order they are added, on a thread of its own beside the one that adds
/// them: a file's batches checked while its reader reads on, on a core no other worker
/// uses. At most `waiting` jobs wait; `add` blocks past that, so memory stays bounded.
///
/// `@unchecked Sendable`: the jobs are handed over under the condition's lock, and each
/// runs on the worker's thread alone; whoever adds them waits (`finish`, `drain`)
/// before touching what they touch.
final class OrderedWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var running = false
    private var open = true
    private let waiting: Int
    private let stopped = DispatchSemaphore(value: 0)

    init(waiting: Int = 2) {
        self.waiting = max(1, waiting)
        Thread { [self] in work() }.start()
    }

    /// Adds `job`, waiting while `waiting` jobs already wait.
    func add(_ job: @escaping () -> Void) {
        condition.lock()
        while jobs.count >= waiting { condition.wait() }
        jobs.append(job)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every job added has run.
    func drain() {
        condition.lock()
        while !jobs.isEmpty || running { condition.wait() }
        condition.unlock()
    }

    /// Runs what was added, then ends the thread; nothing may be added after.
    func finish() {
        drain()
        condition.lock()
        open = false
        condition.broadcast()
        condition.unlock()
        stopped.wait()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty && open { condition.wait() }
            guard !jobs.isEmpty else {
                condition.unlock()
                stopped.signal()
                return
            }
            let job = jobs.removeFirst()
            running = true
            condition.broadcast()
            condition.unlock()
            job()
            condition.lock()
            running = false
            condition.broadcast()
            condition.unlock()
        }
    }
}
