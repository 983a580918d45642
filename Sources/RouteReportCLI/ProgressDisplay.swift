import RouteReportCore

/// The progress line on a terminal: only when stderr is one, without `-q`, and with
/// `--diagnostics text` (the other forms are for tools and logs).
struct ProgressDisplay {
    let counters = RunProgress()
    private let ticker: ProgressTicker

    /// nil when no progress is to be shown.
    init?(options: CommandOptions, console: Console) {
        guard console.standardErrorIsTerminal, !options.quiet, options.diagnostics == .text else { return nil }
        ticker = ProgressTicker(progress: counters, write: console.standardError, render: Self.line)
    }

    /// Runs `body`, which prints, with the line of `display` (if any) out of its way.
    static func pause(_ display: ProgressDisplay?, _ body: () -> Void) {
        if let display { display.ticker.pause(body) } else { body() }
    }

    func stop() {
        ticker.stop()
    }

    /// `routereport: reading files 120/5000, 340 flights computed, about 8 s left`.
    static func line(_ snapshot: RunProgress.Snapshot, secondsInStage: Double) -> String {
        let (stage, done, total): (String, Int, Int)
        var extra = ""
        switch snapshot.stage {
        case .starting:
            return "routereport: finding files"
        case .reading:
            (stage, done, total) = ("reading files", snapshot.filesRead, snapshot.filesToRead)
            if snapshot.flightsComputed > 0 { extra = ", \(snapshot.flightsComputed) flights computed" }
        case .computing:
            (stage, done, total) = ("computing flights", snapshot.flightsComputed, snapshot.flightsToCompute)
        case .writing:
            (stage, done, total) = ("writing files", snapshot.filesWritten, snapshot.filesToWrite)
        }
        var text = "routereport: \(stage) \(done)/\(total)" + extra
        if let left = secondsLeft(done: done, total: total, seconds: secondsInStage) {
            text += ", about \(left) s left"
        }
        return text
    }

    /// At the stage's pace so far, whole seconds (at least 1); nil before there is a pace.
    static func secondsLeft(done: Int, total: Int, seconds: Double) -> Int? {
        guard done > 0, total > done, seconds >= 0.5 else { return nil }
        return max(1, Int((Double(total - done) * seconds / Double(done)).rounded(.up)))
    }
}
