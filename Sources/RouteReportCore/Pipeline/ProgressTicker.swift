import Dispatch
import Synchronization

/// Shows a run's progress as one line that updates in place (for a terminal): nothing
/// for the first `delay` seconds, so a quick run prints nothing of it, then the line
/// made by `render` every `interval` seconds, until `stop()` clears it.
///
/// Its ticks run on its own serial queue, each scheduling the next; `pause` and `stop` run there too, so text
/// printed through `pause` never lands in the middle of the line.
public final class ProgressTicker: Sendable {
    /// The line for a snapshot, given how long the run has been in the snapshot's stage.
    public typealias Render = @Sendable (_ snapshot: RunProgress.Snapshot, _ secondsInStage: Double) -> String

    private struct State {
        var stopped = false
        var shown = false
        var stage = RunProgress.Stage.starting
        var stageStart = DispatchTime.now()
    }

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
        let seconds: Double = state.withLock { state in
            let now = DispatchTime.now()
            if snapshot.stage != state.stage {
                state.stage = snapshot.stage
                state.stageStart = now
            }
            guard !state.stopped else { return -1 }
            return Double(now.uptimeNanoseconds - state.stageStart.uptimeNanoseconds) / 1e9
        }
        guard seconds >= 0 else { return }
        // Carriage return, the line, then erase what a longer line before left.
        write("\r" + render(snapshot, seconds) + "\u{1B}[K")
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

    private func clear() {
        let shown = state.withLock { state in
            defer { state.shown = false }
            return state.shown
        }
        if shown { write("\r\u{1B}[K") }
    }
}
