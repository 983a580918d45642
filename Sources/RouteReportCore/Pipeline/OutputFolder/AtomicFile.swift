import Foundation

/// Writes a file so that readers see the old file or the whole new one, never a part:
/// a temporary file beside it, then rename(2), which replaces atomically. No fsync: the
/// promise is to other readers, not durability across a power cut, and a run may write
/// a hundred thousand maps.
///
/// A file that already holds exactly the new bytes is left as it is (`UnchangedFile`),
/// with its modification time, mode and links: a rerun into the same folder keeps the
/// modification times of what did not change, and does not pay for replacing it (on this machine's ext4, mounted with `discard`,
/// replacing a file waits for the old blocks' discard: 0.1 ms a file, most of the time
/// of rewriting 10,000 maps).
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        /// Further files of the same set that could not be written either.
        var others: [WriteError] = []
        /// The file is a person's, not routereport's (`OutputFolder.foreignFiles`): it
        /// was not written over, and nothing else was written.
        var isForeign = false
        /// The file failed only because another file of the set did, whose error says why.
        var followsAnother = false
        var description: String { "cannot write \(path): \(reason)" }
        /// This error and the others, in order.
        var all: [WriteError] {
            [WriteError(path: path, reason: reason, isForeign: isForeign)] + others
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try write(parts: [bytes], to: path)
    }

    /// Writes the parts one after another as one file, so a big document made in runs
    /// (report.json of 100,000 flights: 140 MB) is never joined in memory.
    static func write(parts: [[UInt8]], to path: String) throws(WriteError) {
        let parts = parts.isEmpty ? [[]] : parts
        let assembly = FileAssembly(path: path, partCount: parts.count)
        for (index, part) in parts.enumerated() { assembly.add(part, at: index) }
        if let error = assembly.finish() { throw error }
    }

    /// Closes the written temporary file and renames it to `path`. The system's reason
    /// on failure (then the temporary file is removed).
    static func putInPlace(descriptor: Int32, temporary: String, at path: String) -> String? {
        var failure: String?
        if close(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if failure != nil { unlink(temporary) }
        UncommittedFiles.process.forget(temporary)
        return failure
    }

    /// Writes all of `bytes`; the system's reason on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var written = 0
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
