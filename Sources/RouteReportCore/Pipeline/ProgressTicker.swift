import Dispatch
import Synchronization

/// Shows a run's progress as one line that updates in place (for a terminal): nothing
/// for the first `delay` seconds, so a quick run prints nothing of it, then the line
/// made by `render` every `interval` seconds, until `stop()` clears it.
///
/// Its ticks run on its own serial queue, each scheduling the next; `pause` and `stop` run there too, so text
/// printed through `pause` never lands in the middle of the line.
public final class ProgressTicker: Sendable {
    /// The line for a snapshot, with the estimate of the seconds its stage has left.
    public typealias Render = @Sendable (_ snapshot: RunProgress.Snapshot, _ secondsLeft: Int?) -> String

    /// The stage's count at one tick, seconds since the ticker started.
    struct Sample: Equatable {
        var time: Double
        var done: Int
    }

    private struct State {
        var stopped = false
        var shown = false
        var stage = RunProgress.Stage.starting
        /// This stage's samples of the last `window` seconds.
        var samples: [Sample] = []
    }

    /// The estimate follows the pace of the last this many seconds: the parts of a stage
    /// differ (routes.kml and report.json are written before thousands of small maps).
    static let window = 10.0

    private let start = DispatchTime.now()

    private let queue = DispatchQueue(label: "routereport.progress")
    private let state = Mutex(State())
    private let progress: RunProgress
    private let write: @Sendable (String) -> Void
    private let render: Render
    private let interval: Double

    /// Starts the timer; `write` gets the text, control characters included.
    public init(
        progress: RunProgress, delay: Double = 1, interval: Double = 0.25,
        write: @escaping @Sendable (String) -> Void, render: @escaping Render
    ) {
        self.progress = progress
        self.write = write
        self.render = render
        self.interval = interval
        queue.asyncAfter(deadline: .now() + delay) { [weak self] in self?.tick() }
    }

    private func tick() {
        let snapshot = progress.snapshot
        let now = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let (stopped, left): (Bool, Int?) = state.withLock { state in
            if snapshot.stage != state.stage {
                state.stage = snapshot.stage
                state.samples = []
            }
            state.samples.append(Sample(time: now, done: snapshot.stageCounts.done))
            state.samples.removeAll { now - $0.time > Self.window }
            return (state.stopped, Self.secondsLeft(state.samples, total: snapshot.stageCounts.total))
        }
        guard !stopped else { return }
        // Carriage return, the line, then erase what a longer line before left.
        write("\r" + render(snapshot, left) + "\u{1B}[K")
        state.withLock { $0.shown = true }
        queue.asyncAfter(deadline: .now() + interval) { [weak self] in self?.tick() }
    }

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

    /// Whole seconds (at least 1) left at the pace from the first to the last sample; nil
    /// before there is a pace (less than a second of samples, or no progress in them).
    static func secondsLeft(_ samples: [Sample], total: Int) -> Int? {
        guard let first = samples.first, let last = samples.last, last.time - first.time >= 1,
            last.done > first.done, total > last.done
        else { return nil }
        let perSecond = Double(last.done - first.done) / (last.time - first.time)
        return max(1, Int((Double(total - last.done) / perSecond).rounded(.up)))
    }

    private func clear() {
        let shown = state.withLock { state in
            defer { state.shown = false }
            return state.shown
        }
        if shown { write("\r\u{1B}[K") }
    }
}
