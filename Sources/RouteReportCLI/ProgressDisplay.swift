import RouteReportCore

/// The progress line on a terminal: only when stderr is one, without `-q`, and with
/// `--diagnostics text` (the other forms are for tools and logs).
struct ProgressDisplay {
    let counters = RunProgress()
    private let ticker: ProgressTicker

    /// nil when no progress is to be shown.
    init?(options: CommandOptions, console: Console) {
        guard console.standardErrorIsTerminal, !options.quiet, options.diagnostics == .text else { return nil }
        ticker = ProgressTicker(progress: counters, write: console.standardError)
    }

    /// Runs `body`, which prints, with the line of `display` (if any) out of its way.
    static func pause(_ display: ProgressDisplay?, _ body: () -> Void) {
        if let display { display.ticker.pause(body) } else { body() }
    }

    func stop() {
        ticker.stop()
    }

    /// Seconds since the run started showing progress.
    var elapsed: Double { ticker.elapsed }
}
