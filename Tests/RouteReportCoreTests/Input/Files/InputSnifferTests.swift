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
        let document = Self.read("date,value\n1,2\n", file: "points.gpx")
        #expect(document.format == nil)
        #expect(InputFixtures.summary(document) == ["unknown-format error 1:1"])
        #expect(InputSniffer.format(of: Array("date,value".utf8)) == nil)
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

    /// A spreadsheet's "Unicode text" CSV was "names no 'from' column", UTF-32 and EBCDIC
    /// XML "neither KML, KMZ, GPX nor a CSV flight list": each now says its encoding.
    @Test(
        "UTF-16 text that is no XML, UTF-32 and EBCDIC are named as encodings no reader takes",
        arguments: [
            ("UTF-16", "logbook.csv", "from,to\nLHR,JFK\n"), ("UTF-16", "notes.txt", "from here to there"),
            ("UTF-32", "doc.kml", "<kml xmlns='http://www.opengis.net/kml/2.2'/>"),
            ("UTF-32LE", "doc.kml", "<kml xmlns='http://www.opengis.net/kml/2.2'/>"),
            ("UTF-32BE", "doc.gpx", "<gpx version='1.1'/>"), ("IBM037", "doc.kml", "<?xml version='1.0'?><kml/>"),
        ])
    func unreadableEncodings(encoding: String, file: String, text: String) throws {
        // Foundation's names: .utf16 and .utf32 write a BOM; the BE/LE ones do not.
        let encodings: [String: String.Encoding] = [
            "UTF-16": .utf16, "UTF-32": .utf32, "UTF-32LE": .utf32LittleEndian,
            "UTF-32BE": .utf32BigEndian,
        ]
        let bytes: [UInt8]
        if let known = encodings[encoding] {
            bytes = try #require(text.data(using: known).map(Array.init))
        } else {
            // IBM037 (EBCDIC): the letters and signs of this text, by its code page.
            let table: [Character: UInt8] = [
                "<": 0x4C, "?": 0x6F, "x": 0xA7, "m": 0x94, "l": 0x93, " ": 0x40, "v": 0xA5, "e": 0x85, "r": 0x99,
                "s": 0xA2, "i": 0x89, "o": 0x96, "n": 0x95, "=": 0x7E, "'": 0x7D, "1": 0xF1, ".": 0x4B, "0": 0xF0,
                ">": 0x6E, "k": 0x92, "/": 0x61,
            ]
            bytes = try text.map { try #require(table[$0]) }
        }
        let document = InputReader.read(bytes, file: file)
        let shown = encoding.hasPrefix("UTF-16") ? "UTF-16" : encoding.hasPrefix("UTF-32") ? "UTF-32" : "EBCDIC"
        #expect(document.format == nil && document.features.isEmpty)
        #expect(
            document.diagnostics == [
                Diagnostic(
                    .unknownFormat,
                    "the file is \(shown) text, which routereport does not read: KML and GPX in UTF-8 or UTF-16, GeoJSON and a CSV flight list in UTF-8; save it as UTF-8",
                    at: SourceLocation(file: file, line: 1, column: 1))
            ])
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
