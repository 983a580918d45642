internal import CZlib

/// One zip entry's bytes, handed out in successive chunks of at most the caller's buffer
/// size: a stored entry is copied, a deflated one inflated with zlib's raw inflate (zip
/// holds deflate streams without zlib's header). The reader checks what the directory
/// promised as it goes: the output never passes the declared size, and at the end the
/// size and CRC-32 must match. Nothing is written anywhere but the caller's buffer.
///
/// It borrows the archive's bytes, which must outlive it. Not Sendable: one reader, one
/// thread.
final class ZipEntryReader {
    let entry: ZipEntry
    /// The entry's stored (compressed) bytes inside the archive.
    private let data: UnsafeRawBufferPointer
    /// nil for a stored entry.
    private let stream: UnsafeMutablePointer<z_stream>?
    private var consumed = 0
    private var produced: UInt64 = 0
    private var crc: UInt32 = 0
    private var finished = false
    private var failure: ZipFailure?

    /// Deflate cannot compress better than 1032:1 (a 258-byte match in two bits), so an
    /// entry declaring more than that claims a size its data cannot hold.
    static let maximumDeflateRatio: UInt64 = 1032

    private static let localHeaderSignature: UInt32 = 0x0403_4b50
    private static let localHeaderSize = 30
    private static let dataDescriptorSignature: UInt32 = 0x0807_4b50

    /// zlib's counters are 32-bit: longer input or output is handed over this much a call.
    private static let zlibCallLimit = 1 << 30

    private init(entry: ZipEntry, data: UnsafeRawBufferPointer, stream: UnsafeMutablePointer<z_stream>?) {
        self.entry = entry
        self.data = data
        self.stream = stream
    }

    deinit {
        if let stream {
            inflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
    }

    /// A reader for `entry` of `archive`, after checking what can be checked before
    /// reading: encryption, method, the local header, where the data lies, the sizes.
    static func open(_ entry: ZipEntry, in archive: UnsafeRawBufferPointer) -> Result<ZipEntryReader, ZipFailure> {
        let name = entry.name
        func corrupt(_ reason: String) -> Result<ZipEntryReader, ZipFailure> {
            .failure(.corruptEntry(entry: name, reason))
        }
        guard !entry.isEncrypted else { return .failure(.encrypted(entry: name)) }
        guard entry.method == ZipEntry.stored || entry.method == ZipEntry.deflated else {
            return .failure(.unsupportedMethod(entry: name, method: entry.method))
        }
        let bytes = ZipBytes(bytes: archive)
        guard let header = ZipBytes.offset(entry.localHeaderOffset),
            bytes.uint32(at: header) == localHeaderSignature,
            let method = bytes.uint16(at: header + 8),
            let nameLength = bytes.uint16(at: header + 26), let extraLength = bytes.uint16(at: header + 28),
            let localName = bytes.slice(at: header + localHeaderSize, count: Int(nameLength))
        else { return corrupt("no local header at offset \(entry.localHeaderOffset)") }
        guard localName.elementsEqual(entry.rawName), method == entry.method else {
            return corrupt("its local header does not match the central directory")
        }
        let start = header + localHeaderSize + Int(nameLength) + Int(extraLength)
        guard let size = ZipBytes.offset(entry.compressedSize), let data = bytes.slice(at: start, count: size) else {
            return corrupt("its data runs past the end of the archive")
        }
        if entry.method == ZipEntry.stored {
            guard entry.compressedSize == entry.uncompressedSize else {
                return corrupt("it is stored, but its sizes differ (\(entry.compressedSize) and \(entry.uncompressedSize) bytes)")
            }
        } else {
            let (bound, overflow) = entry.compressedSize.multipliedReportingOverflow(by: maximumDeflateRatio)
            guard overflow || entry.uncompressedSize <= bound &+ 1024 else {
                return corrupt("\(entry.compressedSize) bytes cannot inflate to the \(entry.uncompressedSize) it declares")
            }
        }
        if entry.hasDataDescriptor {
            // The descriptor (its signature is optional) repeats the CRC after the data.
            let at = start + size
            let crcAt = bytes.uint32(at: at) == dataDescriptorSignature ? at + 4 : at
            guard let descriptorCRC = bytes.uint32(at: crcAt) else { return corrupt("its data descriptor is missing") }
            guard descriptorCRC == entry.crc32 else { return corrupt("its data descriptor disagrees with the central directory") }
        }
        guard entry.method == ZipEntry.deflated else { return .success(ZipEntryReader(entry: entry, data: data, stream: nil)) }
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard routereport_inflateInitRaw(stream) == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            return corrupt("zlib cannot start inflating (out of memory)")
        }
        return .success(ZipEntryReader(entry: entry, data: data, stream: stream))
    }

    /// Fills the start of `buffer` with the next bytes of the entry and returns how many;
    /// 0 at the end, once size and CRC have been checked. After a failure, the failure.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, ZipFailure> {
        if let failure { return .failure(failure) }
        if finished || buffer.isEmpty { return .success(0) }
        let result = stream.map { inflate($0, into: buffer) } ?? copyStored(into: buffer)
        if case .failure(let reason) = result { failure = reason }
        return result
    }

    private func copyStored(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, ZipFailure> {
        let count = min(data.count - consumed, buffer.count)
        if count > 0 {
            let piece = UnsafeRawBufferPointer(rebasing: data[consumed..<(consumed + count)])
            buffer.copyMemory(from: piece)
            crc = Self.crc32(crc, piece)
        }
        consumed += count
        produced += UInt64(count)
        if consumed == data.count {
            finished = true
            if let mismatch = checkEnd() { return .failure(mismatch) }
        }
        return .success(count)
    }

    private func inflate(_ stream: UnsafeMutablePointer<z_stream>, into buffer: UnsafeMutableRawBufferPointer) -> Result<
        Int, ZipFailure
    > {
        func corrupt(_ reason: String) -> Result<Int, ZipFailure> {
            .failure(.corruptEntry(entry: entry.name, reason))
        }
        // One byte past the declared size is room enough to see that the data lies.
        let left = entry.uncompressedSize - produced
        let window = left >= UInt64(buffer.count) ? buffer.count : Int(left) + 1
        guard let output = buffer.baseAddress else { return .success(0) }
        var written = 0
        while written == 0 && !finished {
            let feed = min(data.count - consumed, Self.zlibCallLimit)
            let room = min(window - written, Self.zlibCallLimit)
            stream.pointee.next_in =
                feed == 0
                ? nil
                : UnsafeMutablePointer(mutating: data.baseAddress?.advanced(by: consumed).assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = UInt32(feed)
            stream.pointee.next_out = (output + written).assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = UInt32(room)
            let status = CZlib.inflate(stream, Z_NO_FLUSH)
            let used = feed - Int(stream.pointee.avail_in)
            let made = room - Int(stream.pointee.avail_out)
            consumed += used
            written += made
            switch status {
            case Z_STREAM_END:
                finished = true
            case Z_OK where used > 0 || made > 0:
                continue
            case Z_OK, Z_BUF_ERROR:
                return corrupt(feed == 0 ? "its deflated data ends early" : "inflating it makes no progress")
            case Z_MEM_ERROR:
                return corrupt("zlib ran out of memory")
            default:
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                return corrupt("bad deflate data (\(reason))")
            }
        }
        produced += UInt64(written)
        crc = Self.crc32(crc, UnsafeRawBufferPointer(rebasing: buffer[0..<written]))
        if produced > entry.uncompressedSize {
            return corrupt("it inflates past the \(entry.uncompressedSize) bytes it declares")
        }
        if finished, let mismatch = checkEnd() { return .failure(mismatch) }
        return .success(written)
    }

    /// At the end: the size and CRC-32 the directory declared.
    private func checkEnd() -> ZipFailure? {
        if produced != entry.uncompressedSize {
            return .corruptEntry(entry: entry.name, "it holds \(produced) bytes, not the \(entry.uncompressedSize) it declares")
        }
        if crc != entry.crc32 {
            return .corruptEntry(entry: entry.name, "CRC-32 mismatch")
        }
        return nil
    }

    /// zlib's CRC-32 of `bytes`, continuing from `crc` (0 to start); ZipWriter's too.
    static func crc32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var value = UInt(crc)
        var offset = 0
        while offset < bytes.count {
            let count = min(bytes.count - offset, zlibCallLimit)
            value = CZlib.crc32(value, bytes.baseAddress?.advanced(by: offset).assumingMemoryBound(to: Bytef.self), UInt32(count))
            offset += count
        }
        return UInt32(truncatingIfNeeded: value)
    }
}
