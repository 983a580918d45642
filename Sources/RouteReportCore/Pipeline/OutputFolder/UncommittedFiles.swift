import Foundation
import Synchronization

/// What this process has put into output folders and not yet committed: its temporary
/// files (a file being written, a spill file until it loses its name, an old file kept
/// while a set goes in place) and the folders it made. `interrupt()` removes them all at
/// once, from any thread, while the workers may still be running; after it no temporary
/// file can be made. A set going in place (`committing`) finishes or rolls back first,
/// so an output folder holds one whole set either way.
///
/// Every temporary file is named `.routereport-PID-UUID.tmp`; what a process killed
/// outright (SIGKILL) leaves is removed by the next run into the folder
/// (`OutputLock.removeLeftovers`).
public final class UncommittedFiles: Sendable {
    /// This process's files.
    public static let process = UncommittedFiles()

    /// What an output folder holds after an interruption.
    public enum Outcome: Sendable, Equatable {
        /// The previous set, as it was (none of this run's files).
        case untouched
        /// This run's whole set: it went in place before the interruption.
        case committed
    }

    private struct State {
        var temporaries: Set<String> = []
        /// In the order made.
        var folders: [String] = []
        var interrupted = false
        var committed = false
    }

    private let state = Mutex(State())
    /// Held while a set goes in place, and by the interruption.
    private let gate = Mutex(())
    private let interruptionAsked = Atomic<Bool>(false)

    init() {}

    /// Whether an interruption is waiting for a set to finish going in place: the set
    /// is then rolled back rather than finished.
    var interruptionRequested: Bool { interruptionAsked.load(ordering: .relaxed) }

    /// A new temporary file beside `path`, open for writing (`O_RDWR` when `readable`),
    /// its name kept until `forget` or `remove`. The system's reason on failure.
    func create(beside path: String, mode: mode_t = 0o644, readable: Bool = false) -> Result<
        (descriptor: Int32, path: String), PackingFailure
    > {
        state.withLock { state in
            guard !state.interrupted else { return .failure(PackingFailure(reason: "the run was interrupted")) }
            let temporary = Self.temporaryPath(beside: path)
            let descriptor = open(temporary, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            guard descriptor >= 0 else { return .failure(PackingFailure(reason: String(cString: strerror(errno)))) }
            state.temporaries.insert(temporary)
            return .success((descriptor, temporary))
        }
    }

    /// A second name for the file at `path`, a temporary one beside it (the old file
    /// of a set going in place, kept to put back). The system's error on failure.
    func link(_ path: String) -> Result<String, SystemError> {
        state.withLock { state in
            guard !state.interrupted else { return .failure(SystemError(code: EINTR)) }
            let temporary = Self.temporaryPath(beside: path)
            guard Foundation.link(path, temporary) == 0 else { return .failure(SystemError(code: errno)) }
            state.temporaries.insert(temporary)
            return .success(temporary)
        }
    }

    /// An `errno` value.
    struct SystemError: Error {
        var code: Int32
    }

    /// The temporary file `path` is gone or has another name now.
    func forget(_ path: String) {
        _ = state.withLock { $0.temporaries.remove(path) }
    }

    /// Removes the temporary file `path`.
    func remove(_ path: String) {
        unlink(path)
        forget(path)
    }

    /// `path` is a folder this run made: removed again, if empty, on an interruption
    /// before its set went in place.
    func madeFolder(_ path: String) {
        state.withLock { $0.folders.append(path) }
    }

    /// Runs `body`, which puts a set in place, alone: an interruption waits for it. The
    /// set counts as in place when `body` returns (it throws when it rolled back).
    func committing<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        try gate.withLock { _ throws(Failure) in
            try body()
            state.withLock { state in
                state.committed = true
                state.folders = []
            }
        }
    }

    /// Removes every temporary file and every folder made and left empty, once any set
    /// going in place has finished or rolled back; nothing can be made after it.
    @discardableResult
    public func interrupt() -> Outcome {
        interruptionAsked.store(true, ordering: .relaxed)
        return gate.withLock { _ in
            let (temporaries, folders, committed) = state.withLock { state in
                state.interrupted = true
                defer {
                    state.temporaries = []
                    state.folders = []
                }
                return (state.temporaries, state.folders, state.committed)
            }
            for temporary in temporaries { unlink(temporary) }
            for folder in folders.reversed() { rmdir(folder) }
            return committed ? .committed : .untouched
        }
    }

    /// The temporary files made and not yet forgotten, sorted.
    var temporaries: [String] { state.withLock { $0.temporaries.sorted() } }

    /// A new name for a temporary file in the folder of `path`.
    static func temporaryPath(beside path: String) -> String {
        let directory = PathText.parent(of: path)
        return (directory.isEmpty ? "." : directory) + "/.routereport-" + String(getpid()) + "-" + UUID().uuidString + ".tmp"
    }
}
