import Synchronization

/// routes.kmz: routes.kml as `doc.kml` in a zip archive (`ZipWriter`), written atomically
/// like every other report. Its file is packed from routes.kml's parts as they come
/// (`OutputFile.packing`): with routes.kml also asked for, the KML is made once, and it is
/// never held whole, only deflated. Nor is the deflated entry held: it goes to a spill file
/// beside routes.kmz as it comes out (`SpillFile`, nameless from the start), and the
/// archive is handed to its `FileAssembly` as pieces - the local header, the spilled
/// entry, the central directory - so routes.kmz takes a few MiB of memory whatever its size.
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
            OutputFile(fileName, packing: KMLWriter.fileName, plan: KMLWriter.parts(for: report), mark: mark) {
                Packer(spillBeside: $0, generator: generator)
            }
        ]
    }

    /// The archive's comment, its last bytes, is the generator.
    static let mark = GeneratorMark(GeneratorMark.generator, .tail(1024))

    /// The archive's bytes built in memory, or nil if zlib failed (out of memory only).
    /// `generator`: its comment (`RunReport.generator`), none when nil.
    static func archive(documentKML kml: [UInt8], generator: String? = nil) -> [UInt8]? {
        let packer = Packer(spillBeside: nil, generator: generator ?? "")
        packer.add(kml)
        guard case .success(let pieces) = packer.finish() else { return nil }
        return FilePiece.joined(pieces)
    }

    /// Deflates routes.kml's parts as they come into `doc.kml`.
    final class Packer: PartPacker {
        private let deflater: Mutex<Result<ZipDeflater, PackingFailure>>
        private let generator: String

        /// `path`: the archive's, beside which its entry is spilled; nil to keep it in memory.
        /// `generator`: the archive's comment.
        init(spillBeside path: String?, generator: String) {
            self.generator = generator
            var spill: SpillFile?
            if let path {
                switch SpillFile.make(beside: path) {
                case .success(let made): spill = made
                case .failure(let failure):
                    deflater = Mutex(.failure(failure))
                    return
                }
            }
            let made = ZipDeflater(spill: spill).map { Result<ZipDeflater, PackingFailure>.success($0) }
            deflater = Mutex(made ?? .failure(Self.zlibFailure))
        }

        private static let zlibFailure = PackingFailure(reason: "zlib could not start deflating (out of memory)")

        func add(_ part: [UInt8]) {
            deflater.withLock { state in
                guard case .success(let deflater) = state else { return }
                if !part.withUnsafeBytes({ deflater.add($0) }) {
                    state = .failure(PackingFailure(reason: deflater.failure ?? Self.zlibFailure.reason))
                }
            }
        }

        func finish() -> Result<[FilePiece], PackingFailure> {
            deflater.withLock { state in
                switch state {
                case .failure(let failure): return .failure(failure)
                case .success(let deflater):
                    guard let entry = deflater.finish() else {
                        return .failure(PackingFailure(reason: deflater.failure ?? Self.zlibFailure.reason))
                    }
                    var writer = ZipWriter(dosTime: dosTime, dosDate: dosDate, comment: generator)
                    writer.add(name: "doc.kml", deflated: entry)
                    return .success(writer.finishPieces())
                }
            }
        }
    }
}
