import Foundation

/// Makes a file from another file's parts, handed to it in order, one at a time. Not
/// `Sendable`: the pipeline may hand it from one thread to another between parts, and
/// never lets two of them call it at once.
protocol PartPacker: AnyObject {
    func add(_ part: [UInt8])
    /// The packed file as stretches in order (it may keep bytes in its `Spill`), or why it
    /// could not be made.
    func finish() -> Result<[FileStretch], PackingFailure>
}

/// Room on disk for the bytes a packer makes, so that they are not held in memory: the
/// pipeline gives a packer one beside the file it packs (`SpillFile`). Appended to by
/// the packer, then only read, by whoever writes the packed file.
protocol Spill: AnyObject, Sendable {
    /// Bytes appended so far.
    var count: Int { get }
    /// Appends `bytes`; the system's reason on failure (then nothing more should be added).
    func append(_ bytes: UnsafeRawBufferPointer) -> String?
    /// Reads `buffer.count` bytes at `offset`; false if they cannot all be read.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool
}

/// A stretch of a file being written: bytes in memory, or a region of a spill.
enum FileStretch: Sendable {
    case bytes([UInt8])
    case spilled(any Spill, offset: Int, count: Int)

    var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .spilled(_, _, let count): count
        }
    }

    /// Bytes read back from a spill at a time.
    static let chunkSize = 1 << 20

    /// Hands the stretch to `body` in order, in chunks of at most `chunkSize` for a
    /// spilled one, until `body` gives a failure. The failure, or nil.
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

    /// The stretches joined in memory; nil if a spilled one cannot be read back.
    static func joined(_ stretches: [FileStretch]) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stretches.reduce(0) { $0 + $1.count })
        for stretch in stretches {
            let failure = stretch.forEachChunk { chunk in
                bytes += chunk
                return nil
            }
            if failure != nil { return nil }
        }
        return bytes
    }
}

/// Why a packed file (routes.kmz) could not be made: zlib out of memory, or its spill
/// could not be made or written (then the system's reason).
struct PackingFailure: Error {
    var reason: String

    init(reason: String) {
        self.reason = reason
    }
}
