import Foundation

/// One run writes into an output folder at a time: an exclusive flock(2) on the folder
/// itself, held while the run writes its reports and released when the lock is dropped
/// (or the process ends, however it ends). A second run waits for the first, or refuses
/// (`--no-wait`); either way the folder never mixes the files of two runs.
///
/// The folder, not a lock file in it: nothing is added to the folder (it holds the
/// run's files only), and nothing is left to remove. Where the file system cannot lock
/// a folder (some network file systems refuse flock on a descriptor opened for reading),
/// the run writes without the lock, as before it existed.
public final class OutputLock {
    /// What a run does when another holds the lock.
    public enum WhenBusy: Sendable {
        /// Waits for it; `waiting` is called once before the wait starts.
        case wait(waiting: @Sendable () -> Void)
        /// Gives up at once: a write error.
        case refuse
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }  // releases the flock
    }

    /// The lock of the folder `directory`, which exists.
    static func acquire(in directory: String, whenBusy: WhenBusy) throws(AtomicFile.WriteError) -> OutputLock {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AtomicFile.WriteError(path: directory, reason: "cannot open the folder: " + String(cString: strerror(errno)))
        }
        let lock = OutputLock(descriptor: descriptor)
        if lockFile(descriptor, LOCK_EX | LOCK_NB) == 0 { return lock }
        guard errno == EWOULDBLOCK else { return lock }  // cannot be locked here: unlocked
        switch whenBusy {
        case .refuse:
            throw AtomicFile.WriteError(
                path: directory, reason: "another routereport run is writing into it (--no-wait); nothing was written")
        case .wait(let waiting):
            waiting()
            _ = lockFile(descriptor, LOCK_EX)
            return lock
        }
    }

    /// flock(2), again after a signal.
    private static func lockFile(_ descriptor: Int32, _ operation: Int32) -> Int32 {
        while true {
            let result = flock(descriptor, operation)
            if result == 0 || errno != EINTR { return result }
        }
    }

    /// Removes what killed runs left in `folders` (paths below `directory`, "" for
    /// itself): the temporary files `UncommittedFiles.temporaryPath` names
    /// (`.routereport-PID-UUID.tmp`). Called under the lock, when no other run can be
    /// writing one, so any such file is a leftover, whatever its PID says (a PID can be
    /// reused; in a container the next run may well get the same one). Only regular
    /// files, never through a symlink; a folder inside that they leave empty is removed.
    static func removeLeftovers(in directory: String, folders: [String]) {
        for folder in folders {
            let path = folder.isEmpty ? directory : directory + "/" + folder
            var folderStatus = stat()
            guard lstat(path, &folderStatus) == 0, (folderStatus.st_mode & S_IFMT) == S_IFDIR,
                let stream = opendir(path)
            else { continue }
            var leftovers: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if isTemporaryName(name) { leftovers.append(path + "/" + name) }
            }
            closedir(stream)
            var removed = false
            for leftover in leftovers {
                var status = stat()
                if lstat(leftover, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && unlink(leftover) == 0 {
                    removed = true
                }
            }
            // A folder that held only leftovers (the maps of a killed run) goes too.
            if removed && !folder.isEmpty { rmdir(path) }
        }
    }

    /// `.routereport-DIGITS-ANYTHING.tmp`.
    static func isTemporaryName(_ name: String) -> Bool {
        let prefix = ".routereport-"
        let suffix = ".tmp"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard let dash = middle.firstIndex(of: "-") else { return false }
        let pid = middle[..<dash]
        return !pid.isEmpty && pid.allSatisfy(\.isASCII) && pid.allSatisfy(\.isNumber)
    }
}
