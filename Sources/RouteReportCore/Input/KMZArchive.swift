import CLibZip

/// Reads the KML document out of a KMZ (a zip archive) in memory, through libzip. Nothing
/// is ever extracted to disk. The document is `doc.kml` at the top of the archive, else
/// the first `.kml` entry in archive order (Google Earth's rule).
///
/// Hostile archives end as diagnostics: an entry inflating past `maximumDocumentSize`
/// (zip bombs; counted while inflating, since the size in the header can lie), encrypted
/// or corrupt entries (libzip checks the CRC), entries with `..` or absolute paths
/// (skipped with a warning), an archive with no KML.
public enum KMZArchive {
    /// The largest KML document a KMZ may inflate to.
    public static let maximumDocumentSize = 512 << 20

    public struct Extracted: Sendable {
        /// The entry's name inside the archive.
        public var entryName: String
        public var bytes: [UInt8]
    }

    /// The KML document, or nil with at least one error in `diagnostics`.
    public static func document(
        in archive: [UInt8], file: String, diagnostics: inout [Diagnostic],
        maximumSize: Int = maximumDocumentSize
    ) -> Extracted? {
        let whole = SourceLocation(file: file)
        func fail(_ message: String) -> Extracted? {
            diagnostics.append(Diagnostic(.archiveInvalid, message, at: whole))
            return nil
        }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        return archive.withUnsafeBytes { raw -> Extracted? in
            // The source borrows the bytes (freep 0): they outlive the archive below.
            guard let source = zip_source_buffer_create(raw.baseAddress, zip_uint64_t(raw.count), 0, &error) else {
                return fail("cannot read the KMZ archive: \(String(cString: zip_error_strerror(&error)))")
            }
            guard let zip = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
                zip_source_free(source)
                return fail("the KMZ archive is corrupt: \(String(cString: zip_error_strerror(&error)))")
            }
            defer { zip_discard(zip) }
            guard let index = chooseDocument(zip, file: file, diagnostics: &diagnostics) else {
                return fail("the KMZ archive holds no .kml document")
            }
            let name = String(cString: zip_get_name(zip, index, 0))
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            if zip_stat_index(zip, index, 0, &stat) == 0,
               stat.valid & zip_uint64_t(ZIP_STAT_ENCRYPTION_METHOD) != 0,
               stat.encryption_method != UInt16(ZIP_EM_NONE) {
                return fail("the KMZ entry '\(name)' is encrypted")
            }
            guard let entry = zip_fopen_index(zip, index, 0) else {
                return fail("cannot open the KMZ entry '\(name)': \(String(cString: zip_strerror(zip)))")
            }
            defer { zip_fclose(entry) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { zip_fread(entry, $0.baseAddress, zip_uint64_t($0.count)) }
                if count < 0 {
                    return fail("the KMZ entry '\(name)' is corrupt: \(String(cString: zip_file_strerror(entry)))")
                }
                if count == 0 { break }
                if bytes.count + Int(count) > maximumSize {
                    diagnostics.append(Diagnostic(
                        .inputLimit, "the KMZ entry '\(name)' inflates past \(maximumSize >> 20) MiB; not read",
                        at: whole))
                    return nil
                }
                bytes += chunk[0..<Int(count)]
            }
            return Extracted(entryName: name, bytes: bytes)
        }
    }

    /// `doc.kml` at the top, else the first `.kml` entry; unsafe names are skipped.
    private static func chooseDocument(_ zip: OpaquePointer, file: String, diagnostics: inout [Diagnostic]) -> zip_uint64_t? {
        let count = zip_get_num_entries(zip, 0)
        guard count > 0 else { return nil }
        var firstKML: zip_uint64_t?
        for index in 0..<zip_uint64_t(count) {
            guard let raw = zip_get_name(zip, index, 0) else { continue }
            let name = String(cString: raw)
            if !isSafe(name) {
                diagnostics.append(Diagnostic(
                    .archiveInvalid, "the KMZ entry '\(name)' has an unsafe path; ignored",
                    at: SourceLocation(file: file), severity: .warning))
                continue
            }
            if name.lowercased() == "doc.kml" { return index }
            if firstKML == nil && name.lowercased().hasSuffix(".kml") { firstKML = index }
        }
        return firstKML
    }

    /// A relative path that stays inside the archive: no leading `/` or drive, no `..`.
    static func isSafe(_ name: String) -> Bool {
        if name.hasPrefix("/") || name.hasPrefix("\\") { return false }
        if name.count >= 2 && name.dropFirst().first == ":" { return false }
        let parts = name.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        return !parts.contains("..")
    }
}
