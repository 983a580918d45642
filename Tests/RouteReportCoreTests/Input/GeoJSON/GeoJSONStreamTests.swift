import Foundation
import Testing

@testable import RouteReportCore

/// A GeoJSON file read as it arrives, through a window of its bytes, gives the document
/// the whole file gives: features, diagnostics and their line:column alike, whatever the
/// chunks (one byte at a time included, so every token and every BOM byte is cut).
@Suite("GeoJSON stream")
struct GeoJSONStreamTests {
    static func fixtureNames() throws -> [String] {
        let rules = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("rules").path)
            .filter { $0.hasSuffix(".geojson") }.map { "rules/" + $0 }
        let rfc = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("geojson/rfc7946").path)
            .map { "geojson/rfc7946/" + $0 }
        return (rules + rfc).sorted()
    }

    /// The document of `bytes` read through a window fed `chunk` bytes at a time.
    static func streamed(_ bytes: [UInt8], file: String, chunk: Int) -> InputDocument {
        var offset = 0
        let window = JSONByteWindow(chunk: chunk) { buffer in
            let count = min(buffer.count, bytes.count - offset, chunk)
            for index in 0..<count { buffer[index] = bytes[offset + index] }
            offset += count
            return count
        }
        return GeoJSONReader.read(window, file: file)
    }

    @Test func everyFixtureReadsTheSameInAnyChunks() throws {
        let names = try Self.fixtureNames()
        #expect(names.count >= 20)
        for name in names {
            let bytes = MarkedText(try Fixtures.bytes(name)).bytes
            let whole = InputReader.read(bytes, file: name)
            for chunk in [1, 3, 7, 64, 65_536] {
                #expect(Self.streamed(bytes, file: name, chunk: chunk) == whole, "\(name) in chunks of \(chunk)")
            }
        }
    }

    @Test func syntaxErrorsAndABOMReadTheSameInAnyChunks() {
        for (text, _, _) in JSONScannerTests.syntaxErrors {
            let bytes = Array(("\u{FEFF}" + text).utf8)
            let whole = InputReader.read(bytes, file: "t.geojson")
            for chunk in [1, 2, 5] {
                #expect(Self.streamed(bytes, file: "t.geojson", chunk: chunk) == whole, "\(text) in chunks of \(chunk)")
            }
        }
    }

    @Test func aLongStringAndLongWhiteSpaceCrossManyChunks() {
        let name = String(repeating: "é", count: 5000)
        let text =
            "{\"type\": \"Feature\"," + String(repeating: " \n", count: 10_000)
            + "\"properties\": {\"name\": \"\(name)\"}, \"geometry\": {\"type\": \"Point\", \"coordinates\": [1, 2]}}"
        let bytes = Array(text.utf8)
        let whole = InputReader.read(bytes, file: "t.geojson")
        #expect(whole.features.count == 1 && whole.diagnostics.isEmpty)
        #expect(Self.streamed(bytes, file: "t.geojson", chunk: 100) == whole)
    }

    @Test func aFileOverTheStreamingSizeIsReadFromItsDescriptor() throws {
        let directory = try TemporaryDirectory()
        for name in try Self.fixtureNames() {
            let bytes = MarkedText(try Fixtures.bytes(name)).bytes
            let file = (name as NSString).lastPathComponent
            let path = directory.path + "/" + file
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let whole = InputReader.read(.file(path), sink: nil, streamedAbove: Int.max)
            let streamed = InputReader.read(.file(path), sink: nil, streamedAbove: 0)
            #expect(streamed == whole, "\(name)")
        }
    }
}
