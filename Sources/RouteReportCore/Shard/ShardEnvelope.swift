#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frame around a shard state's content: the magic line `routereport shard\n`, the
/// format's version (8 bytes, little-endian), the content, and the CRC-64 of everything
/// before it (`ShardChecksum`, 8 bytes, little-endian). merge opens the frame before it
/// reads a value: a state damaged in storage or edited is refused (exit 2, a corrupt
/// shard state), never merged into a report it no longer matches.
enum ShardEnvelope {
    static let magic = Array("routereport shard\n".utf8)

    /// A writer holding the frame's start: the content is written after it.
    static func writer(version: Int) -> BinaryWriter {
        var writer = BinaryWriter()
        writer.write(raw: magic)
        writer.write(version)
        return writer
    }

    /// The bytes of `writer` (from `writer(version:)`) with the checksum that ends them.
    static func sealed(_ writer: consuming BinaryWriter) -> [UInt8] {
        let checksum = writer.bytes.withUnsafeBytes { ShardChecksum($0).value }
        writer.write(checksum)
        return writer.bytes
    }

    /// Where the content lies in `bytes`, once the magic line, the version and the
    /// checksum are found right.
    static func content(of bytes: UnsafeRawBufferPointer, version: Int) -> Result<Range<Int>, ShardState.Refusal> {
        let start = magic.count + 8
        guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else {
            return .failure(.notAShardState)
        }
        guard bytes.count >= start else { return .failure(.corrupt("it ends inside its header")) }
        let stated = Int(Int64(bitPattern: word(bytes, at: magic.count)))
        guard stated == version else { return .failure(.otherVersion(stated)) }
        guard bytes.count >= start + 8 else { return .failure(.corrupt("it ends before its checksum")) }
        let end = bytes.count - 8
        let computed = ShardChecksum(UnsafeRawBufferPointer(rebasing: bytes[..<end])).value
        guard computed == word(bytes, at: end) else {
            return .failure(.corrupt("its checksum does not match its content"))
        }
        return .success(start..<end)
    }

    private static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        return value
    }
}

extension ShardState {
    /// Why merge cannot take a shard state.
    enum Refusal: Error, Equatable {
        /// Not routereport's shard state at all.
        case notAShardState
        /// Written by a routereport whose state format is that other version.
        case otherVersion(Int)
        /// Damaged or edited: the reason (the checksum, or a value out of range).
        case corrupt(String)
        /// The file could not be read: the reason.
        case unreadable(String)

        /// Why the state is refused, after its path; `version` is this routereport's.
        func text(version: String) -> String {
            switch self {
            case .notAShardState: return "is not a shard state of routereport \(version)"
            case .otherVersion: return "is a shard state of another routereport version than \(version)"
            case .corrupt(let reason): return "is a corrupt shard state: " + reason
            case .unreadable(let reason): return "cannot be read: " + reason
            }
        }
    }

    /// The state in the file at `path`; nil when there is no such file. The bytes are
    /// read into one checked allocation (`InputBytes`), so a state too big for memory
    /// is refused, not an abort.
    static func read(path: String) -> Result<ShardState, Refusal>? {
        var status = stat()
        if stat(FileName.systemPath(path), &status) != 0 && errno == ENOENT { return nil }
        switch InputBytes.load(path: path) {
        case .success(let bytes): return decode(UnsafeRawBufferPointer(bytes.buffer), airports: .shared)
        case .failure(let failure): return .failure(.unreadable(failure.diagnostic.message))
        }
    }
}
