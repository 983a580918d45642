import Foundation

/// Bytes kept on disk rather than in memory while a file is made (routes.kmz's deflated
/// entry): a file in the output folder, beside the file it is for, removed from the
/// folder as soon as it is open, so it has no name and a killed run leaves nothing.
/// Appended to by one writer, then only read (`pread`), by any thread.
///
/// `@unchecked Sendable`: `append` is called by one thread at a time (the packer holds
/// it under its lock); reads never change it.
final class SpillFile: @unchecked Sendable {
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

/// A stretch of a file being written: bytes in memory, or a region of a spill file.
enum FilePiece: Sendable {
    case bytes([UInt8])
    case spilled(SpillFile, offset: Int, count: Int)

    var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .spilled(_, _, let count): count
        }
    }

    /// Bytes read back from a spill file at a time.
    static let chunkSize = 1 << 20

    /// Hands the piece to `body` in order, in chunks of at most `chunkSize` for a spilled
    /// one, until `body` gives a failure. The failure, or nil.
    func forEachChunk(_ body: ([UInt8]) -> String?) -> String? {
        switch self {
        case .bytes(let bytes):
            return body(bytes)
        case .spilled(let spill, let offset, let count):
            var done = 0
            while done < count {
                let chunk = [UInt8](unsafeUninitializedCapacity: min(Self.chunkSize, count - done)) { buffer, initialized in
                    initialized = spill.read(into: UnsafeMutableRawBufferPointer(buffer), at: offset + done) ? buffer.count : 0
                }
                guard !chunk.isEmpty else { return "its spill file could not be read back" }
                if let failure = body(chunk) { return failure }
                done += chunk.count
            }
            return nil
        }
    }

    /// The pieces joined in memory; nil if a spilled one cannot be read back.
    static func joined(_ pieces: [FilePiece]) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces {
            let failure = piece.forEachChunk { chunk in
                bytes += chunk
                return nil
            }
            if failure != nil { return nil }
        }
        return bytes
    }
}

/// Why a packed file (routes.kmz) could not be made: zlib out of memory, or its spill
/// file could not be made or written (then the system's reason).
struct PackingFailure: Error {
    var reason: String

    init(reason: String) {
        self.reason = reason
    }
}
