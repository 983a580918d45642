import Foundation
import Testing

@testable import RouteReportCore

/// Memory that runs out while a file is read is a diagnostic for that file, not an
/// abort of the batch: the large buffers come from `CheckedMemory`, whose task-local
/// limit makes a request fail as `ulimit -v` would.
@Suite("Memory failure at the file layer")
struct MemoryFailureTests {
    static let flight = Array(
        """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>
        2.55,49.01 -73.78,40.64</coordinates></LineString></Placemark></kml>

        """.utf8)

    @Test("The limit fails requests above it and only those")
    func limit() {
        CheckedMemory.$limit.withValue(1000) {
            #expect(CheckedMemory.allocate(1001) == nil)
            let small = CheckedMemory.allocate(1000)
            #expect(small != nil)
            #expect(CheckedMemory.reallocate(small, to: 1001) == nil)
            CheckedMemory.free(small)
        }
        let unlimited = CheckedMemory.allocate(1 << 20)
        #expect(unlimited != nil)
        CheckedMemory.free(unlimited)
    }

    @Test("A file whose bytes cannot be held is an unreadable-file error; the next file reads")
    func fileBytes() throws {
        let folder = try TemporaryDirectory()
        let big = URL(fileURLWithPath: folder.path + "/big.kml")
        let small = URL(fileURLWithPath: folder.path + "/small.kml")
        let padded = Array(Self.flight.dropLast(7)) + Array(repeating: UInt8(ascii: " "), count: 50_000) + Array("</kml>\n".utf8)
        try Data(padded).write(to: big)
        try Data(Self.flight).write(to: small)
        let (bigDocument, smallDocument) = CheckedMemory.$limit.withValue(40_000) {
            (InputReader.read(.file(big.path)), InputReader.read(.file(small.path)))
        }
        #expect(bigDocument.features.isEmpty)
        #expect(
            bigDocument.diagnostics.map(DiagnosticText.line) == [
                "\(big.path): error: not enough memory to read it (\(padded.count + 1) bytes) [unreadable-file]"
            ])
        #expect(InputFixtures.flights(smallDocument).count == 1)
        #expect(smallDocument.diagnostics.isEmpty)
    }

    @Test("A KMZ entry whose window cannot be held is an input-limit error, not an abort")
    func kmzWindow() {
        let archive = KMZStreamTests.kmz(Self.flight + Array(repeating: UInt8(ascii: " "), count: 1 << 20))
        let document = CheckedMemory.$limit.withValue(100_000) { InputReader.read(archive, file: "w.kmz") }
        #expect(document.features.isEmpty)
        #expect(
            document.diagnostics.map(DiagnosticText.line) == [
                "w.kmz/doc.kml: error: not enough memory to hold the document's window [input-limit]"
            ])
    }

    @Test("A UTF-16 KMZ entry, inflated whole, that cannot be held is an unreadable-file error")
    func kmzInflatedWhole() throws {
        let text = String(decoding: Self.flight, as: UTF8.self) + String(repeating: " ", count: 60_000)
        let utf16 = [0xFF, 0xFE] + Array(try #require(text.data(using: .utf16LittleEndian)))
        let archive = KMZStreamTests.kmz(utf16)
        let refused = CheckedMemory.$limit.withValue(100_000) { InputReader.read(archive, file: "u.kmz") }
        #expect(refused.features.isEmpty)
        #expect(
            refused.diagnostics.map(DiagnosticText.line) == [
                "u.kmz: error: not enough memory to read it (\(utf16.count) bytes) [unreadable-file]"
            ])
        // Without the limit the same archive reads.
        #expect(InputFixtures.flights(InputReader.read(archive, file: "u.kmz")).count == 1)
    }
}
