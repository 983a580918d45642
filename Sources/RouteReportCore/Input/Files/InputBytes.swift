import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes in one allocation that the XML reader owns until it is freed
/// (`xmlReaderForMemory` does not copy). A file is read straight into it: no
/// intermediate `Data` or `[UInt8]` copies of a 100 MB track.
///
/// The allocation is malloc's, checked (`CheckedMemory`): a file too big for memory is an
/// `unreadable-file` diagnostic, not an abort of the whole batch.
final class InputBytes {
    let buffer: UnsafeMutableBufferPointer<UInt8>

    var count: Int { buffer.count }

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    deinit {
        CheckedMemory.free(buffer.baseAddress)
    }

    /// Takes over `count` bytes at `storage`, from `CheckedMemory.allocate`.
    convenience init(adopting storage: UnsafeMutablePointer<UInt8>, count: Int) {
        self.init(buffer: UnsafeMutableBufferPointer(start: storage, count: count))
    }

    /// A copy of `bytes`; `count` is exact even for an empty array. Nil when memory
    /// runs out.
    convenience init?(copying bytes: [UInt8]) {
        guard let storage = CheckedMemory.allocate(bytes.count)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { storage.initialize(from: base, count: bytes.count) }
        }
        self.init(buffer: UnsafeMutableBufferPointer(start: storage, count: bytes.count))
    }

    /// Reads a whole regular file with POSIX `read`; a failure with the reason when it
    /// cannot (see `openRegularFile`).
    static func load(path: String) -> Result<InputBytes, InputDiscovery.ReadFailure> {
        openRegularFile(path: path).flatMap { opened in
            defer { close(opened.descriptor) }
            return load(descriptor: opened.descriptor, sizeHint: opened.size, name: path)
        }
    }

    /// Opens a regular file for reading; the caller closes the descriptor. Anything but a
    /// regular file (a FIFO, socket or device, or a directory) is refused before a byte
    /// is read: it is checked with stat(2) first, then opened with O_NONBLOCK, which
    /// never waits for a FIFO's writer, and checked again with fstat(2) before
    /// O_NONBLOCK is cleared.
    static func openRegularFile(path: String) -> Result<(descriptor: Int32, size: Int), InputDiscovery.ReadFailure> {
        let failure = { (reason: String) in
            Result<(descriptor: Int32, size: Int), InputDiscovery.ReadFailure>.failure(Self.failure(reason, path: path))
        }
        let systemPath = FileName.systemPath(path)
        var status = stat()
        guard stat(systemPath, &status) == 0 else {
            return failure(errno == ENOENT ? "no such file" : "cannot be opened: \(String(cString: strerror(errno)))")
        }
        if let kind = notRegular(status) { return failure(kind) }
        let descriptor = open(systemPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return failure(errno == ENOENT ? "no such file" : "cannot be opened: \(String(cString: strerror(errno)))")
        }
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return failure("cannot be read")
        }
        if let kind = notRegular(status) {
            close(descriptor)
            return failure(kind)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success((descriptor, Int(status.st_size)))
    }

    /// Reads `descriptor` to its end (stdin for `-`), after the bytes `first` already
    /// read from it; the size is a hint: a growing file or a pipe is read to its end
    /// anyway.
    static func load(
        descriptor: Int32, sizeHint: Int = 0, name: String,
        first: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    ) -> Result<InputBytes, InputDiscovery.ReadFailure> {
        var capacity = max(sizeHint, first.count, 0) + 1
        guard var storage = CheckedMemory.allocate(capacity) else { return .failure(outOfMemory(capacity, path: name)) }
        if let base = first.baseAddress { storage.copyMemory(from: base, byteCount: first.count) }
        var used = first.count
        while true {
            if used == capacity {
                let (doubled, overflow) = capacity.multipliedReportingOverflow(by: 2)
                guard !overflow, let bigger = CheckedMemory.reallocate(storage, to: doubled) else {
                    CheckedMemory.free(storage)
                    return .failure(outOfMemory(capacity * 2, path: name))
                }
                storage = bigger
                capacity = doubled
            }
            let got = read(descriptor, storage + used, capacity - used)
            if got < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                CheckedMemory.free(storage)
                return .failure(failure("cannot be read: \(reason)", path: name))
            }
            if got == 0 { break }
            used += got
        }
        return .success(
            InputBytes(buffer: UnsafeMutableBufferPointer(start: storage.assumingMemoryBound(to: UInt8.self), count: used)))
    }

    /// What a file is when it is not a regular file, as the diagnostic says it.
    private static func notRegular(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "is a FIFO (named pipe), not a regular file; pipe it to stdin with '-' instead"
        case S_IFSOCK: return "is a socket, not a regular file"
        case S_IFCHR, S_IFBLK: return "is a device, not a file"
        default: return "is not a regular file"
        }
    }

    static func failure(_ reason: String, path: String) -> InputDiscovery.ReadFailure {
        InputDiscovery.ReadFailure(diagnostic: Diagnostic(.unreadableFile, reason, at: SourceLocation(file: path)))
    }

    static func outOfMemory(_ bytes: Int, path: String) -> InputDiscovery.ReadFailure {
        failure("not enough memory to read it (\(bytes) bytes)", path: path)
    }
}
