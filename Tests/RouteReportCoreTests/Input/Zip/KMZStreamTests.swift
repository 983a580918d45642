import Foundation
import Testing

@testable import RouteReportCore

/// A KMZ entry is parsed as it is inflated: an entry many times the reader's window
/// reads as the same KML read whole, and what is wrong with the entry (its CRC-32,
/// known only at its end) still drops everything read from it.
@Suite("KMZ read as it is inflated")
struct KMZStreamTests {
    static func kmz(_ document: [UInt8], name: String = "doc.kml") -> [UInt8] {
        var zip = ZipWriter(dosTime: 0, dosDate: 0x21)
        let added = zip.add(name: name, contents: document)
        #expect(added)
        return zip.finish() ?? []
    }

    /// The archive with its one entry's CRC-32 changed in the local header (offset 14)
    /// and in the central directory (16 after its signature) alike, so only the data
    /// disagrees with it.
    static func withWrongCRC(_ archive: [UInt8]) -> [UInt8] {
        var changed = archive
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        var central = archive.count - 4
        while central > 0 && Array(archive[central..<(central + 4)]) != signature { central -= 1 }
        #expect(central > 0)
        changed[14] ^= 0x01
        changed[central + 16] ^= 0x01
        return changed
    }

    /// 300,000 equator points on one 6 MB line, 8 MB of blank lines (fewer than 65,535,
    /// past which libxml2 numbers lines its own way), then a line with
    /// three Placemarks: the second out of range, the third a flight of two points.
    static let points = 300_000
    static let blankLines = 8_400
    static let lastLine =
        "<Placemark><name>a</name><Point><coordinates>1,1</coordinates></Point></Placemark>"
        + "<Placemark><name>bad</name><Point><coordinates>3,95</coordinates></Point></Placemark>"
        + "<Placemark><name>late</name><LineString><coordinates>0,0 1,0</coordinates></LineString></Placemark>"

    static func bigDocument() -> [UInt8] {
        var bytes = LongTextTests.equatorKML(count: points)
        bytes.removeLast("</kml>".utf8.count)
        for _ in 0..<blankLines { bytes += Array(repeating: UInt8(ascii: " "), count: 999) + [0x0A] }
        bytes += Array((lastLine + "</kml>\n").utf8)
        return bytes
    }

    @Test("An entry far bigger than any read buffer reads as the same KML read whole")
    func bigEntry() {
        let document = Self.bigDocument()
        #expect(document.count > 14_000_000 && document.count > 4 * XMLSourceText.keptBytes)
        let archive = Self.kmz(document)
        #expect(archive.count < document.count / 10)
        let read = InputReader.read(archive, file: "big.kmz")
        let whole = InputReader.read(document, file: "big.kmz/doc.kml")
        #expect(read.file == "big.kmz" && read.format == .kmz)
        #expect(read.features == whole.features)
        #expect(read.diagnostics == whole.diagnostics)

        // Independently: the flights written, and where the last line's tags are.
        let flights = InputFixtures.flights(read)
        #expect(flights.count == 2)
        guard flights.count == 2 else { return }
        #expect(flights[0].vertices.count == Self.points)
        #expect(flights[0].vertices.first == Coordinate(latitude: 0, longitude: -170))
        #expect(flights[0].vertices.last == Coordinate(latitude: 0, longitude: -170 + Double((Self.points - 1) * 272) / 1e6))
        // Along the equator a geodesic is the equator: a times the longitude span.
        var length = 0.0
        for index in 1..<flights[0].vertices.count {
            let a = flights[0].vertices[index - 1]
            let b = flights[0].vertices[index]
            length += Geodesic.wgs84.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
        }
        let expected = 6_378_137 * (Double((Self.points - 1) * 272) / 1e6) * .pi / 180
        #expect(abs(length - expected) / expected < 1e-9)
        #expect(flights[1].vertices == [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1)])

        // Line 1 holds the equator track and the first blank line.
        let line = 1 + Self.blankLines
        let lastLine = Array(Self.lastLine.utf8)
        let tag = Array("<Placemark>".utf8)
        let columns = (0...(lastLine.count - tag.count)).filter { Array(lastLine[$0..<($0 + tag.count)]) == tag }.map { $0 + 1 }
        #expect(columns.count == 3)
        #expect(
            read.features.map(\.source) == [
                SourceLocation(file: "big.kmz/doc.kml", line: 1, column: 45),
                SourceLocation(file: "big.kmz/doc.kml", line: line, column: columns[0]),
                SourceLocation(file: "big.kmz/doc.kml", line: line, column: columns[2]),
            ])
        #expect(read.diagnostics.map(\.rule) == [.coordinateOutOfRange])
        #expect(read.diagnostics.first?.location.file == "big.kmz/doc.kml")
        #expect(read.diagnostics.first?.location.line == line)
    }

    @Test("A CRC-32 that fails at the end of the entry drops what was parsed from it")
    func crcFailureAfterParsing() {
        let document = Self.bigDocument()
        let archive = Self.withWrongCRC(Self.kmz(document))
        let read = InputReader.read(archive, file: "bad.kmz")
        #expect(read.features.isEmpty)
        #expect(
            read.diagnostics.map(DiagnosticText.line) == [
                "bad.kmz: error: the KMZ entry 'doc.kml' is corrupt: CRC-32 mismatch [archive-invalid]"
            ])
        // The same archive with its CRC-32 intact reads.
        #expect(InputFixtures.flights(InputReader.read(Self.kmz(document), file: "good.kmz")).count == 2)
    }

    @Test("A CRC-32 failure is found even where the XML stops early")
    func crcFailureAfterMalformedXML() {
        var document = Array("<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark></kml>".utf8)
        document += Array(repeating: UInt8(ascii: " "), count: 1 << 20)
        let archive = Self.withWrongCRC(Self.kmz(document))
        #expect(
            InputReader.read(archive, file: "bad.kmz").diagnostics.map(\.message) == [
                "the KMZ entry 'doc.kml' is corrupt: CRC-32 mismatch"
            ])
        #expect(InputReader.read(Self.kmz(document), file: "ok.kmz").diagnostics.map(\.rule) == [.xmlMalformed])
    }

    @Test("A crowded start tag megabytes into the entry: the entry is not read, as a KML would not be")
    func crowdedTagLateInTheEntry() {
        var text = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n"
        text += "<Placemark><name>early</name><Point><coordinates>1,2</coordinates></Point></Placemark>\n"
        text += String(repeating: String(repeating: " ", count: 99) + "\n", count: 30_000)
        text += "  <Placemark"
        for index in 0..<1001 { text += " a\(index)=\"1\"" }
        text += "/></Document></kml>\n"
        let document = Array(text.utf8)
        let read = InputReader.read(Self.kmz(document), file: "crowded.kmz")
        let whole = InputReader.read(document, file: "crowded.kmz/doc.kml")
        #expect(read.features.isEmpty)
        #expect(read.diagnostics == whole.diagnostics)
        #expect(
            read.diagnostics.map(DiagnosticText.line) == [
                "crowded.kmz/doc.kml:30003:3: error: an element has more than 1000 attributes; the file is not read [input-limit]"
            ])
    }
}
