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
    static func line(_ snapshot: RunProgress.Snapshot, secondsLeft: Int?) -> String {
        var text: String
        switch snapshot.stage {
        case .starting:
            return "routereport: finding files"
        case .reading where snapshot.filesRead == snapshot.filesToRead:
            // Read, and what was not computed while reading is being computed.
            return "routereport: computing flights, \(snapshot.flightsComputed) so far"
        case .reading:
            text = "routereport: reading files \(snapshot.filesRead)/\(snapshot.filesToRead)"
            if snapshot.flightsComputed > 0 { text += ", \(snapshot.flightsComputed) flights computed" }
        case .computing:
            text = "routereport: computing flights \(snapshot.flightsComputed)/\(snapshot.flightsToCompute)"
        case .writing:
            text = "routereport: writing files \(snapshot.filesWritten)/\(snapshot.filesToWrite)"
        }
        return text + (secondsLeft.map { ", about \($0) s left" } ?? "")
    }
}
