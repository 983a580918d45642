/// Reads the KML document out of a KMZ (a zip archive) in memory: `ZipDirectory` finds
/// the entries, `ZipEntryReader` inflates one, piece by piece (`KMZEntryStream`) for the
/// XML reader to parse as it goes, so memory does not follow the inflated size. Nothing
/// is ever extracted to disk. The document is `doc.kml` at the top of the archive, else
/// the first `.kml` entry in archive order (Google Earth's rule).
///
/// Hostile archives end as diagnostics: an entry that would inflate past
/// `maximumDocumentSize` (zip bombs: the declared size is checked first, and the output
/// is counted while inflating, since the header can lie; with the entry parsed as it is
/// inflated, this bounds the time spent, not the memory), a declared size deflate
/// cannot reach from the stored bytes, encrypted entries, methods other than stored and
/// deflated, corrupt directories, headers or data (the CRC-32 is checked at the end of
/// the entry), entries with `..` or absolute paths (skipped with a warning), an archive
/// with no KML.
enum KMZArchive {
    /// The largest KML document a KMZ may inflate to.
    static let maximumDocumentSize = 512 << 20

    struct Extracted: Sendable {
        /// The entry's name inside the archive.
        var entryName: String
        var bytes: [UInt8]
    }

    /// The KML document inflated whole, or nil with at least one error in `diagnostics`.
    static func document(
        in archive: [UInt8], file: String, diagnostics: inout [Diagnostic],
        maximumSize: Int = maximumDocumentSize
    ) -> Extracted? {
        archive.withUnsafeBytes { raw in
            inflatedDocument(in: raw, file: file, diagnostics: &diagnostics, maximumSize: maximumSize).map {
                Extracted(entryName: $0.entryName, bytes: Array($0.bytes.buffer))
            }
        }
    }

    /// The same into one checked allocation of the declared size (`CheckedMemory`):
    /// memory running out is an `unreadable-file` error, not an abort.
    static func inflatedDocument(
        in archive: UnsafeRawBufferPointer, file: String, diagnostics: inout [Diagnostic],
        maximumSize: Int = maximumDocumentSize
    ) -> (entryName: String, bytes: InputBytes)? {
        guard let reader = openDocument(in: archive, file: file, diagnostics: &diagnostics, maximumSize: maximumSize),
            let size = Int(exactly: reader.entry.uncompressedSize)
        else { return nil }
        // One byte more than declared: room to see that the data lies.
        guard let storage = CheckedMemory.allocate(size + 1) else {
            diagnostics.append(InputBytes.outOfMemory(size, path: file).diagnostic)
            return nil
        }
        var used = 0
        while true {
            let room = UnsafeMutableRawBufferPointer(start: storage + used, count: size + 1 - used)
            switch reader.read(into: room) {
            case .failure(let failure):
                CheckedMemory.free(storage)
                diagnostics.append(Diagnostic(.archiveInvalid, failure.message, at: SourceLocation(file: file)))
                return nil
            case .success(0):
                return (reader.entry.name, InputBytes(adopting: storage.assumingMemoryBound(to: UInt8.self), count: used))
            case .success(let count):
                used += count
            }
        }
    }

    /// The KML entry opened for reading in chunks, or nil with an error in `diagnostics`.
    /// The reader borrows `archive`, which must outlive it. Its output is bounded by the
    /// entry's declared size, which is at most `maximumSize`.
    static func openDocument(
        in archive: UnsafeRawBufferPointer, file: String, diagnostics: inout [Diagnostic],
        maximumSize: Int = maximumDocumentSize
    ) -> ZipEntryReader? {
        func fail(_ failure: ZipFailure) -> ZipEntryReader? {
            diagnostics.append(Diagnostic(.archiveInvalid, failure.message, at: SourceLocation(file: file)))
            return nil
        }
        let directory: ZipDirectory
        switch ZipDirectory.read(archive) {
        case .failure(let failure): return fail(failure)
        case .success(let read): directory = read
        }
        guard let entry = chooseDocument(directory.entries, file: file, diagnostics: &diagnostics) else {
            diagnostics.append(
                Diagnostic(
                    .archiveInvalid, "the KMZ archive holds no .kml document", at: SourceLocation(file: file)))
            return nil
        }
        switch ZipEntryReader.open(entry, in: archive) {
        case .failure(let failure):
            return fail(failure)
        case .success(let reader):
            guard entry.uncompressedSize <= UInt64(max(maximumSize, 0)) else {
                diagnostics.append(tooLarge(entry.name, maximumSize: maximumSize, file: file))
                return nil
            }
            return reader
        }
    }

    static func tooLarge(_ name: String, maximumSize: Int, file: String) -> Diagnostic {
        Diagnostic(
            .inputLimit, "the KMZ entry '\(name)' inflates past \(maximumSize >> 20) MiB; not read",
            at: SourceLocation(file: file))
    }

    /// `doc.kml` at the top, else the first `.kml` entry; unsafe names are skipped.
    private static func chooseDocument(_ entries: [ZipEntry], file: String, diagnostics: inout [Diagnostic]) -> ZipEntry? {
        var firstKML: ZipEntry?
        for entry in entries {
            let name = entry.name
            if !isSafe(name) {
                diagnostics.append(
                    Diagnostic(
                        .archiveInvalid, "the KMZ entry '\(name)' has an unsafe path; ignored",
                        at: SourceLocation(file: file), severity: .warning))
                continue
            }
            if name.lowercased() == "doc.kml" { return entry }
            if firstKML == nil && name.lowercased().hasSuffix(".kml") { firstKML = entry }
        }
        return firstKML
    }

    /// A relative path that stays inside the archive: no leading `/` or drive, no `..`;
    /// and no control character, since the name becomes part of diagnostic locations.
    static func isSafe(_ name: String) -> Bool {
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
        if name.hasPrefix("/") || name.hasPrefix("\\") { return false }
        if name.count >= 2 && name.dropFirst().first == ":" { return false }
        let parts = name.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        return !parts.contains("..")
    }
}

/// A KMZ entry handed to the XML reader piece by piece as it is inflated. It keeps the
/// first failure, and `finish()` inflates what the parser left unread, so the size and
/// CRC-32 are checked however far the parser went.
final class KMZEntryStream: XMLByteStream {
    private let reader: ZipEntryReader
    private(set) var failure: ZipFailure?
    /// The first piece, read ahead to tell what the entry holds, handed out first.
    private var ahead = ReadAhead()

    init(_ reader: ZipEntryReader) {
        self.reader = reader
    }

    deinit {
        ahead.deallocate()
    }

    var entryName: String { reader.entry.name }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        if let count = ahead.take(into: buffer) { return count }
        return inflate(into: buffer)
    }

    /// The next inflated bytes into `buffer`; nil (and `failure`) when the entry fails.
    private func inflate(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard failure == nil else { return nil }
        switch reader.read(into: buffer) {
        case .success(let count):
            return count
        case .failure(let reason):
            failure = reason
            return nil
        }
    }

    /// Up to the first `count` bytes of the entry, read ahead (fewer if it is shorter
    /// or fails; `failure` then says why). Valid until the next read.
    func peek(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        ahead.fill(count) { inflate(into: $0) }
        return ahead.unread
    }

    /// Inflates the rest of the entry, unread, to its end: nil when it was whole and
    /// its CRC-32 right, else the failure.
    func finish() -> ZipFailure? {
        guard failure == nil else { return failure }
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: XMLSourceText.pieceSize, alignment: 1)
        defer { scratch.deallocate() }
        while true {
            switch reader.read(into: scratch) {
            case .success(0): return nil
            case .success: continue
            case .failure(let reason):
                failure = reason
                return reason
            }
        }
    }
}
