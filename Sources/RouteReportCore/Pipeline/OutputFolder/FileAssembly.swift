import Foundation
import Synchronization

/// One output file put together from parts that workers make in any order, written as
/// `AtomicFile` promises: into a temporary file beside it, renamed into place when the
/// last part is written.
///
/// Whoever adds the part that is next in line writes it, and every later part that has
/// arrived, while the others go on making parts; so writing overlaps making, and a
/// worker never waits for another. The worker that writes the last part puts the file
/// in place. After a failure nothing more is written, and `finish()` cleans up.
///
/// While the parts match the file already there (`UnchangedFile`), nothing is written:
/// a file that already holds exactly these bytes is left alone. At the first part that
/// differs, the temporary file starts with a copy of the matched bytes.
///
/// `staged`: the complete temporary file waits, closed, until the set it belongs to goes
/// in place (`takeStaged()`, `OutputFolder.commit`) or `abandon()` removes it, so that a
/// set of files goes in place together only when every one of them is complete.
///
/// `followers` see every part in order as it is written (or found unchanged), then
/// whether the file was complete: routes.kmz is packed from routes.kml's parts that way.
///
/// A part is stretches (`FileStretch`): bytes, or a region of a spill file, which is compared
/// and written a chunk at a time, so a packed routes.kmz is never in memory whole.
final class FileAssembly: Sendable {
    let path: String
    let partCount: Int
    let staged: Bool
    private let followers: [any PartFollower]
    /// Told how many bytes of the file each write (or comparison) covered.
    private let counting: (@Sendable (Int) -> Void)?

    /// Where the file stands between writers' turns.
    private struct Progress {
        /// The file already there, while every part so far matched it.
        var old: UnchangedFile?
        var descriptor: Int32 = -1
        var temporary = ""
        /// Staged: the temporary file is complete and closed, waiting for `commit()`.
        var ready = false
    }

    private struct State {
        var waiting: [Int: [FileStretch]] = [:]
        var next = 0
        var writing = false
        var done = false
        var failure: String?
        /// Failed because the file it is packed from did (`sourceFailed()`).
        var sourceFailed = false
        var progress = Progress()
        var followersEnded = false
    }

    /// Parts to write now, from index `first`.
    private struct Turn {
        var first: Int
        var parts: [[FileStretch]]
        var progress: Progress
    }

    private let state = Mutex(State())

    init(
        path: String, partCount: Int, staged: Bool = false, followers: [any PartFollower] = [],
        counting: (@Sendable (Int) -> Void)? = nil
    ) {
        self.path = path
        self.partCount = partCount
        self.staged = staged
        self.followers = followers
        self.counting = counting
    }

    /// Adds part `index`; nil when it could not be made, which fails the file.
    /// - Returns: whether this call put the whole file in place (or left it unchanged).
    @discardableResult
    func add(_ bytes: [UInt8]?, at index: Int) -> Bool {
        add(
            bytes.map { .success([.bytes($0)]) } ?? .failure(PackingFailure(reason: "the document could not be built")), at: index
        )
    }

    /// Adds part `index` as stretches, or the reason it could not be made, which fails the
    /// file.
    /// - Returns: whether this call put the whole file in place (or left it unchanged).
    @discardableResult
    func add(_ stretches: Result<[FileStretch], PackingFailure>, at index: Int) -> Bool {
        var completed = false
        var turn: Turn? = state.withLock { state in
            guard state.failure == nil, !state.done else { return nil }
            switch stretches {
            case .failure(let failure):
                state.failure = failure.reason
                return nil
            case .success(let stretches): state.waiting[index] = stretches
            }
            return state.writing ? nil : Self.takeTurn(&state)
        }
        while let current = turn {
            var progress = current.progress
            let last = current.first + current.parts.count == partCount
            let failure = write(current, last: last, &progress)
            turn = state.withLock { state in
                state.progress = progress
                if let failure, state.failure == nil { state.failure = failure }
                state.writing = false
                if state.failure != nil {
                    Self.discard(&state)
                    return nil
                }
                if last {
                    state.done = true
                    completed = true
                    return nil
                }
                return Self.takeTurn(&state)
            }
        }
        endFollowers()
        return completed
    }

    /// Tells the followers, once, that the file is complete or failed.
    private func endFollowers() {
        guard !followers.isEmpty else { return }
        let complete: Bool? = state.withLock { state in
            guard !state.followersEnded, state.done || state.failure != nil else { return nil }
            state.followersEnded = true
            return state.failure == nil
        }
        if let complete { followers.forEach { $0.end(complete: complete) } }
    }

    /// Fails the file because the file it is packed from failed: that file's error is
    /// the one to show (a full disk says so once, for routes.kml, not again for routes.kmz).
    func sourceFailed() {
        state.withLock { state in
            guard state.failure == nil, !state.done else { return }
            state.failure = "the file it is packed from could not be written"
            state.sourceFailed = true
        }
        endFollowers()
    }

    /// Once every part was added: nil when the file is in place, else why it is not
    /// (the temporary file is gone either way).
    func finish() -> AtomicFile.WriteError? {
        let error: AtomicFile.WriteError? = state.withLock { state in
            if state.done { return nil }
            Self.discard(&state)
            if state.failure == nil { state.failure = "not every part of it was made" }
            return AtomicFile.WriteError(
                path: path, reason: state.failure ?? "", followsAnother: state.sourceFailed)
        }
        endFollowers()
        return error
    }

    /// Staged, once `finish()` succeeded: the complete temporary file, closed, now the
    /// caller's to rename into place or remove (`UncommittedFiles` still holds its
    /// name); nil when the old file was left as it was.
    func takeStaged() -> String? {
        state.withLock { state in
            guard state.progress.ready else { return nil }
            state.progress.ready = false
            return state.progress.temporary
        }
    }

    /// Staged: removes the complete temporary file, leaving the old file as it was.
    func abandon() {
        state.withLock { state in
            if state.progress.ready { UncommittedFiles.process.remove(state.progress.temporary) }
            state.progress.ready = false
        }
    }

    /// One writer's turn: compares or writes the parts, and after the last one puts the
    /// file in place (or leaves the old one). The system's reason on failure.
    private func write(_ turn: Turn, last: Bool, _ progress: inout Progress) -> String? {
        if turn.first == 0 { progress.old = UnchangedFile(path) }
        for stretch in turn.parts.joined() {
            if let failure = stretch.forEachChunk({ write($0, &progress) }) { return failure }
        }
        guard last else { return nil }
        if let old = progress.old {
            if old.endsHere() {
                progress.old = nil
                return nil  // the file already holds exactly these bytes
            }
            if let failure = startTemporary(&progress) { return failure }
        }
        if progress.descriptor < 0, let failure = startTemporary(&progress) { return failure }  // no bytes at all
        if staged {
            let closed = close(progress.descriptor) == 0
            progress.descriptor = -1
            guard closed else {
                let reason = String(cString: strerror(errno))
                UncommittedFiles.process.remove(progress.temporary)
                return reason
            }
            progress.ready = true
            return nil
        }
        let failure = AtomicFile.putInPlace(descriptor: progress.descriptor, temporary: progress.temporary, at: path)
        progress.descriptor = -1
        return failure
    }

    /// Hands `bytes` to the followers, and compares them with the old file or writes them.
    private func write(_ bytes: [UInt8], _ progress: inout Progress) -> String? {
        for follower in followers { follower.add(bytes) }
        counting?(bytes.count)
        if let old = progress.old {
            if old.goesOn(with: bytes) { return nil }
            if let failure = startTemporary(&progress) { return failure }
        } else if progress.descriptor < 0, let failure = startTemporary(&progress) {
            return failure
        }
        return AtomicFile.writeAll(bytes, to: progress.descriptor)
    }

    /// Opens the temporary file, starting with the bytes that matched the old file.
    private func startTemporary(_ progress: inout Progress) -> String? {
        switch UncommittedFiles.process.create(beside: path) {
        case .success(let made): (progress.descriptor, progress.temporary) = made
        case .failure(let failure): return failure.reason
        }
        let failure = progress.old?.copyMatched(to: progress.descriptor)
        progress.old = nil
        return failure
    }

    /// The parts ready to write next, in order, as the writer's turn; nil if none.
    private static func takeTurn(_ state: inout State) -> Turn? {
        let first = state.next
        var parts: [[FileStretch]] = []
        while let part = state.waiting.removeValue(forKey: state.next) {
            parts.append(part)
            state.next += 1
        }
        guard !parts.isEmpty else { return nil }
        state.writing = true
        return Turn(first: first, parts: parts, progress: state.progress)
    }

    /// Closes and removes the temporary file, if there is one, and drops waiting parts.
    private static func discard(_ state: inout State) {
        if state.progress.descriptor >= 0 {
            close(state.progress.descriptor)
            UncommittedFiles.process.remove(state.progress.temporary)
        } else if state.progress.ready {
            UncommittedFiles.process.remove(state.progress.temporary)
        }
        state.progress = Progress()
        state.waiting = [:]
    }
}

/// Takes a file's parts in order as `FileAssembly` writes them.
protocol PartFollower: Sendable {
    func add(_ part: [UInt8])
    /// After the last part (`complete`), or when the file failed.
    func end(complete: Bool)
}
