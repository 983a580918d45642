import Foundation

/// Puts a set of complete temporary files in place as one (`OutputFolder.commit`): every
/// place is checked first (not a folder, not immutable or append-only, in a folder that
/// takes new names), the file already at each place gets a second, temporary name to be
/// put back by, and only then is each temporary file renamed over its place. When a
/// rename fails (or the run is interrupted meanwhile), the files renamed before it are
/// put back as they were: the folder holds the old set or the new one, never a mix.
///
/// Keeping the old file under a second name also makes each rename quick: the old
/// blocks are freed later, when that name is removed, not while the set goes in place.
enum SetCommit {
    /// A complete temporary file and the place it goes.
    struct Move: Sendable {
        var temporary: String
        var place: String
    }

    /// What became of a set.
    struct Outcome {
        /// Each file that could not go in place, in the order of the moves; empty when
        /// the whole set is in place.
        var failures: [AtomicFile.WriteError] = []
        /// The old files' second names, to remove once the set is recorded.
        var oldFiles: [String] = []
    }

    /// What is at a place before the set goes in.
    private enum Before: Sendable {
        case nothing
        /// A file (or a symlink, which the rename replaces): kept under a second name.
        case file
        case failure(AtomicFile.WriteError)
    }

    private static let immutableFlag: Int32 = 0x10  // FS_IMMUTABLE_FL, chattr +i
    private static let appendOnlyFlag: Int32 = 0x20  // FS_APPEND_FL, chattr +a
    private static let getFlags: UInt = 0x8008_6601  // FS_IOC_GETFLAGS

    /// Moves `first` on `jobs` workers, then `last` in order once every one of `first`
    /// is in place. Every temporary file is renamed into place or removed.
    static func run(first: [Move], last: [Move], jobs: Int, files: UncommittedFiles) -> Outcome {
        let moves = first + last
        let before = parallelMap(count: moves.count, workers: jobs) { check(moves[$0].place) }
        var failures: [AtomicFile.WriteError] = before.compactMap {
            if case .failure(let failure) = $0 { failure } else { nil }
        }
        failures += checkFolders(of: moves.map(\.place))
        guard failures.isEmpty else { return removed(moves, failures: failures, files: files) }

        // nil: nothing there, or a file system without hard links (then that one file
        // cannot be put back).
        let kept: [Result<String?, AtomicFile.WriteError>] = parallelMap(count: moves.count, workers: jobs) { index in
            guard case .file = before[index] else { return .success(nil) }
            switch files.link(moves[index].place) {
            case .success(let second): return .success(second)
            case .failure(let failure) where failure.code == EPERM || failure.code == EOPNOTSUPP: return .success(nil)
            case .failure(let failure):
                return .failure(
                    AtomicFile.WriteError(
                        path: moves[index].place,
                        reason: "cannot keep the old file to put back: " + String(cString: strerror(failure.code))))
            }
        }
        let oldFiles = kept.compactMap { try? $0.get() }.compactMap { $0 }
        failures = kept.compactMap { if case .failure(let failure) = $0 { failure } else { nil } }
        guard failures.isEmpty else {
            oldFiles.forEach(files.remove)
            return removed(moves, failures: failures, files: files)
        }

        var renamed = parallelMap(count: first.count, workers: jobs) { rename(moves[$0], files: files) }
        for index in first.count..<moves.count {
            renamed.append(renamed.allSatisfy { $0 == nil } ? rename(moves[index], files: files) : .notTried)
        }
        failures = renamed.compactMap { if case .failed(let failure) = $0 { failure } else { nil } }
        guard failures.isEmpty else {
            for (index, move) in moves.enumerated() {
                switch renamed[index] {
                case nil:
                    if case .success(let second?) = kept[index] {
                        Foundation.rename(second, move.place)
                        files.forget(second)
                    } else if case .nothing = before[index] {
                        unlink(move.place)
                    }
                case .failed, .notTried:
                    files.remove(move.temporary)
                }
            }
            oldFiles.forEach(files.remove)
            return Outcome(failures: failures)
        }
        return Outcome(oldFiles: oldFiles)
    }

    /// Why a rename did not happen.
    private enum NotRenamed {
        case failed(AtomicFile.WriteError)
        /// A file of the set before it failed.
        case notTried
    }

    /// Renames one file into place; nil when it is there.
    private static func rename(_ move: Move, files: UncommittedFiles) -> NotRenamed? {
        if files.interruptionRequested {
            return .failed(AtomicFile.WriteError(path: move.place, reason: "the run was interrupted"))
        }
        guard Foundation.rename(move.temporary, move.place) == 0 else {
            return .failed(AtomicFile.WriteError(path: move.place, reason: String(cString: strerror(errno))))
        }
        files.forget(move.temporary)
        return nil
    }

    /// What is at `place`, or why no file can go there.
    private static func check(_ place: String) -> Before {
        var status = stat()
        guard lstat(place, &status) == 0 else {
            if errno == ENOENT { return .nothing }
            return .failure(AtomicFile.WriteError(path: place, reason: String(cString: strerror(errno))))
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            return .failure(AtomicFile.WriteError(path: place, reason: "it is a folder"))
        case S_IFREG:
            if let reason = refusal(flags(of: place), what: "it") {
                return .failure(AtomicFile.WriteError(path: place, reason: reason))
            }
            return .file
        default:
            return .file
        }
    }

    /// For each folder of `places`, once: why it takes no new name, as a failure of
    /// the first file that goes there.
    private static func checkFolders(of places: [String]) -> [AtomicFile.WriteError] {
        var seen: Set<String> = []
        var failures: [AtomicFile.WriteError] = []
        for place in places {
            let folder = PathText.parent(of: place)
            guard seen.insert(folder).inserted else { continue }
            let path = folder.isEmpty ? "." : folder
            if let reason = refusal(flags(of: path), what: "its folder") {
                failures.append(AtomicFile.WriteError(path: place, reason: reason))
            } else if access(path, W_OK | X_OK) != 0 {
                failures.append(
                    AtomicFile.WriteError(path: place, reason: "its folder is not writable: " + String(cString: strerror(errno))))
            }
        }
        return failures
    }

    /// The inode flags of `path` (not through a symlink), or 0 where the file system
    /// has none.
    private static func flags(of path: String) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var flags: Int32 = 0
        return ioctl(descriptor, getFlags, &flags) == 0 ? flags : 0
    }

    private static func refusal(_ flags: Int32, what: String) -> String? {
        if flags & immutableFlag != 0 { return what + " is immutable (chattr +i)" }
        if flags & appendOnlyFlag != 0 { return what + " is append-only (chattr +a)" }
        return nil
    }

    /// Removes every temporary file of `moves`: none goes in place.
    private static func removed(_ moves: [Move], failures: [AtomicFile.WriteError], files: UncommittedFiles) -> Outcome {
        for move in moves { files.remove(move.temporary) }
        return Outcome(failures: failures)
    }
}
