import Foundation
import Testing

@testable import RouteReportCore

/// The corpus KMZ archives read like their KML twins: the document Info-ZIP's `unzip`
/// extracts, read as a plain KML file named `ARCHIVE/doc.kml`, gives the same features
/// and diagnostics.
@Suite struct KMZCorpusTests {
    static let unzip = "/usr/bin/unzip"
    static let archives = ["fastkml/ogc_conformance/kmz/archive-1.kmz", "fastkml/ogc_conformance/kmz/small_world.kmz"]

    static func extractDocKML(_ path: String) throws -> [UInt8] {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: unzip)
        process.arguments = ["-p", path, "doc.kml"]
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: unzip), "unzip (Debian unzip) is not installed"),
        arguments: archives)
    func kmzReadsLikeItsKMLTwin(relativePath: String) throws {
        let path = InputCorpusTests.corpus.appendingPathComponent(relativePath).path
        let twin = InputReader.read(try Self.extractDocKML(path), file: path + "/doc.kml")
        let archive = InputReader.read(.file(path))
        #expect(twin.format == .kml)
        #expect(archive.format == .kmz)
        #expect(archive.features == twin.features)
        #expect(archive.diagnostics == twin.diagnostics)
        #expect(!archive.diagnostics.isEmpty)  // both: no features; small_world: a NetworkLink
        #expect(archive.file == path)
    }
}
