import Foundation

/// Writes a file so that readers see the old file or the whole new one, never a part:
/// a temporary file beside it, then rename(2), which replaces atomically. No fsync: the
/// promise is to other readers, not durability across a power cut, and a run may write
/// a hundred thousand maps.
///
/// A file that already holds exactly the new bytes is left as it is (`UnchangedFile`):
/// a rerun into the same folder keeps the modification times of what did not change,
/// and does not pay for replacing it (on this machine's ext4, mounted with `discard`,
/// replacing a file waits for the old blocks' discard: 0.1 ms a file, most of the time
/// of rewriting 10,000 maps).
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try write(parts: [bytes], to: path)
    }

    /// Writes the parts one after another as one file, so a big document made in runs
    /// (report.json of 100,000 flights: 140 MB) is never joined in memory.
    public static func write(parts: [[UInt8]], to path: String) throws(WriteError) {
        if UnchangedFile.holds(path, parts) { return }
        try replace(path) { descriptor in
            for bytes in parts {
                if let failure = writeAll(bytes, to: descriptor) { return failure }
            }
            return nil
        }
    }

    /// Writes `partCount` parts, made on `jobs` workers by `make`, one after another as
    /// one file. Each part is written as soon as it and every part before it are made,
    /// by the worker that made the last of them, so writing overlaps making: on
    /// report.json of 100,000 flights with two workers, the 0.1 s of writing 140 MB no
    /// longer comes after all the making.
    public static func write(
        partCount: Int, jobs: Int, to path: String, make: @Sendable (Int) -> [UInt8]
    ) throws(WriteError) {
        try replace(path) { descriptor in
            let writer = OrderedPartWriter(descriptor: descriptor)
            _ = parallelMap(count: partCount, workers: jobs) { index in
                writer.add(make(index), at: index)
            }
            return writer.failure
        }
    }

    /// Runs `body` on a new temporary file beside `path`, then renames it to `path`;
    /// `body` returns why it failed, if it did (then the temporary file is removed).
    private static func replace(_ path: String, body: (Int32) -> String?) throws(WriteError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.routereport-"
            + String(getpid()) + "-" + UUID().uuidString + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure = body(descriptor)
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && UnchangedFile.holds(path, sameBytesAs: temporary) {
            unlink(temporary)
            return
        }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// Writes all of `bytes`; the system's reason on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> String? in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                written += result
            }
            return nil
        }
    }
}
