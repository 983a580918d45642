internal import CZlib

/// A zip archive: each entry deflated with zlib's raw deflate, its CRC-32 from zlib, every
/// header written here (PKWARE APPNOTE.TXT). The headers are made in memory; an entry's
/// data stays where its deflater put it (memory or a `Spill`), so the archive comes
/// out as stretches (`finishStretches`) or, for one built in memory, as bytes (`finish`). The same entries give the
/// same bytes: the time stamp is a fixed argument, nothing depends on the clock, the
/// machine or the user. ZIP64 fields are written only where a size or offset needs them.
struct ZipWriter {
    /// The time and date every entry carries, as MS-DOS fields.
    var dosTime: UInt16
    var dosDate: UInt16
    /// Sizes and offsets from this on take ZIP64 fields. Tests lower it to write ZIP64
    /// archives without 4 GiB of data.
    var zip64Threshold: UInt64 = 0xFFFF_FFFF
    /// The archive so far: `stretches`, then `bytes`.
    private var stretches: [FileStretch] = []
    private var stretchesSize: UInt64 = 0
    private var bytes: [UInt8] = []
    private var directory: [UInt8] = []
    private var entryCount = 0
    /// The archive's comment, at its very end (at most 65,535 bytes).
    private let comment: [UInt8]

    init(dosTime: UInt16, dosDate: UInt16, comment: String = "") {
        self.dosTime = dosTime
        self.dosDate = dosDate
        self.comment = Array(comment.utf8.prefix(Int(UInt16.max)))
    }

    /// "Version needed to extract": 2.0 for deflate, 4.5 for ZIP64.
    private static let versionDeflate: UInt16 = 20
    private static let versionZip64: UInt16 = 45
    /// "Version made by": Unix (3) in the high byte, so the mode below is read as one.
    private static let madeByUnix: UInt16 = 3 << 8 | 45
    /// Regular file, rw-r--r--, in the high half of the external attributes.
    private static let regularFileMode: UInt32 = 0o100644 << 16
    private static let utf8Name: UInt16 = 0x0800

    /// Adds `contents` deflated under `name`; false if zlib fails (out of memory only).
    mutating func add(name: String, contents: [UInt8]) -> Bool {
        guard let deflater = ZipDeflater(), contents.withUnsafeBytes({ deflater.add($0) }), let entry = deflater.finish() else {
            return false
        }
        add(name: name, deflated: entry)
        return true
    }

    /// Adds an entry deflated beforehand (`ZipDeflater`, fed its contents part by part).
    mutating func add(name: String, deflated entry: ZipDeflater.Entry) {
        let nameBytes = Array(name.utf8)
        let offset = stretchesSize + UInt64(bytes.count)
        let size = entry.size
        let crc = entry.crc
        // From the worst case zlib can produce for this size, as if decided before deflating.
        let worst = size + size / 1000 + 1024
        let zip64 = worst >= zip64Threshold || size >= zip64Threshold || offset >= zip64Threshold
        let version = zip64 ? Self.versionZip64 : Self.versionDeflate
        let flags: UInt16 = nameBytes.allSatisfy { $0 < 0x80 } ? 0 : Self.utf8Name
        let compressed = UInt64(entry.data.count)

        put32(0x0403_4b50)
        put16(version)
        put16(flags)
        put16(8)
        put16(dosTime)
        put16(dosDate)
        put32(crc)
        put32(zip64 ? UInt32.max : UInt32(compressed))
        put32(zip64 ? UInt32.max : UInt32(size))
        put16(UInt16(nameBytes.count))
        put16(zip64 ? 20 : 0)
        bytes += nameBytes
        if zip64 {
            put16(0x0001)
            put16(16)
            put64(size)
            put64(compressed)
        }
        switch entry.data {
        case .bytes(let data): bytes += data
        case .spilled:
            stretches.append(.bytes(bytes))
            stretches.append(entry.data)
            stretchesSize += UInt64(bytes.count) + compressed
            bytes = []
        }

        // Central directory entry, written once all data is in.
        var extra: [UInt8] = []
        let wideOffset = offset >= zip64Threshold
        if zip64 {
            Self.append16(0x0001, to: &extra)
            Self.append16(wideOffset ? 24 : 16, to: &extra)
            Self.append64(size, to: &extra)
            Self.append64(compressed, to: &extra)
            if wideOffset { Self.append64(offset, to: &extra) }
        }
        var entry: [UInt8] = []
        Self.append32(0x0201_4b50, to: &entry)
        Self.append16(Self.madeByUnix, to: &entry)
        Self.append16(version, to: &entry)
        Self.append16(flags, to: &entry)
        Self.append16(8, to: &entry)
        Self.append16(dosTime, to: &entry)
        Self.append16(dosDate, to: &entry)
        Self.append32(crc, to: &entry)
        Self.append32(zip64 ? UInt32.max : UInt32(compressed), to: &entry)
        Self.append32(zip64 ? UInt32.max : UInt32(size), to: &entry)
        Self.append16(UInt16(nameBytes.count), to: &entry)
        Self.append16(UInt16(extra.count), to: &entry)
        Self.append16(0, to: &entry)  // comment
        Self.append16(0, to: &entry)  // disk
        Self.append16(0, to: &entry)  // internal attributes
        Self.append32(Self.regularFileMode, to: &entry)
        Self.append32(wideOffset ? UInt32.max : UInt32(offset), to: &entry)
        directory += entry + nameBytes + extra
        entryCount += 1
    }

    /// The archive in memory; nil if a spilled entry's data cannot be read back.
    consuming func finish() -> [UInt8]? {
        FileStretch.joined(finishStretches())
    }

    /// The archive: the entries, the central directory and its end record (with the
    /// ZIP64 record and locator when the directory's place or size needs them), as
    /// stretches in order.
    consuming func finishStretches() -> [FileStretch] {
        let directoryOffset = stretchesSize + UInt64(bytes.count)
        let directorySize = UInt64(directory.count)
        bytes += directory
        let zip64 =
            directoryOffset >= zip64Threshold || directorySize >= zip64Threshold
            || UInt64(entryCount) >= min(zip64Threshold, 0xFFFF)
        if zip64 {
            let record = stretchesSize + UInt64(bytes.count)
            put32(0x0606_4b50)
            put64(44)  // the record's size after this field
            put16(Self.madeByUnix)
            put16(Self.versionZip64)
            put32(0)
            put32(0)
            put64(UInt64(entryCount))
            put64(UInt64(entryCount))
            put64(directorySize)
            put64(directoryOffset)
            put32(0x0706_4b50)
            put32(0)
            put64(record)
            put32(1)
        }
        put32(0x0605_4b50)
        put16(0)
        put16(0)
        put16(zip64 ? UInt16.max : UInt16(entryCount))
        put16(zip64 ? UInt16.max : UInt16(entryCount))
        put32(zip64 ? UInt32.max : UInt32(directorySize))
        put32(zip64 ? UInt32.max : UInt32(directoryOffset))
        put16(UInt16(comment.count))
        bytes += comment
        return (stretches + [.bytes(bytes)]).filter { $0.count > 0 }
    }

    private mutating func put16(_ value: UInt16) { Self.append16(value, to: &bytes) }
    private mutating func put32(_ value: UInt32) { Self.append32(value, to: &bytes) }
    private mutating func put64(_ value: UInt64) { Self.append64(value, to: &bytes) }

    private static func append16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    private static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }

    private static func append64(_ value: UInt64, to bytes: inout [UInt8]) {
        for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
}

/// One raw deflate stream at zlib's default level, fed its contents in parts (the same
/// bytes however they are cut), with the CRC-32 and size a zip entry records. The
/// deflated stream is kept in memory, or appended to a spill as it comes out, so
/// that only one output chunk of it is ever in memory.
final class ZipDeflater {
    struct Entry {
        var crc: UInt32
        var size: UInt64
        /// The deflated stream.
        var data: FileStretch
    }

    private static let zlibChunk = 1 << 30
    // zlib keeps a pointer back to the stream and checks it: the stream must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var crc: UInt32 = 0
    private var size: UInt64 = 0
    private var compressed: [UInt8] = []
    private let spill: (any Spill)?
    private let spillStart: Int
    /// Why the stream failed, once it did.
    private(set) var failure: String?
    private var failed: Bool { failure != nil }
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    /// nil if zlib cannot start (out of memory only).
    private var started = false

    /// `spill`: where the deflated stream goes, from the spill file's end; nil for memory.
    init?(spill: (any Spill)? = nil) {
        self.spill = spill
        spillStart = spill?.count ?? 0
        stream.initialize(to: z_stream())
        started = routereport_deflateInitRaw(stream, Z_DEFAULT_COMPRESSION) == Z_OK
        if !started { return nil }
    }

    deinit {
        if started { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Deflates the next part of the contents; false once zlib failed.
    @discardableResult
    func add(_ contents: UnsafeRawBufferPointer) -> Bool {
        // The reader's CRC-32 (zlib's), so both sides compute it one way.
        crc = ZipEntryReader.crc32(crc, contents)
        size += UInt64(contents.count)
        var consumed = 0
        while !failed && consumed < contents.count {
            let feed = min(contents.count - consumed, Self.zlibChunk)
            run(contents.baseAddress?.advanced(by: consumed), count: feed, flush: Z_NO_FLUSH)
            consumed += feed
        }
        return !failed
    }

    /// The finished stream; nil if zlib failed.
    func finish() -> Entry? {
        run(nil, count: 0, flush: Z_FINISH)
        guard !failed else { return nil }
        let data: FileStretch =
            if let spill { .spilled(spill, offset: spillStart, count: spill.count - spillStart) } else { .bytes(compressed) }
        return Entry(crc: crc, size: size, data: data)
    }

    private func run(_ input: UnsafeRawPointer?, count: Int, flush: Int32) {
        guard !failed else { return }
        stream.pointee.next_in = count == 0 ? nil : UnsafeMutablePointer(mutating: input?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = UInt32(count)
        var status: Int32 = Z_OK
        repeat {
            let made = chunk.withUnsafeMutableBufferPointer { out -> Int in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = UInt32(out.count)
                status = CZlib.deflate(stream, flush)
                return out.count - Int(stream.pointee.avail_out)
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                failure = "zlib could not deflate it (out of memory)"
                return
            }
            if let spill {
                let spilled = chunk.withUnsafeBytes { spill.append(UnsafeRawBufferPointer(rebasing: $0[0..<made])) }
                if let spilled {
                    failure = "cannot write its spill file: " + spilled
                    return
                }
            } else {
                compressed += chunk[0..<made]
            }
        } while stream.pointee.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
    }
}
