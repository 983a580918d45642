/// A zip archive's central directory, read from the end of central directory record
/// (and the ZIP64 locator and record where the archive uses them), following PKWARE's
/// APPNOTE.TXT. Every offset and count from the file is checked against the bytes and
/// against each other; a directory that does not add up is a `ZipFailure`, never a trap.
struct ZipDirectory: Sendable {
    /// In central directory order, which is "archive order".
    var entries: [ZipEntry]

    private static let endSignature: UInt32 = 0x0605_4b50
    private static let endSize = 22
    private static let zip64LocatorSignature: UInt32 = 0x0706_4b50
    private static let zip64LocatorSize = 20
    private static let zip64EndSignature: UInt32 = 0x0606_4b50
    private static let zip64EndSize = 56
    private static let entrySignature: UInt32 = 0x0201_4b50
    private static let entrySize = 46
    private static let zip64ExtraID: UInt16 = 0x0001

    /// Where the central directory lies and how many entries it claims.
    private struct Layout {
        var entryCount: UInt64
        var offset: UInt64
        var size: UInt64
        /// The directory must end before this offset (the first end record).
        var limit: Int
    }

    static func read(_ archive: UnsafeRawBufferPointer) -> Result<ZipDirectory, ZipFailure> {
        let bytes = ZipBytes(bytes: archive)
        switch layout(bytes) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let layout):
            return entries(bytes, layout).map { ZipDirectory(entries: $0) }
        }
    }

    /// The end record is the last 22 bytes, or sits before a comment of up to 64 KiB: the
    /// last signature whose comment fits in the file wins.
    private static func findEnd(_ bytes: ZipBytes) -> Int? {
        guard bytes.count >= endSize else { return nil }
        let latest = bytes.count - endSize
        let earliest = max(0, latest - Int(UInt16.max))
        for position in stride(from: latest, through: earliest, by: -1) {
            guard bytes.uint32(at: position) == endSignature,
                let commentLength = bytes.uint16(at: position + 20),
                position + endSize + Int(commentLength) <= bytes.count
            else { continue }
            return position
        }
        return nil
    }

    private static func layout(_ bytes: ZipBytes) -> Result<Layout, ZipFailure> {
        guard let end = findEnd(bytes),
            let disk = bytes.uint16(at: end + 4), let directoryDisk = bytes.uint16(at: end + 6),
            let entriesOnDisk = bytes.uint16(at: end + 8), let entryCount = bytes.uint16(at: end + 10),
            let size = bytes.uint32(at: end + 12), let offset = bytes.uint32(at: end + 16)
        else {
            return .failure(.corruptArchive("no end of central directory record (not a zip archive)"))
        }
        let locator = end - zip64LocatorSize
        if locator >= 0, bytes.uint32(at: locator) == zip64LocatorSignature {
            return zip64Layout(bytes, locator: locator)
        }
        if entryCount == UInt16.max || size == UInt32.max || offset == UInt32.max {
            return .failure(.corruptArchive("the end record points to a ZIP64 record that is missing"))
        }
        guard disk == 0, directoryDisk == 0, entriesOnDisk == entryCount else { return .failure(.spanned) }
        return .success(Layout(entryCount: UInt64(entryCount), offset: UInt64(offset), size: UInt64(size), limit: end))
    }

    /// ZIP64: the locator just before the end record gives the offset of the ZIP64 end
    /// record, which holds the 64-bit count, size and offset of the directory.
    private static func zip64Layout(_ bytes: ZipBytes, locator: Int) -> Result<Layout, ZipFailure> {
        guard let recordDisk = bytes.uint32(at: locator + 4), let recordOffset = bytes.uint64(at: locator + 8),
            let diskCount = bytes.uint32(at: locator + 16)
        else { return .failure(.corruptArchive("truncated ZIP64 locator")) }
        guard recordDisk == 0, diskCount <= 1 else { return .failure(.spanned) }
        guard let record = ZipBytes.offset(recordOffset), record <= locator - zip64EndSize,
            bytes.uint32(at: record) == zip64EndSignature,
            let disk = bytes.uint32(at: record + 16), let directoryDisk = bytes.uint32(at: record + 20),
            let entriesOnDisk = bytes.uint64(at: record + 24), let entryCount = bytes.uint64(at: record + 32),
            let size = bytes.uint64(at: record + 40), let offset = bytes.uint64(at: record + 48)
        else { return .failure(.corruptArchive("the ZIP64 end of central directory record is missing or truncated")) }
        guard disk == 0, directoryDisk == 0, entriesOnDisk == entryCount else { return .failure(.spanned) }
        return .success(Layout(entryCount: entryCount, offset: offset, size: size, limit: record))
    }

    private static func entries(_ bytes: ZipBytes, _ layout: Layout) -> Result<[ZipEntry], ZipFailure> {
        guard let start = ZipBytes.offset(layout.offset), let size = ZipBytes.offset(layout.size),
            let end = ZipBytes.end(start, size), end <= layout.limit
        else { return .failure(.corruptArchive("the central directory lies outside the archive")) }
        // Each entry takes at least 46 bytes, so a huge count in a small directory fails
        // below without a huge allocation.
        guard layout.entryCount <= UInt64(size / entrySize) else {
            return .failure(.corruptArchive("the central directory is too small for its \(layout.entryCount) entries"))
        }
        var entries: [ZipEntry] = []
        entries.reserveCapacity(Int(layout.entryCount))
        var position = start
        for index in 0..<Int(layout.entryCount) {
            switch entry(bytes, at: position, end: end) {
            case .failure(let failure):
                return .failure(failure)
            case .success(let (entry, next)):
                entries.append(entry)
                position = next
            case nil:
                return .failure(.corruptArchive("central directory entry \(index + 1) is truncated or malformed"))
            }
        }
        return .success(entries)
    }

    /// The entry at `position` and the position of the next one; nil if it does not fit
    /// before `end` or lacks its signature.
    private static func entry(_ bytes: ZipBytes, at position: Int, end: Int) -> Result<(ZipEntry, Int), ZipFailure>? {
        guard let fixedEnd = ZipBytes.end(position, entrySize), fixedEnd <= end,
            bytes.uint32(at: position) == entrySignature,
            let flags = bytes.uint16(at: position + 8), let method = bytes.uint16(at: position + 10),
            let crc = bytes.uint32(at: position + 16),
            let compressed32 = bytes.uint32(at: position + 20), let uncompressed32 = bytes.uint32(at: position + 24),
            let nameLength = bytes.uint16(at: position + 28), let extraLength = bytes.uint16(at: position + 30),
            let commentLength = bytes.uint16(at: position + 32), let startDisk = bytes.uint16(at: position + 34),
            let offset32 = bytes.uint32(at: position + 42)
        else { return nil }
        let next = fixedEnd + Int(nameLength) + Int(extraLength) + Int(commentLength)
        guard next <= end,
            let name = bytes.slice(at: fixedEnd, count: Int(nameLength)),
            let extra = bytes.slice(at: fixedEnd + Int(nameLength), count: Int(extraLength))
        else { return nil }
        let rawName = Array(name)
        let decoded = ZipEntry.decodeName(rawName, flags: flags)
        // The ZIP64 extra field holds, in this order, each of these whose 32-bit (or
        // 16-bit) field is saturated; other fields are absent from it.
        let zip64 = ZipBytes(bytes: extraField(zip64ExtraID, in: extra) ?? UnsafeRawBufferPointer(start: nil, count: 0))
        var zip64Position = 0
        func wide(_ narrow: UInt32) -> UInt64? {
            guard narrow == UInt32.max else { return UInt64(narrow) }
            defer { zip64Position += 8 }
            return zip64.uint64(at: zip64Position)
        }
        guard let uncompressed = wide(uncompressed32), let compressed = wide(compressed32), let offset = wide(offset32)
        else {
            return .failure(.corruptEntry(entry: decoded, "a size or offset is missing from its ZIP64 extra field"))
        }
        if startDisk == UInt16.max {
            guard let disk = zip64.uint32(at: zip64Position), disk == 0 else { return .failure(.spanned) }
        } else if startDisk != 0 {
            return .failure(.spanned)
        }
        let entry = ZipEntry(
            name: decoded, rawName: rawName, flags: flags, method: method, crc32: crc,
            compressedSize: compressed, uncompressedSize: uncompressed, localHeaderOffset: offset)
        return .success((entry, next))
    }

    /// The data of the first extra field with `id` (extra fields are id, size, data);
    /// nil if there is none. A malformed tail is ignored: writers pad extra fields.
    static func extraField(_ id: UInt16, in extra: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        let fields = ZipBytes(bytes: extra)
        var position = 0
        while let fieldID = fields.uint16(at: position), let size = fields.uint16(at: position + 2) {
            guard let data = fields.slice(at: position + 4, count: Int(size)) else { return nil }
            if fieldID == id { return data }
            position += 4 + Int(size)
        }
        return nil
    }
}
