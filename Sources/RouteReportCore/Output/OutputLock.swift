import Foundation

/// One run writes into an output folder at a time: an exclusive flock(2) on
/// `.routereport-lock` in the folder, held while the run writes its reports and
/// released when the lock is dropped (or the process ends, however it ends). A second
/// run waits for the first, or refuses (`--no-wait`); either way the folder never mixes
/// the files of two runs.
///
/// The lock file stays in the folder (removing it would let a third run lock a new file
/// while the second waits on the old one); it is empty.
public final class OutputLock {
    static let fileName = ".routereport-lock"

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
        close(descriptor)  // releases the flock
    }

    /// The lock of the folder `directory`, which exists.
    static func acquire(in directory: String, whenBusy: WhenBusy) throws(AtomicFile.WriteError) -> OutputLock {
        let path = directory + "/" + fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw AtomicFile.WriteError(path: path, reason: "cannot open the lock file: " + String(cString: strerror(errno)))
        }
        let lock = OutputLock(descriptor: descriptor)
        if lockFile(descriptor, LOCK_EX | LOCK_NB) == 0 { return lock }
        guard errno == EWOULDBLOCK else {
            throw AtomicFile.WriteError(path: path, reason: "cannot lock: " + String(cString: strerror(errno)))
        }
        switch whenBusy {
        case .refuse:
            throw AtomicFile.WriteError(
                path: directory, reason: "another routereport run is writing into it (--no-wait); nothing was written")
        case .wait(let waiting):
            waiting()
            guard lockFile(descriptor, LOCK_EX) == 0 else {
                throw AtomicFile.WriteError(path: path, reason: "cannot lock: " + String(cString: strerror(errno)))
            }
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
    /// itself): the temporary files `AtomicFile.temporaryPath` names
    /// (`.routereport-PID-UUID.tmp`). Called under the lock, when no other run can be
    /// writing one, so any such file is a leftover, whatever its PID says (a PID can be
    /// reused; in a container the next run may well get the same one). Only regular
    /// files, never through a symlink.
    static func removeLeftovers(in directory: String, folders: [String]) {
        for folder in folders {
            let path = folder.isEmpty ? directory : directory + "/" + folder
            var folderStatus = stat()
            guard lstat(path, &folderStatus) == 0, (folderStatus.st_mode & S_IFMT) == S_IFDIR,
                  let stream = opendir(path) else { continue }
            var leftovers: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if isTemporaryName(name) { leftovers.append(path + "/" + name) }
            }
            closedir(stream)
            for leftover in leftovers {
                var status = stat()
                if lstat(leftover, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG { unlink(leftover) }
            }
        }
    }

    /// `.routereport-DIGITS-ANYTHING.tmp`.
    static func isTemporaryName(_ name: String) -> Bool {
        let prefix = ".routereport-", suffix = ".tmp"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard let dash = middle.firstIndex(of: "-") else { return false }
        let pid = middle[..<dash]
        return !pid.isEmpty && pid.allSatisfy(\.isASCII) && pid.allSatisfy(\.isNumber)
    }
}
