import Foundation
import Testing

@testable import RouteReportCore

/// The schema check of KML and GPX as a run reads them: the embedded schemas are the
/// files in `Input/Schemas`, the mistakes people make get a message that explains them,
/// at the element, and what xmllint finds in the corpus routereport finds too.
@Suite("Schema check")
struct XMLSchemaCheckTests {
    static func findings(_ text: String, file: String = "t.kml") -> [Diagnostic] {
        InputReader.read(Array(text.utf8), file: file, limits: .standard).diagnostics.filter {
            $0.rule == .kmlSchema || $0.rule == .gpxSchema
        }
    }

    static func kml(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\" "
            + "xmlns:gx=\"http://www.google.com/kml/ext/2.2\"><Document>\n" + body + "\n</Document></kml>\n"
    }

    static func gpx(_ version: String, _ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"\(version)\" creator=\"test\" "
            + "xmlns=\"http://www.topografix.com/GPX/\(version == "1.0" ? "1/0" : "1/1")\">\n" + body + "\n</gpx>\n"
    }

    @Test func theEmbeddedSchemasAreTheFilesAndCompile() throws {
        for (name, text) in XMLSchemaFiles.files {
            let file = try String(contentsOf: PackageRoot.schemas.appendingPathComponent(name), encoding: .utf8)
            // A string literal holds LF line ends, and so does the check of the files.
            var trimmed = Substring(String(decoding: Array(file.utf8).filter { $0 != 0x0D }, as: UTF8.self))
            while trimmed.hasSuffix("\n") { trimmed = trimmed.dropLast() }
            #expect(String(trimmed) == text.description, "\(name): Scripts/make_schemas.py")
        }
        for schema in XMLSchema.allCases {
            #expect(XMLSchemaValidator.compiles(schema), "\(schema)")
        }
    }

    @Test func aValidDocumentHasNoFinding() {
        let body = """
            <Style id="s"><LineStyle><color>ff0000ff</color><width>3</width></LineStyle></Style>
            <Placemark id="p"><name>Route</name><visibility>true</visibility><styleUrl>#s</styleUrl>
            <gx:Track><altitudeMode>absolute</altitudeMode><when>2026-01-01T10:00:00Z</when><gx:coord>1 2 3</gx:coord></gx:Track>
            </Placemark>
            """
        #expect(Self.findings(Self.kml(body)).isEmpty)
    }

    @Test func aColourInHTMLsFormIsExplained() throws {
        let found = try #require(Self.findings(Self.kml("<Style><LineStyle><color>#FF0000</color></LineStyle></Style>")).first)
        #expect(found.severity == .error && found.location.line == 3 && found.location.column == 19)
        #expect(found.message.contains("exactly eight hex digits in aabbggrr order") && found.message.contains("#RRGGBB"))
    }

    @Test func aMisspeltGeometryIsNamedWithTheOneMeant() throws {
        let found = try #require(
            Self.findings(Self.kml("<Placemark><Linestring><coordinates>1,2 3,4</coordinates></Linestring></Placemark>")).first)
        #expect(found.severity == .error && found.location.column == 12)
        #expect(found.message.contains("did you mean `<LineString>`?") && found.message.contains("shows no line"))
    }

    @Test func seaFloorModesAreGxOnlyAndBooleansAreFourWords() {
        let body = """
            <Placemark><visibility>1</visibility><open>false</open><Point><altitudeMode>relativeToSeaFloor</altitudeMode><coordinates>1,2</coordinates></Point></Placemark>
            <Placemark><Point><gx:altitudeMode>relativeToSeaFloor</gx:altitudeMode><coordinates>1,2</coordinates></Point></Placemark>
            """
        let found = Self.findings(Self.kml(body))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("valid only as `<gx:altitudeMode>`") == true)
    }

    @Test func anElementOutOfOrderIsAWarning() throws {
        let found = try #require(
            Self.findings(Self.kml("<Placemark><Point><coordinates>1,2</coordinates></Point><name>late</name></Placemark>")).first
        )
        #expect(found.severity == .warning && found.message.contains("out of the schema's order"))
    }

    @Test func aGPXTimeThatRouteReportReadsButTheSchemaRefuses() throws {
        let track = "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"><time>2026-01-01T10:30:00+0200</time></trkpt></trkseg></trk>"
        let found = try #require(Self.findings(Self.gpx("1.1", track), file: "t.gpx").first)
        #expect(found.rule == .gpxSchema && found.severity == .error)
        #expect(found.message.contains("not an xsd:dateTime") && found.message.contains("routereport still reads it"))
        // A time routereport reads but cannot parse is time-syntax's alone, which says more.
        let unread = "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"><time>2026-01-01 10:30:00Z</time></trkpt></trkseg></trk>"
        let read = InputReader.read(Array(Self.gpx("1.1", unread).utf8), file: "t.gpx", limits: .standard).diagnostics
        #expect(read.map(\.rule).filter { $0 != .routeTooShort } == [.timeSyntax])
    }

    /// A time routereport does not read (a GPX file's own, a waypoint's, a KML document's
    /// TimeSpan) is still checked: a space for the T is found at its line.
    @Test func aMistakenTimeNoReaderReadsIsStillFound() throws {
        let metadata = "<metadata><time>2026-01-01 10:30:00Z</time></metadata>\n<wpt lat=\"1\" lon=\"2\"/>"
        let gpx = try #require(Self.findings(Self.gpx("1.1", metadata), file: "t.gpx").first)
        #expect(gpx.rule == .gpxSchema && gpx.severity == .error && gpx.location.line == 3)
        #expect(gpx.message.contains("not an xsd:dateTime") && gpx.message.contains("routereport cannot read it either"))
        let gpx10 = Self.gpx(
            "1.0", "<time>2026-01-01 10:30:00Z</time>\n<wpt lat=\"1\" lon=\"2\"><time>2026-01-01T10:30:00+0200</time></wpt>")
        #expect(Self.findings(gpx10, file: "t.gpx").map { $0.location.line } == [3, 4])
        let document =
            "<TimeSpan><begin>2026-01-01 10:30:00Z</begin></TimeSpan>\n<Placemark><Point><coordinates>1,2</coordinates></Point></Placemark>"
        let kml = try #require(Self.findings(Self.kml(document)).first)
        #expect(kml.rule == .kmlSchema && kml.severity == .error && kml.location.line == 3)
    }

    /// A stream whose root element starts past its first window (comments before it) is
    /// still checked against its schema; past the window's 2 MiB, it says it is not.
    @Test(arguments: [100_000, 3_000_000])
    func aLongPrologBeforeTheRoot(commentBytes: Int) throws {
        let text = Self.kml("<Placemark><Linestring><coordinates>1,2 3,4</coordinates></Linestring></Placemark>")
        let declarationEnd = try #require(text.firstIndex(of: "\n"))
        let comment = "<!--" + String(repeating: String(repeating: "x", count: 99) + "\n", count: commentBytes / 100) + "-->"
        let padded = text[...declarationEnd] + comment + text[text.index(after: declarationEnd)...]
        let path = NSTemporaryDirectory() + "routereport-prolog-\(commentBytes).kml"
        try padded.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let diagnostics = InputReader.read(.file(path), sink: nil, streamedAbove: 0).diagnostics
        let schema = diagnostics.filter { $0.rule == .kmlSchema }
        if commentBytes < 2 << 20 {
            #expect(schema.map { $0.location.line } == [3 + commentBytes / 100])
        } else {
            #expect(schema.isEmpty)
            #expect(diagnostics.contains { $0.rule == .inputLimit && $0.message.contains("not checked against its schema") })
        }
    }

    /// A minified file: each misspelt element (a name the schema does not know) on the
    /// one line is found at its own tag, not the first with its name, read whole and
    /// streamed past many windows.
    @Test func unknownElementsOnOneLineEachAtTheirColumn() throws {
        // A finding that repeats the one before on its line is left out: two kinds alternate.
        let placemark =
            "<Placemark><name>a</name><Linestring><coordinates>1,2 3,4</coordinates></Linestring></Placemark>"
            + "<Placemark><nam>c</nam><Point><coordinates>1,2</coordinates></Point></Placemark>"
        let filler = "<Placemark><name>b</name><Point><coordinates>1,2</coordinates></Point></Placemark>"
        // 40 misspelt ones, 60,000 placemarks apart (about 5 MB: past the window's keep).
        var body = ""
        for _ in 0..<40 { body += placemark + String(repeating: filler, count: 60_000 / 40) }
        let text = Self.kml(body)
        let bytes = Array(text.utf8)
        // Independently: where each `<Linestring` starts on line 3.
        let lineStart = try #require(bytes.indices.filter { bytes[$0] == 0x0A }.dropFirst().first) + 1
        let tag = Array("<Linestring>".utf8)
        var expected: [Int] = []
        var index = lineStart
        while let found = bytes[index...].firstRange(of: tag) {
            expected.append(found.lowerBound - lineStart + 1)
            index = found.upperBound
        }
        #expect(expected.count == 40)
        let path = NSTemporaryDirectory() + "routereport-one-line-\(getpid()).kml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(bytes.count > 2 * XMLSourceText.keptBytes)
        for streamed in [false, true] {
            let document = InputReader.read(.file(path), sink: nil, streamedAbove: streamed ? 0 : Int.max)
            let columns = document.diagnostics.filter {
                $0.rule == .kmlSchema && $0.message.contains("<Linestring>")
            }.map { $0.location.column }
            #expect(columns == expected.map { Optional($0) }, "streamed \(streamed)")
        }
    }

    @Test func speedAndCourseAreGPX10s() throws {
        let point =
            "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"><ele>3</ele><course>90</course><speed>4</speed></trkpt></trkseg></trk>"
        #expect(Self.findings(Self.gpx("1.0", point), file: "t.gpx").isEmpty)
        let found = try #require(Self.findings(Self.gpx("1.1", point), file: "t.gpx").first)
        #expect(found.message.contains("exists only in GPX 1.0"))
    }

    @Test func aGPXElementInsideExtensionsNeedsANamespaceOfItsOwn() throws {
        let point = "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"><extensions><speed>4</speed></extensions></trkpt></trkseg></trk>"
        let found = try #require(Self.findings(Self.gpx("1.1", point), file: "t.gpx").first)
        #expect(found.severity == .error)
        #expect(found.message.contains("in the GPX 1.1 namespace inside <extensions>"))
        #expect(!found.message.contains("put it in <extensions>"))
    }

    @Test func aGPX10ElementOutOfOrderBesideTheWildcardIsAnOrderWarning() throws {
        // GPX 1.0's wpt takes its elements, then any of other namespaces: `time` after `sym`
        // is out of order, not an extension in GPX's namespace.
        let point = "<wpt lat=\"1\" lon=\"2\"><sym>Flag</sym><time>2010-08-05T14:23:59Z</time></wpt>"
        let found = try #require(Self.findings(Self.gpx("1.0", point), file: "t.gpx").first)
        #expect(found.severity == .warning)
        #expect(found.message.contains("out of the schema's order"))
    }

    @Test func extensionsOfOtherNamespacesAreLeftAlone() {
        let gpx = Self.gpx(
            "1.1",
            "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"><extensions><g:hr xmlns:g=\"urn:x\">120</g:hr></extensions></trkpt></trkseg></trk>"
        )
        #expect(Self.findings(gpx, file: "t.gpx").isEmpty)
        let kml = Self.kml(
            "<Placemark><x:note xmlns:x=\"urn:x\">hi</x:note><Point><coordinates>1,2</coordinates></Point></Placemark>")
        #expect(Self.findings(kml).allSatisfy { $0.severity == .warning })
    }

    /// A long coordinate list is never handed to the validator, which would hold it whole.
    @Test func aLongCoordinateListIsNotHeld() {
        let coordinates = (0..<200_000).map { "\($0 % 180).5,\($0 % 80).25" }.joined(separator: " ")
        let body = "<Placemark><LineString><coordinates>" + coordinates + "</coordinates></LineString></Placemark>"
        let document = InputReader.read(Array(Self.kml(body).utf8), file: "long.kml", limits: .standard)
        #expect(document.diagnostics.isEmpty)
        #expect(document.features.count == 1)
    }

    /// KML 2.1 and documents of no namespace have no schema here.
    @Test func documentsWithoutASchemaAreNotChecked() {
        let old = "<kml xmlns=\"http://earth.google.com/kml/2.1\"><Placemark><Linestring/></Placemark></kml>"
        #expect(Self.findings(old).isEmpty)
    }
}
