import Foundation
import Synchronization

/// One output file put together from parts that workers make in any order, written as
/// `AtomicFile` writes: into a temporary file beside it, renamed into place when the last
/// part is written, left alone when the file already holds exactly these bytes.
///
/// Whoever adds the part that is next in line writes it, and every later part that has
/// arrived, while the others go on making parts; so writing overlaps making, and a
/// worker never waits for another. The worker that writes the last part puts the file
/// in place. After a failure nothing more is written, and `finish()` cleans up.
final class FileAssembly: Sendable {
    let path: String
    let partCount: Int

    private struct State {
        var waiting: [Int: [UInt8]] = [:]
        var next = 0
        var writing = false
        var done = false
        var failure: String?
        var descriptor: Int32 = -1
        var temporary = ""
    }

    /// Parts to write now: their first index and bytes, with the file as it is so far.
    private struct Turn {
        var first: Int
        var parts: [[UInt8]]
        var descriptor: Int32
        var temporary: String
    }

    private let state = Mutex(State())

    init(path: String, partCount: Int) {
        self.path = path
        self.partCount = partCount
    }

    /// Adds part `index`; nil when it could not be made, which fails the file.
    func add(_ bytes: [UInt8]?, at index: Int) {
        var turn: Turn? = state.withLock { state in
            guard state.failure == nil, !state.done else { return nil }
            guard let bytes else {
                state.failure = "the document could not be built"
                return nil
            }
            state.waiting[index] = bytes
            return state.writing ? nil : Self.takeTurn(&state)
        }
        while let current = turn {
            var (descriptor, temporary) = (current.descriptor, current.temporary)
            var failure: String?
            var finished = false
            if current.first == 0 && current.parts.count == partCount && UnchangedFile.holds(path, current.parts) {
                finished = true
            } else {
                if descriptor < 0 {
                    temporary = AtomicFile.temporaryPath(beside: path)
                    descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                    if descriptor < 0 { failure = String(cString: strerror(errno)) }
                }
                for part in current.parts where failure == nil {
                    failure = AtomicFile.writeAll(part, to: descriptor)
                }
                if failure == nil && current.first + current.parts.count == partCount {
                    failure = AtomicFile.putInPlace(descriptor: descriptor, temporary: temporary, at: path)
                    descriptor = -1
                    finished = true
                }
            }
            turn = state.withLock { state in
                state.descriptor = descriptor
                state.temporary = temporary
                if let failure, state.failure == nil { state.failure = failure }
                state.writing = false
                if finished && state.failure == nil {
                    state.done = true
                    return nil
                }
                if state.failure != nil {
                    Self.discard(&state)
                    return nil
                }
                return Self.takeTurn(&state)
            }
        }
    }

    /// Once every part was added: nil when the file is in place, else why it is not
    /// (the temporary file is gone either way).
    func finish() -> AtomicFile.WriteError? {
        state.withLock { state in
            if state.done { return nil }
            Self.discard(&state)
            return AtomicFile.WriteError(path: path, reason: state.failure ?? "not every part of it was made")
        }
    }

    /// The parts ready to write next, in order, as the writer's turn; nil if none.
    private static func takeTurn(_ state: inout State) -> Turn? {
        let first = state.next
        var parts: [[UInt8]] = []
        while let part = state.waiting.removeValue(forKey: state.next) {
            parts.append(part)
            state.next += 1
        }
        guard !parts.isEmpty else { return nil }
        state.writing = true
        return Turn(first: first, parts: parts, descriptor: state.descriptor, temporary: state.temporary)
    }

    /// Closes and removes the temporary file, if there is one, and drops waiting parts.
    private static func discard(_ state: inout State) {
        if state.descriptor >= 0 {
            close(state.descriptor)
            unlink(state.temporary)
            state.descriptor = -1
        }
        state.waiting = [:]
    }
}
