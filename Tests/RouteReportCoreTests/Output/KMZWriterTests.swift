import Foundation
import Testing
@testable import RouteReportCore

@Suite struct KMZWriterTests {
    let kml = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document><name>Zürich &amp; Lisboa</name></Document></kml>\n".utf8)

    @Test func ourReaderFindsTheSameDocumentInside() throws {
        let archive = try #require(KMZWriter.archive(documentKML: kml))
        var diagnostics: [Diagnostic] = []
        let extracted = KMZArchive.document(in: archive, file: "routes.kmz", diagnostics: &diagnostics)
        #expect(extracted?.entryName == "doc.kml")
        #expect(extracted?.bytes == kml)
        #expect(diagnostics.isEmpty)
    }

    @Test func theEntryIsStampedWithTheZipEpochWhateverTheClock() throws {
        let first = try #require(KMZWriter.archive(documentKML: kml))
        let second = try #require(KMZWriter.archive(documentKML: kml))
        #expect(first == second)
        // Local file header: DOS time at 10, date at 12 (little-endian); 0x0021 is 1980-01-01.
        #expect(Array(first[10..<14]) == [0, 0, 0x21, 0])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip"), "unzip (Debian unzip) is not installed"))
    func infoZipAgrees() throws {
        let archive = try #require(KMZWriter.archive(documentKML: kml))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kmz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("routes.kmz").path
        try Data(archive).write(to: URL(fileURLWithPath: path))

        let test = Process()
        test.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        test.arguments = ["-tq", path]
        test.standardOutput = FileHandle.nullDevice
        try test.run()
        test.waitUntilExit()
        #expect(test.terminationStatus == 0)

        let extract = Process()
        let pipe = Pipe()
        extract.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        extract.arguments = ["-p", path, "doc.kml"]
        extract.standardOutput = pipe
        try extract.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        extract.waitUntilExit()
        #expect(Array(data) == kml)
    }
}
