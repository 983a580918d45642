import Foundation
import Testing

@testable import RouteReportCore

@Suite("InputSniffer")
struct InputSnifferTests {
    static func read(_ text: String, file: String = "x.gpx") -> InputDocument {
        InputReader.read(Array(text.utf8), file: file)
    }

    @Test("An empty or blank file is an unknown-format warning about the whole file")
    func empty() {
        for content in ["", " \n\t\r\n", "\u{FEFF}\n"] {
            let document = Self.read(content)
            #expect(document.format == nil)
            #expect(document.features.isEmpty)
            #expect(
                document.diagnostics == [
                    Diagnostic(
                        .unknownFormat, "the file is empty", at: SourceLocation(file: "x.gpx"), severity: .warning)
                ])
        }
    }

    @Test("Zip magic is KMZ; a broken archive is an archive-invalid error")
    func kmz() {
        let bytes: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]
        let document = InputReader.read(bytes, file: "a.kml")  // the name does not matter
        #expect(document.format == .kmz)
        #expect(document.diagnostics.map(\.rule) == [.archiveInvalid])
        #expect(document.diagnostics.first?.severity == .error)
        #expect(document.diagnostics.first?.message.contains("KMZ") == true)
        #expect(InputSniffer.format(of: bytes) == .kmz)
    }

    @Test("Not XML at all is an unknown-format error at 1:1")
    func notXML() {
        let document = Self.read("lat,lon\n1,2\n", file: "points.gpx")
        #expect(document.format == nil)
        #expect(InputFixtures.summary(document) == ["unknown-format error 1:1"])
        #expect(InputSniffer.format(of: Array("lat,lon".utf8)) == nil)
    }

    @Test("XML with another root element is an unknown-format error at the root")
    func otherRoot() throws {
        let document = try InputFixtures.read("root-linearring.kml")
        #expect(document.format == nil)
        #expect(InputFixtures.summary(document) == ["unknown-format error 2:1"])
        #expect(document.diagnostics.first?.message.contains("<LinearRing>") == true)
    }

    @Test("Format from content, whatever the name; BOM and UTF-16 aware")
    func formats() throws {
        #expect(InputSniffer.format(of: Array("<?xml version='1.0'?><gpx version='1.1'/>".utf8)) == .gpx)
        #expect(InputSniffer.format(of: Array("\u{FEFF}<kml xmlns='http://www.opengis.net/kml/2.2'/>".utf8)) == .kml)
        let utf16 = try Data(contentsOf: InputFixtures.directory.appendingPathComponent("utf16le-bom.kml"))
        #expect(InputSniffer.format(of: [UInt8](utf16)) == .kml)
        let gpxNamedKML = Self.read("<gpx version='1.1'><wpt lat='1' lon='2'/></gpx>", file: "named.kml")
        #expect(gpxNamedKML.format == .gpx)
        #expect(gpxNamedKML.features.count == 1)
    }

    @Test("A recognised file without features gets a no-features warning")
    func noFeatures() {
        let document = Self.read("<kml xmlns='http://www.opengis.net/kml/2.2'><Document/></kml>", file: "e.kml")
        #expect(document.format == .kml)
        #expect(
            document.diagnostics == [
                Diagnostic(
                    .noFeatures, "the file holds no flight and no landmark", at: SourceLocation(file: "e.kml"), severity: .warning
                )
            ])
    }

    @Test("Broken XML before any element is xml-malformed, not unknown-format")
    func brokenBeforeRoot() {
        let document = Self.read("<?xml version='1.0'?>\n<<gpx>")
        #expect(document.format == nil)
        #expect(document.diagnostics.map(\.rule) == [.xmlMalformed])
        #expect(document.diagnostics.first?.location.line == 2)
    }
}
