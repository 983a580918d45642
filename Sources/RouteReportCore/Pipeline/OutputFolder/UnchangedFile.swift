import Foundation

/// The file already at a path, read alongside the new bytes as they come, to tell
/// whether it holds exactly them, so that such a file is left alone (`FileAssembly`).
/// Never follows a symlink (that is replaced by a file, as rename(2) would), never waits
/// on a FIFO or device, and says "differs" when in doubt: then the file is written.
///
/// `@unchecked Sendable`: used by one thread at a time, the writer of its
/// `FileAssembly`, which hands it on under its lock.
final class UnchangedFile: @unchecked Sendable {
    private let descriptor: Int32
    /// Bytes of the old file that matched new bytes so far, from its start.
    private(set) var matched = 0
    /// Bytes compared or copied at a time.
    private static let blockSize = 1 << 20

    /// The regular file at `path`, or nil (none, or not a regular file).
    init?(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Whether the old file goes on with exactly `bytes` (then they count as matched).
    func goesOn(with bytes: [UInt8]) -> Bool {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(Self.blockSize, max(1, bytes.count)), alignment: 16)
        defer { buffer.deallocate() }
        let same = bytes.withUnsafeBytes { new -> Bool in
            var offset = 0
            while offset < new.count {
                let count = min(buffer.count, new.count - offset)
                guard read(count, into: buffer, at: matched + offset) == count,
                    memcmp(buffer.baseAddress!, new.baseAddress! + offset, count) == 0
                else { return false }
                offset += count
            }
            return true
        }
        if same { matched += bytes.count }
        return same
    }

    /// Whether the old file ends where the matched bytes do.
    func endsHere() -> Bool {
        var byte: UInt8 = 0
        return withUnsafeMutableBytes(of: &byte) { read(1, into: $0, at: matched) } == 0
    }

    /// Copies the matched bytes (the start of the new file, too) to `target`; the
    /// system's reason on failure. They are read again from the old file: keeping every
    /// matched part in memory would hold a whole unchanged report.json (140 MB) for
    /// nothing. A process that rewrites the output file in place during the run could
    /// change them in between; one that shortens it makes this fail.
    func copyMatched(to target: Int32) -> String? {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockSize, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < matched {
            let count = min(buffer.count, matched - offset)
            guard read(count, into: buffer, at: offset) == count else { return "the file changed while it was read" }
            if let failure = AtomicFile.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: target) {
                return failure
            }
            offset += count
        }
        return nil
    }

    /// Reads up to `count` bytes at `offset` (fewer only at the end; -1 on error).
    private func read(_ count: Int, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        var done = 0
        while done < count {
            let result = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
            if result < 0 && errno == EINTR { continue }
            if result < 0 { return -1 }
            if result == 0 { break }
            done += result
        }
        return done
    }
}
