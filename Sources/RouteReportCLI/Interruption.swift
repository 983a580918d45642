import Foundation
import RouteReportCore
import Synchronization

/// SIGINT, SIGTERM and SIGHUP end a run at once and leave its output folder as it was:
/// the temporary and spill files it made are removed, with the folders it made and left
/// empty (`UncommittedFiles.interrupt`), the progress line is cleared, one line says so,
/// and the status is 128 + the signal (130, 143, 129). A second signal during that
/// cleanup ends the process at once; what is left then is removed by the next run into
/// the folder, as after `kill -9`.
///
/// The signals are blocked in every thread (the mask is set before the first thread
/// starts, and threads inherit it) and taken by one thread of its own with sigwait(2),
/// so no signal handler runs and the workers are never stopped part way: the cleanup
/// does not wait for them, it ends the process with `_exit` once the files are gone.
enum Interruption {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// What the cleanup needs to know about the run, set as the run goes.
    struct Run: Sendable {
        /// The output folder as given; nil for `validate`, which writes none.
        var output: String?
        var progress: ProgressDisplay?
        var console: Console?
    }

    private static let run = Mutex(Run())

    /// Blocks the signals and starts the thread that waits for them. Called first in
    /// `main`, before any other thread is started.
    static func watch() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let watcher = Thread { waitForSignals() }
        watcher.name = "routereport.signals"
        watcher.start()
    }

    /// The run the cleanup speaks for.
    static func update(_ change: (inout Run) -> Void) {
        run.withLock { change(&$0) }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    private static func waitForSignals() {
        var set = signalSet()
        var cleaning = false
        while true {
            var signal: Int32 = 0
            guard sigwait(&set, &signal) == 0 else { continue }
            if cleaning { _exit(128 + signal) }
            cleaning = true
            let caught = signal
            let cleanup = Thread { cleanUp(after: caught) }
            cleanup.name = "routereport.cleanup"
            cleanup.start()
        }
    }

    private static func cleanUp(after signal: Int32) -> Never {
        let current = run.withLock { $0 }
        current.progress?.stop()
        let outcome = UncommittedFiles.process.interrupt()
        let console = current.console ?? .process
        console.standardError(message(output: current.output, outcome: outcome))
        _exit(128 + signal)
    }

    /// The line that says what the interruption left.
    static func message(output: String?, outcome: UncommittedFiles.Outcome) -> String {
        guard let output else { return "routereport: interrupted\n" }
        let folder = FileName.oneLine(output) + "/"
        return switch outcome {
        case .untouched: "routereport: interrupted; \(folder) is as it was\n"
        case .committed: "routereport: interrupted; \(folder) holds this run's reports, whole\n"
        }
    }
}
