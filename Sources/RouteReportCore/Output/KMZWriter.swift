import Synchronization

/// routes.kmz: routes.kml as `doc.kml` in a zip archive, built in memory by `ZipWriter`
/// so it can be written atomically like every other report. Its file is packed from
/// routes.kml's parts as they come (`OutputFile.packing`): with routes.kml also asked for,
/// the KML is made once, and it is never held whole, only deflated.
///
/// The same report gives the same bytes: the entry is stamped with the zip epoch
/// (1980-01-01 00:00), never the time of writing, and nothing else in the archive
/// depends on the clock, the time zone or the machine.
enum KMZWriter: ReportOutput {
    /// DOS time 00:00:00 and date 1980-01-01 (year 0 from 1980, month 1, day 1).
    static let dosTime: UInt16 = 0
    static let dosDate: UInt16 = 0x0021

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        [OutputFile("routes.kmz", packing: KMLWriter.fileName, parts: KMLWriter.parts(for: report)) { Packer() }]
    }

    /// The archive's bytes, or nil if zlib failed (out of memory only).
    static func archive(documentKML kml: [UInt8]) -> [UInt8]? {
        let packer = Packer()
        packer.add(kml)
        return packer.finish()
    }

    /// Deflates routes.kml's parts as they come into `doc.kml`.
    final class Packer: PartPacker {
        private let deflater = Mutex<ZipDeflater?>(ZipDeflater())

        func add(_ part: [UInt8]) {
            deflater.withLock { deflater in
                let added = part.withUnsafeBytes { deflater?.add($0) ?? false }
                if !added { deflater = nil }
            }
        }

        func finish() -> [UInt8]? {
            deflater.withLock { deflater in
                guard let entry = deflater?.finish() else { return nil }
                var writer = ZipWriter(dosTime: dosTime, dosDate: dosDate)
                writer.add(name: "doc.kml", deflated: entry)
                return writer.finish()
            }
        }
    }
}
