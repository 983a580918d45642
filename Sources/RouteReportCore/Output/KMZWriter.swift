/// routes.kmz: routes.kml as `doc.kml` in a zip archive, built in memory by `ZipWriter`
/// so it can be written atomically like every other report.
///
/// The same report gives the same bytes: the entry is stamped with the zip epoch
/// (1980-01-01 00:00), never the time of writing, and nothing else in the archive
/// depends on the clock, the time zone or the machine.
public enum KMZWriter {
    /// DOS time 00:00:00 and date 1980-01-01 (year 0 from 1980, month 1, day 1).
    static let dosTime: UInt16 = 0
    static let dosDate: UInt16 = 0x0021

    /// The archive's bytes, or nil if zlib failed (out of memory only).
    public static func archive(documentKML kml: [UInt8]) -> [UInt8]? {
        var writer = ZipWriter(dosTime: dosTime, dosDate: dosDate)
        guard writer.add(name: "doc.kml", contents: kml) else { return nil }
        return writer.finish()
    }
}
