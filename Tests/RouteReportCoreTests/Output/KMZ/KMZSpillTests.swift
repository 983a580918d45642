import Foundation
import Testing

@testable import RouteReportCore

/// routes.kmz keeps its deflated entry in a spill file beside it, not in memory: the
/// archive written from the spill is the one built in memory byte for byte, a rerun
/// leaves an unchanged one alone, and a spill or write that fails is a write error that
/// leaves the old file whole and nothing behind.
@Suite struct KMZSpillTests {
    /// Bytes that deflate cannot shrink, so the entry is about as big as they are.
    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kmz-spill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `document` handed to a spilling packer in 100 kB parts, as routes.kml's parts come.
    static func packed(_ document: [UInt8], beside path: String) -> Result<[FileStretch], PackingFailure> {
        let packer = KMZWriter.Packer(spill: SpillFile.make(beside: path).map { $0 }, generator: "")
        for start in stride(from: 0, to: document.count, by: 100_000) {
            packer.add(Array(document[start..<min(document.count, start + 100_000)]))
        }
        return packer.finish()
    }

    static func write(_ packed: Result<[FileStretch], PackingFailure>, to path: String) -> AtomicFile.WriteError? {
        let assembly = FileAssembly(path: path, partCount: 1, staged: true)
        assembly.add(packed, at: 0)
        if let error = assembly.finish() { return error }
        guard let temporary = assembly.takeStaged() else { return nil }
        let outcome = SetCommit.run(first: [.init(temporary: temporary, place: path)], last: [], jobs: 1, files: .process)
        outcome.oldFiles.forEach(UncommittedFiles.process.remove)
        return outcome.failures.first
    }

    static func spilledCount(_ pieces: [FileStretch]) -> Int {
        pieces.reduce(0) { total, piece in
            if case .spilled(_, _, let count) = piece { total + count } else { total }
        }
    }

    @Test func anArchiveSpilledInManyChunksIsTheOneBuiltInMemory() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Three and a half read-back chunks of entry, between a KML start and end.
        let document =
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml><Document><description>".utf8)
            + Self.noise(FileStretch.chunkSize * 7 / 2, seed: 5) + Array("</description></Document></kml>\n".utf8)
        let path = directory + "/routes.kmz"
        let pieces = try Self.packed(document, beside: path).get()
        #expect(Self.spilledCount(pieces) > 3 * FileStretch.chunkSize)
        #expect(pieces.filter { if case .bytes = $0 { true } else { false } }.reduce(0) { $0 + $1.count } < 200)
        // The spill file never had a name to see.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        #expect(Self.write(.success(pieces), to: path) == nil)
        let written = try #require(FileManager.default.contents(atPath: path).map(Array.init))
        #expect(written == KMZWriter.archive(documentKML: document))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["routes.kmz"])
        var diagnostics: [Diagnostic] = []
        #expect(KMZArchive.document(in: written, file: "routes.kmz", diagnostics: &diagnostics)?.bytes == document)
        #expect(diagnostics.isEmpty)
    }

    /// With every size and offset in ZIP64 form the spilled archive is the in-memory one too.
    @Test func aSpilledZip64ArchiveIsTheOneBuiltInMemory() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let document = Self.noise(FileStretch.chunkSize + 12_345, seed: 9)
        let spill = try SpillFile.make(beside: directory + "/routes.kmz").get()
        let deflater = try #require(ZipDeflater(spill: spill))
        #expect(document.withUnsafeBytes { deflater.add($0) })
        let entry = try #require(deflater.finish())
        var spilled = ZipWriter(dosTime: KMZWriter.dosTime, dosDate: KMZWriter.dosDate)
        spilled.zip64Threshold = 0
        spilled.add(name: "doc.kml", deflated: entry)
        var inMemory = ZipWriter(dosTime: KMZWriter.dosTime, dosDate: KMZWriter.dosDate)
        inMemory.zip64Threshold = 0
        let added = inMemory.add(name: "doc.kml", contents: document)
        #expect(added)
        let pieces = spilled.finishStretches()
        #expect(Self.spilledCount(pieces) > FileStretch.chunkSize)
        let archive = try #require(inMemory.finish())
        #expect(FileStretch.joined(pieces) == archive)
        var diagnostics: [Diagnostic] = []
        #expect(KMZArchive.document(in: archive, file: "z.kmz", diagnostics: &diagnostics)?.bytes == document)
    }

    private func report(flights count: Int) -> RunReport {
        SyntheticReport.flights(
            count, start: { Coordinate(latitude: 10, longitude: Double($0 % 170)) },
            end: { Coordinate(latitude: 20, longitude: Double($0 % 170) + 5) })
    }

    /// routes.kmz packed alone and packed beside routes.kml: an unchanged one keeps its
    /// inode and modification time; a changed one is replaced by the new archive.
    @Test(arguments: [[ReportFormat.kmz], [.kml, .kmz]])
    func aRerunLeavesAnUnchangedKMZAlone(formats: [ReportFormat]) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/routes.kmz"
        try ReportFiles.write(report(flights: 400), formats: formats, to: directory, jobs: 2)
        var before = stat()
        #expect(stat(path, &before) == 0)
        usleep(20_000)
        try ReportFiles.write(report(flights: 400), formats: formats, to: directory, jobs: 2)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        try ReportFiles.write(report(flights: 399), formats: formats, to: directory, jobs: 2)
        #expect(stat(path, &after) == 0)
        #expect(after.st_ino != before.st_ino)
        let expected = KMLWriter.document(for: report(flights: 399)).flatMap {
            KMZWriter.archive(documentKML: $0, generator: report(flights: 399).generator)
        }
        #expect(expected != nil && FileManager.default.contents(atPath: path).map(Array.init) == expected)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: directory).contains { $0.hasSuffix(".tmp") })
    }

    /// Whether a small tmpfs can be mounted here (root with mount permission), tried once.
    static let canMountSmallDisk: Bool = {
        guard geteuid() == 0, let directory = try? temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        guard mount("tmpfs", directory, "tmpfs", 0, "size=65536") == 0 else { return false }
        umount(directory)
        return true
    }()

    static let smallDiskMessage: Comment = "needs root: cannot mount a small tmpfs here (not root, or no mount permission)"

    /// A small tmpfs stands in for a full disk.
    static func withSmallDisk(bytes: Int, _ body: (String) throws -> Void) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #require(mount("tmpfs", directory, "tmpfs", 0, "size=\(bytes)") == 0, "mounting a \(bytes)-byte tmpfs")
        defer { umount(directory) }
        try body(directory)
    }

    /// Old files to keep whole: a small routes.kmz, and another file of the set.
    static func oldSet(in directory: String) throws -> [String: [UInt8]] {
        let old = try #require(KMZWriter.archive(documentKML: Array("<kml/>".utf8)))
        try AtomicFile.write(old, to: directory + "/routes.kmz")
        try AtomicFile.write(Array("{}".utf8), to: directory + "/report.json")
        return ["routes.kmz": old, "report.json": Array("{}".utf8)]
    }

    static func expectWhole(_ set: [String: [UInt8]], in directory: String) throws {
        for (name, bytes) in set {
            #expect(FileManager.default.contents(atPath: directory + "/" + name).map(Array.init) == bytes)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == set.keys.sorted())
    }

    /// The spill file itself fills the disk: zlib's output cannot be written.
    @Test(.enabled(if: canMountSmallDisk, smallDiskMessage)) func aSpillThatFillsTheDiskIsAWriteError() throws {
        try Self.withSmallDisk(bytes: 1 << 20) { directory in
            let set = try Self.oldSet(in: directory)
            let path = directory + "/routes.kmz"
            let packed = Self.packed(Self.noise(2 << 20, seed: 3), beside: path)
            guard case .failure(let failure) = packed else {
                Issue.record("2 MiB of noise spilled into 1 MiB")
                return
            }
            #expect(failure.reason == "cannot write its spill file: No space left on device")
            let error = Self.write(packed, to: path)
            #expect(error?.path == path)
            #expect(error?.reason == "cannot write its spill file: No space left on device")
            try Self.expectWhole(set, in: directory)
        }
    }

    /// The spill fits but the archive copied from it does not.
    @Test(.enabled(if: canMountSmallDisk, smallDiskMessage)) func anArchiveThatCannotBeCopiedFromItsSpillIsAWriteError() throws {
        try Self.withSmallDisk(bytes: 3 << 20) { directory in
            let set = try Self.oldSet(in: directory)
            let path = directory + "/routes.kmz"
            let packed = Self.packed(Self.noise(2 << 20, seed: 4), beside: path)
            #expect(Self.spilledCount(try packed.get()) > 2 << 20)
            let error = Self.write(packed, to: path)
            #expect(error?.path == path)
            #expect(error?.reason == "No space left on device")
            try Self.expectWhole(set, in: directory)
        }
    }

    /// A whole run whose routes.kmz cannot be spilled: the run fails naming routes.kmz,
    /// and the set written before stays as it was.
    @Test(.enabled(if: canMountSmallDisk, smallDiskMessage)) func aRunWhoseKMZCannotBeWrittenKeepsTheOldSet() throws {
        try Self.withSmallDisk(bytes: 1 << 20) { disk in
            let directory = disk + "/out"
            try ReportFiles.write(report(flights: 30), formats: [.kmz, .json], to: directory)
            var set: [String: [UInt8]] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
                set[name] = FileManager.default.contents(atPath: directory + "/" + name).map(Array.init)
            }
            #expect(set["routes.kmz"] != nil && set["report.json"] != nil)
            // What is left of the disk, less a little: report.json fits, the spill does not.
            var space = statvfs()
            #expect(statvfs(disk, &space) == 0)
            let free = Int(space.f_bavail) * Int(space.f_frsize)
            try AtomicFile.write(Self.noise(max(0, free - 200_000), seed: 6), to: disk + "/filler")
            #expect {
                try ReportFiles.write(report(flights: 3_000), formats: [.kmz, .json], to: directory, jobs: 2)
            } throws: { error in
                (error as? AtomicFile.WriteError)?.path == directory + "/routes.kmz"
            }
            try Self.expectWhole(set, in: directory)
        }
    }

    /// routes.kml fills the disk: the run says so once, No space left on device, and not
    /// again for routes.kmz, which is packed from it and failed only with it.
    @Test(.enabled(if: canMountSmallDisk, smallDiskMessage)) func aFullDiskUnderRoutesKMLIsOneMessage() throws {
        try Self.withSmallDisk(bytes: 1 << 20) { disk in
            let directory = disk + "/out"
            // 3,000 flights' routes.kml is about 2 MiB: more than the disk.
            #expect {
                try ReportFiles.write(report(flights: 3_000), formats: [.kml, .kmz], to: directory, jobs: 2)
            } throws: { error in
                guard let failures = (error as? AtomicFile.WriteError)?.all else { return false }
                return failures.allSatisfy { $0.reason.hasSuffix("No space left on device") }
                    && failures.contains { $0.path == directory + "/routes.kml" }
            }
            let left = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            #expect(left.filter { $0.hasSuffix(".tmp") } == [])
        }
    }
}
