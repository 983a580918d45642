import Dispatch
import Synchronization

/// Shows a run's progress as one line that updates in place (for a terminal): nothing
/// for the first `delay` seconds, so a quick run prints nothing of it, then the line
/// made by `render` (`ProgressLine` unless a test says otherwise) every `interval` seconds, until `stop()` clears it.
///
/// Its ticks run on its own serial queue, each scheduling the next; `pause` and `stop`
/// run there too, so text printed through `pause` never lands in the middle of the line.
/// The estimate of the time left is the stage's `StageEstimate`, on the ticker's clock.
public final class ProgressTicker: Sendable {
    /// The line for a snapshot, with the estimate of the seconds its stage has left.
    typealias Render = @Sendable (_ snapshot: RunProgress.Snapshot, _ secondsLeft: Int?) -> String
    /// Seconds on a monotonic clock, any origin.
    typealias Clock = @Sendable () -> Double

    private struct State {
        var stopped = false
        var shown = false
        var stage = RunProgress.Stage.starting
        var estimate = StageEstimate()
    }

    private let queue = DispatchQueue(label: "routereport.progress")
    private let state = Mutex(State())
    private let progress: RunProgress
    private let write: @Sendable (String) -> Void
    private let render: Render
    private let clock: Clock
    private let started: Double

    /// The monotonic clock of the system.
    static let systemClock: Clock = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Starts the timer, which shows `progress` through `write` (the text, control
    /// characters included).
    public convenience init(progress: RunProgress, write: @escaping @Sendable (String) -> Void) {
        self.init(progress: progress, write: write, render: ProgressLine.line)
    }

    /// Starts the timer (none with `delay` nil: `tick()` is then called by hand).
    init(
        progress: RunProgress, delay: Double? = 1, interval: Double = 0.25, clock: @escaping Clock = systemClock,
        write: @escaping @Sendable (String) -> Void, render: @escaping Render
    ) {
        self.progress = progress
        self.write = write
        self.render = render
        self.clock = clock
        started = clock()
        guard let delay else { return }
        queue.asyncAfter(deadline: .now() + delay) { [weak self] in self?.tickAndGoOn(every: interval) }
    }

    private func tickAndGoOn(every interval: Double) {
        guard tick() else { return }
        queue.asyncAfter(deadline: .now() + interval) { [weak self] in self?.tickAndGoOn(every: interval) }
    }

    /// Shows the line for the counters now; false once stopped.
    @discardableResult
    func tick() -> Bool {
        let snapshot = progress.snapshot
        let now = clock()
        let (stopped, left): (Bool, Int?) = state.withLock { state in
            if snapshot.stage != state.stage {
                state.stage = snapshot.stage
                state.estimate = StageEstimate()
            }
            let left = snapshot.share.flatMap { state.estimate.secondsLeft(at: now, share: $0) }
            return (state.stopped, left)
        }
        guard !stopped else { return false }
        // Carriage return, the line, then erase what a longer line before left.
        write("\r" + render(snapshot, left) + "\u{1B}[K")
        state.withLock { $0.shown = true }
        return true
    }

    /// Seconds since the ticker started.
    public var elapsed: Double { clock() - started }

    /// Clears the line if it is shown, runs `body` (which may print), and goes on.
    public func pause(_ body: () -> Void) {
        queue.sync {
            clear()
            body()
        }
    }

    /// Stops for good and clears the line.
    public func stop() {
        queue.sync {
            state.withLock { $0.stopped = true }
            clear()
        }
    }

    private func clear() {
        let shown = state.withLock { state in
            defer { state.shown = false }
            return state.shown
        }
        if shown { write("\r\u{1B}[K") }
    }
}
