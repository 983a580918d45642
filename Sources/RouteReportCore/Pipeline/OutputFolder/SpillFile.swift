import Foundation

/// Bytes kept on disk rather than in memory while a file is made (routes.kmz's deflated
/// entry): a file in the output folder, beside the file it is for, removed from the
/// folder as soon as it is open, so it has no name and a killed run leaves nothing.
/// Appended to by one writer, then only read (`pread`), by any thread.
///
/// `@unchecked Sendable`: `append` is called by one thread at a time (by the packer,
/// which the pipeline hands one part at a time); reads never change it.
final class SpillFile: Spill, @unchecked Sendable {
    let descriptor: Int32
    /// Bytes appended so far.
    private(set) var count = 0

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// A new, empty spill file in the folder of `path`; the system's reason on failure.
    static func make(beside path: String) -> Result<SpillFile, PackingFailure> {
        switch UncommittedFiles.process.create(beside: path, mode: 0o600, readable: true) {
        case .success(let (descriptor, temporary)):
            UncommittedFiles.process.remove(temporary)
            return .success(SpillFile(descriptor: descriptor))
        case .failure(let failure):
            return .failure(PackingFailure(reason: "cannot make its spill file: " + failure.reason))
        }
    }

    /// Appends `bytes`; the system's reason on failure (then nothing more should be added).
    func append(_ bytes: UnsafeRawBufferPointer) -> String? {
        if let failure = AtomicFile.writeAll(bytes, to: descriptor) { return failure }
        count += bytes.count
        return nil
    }

    /// Reads `buffer.count` bytes at `offset`; false if they cannot all be read.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < buffer.count {
            let result = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { return false }
            done += result
        }
        return true
    }
}
