import CLibZip
import Foundation

/// routes.kmz: routes.kml as `doc.kml` in a zip archive, built in memory with libzip so
/// it can be written atomically like every other report.
///
/// The same report must give the same bytes, but libzip stamps the entry with the time
/// of writing, converted through the local time zone. So the stamp is rewritten to the
/// zip epoch (1980-01-01 00:00) in the two headers that hold it (the CRC covers only the
/// data, not the headers).
public enum KMZWriter {
    /// DOS time 00:00:00 and date 1980-01-01 (year 0 from 1980, month 1, day 1).
    static let dosTime: UInt16 = 0
    static let dosDate: UInt16 = 0x0021

    /// The archive's bytes, or nil if libzip failed (out of memory only).
    public static func archive(documentKML kml: [UInt8]) -> [UInt8]? {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let memory = zip_source_buffer_create(nil, 0, 0, &error) else { return nil }
        // Keep the source alive past zip_close, which writes the archive into it.
        zip_source_keep(memory)
        defer { zip_source_free(memory) }
        guard let zip = zip_open_from_source(memory, ZIP_TRUNCATE, &error) else {
            zip_source_free(memory)
            return nil
        }
        let added = kml.withUnsafeBytes { raw -> Bool in
            guard let entry = zip_source_buffer(zip, raw.baseAddress, zip_uint64_t(raw.count), 0) else { return false }
            let index = zip_file_add(zip, "doc.kml", entry, zip_flags_t(ZIP_FL_ENC_UTF_8))
            guard index >= 0 else {
                zip_source_free(entry)
                return false
            }
            // zip_close reads the entry's bytes, so it must run while they are borrowed.
            return zip_close(zip) == 0
        }
        guard added else {
            zip_discard(zip)
            return nil
        }
        return contents(of: memory).flatMap(pinningEntryTime)
    }

    /// The archive with the one entry's time and date set to the zip epoch in its local
    /// header (signature 0x04034b50, time at offset 10) and its central directory header
    /// (signature 0x02014b50, time at offset 12). nil if the layout is not the expected one.
    static func pinningEntryTime(_ archive: [UInt8]) -> [UInt8]? {
        var bytes = archive
        func signature(at offset: Int) -> UInt32 {
            guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
            return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
                | UInt32(bytes[offset + 3]) << 24
        }
        func put(_ value: UInt16, at offset: Int) {
            bytes[offset] = UInt8(value & 0xFF)
            bytes[offset + 1] = UInt8(value >> 8)
        }
        guard signature(at: 0) == 0x0403_4b50, bytes.count >= 30 else { return nil }
        put(dosTime, at: 10)
        put(dosDate, at: 12)
        // The central directory follows the data; its header is found from the end record
        // (signature 0x06054b50, 22 bytes without a comment; libzip writes none).
        let end = bytes.count - 22
        guard signature(at: end) == 0x0605_4b50 else { return nil }
        let directory = Int(bytes[end + 16]) | Int(bytes[end + 17]) << 8 | Int(bytes[end + 18]) << 16 | Int(bytes[end + 19]) << 24
        guard signature(at: directory) == 0x0201_4b50, directory + 16 <= bytes.count else { return nil }
        put(dosTime, at: directory + 12)
        put(dosDate, at: directory + 14)
        return bytes
    }

    private static func contents(of source: OpaquePointer) -> [UInt8]? {
        guard zip_source_open(source) == 0 else { return nil }
        defer { zip_source_close(source) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { zip_source_read(source, $0.baseAddress, zip_uint64_t($0.count)) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<Int(count)]
        }
    }
}
