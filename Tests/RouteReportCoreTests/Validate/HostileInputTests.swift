import Foundation
import Testing

@testable import RouteReportCore

/// Inputs that try to break the reader (`Fixtures/hostile/`): each ends as diagnostics,
/// fast, and nothing from outside the file gets in.
@Suite("Hostile inputs")
struct HostileInputTests {
    static func read(_ name: String) throws -> InputDocument {
        InputReader.read(try Fixtures.bytes("hostile/" + name), file: name)
    }

    static func rules(_ document: InputDocument) -> [String] {
        document.diagnostics.map { "\($0.rule.rawValue) \($0.severity.rawValue)" }
    }

    /// Every string a document carries, to look for text that is not in the file.
    static func strings(_ document: InputDocument) -> [String] {
        var out = document.diagnostics.map(\.message)
        for feature in document.features {
            switch feature {
            case .flight(let flight): out += [flight.explicitID, flight.name, flight.folder].compactMap { $0 }
            case .landmark(let landmark):
                out += [landmark.explicitID, landmark.name, landmark.folder, landmark.description].compactMap { $0 }
            }
        }
        return out
    }

    @Test("External entities, parameter entities, a DTD and XInclude naming a secret file: never read")
    func secretFileNeverRead() throws {
        let secretPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routereport-secret-\(UUID().uuidString).txt"
        ).path
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        try Data((secret + "\n").utf8).write(to: URL(fileURLWithPath: secretPath))
        defer { try? FileManager.default.removeItem(atPath: secretPath) }
        let kml = #"<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:xi="http://www.w3.org/2001/XInclude">"#
        let documents = [
            "<?xml version=\"1.0\"?>\n<!DOCTYPE kml [<!ENTITY s SYSTEM \"file://\(secretPath)\">]>\n\(kml)<Placemark id=\"a\"><name>&s;</name><description>x &s; y</description><Point><coordinates>1,2</coordinates></Point></Placemark></kml>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE kml [<!ENTITY % p SYSTEM \"file://\(secretPath)\"> %p;]>\n\(kml)<Placemark><name>p</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE kml SYSTEM \"file://\(secretPath)\">\n\(kml)<Placemark><name>dtd</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>",
            "<?xml version=\"1.0\"?>\n\(kml)<Placemark><name><xi:include href=\"file://\(secretPath)\" parse=\"text\"/></name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE kml [<!ENTITY s SYSTEM \"file://\(secretPath)\">]>\n\(kml)<Placemark id=\"&s;\"><Point><coordinates>1,2</coordinates></Point></Placemark></kml>",
        ]
        for (index, text) in documents.enumerated() {
            let document = InputReader.read(Array(text.utf8), file: "xxe-\(index).kml")
            #expect(!Self.strings(document).joined(separator: "\n").contains(secret), "document \(index)")
            #expect(document.diagnostics.contains { $0.rule == .externalReference }, "document \(index)")
        }
    }

    @Test("Entity expansion bombs end quickly as diagnostics", arguments: ["billion-laughs.kml", "quadratic-blowup.kml"])
    func expansionBombs(name: String) throws {
        // The work counted, not timed: the references libxml2 parsed stay far below what
        // expanding the bomb takes (10^9 for the billion laughs).
        let bytes = try #require(InputBytes(copying: try Fixtures.bytes("hostile/" + name)))
        let xml = XMLReader(bytes: bytes, file: name)
        while xml.next() {}
        #expect(xml.entityReferencesParsed < 100_000, "\(xml.entityReferencesParsed) references parsed")
        let document = try Self.read(name)
        let strings = Self.strings(document)
        #expect(strings.allSatisfy { $0.utf8.count < 1000 })  // nothing was expanded into a name
        #expect(document.diagnostics.first?.rule == .externalReference)
    }

    @Test(
        "Structure attacks and broken bytes: the rule each one gets",
        arguments: [
            ("deep-nesting.kml", ["input-limit error"]),
            ("truncated.gpx", ["xml-malformed error"]),
            ("binary-garbage.kml", ["unknown-format error"]),
            ("binary-after-tag.kml", ["xml-malformed error"]),
            ("utf16-lone-surrogate.kml", ["xml-malformed error"]),  // libxml2 printed it to stderr
            ("ucs4-garbage.kml", ["unknown-format error"]),  // UTF-32 by its `<` in four bytes
            ("empty.gpx", ["unknown-format warning"]),
            ("whitespace-only.kml", ["unknown-format warning"]),
            ("external-dtd.kml", ["external-reference warning"]),
            ("networklink.kml", ["external-reference warning", "external-reference warning", "no-features warning"]),
            ("xinclude.kml", ["external-reference warning"]),
        ])
    func structureAttacks(name: String, expected: [String]) throws {
        #expect(Self.rules(try Self.read(name)) == expected)
    }

    @Test("Encodings: Latin-1, UTF-16 with BOM and a UTF-8 BOM read as text, not bytes")
    func encodings() throws {
        let latin1 = try Self.read("latin1.gpx")
        #expect(latin1.diagnostics.isEmpty)
        if case .landmark(let landmark)? = latin1.features.first {
            #expect(landmark.name == "Z\u{FC}rich Fl\u{FC}ghafe")
        } else {
            Issue.record("no landmark")
        }
        let utf16 = try Self.read("utf16le-bom.kml")
        #expect(utf16.diagnostics.isEmpty)
        if case .flight(let flight)? = utf16.features.first {
            #expect(flight.name == "\u{C5}re \u{2708} T\u{F8}rshavn")
            #expect(
                flight.vertices == [Coordinate(latitude: 63.40, longitude: 13.08), Coordinate(latitude: 62.01, longitude: -6.77)])
        } else {
            Issue.record("no flight")
        }
        let bom = try Self.read("bom-utf8.kml")
        #expect(bom.diagnostics.isEmpty)
        #expect(bom.features.map(\.explicitID) == ["bom-point"])
    }

    @Test("Numbers: NaN, infinities, hex, out of range and swapped coordinates are errors; the good flight stays")
    func badNumbers() throws {
        let kml = try Self.read("bad-numbers.kml")
        #expect(
            Self.rules(kml) == [
                "coordinate-not-number error", "coordinate-not-number error", "coordinate-out-of-range error",
                "coordinate-not-number error", "coordinate-out-of-range error", "coordinate-out-of-range error",
                "coordinate-out-of-range error",
            ])
        #expect(kml.features.map(\.explicitID) == ["fine"])
        #expect(kml.diagnostics.filter { $0.message.contains("looks like lat,lon swapped") }.map(\.location.line) == [9])
        let gpx = try Self.read("bad-numbers.gpx")
        #expect(
            Self.rules(gpx) == [
                "coordinate-not-number error", "coordinate-out-of-range error", "coordinate-out-of-range error",
                "coordinate-not-number error", "coordinate-missing error", "time-order warning",
                "progress-out-of-range error", "progress-out-of-range error", "feature-skipped warning",
                "route-too-short warning",
            ])
        // Kept: the decreasing route (a warning only), both tracks (progress ignored), the good
        // waypoint, and the route of one point as a landmark.
        #expect(gpx.features.count == 5)
    }

    @Test("20,000 one-vertex lines on one line: columns found in one pass over the line")
    func minifiedDiagnostics() throws {
        var text = #"<kml xmlns="http://www.opengis.net/kml/2.2">"#
        for i in 0..<20_000 {
            text += #"<Placemark id="p\#(i)"><LineString><coordinates>1,2</coordinates></LineString></Placemark>"#
        }
        text += "</kml>"
        let document: InputDocument? = InputReader.read(Array(text.utf8), file: "m.kml")
        #expect(document?.diagnostics.count == 20_000)  // each line; no no-features after errors
        // Independently: the k-th <LineString> starts after k whole placemarks.
        let head = #"<kml xmlns="http://www.opengis.net/kml/2.2">"#.utf8.count
        let placemark = { (i: Int) in
            #"<Placemark id="p\#(i)"><LineString><coordinates>1,2</coordinates></LineString></Placemark>"#.utf8.count
        }
        let prefix = #"<Placemark id="p19999">"#.utf8.count
        let expected = head + (0..<19_999).reduce(0) { $0 + placemark($1) } + prefix + 1
        #expect(document?.diagnostics[19_999].location.column == expected)
        // Linear: asking for every placemark's and line's column, in order, as the reader
        // does, steps over each byte of the line about once. Rescanning the line from its
        // start for each column (as before the fix) would step over 20,000 × 2 lines'
        // worth; the loop stops once past the bound, so that fails at once.
        let bytes = Array(text.utf8)
        let bound = 2 * bytes.count
        let whole = try #require(InputBytes(copying: bytes))
        var columns = XMLSourceColumns(text: XMLSourceText(whole: whole), enabled: true)
        for i in 0..<20_000 where columns.bytesSearched <= bound {
            #expect(columns.tagColumn(line: 1, qualifiedName: "Placemark", ordinal: i) != nil)
            #expect(columns.tagColumn(line: 1, qualifiedName: "LineString", ordinal: i) != nil)
        }
        #expect(columns.bytesSearched <= bound, "\(columns.bytesSearched) bytes searched for a line of \(bytes.count)")
    }
}
