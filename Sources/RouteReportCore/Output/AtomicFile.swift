import Foundation

/// Writes a file so that readers see the old file or the whole new one, never a part:
/// a temporary file beside it, then rename(2), which replaces atomically. No fsync: the
/// promise is to other readers, not durability across a power cut, and a run may write
/// a hundred thousand maps.
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
    /// (report.json of 100,000 flights: 120 MB) is never joined in memory.
    public static func write(parts: [[UInt8]], to path: String) throws(WriteError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.routereport-"
            + String(getpid()) + "-" + UUID().uuidString + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        for bytes in parts where failure == nil {
            var written = 0
            bytes.withUnsafeBytes { buffer in
                while written < buffer.count {
                    let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        failure = String(cString: strerror(errno))
                        return
                    }
                    written += result
                }
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }
}
