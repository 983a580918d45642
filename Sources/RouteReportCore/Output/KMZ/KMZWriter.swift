/// routes.kmz: routes.kml as `doc.kml` in a zip archive (`ZipWriter`), written atomically
/// like every other report. Its file is packed from routes.kml's parts as they come
/// (`OutputFile.packing`): with routes.kml also asked for, the KML is made once, and it is
/// never held whole, only deflated. Nor is the deflated entry held: it goes to a spill file
/// beside routes.kmz as it comes out (the pipeline's `Spill`, nameless from the start),
/// and the archive is handed over as stretches - the local header, the spilled entry,
/// the central directory - so routes.kmz takes a few MiB of memory whatever its size.
///
/// The same report gives the same bytes: the entry is stamped with the zip epoch
/// (1980-01-01 00:00), never the time of writing, and nothing else in the archive
/// depends on the clock, the time zone or the machine.
enum KMZWriter: ReportOutput {
    /// DOS time 00:00:00 and date 1980-01-01 (year 0 from 1980, month 1, day 1).
    static let dosTime: UInt16 = 0
    static let dosDate: UInt16 = 0x0021

    static let fileName = "routes.kmz"

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        let generator = report.generator
        return [
            OutputFile(fileName, packing: KMLWriter.fileName, plan: context.kmlPlan ?? KMLWriter.PartPlan(report), mark: mark) {
                Packer(spill: $0, generator: generator)
            }
        ]
    }

    /// The archive's comment, its last bytes, is the generator.
    static let mark = GeneratorMark(GeneratorMark.generator, .tail(1024))

    /// The archive's bytes built in memory, or nil if zlib failed (out of memory only).
    /// `generator`: its comment (`RunReport.generator`), none when nil.
    static func archive(documentKML kml: [UInt8], generator: String? = nil) -> [UInt8]? {
        let packer = Packer(spill: nil, generator: generator ?? "")
        packer.add(kml)
        guard case .success(let stretches) = packer.finish() else { return nil }
        return FileStretch.joined(stretches)
    }

    /// Deflates routes.kml's parts as they come into `doc.kml`. Plain: the pipeline
    /// hands it the parts one at a time (`PartPacker`).
    final class Packer: PartPacker {
        private var deflater: Result<ZipDeflater, PackingFailure>
        private let generator: String

        /// `spill`: where the entry goes as it is deflated (or why there is no such room);
        /// nil to keep it in memory. `generator`: the archive's comment.
        init(spill: Result<any Spill, PackingFailure>?, generator: String) {
            self.generator = generator
            var room: (any Spill)?
            switch spill {
            case .success(let made)?: room = made
            case .failure(let failure)?:
                deflater = .failure(failure)
                return
            case nil: break
            }
            deflater = ZipDeflater(spill: room).map { .success($0) } ?? .failure(Self.zlibFailure)
        }

        private static let zlibFailure = PackingFailure(reason: "zlib could not start deflating (out of memory)")

        func add(_ part: [UInt8]) {
            guard case .success(let zip) = deflater else { return }
            if !part.withUnsafeBytes({ zip.add($0) }) {
                deflater = .failure(PackingFailure(reason: zip.failure ?? Self.zlibFailure.reason))
            }
        }

        func finish() -> Result<[FileStretch], PackingFailure> {
            switch deflater {
            case .failure(let failure): return .failure(failure)
            case .success(let zip):
                guard let entry = zip.finish() else {
                    return .failure(PackingFailure(reason: zip.failure ?? Self.zlibFailure.reason))
                }
                var writer = ZipWriter(dosTime: dosTime, dosDate: dosDate, comment: generator)
                writer.add(name: "doc.kml", deflated: entry)
                return .success(writer.finishStretches())
            }
        }
    }
}
