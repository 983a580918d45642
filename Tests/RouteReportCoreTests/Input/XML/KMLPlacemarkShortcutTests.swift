import Foundation
import Testing

@testable import RouteReportCore

/// The placemark contents left out of the schema check change nothing it finds: each
/// mistake put in a placemark in the middle of a flight list is found with the same
/// message at the same place as when libxml2's validator sees every element.
@Suite("KML placemark contents the schema check skips")
struct KMLPlacemarkShortcutTests {
    static let placemark = """
        <Placemark id="f1">
          <name>CS8233 BDJ-BKS</name>
          <description>Syamsudin Noor Airport to Padang Kemiling</description>
          <TimeSpan><begin>2025-12-31T23:12:39Z</begin><end>2026-01-01T01:22:36Z</end></TimeSpan>
          <styleUrl>#flight</styleUrl>
          <ExtendedData><Data name="progress"><value>0.3644</value></Data></ExtendedData>
          <LineString><tessellate>1</tessellate><coordinates>114.763,-3.44236,0 102.339,-3.8637,0</coordinates></LineString>
        </Placemark>
        """

    /// A folder of 20 plain placemarks with `replacement` in place of the 10th (ids kept apart).
    static func document(_ replacement: String) -> String {
        let placemarks = (0..<20).map { index in
            (index == 9 ? replacement : placemark).replacingOccurrences(of: "id=\"f1\"", with: "id=\"f\(index)\"")
        }
        return XMLSchemaCheckTests.kml(
            "<Style id=\"flight\"/><Folder><name>Batch</name>\n" + placemarks.joined(separator: "\n") + "\n</Folder>")
    }

    static func findings(_ text: String, shortcut: Bool) -> [String] {
        var limits = XMLLimits.standard
        limits.usesSchemaShortcuts = shortcut
        return InputReader.read(Array(text.utf8), file: "t.kml", limits: limits).diagnostics.map {
            "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.severity) \($0.message) [\($0.rule.rawValue)]"
        }
    }

    static func replacing(_ old: String, _ new: String) -> String {
        placemark.replacingOccurrences(of: old, with: new)
    }

    static let mistakes: [String] = [
        placemark,
        replacing("<name>CS8233 BDJ-BKS</name>", ""),
        replacing("<name>CS8233 BDJ-BKS</name>", "<name><b>x</b></name>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<name>a &amp; <![CDATA[<b>]]></name><visibility>0</visibility>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<name>x</name><visibility> true </visibility><open>false</open>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<name>x</name><visibility>yes</visibility>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<name>x</name><open/>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<Name>x</Name>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<name>x</name><name>y</name>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<name lang=\"en\">x</name>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<Snippet>s</Snippet>"),
        replacing("<name>CS8233 BDJ-BKS</name>", "<gx:balloonVisibility>1</gx:balloonVisibility>"),
        replacing("<description>Syamsudin Noor Airport to Padang Kemiling</description>", ""),
        replacing("<description>", "<description xmlns:x=\"urn:x\">"),
        replacing("<styleUrl>#flight</styleUrl>", "<styleUrl>#a b</styleUrl>"),
        replacing("<styleUrl>#flight</styleUrl>", "<styleUrl>styles.kml#a</styleUrl>"),
        replacing("<styleUrl>#flight</styleUrl>", "<styleUrl>http://x/s.kml#a#b</styleUrl>"),
        replacing("<styleUrl>#flight</styleUrl>", "<styleUrl></styleUrl>"),
        replacing("<styleUrl>#flight</styleUrl>", "<Style><LineStyle><color>ff0000zz</color></LineStyle></Style>"),
        replacing("2025-12-31T23:12:39Z", "2025-12-31"),
        replacing("2025-12-31T23:12:39Z", "2025-12"),
        replacing("2025-12-31T23:12:39Z", "2025"),
        replacing("2025-12-31T23:12:39Z", " 2025-12-31T23:12:39+01:00 "),
        replacing("2025-12-31T23:12:39Z", "2025-02-29"),
        replacing("2025-12-31T23:12:39Z", "2024-02-29"),
        replacing("2025-12-31T23:12:39Z", "2025-13"),
        replacing("2025-12-31T23:12:39Z", "2025-12-31 23:12:39"),
        replacing("2025-12-31T23:12:39Z", "2025-12-31T23:12:39+0200"),
        replacing("2025-12-31T23:12:39Z", "2025-12-31Z"),
        replacing("2025-12-31T23:12:39Z", "20251"),
        replacing("2025-12-31T23:12:39Z", "0000"),
        replacing("2025-12-31T23:12:39Z", ""),
        replacing("<begin>2025-12-31T23:12:39Z</begin><end>2026-01-01T01:22:36Z</end>", "<end>2026-01-01T01:22:36Z</end>"),
        replacing(
            "<begin>2025-12-31T23:12:39Z</begin><end>2026-01-01T01:22:36Z</end>",
            "<end>2026-01-01T01:22:36Z</end><begin>2025-12-31T23:12:39Z</begin>"),
        replacing(
            "<TimeSpan><begin>2025-12-31T23:12:39Z</begin><end>2026-01-01T01:22:36Z</end></TimeSpan>",
            "<TimeStamp><when>2025-12-31T23:12:39Z</when></TimeStamp>"),
        replacing(
            "<TimeSpan><begin>2025-12-31T23:12:39Z</begin><end>2026-01-01T01:22:36Z</end></TimeSpan>",
            "<TimeStamp><when>2025-12-31T23:12:39Z</when></TimeStamp><TimeSpan/>"),
        replacing("<TimeSpan>", "<TimeSpan id=\"t\">"),
        replacing("<TimeSpan>", "<TimeSpan>junk"),
        replacing("<TimeSpan>", "<gx:TimeSpan>").replacingOccurrences(of: "</TimeSpan>", with: "</gx:TimeSpan>"),
        replacing("<Data name=\"progress\"><value>0.3644</value></Data>", "<Data name=\"p\"></Data>"),
        replacing(
            "<Data name=\"progress\"><value>0.3644</value></Data>",
            "<Data name=\"p\"><displayName>P</displayName><value>1</value></Data><Data><value/></Data>"),
        replacing(
            "<Data name=\"progress\"><value>0.3644</value></Data>",
            "<Data name=\"p\"><value>1</value><displayName>P</displayName></Data>"),
        replacing("<Data name=\"progress\">", "<Data name=\"progress\" id=\"d\">"),
        replacing("<Data name=\"progress\">", "<Data x=\"progress\">"),
        replacing(
            "<Data name=\"progress\"><value>0.3644</value></Data>",
            "<SchemaData schemaUrl=\"#s\"><SimpleData name=\"a\">1</SimpleData></SchemaData>"),
        replacing("<ExtendedData>", "<ExtendedData><x:a xmlns:x=\"urn:x\">1</x:a>"),
        replacing("<tessellate>1</tessellate>", "<tessellate>2</tessellate>"),
        replacing(
            "<tessellate>1</tessellate>", "<extrude>1</extrude><tessellate>0</tessellate><altitudeMode>absolute</altitudeMode>"),
        replacing("<tessellate>1</tessellate>", "<altitudeMode>relativeToSeaFloor</altitudeMode>"),
        replacing("<tessellate>1</tessellate>", "<altitudeMode> absolute</altitudeMode>"),
        replacing("<tessellate>1</tessellate>", "<gx:altitudeMode>relativeToSeaFloor</gx:altitudeMode>"),
        replacing("<tessellate>1</tessellate>", "<altitudeMode>absolute</altitudeMode><tessellate>1</tessellate>"),
        replacing("<tessellate>1</tessellate>", "<tessellate>1</tessellate><tessellate>1</tessellate>"),
        replacing("<LineString>", "<Linestring>").replacingOccurrences(of: "</LineString>", with: "</Linestring>"),
        replacing(
            "<LineString><tessellate>1</tessellate><coordinates>114.763,-3.44236,0 102.339,-3.8637,0</coordinates></LineString>",
            "<Point><extrude>1</extrude><altitudeMode>clampToGround</altitudeMode><coordinates>1,2</coordinates></Point>"),
        replacing(
            "<LineString><tessellate>1</tessellate><coordinates>114.763,-3.44236,0 102.339,-3.8637,0</coordinates></LineString>",
            "<Point><tessellate>1</tessellate><coordinates>1,2</coordinates></Point>"),
        replacing("</LineString>", "</LineString><Point><coordinates>1,2</coordinates></Point>"),
        replacing("<LineString>", "<MultiGeometry><LineString>").replacingOccurrences(
            of: "</LineString>", with: "</LineString></MultiGeometry>"),
        replacing("</LineString>", "</LineString><name>late</name>"),
        replacing("</LineString>", "</LineString>\n<!-- c --><?pi x?>"),
        replacing("<Placemark id=\"f1\">", "<Placemark id=\"1f\">"),
        replacing("<Placemark id=\"f1\">", "<Placemark>"),
        replacing("<Placemark id=\"f1\">", "<Placemark id=\"f1\" targetId=\"x\">"),
        "<Placemark id=\"f1\"/>",
        "<name>late</name>\n" + placemark,
        placemark + "\n<Document><name>d</name>" + placemark.replacingOccurrences(of: "id=\"f1\"", with: "") + "</Document>",
        placemark.replacingOccurrences(of: "<Placemark id=\"f1\">", with: "<Placemark id=\"f1\"><Placemark>")
            .replacingOccurrences(of: "</Placemark>", with: "</Placemark></Placemark>"),
    ]

    @Test func everyMistakeIsFoundAsTheWholeCheckFindsIt() {
        for mistake in Self.mistakes {
            let text = Self.document(mistake)
            #expect(Self.findings(text, shortcut: true) == Self.findings(text, shortcut: false), "\(mistake)")
        }
    }

    /// The mistakes are mistakes: most of them make the whole check find something.
    @Test func theMistakesAreFound() {
        let found = Self.mistakes.filter { !Self.findings(Self.document($0), shortcut: false).isEmpty }
        #expect(found.count > Self.mistakes.count / 2)
        #expect(Self.findings(Self.document(Self.placemark), shortcut: true).isEmpty)
    }

    /// The checks are stricter than the schema, never looser.
    @Test func theStrictChecksAcceptOnlyValidValues() {
        func check(_ test: (ArraySlice<UInt8>) -> Bool, _ text: String) -> Bool { test(ArraySlice(text.utf8)) }
        #expect(check(KMLPlacemarkShortcut.isBoolean, " 1\n") && check(KMLPlacemarkShortcut.isBoolean, "false"))
        #expect(!check(KMLPlacemarkShortcut.isBoolean, "") && !check(KMLPlacemarkShortcut.isBoolean, "TRUE"))
        #expect(check(KMLPlacemarkShortcut.isTime, "2024-02-29") && check(KMLPlacemarkShortcut.isTime, " 0001 "))
        #expect(check(KMLPlacemarkShortcut.isTime, "2024-12") && check(KMLPlacemarkShortcut.isTime, "2024-05-01T10:00:00Z"))
        #expect(!check(KMLPlacemarkShortcut.isTime, "2023-02-29") && !check(KMLPlacemarkShortcut.isTime, "2024-00"))
        #expect(!check(KMLPlacemarkShortcut.isTime, "0000") && !check(KMLPlacemarkShortcut.isTime, "2024-05-01Z"))
        #expect(check(KMLPlacemarkShortcut.isAltitudeMode, "absolute"))
        #expect(!check(KMLPlacemarkShortcut.isAltitudeMode, " absolute"))
        #expect(!check(KMLPlacemarkShortcut.isAltitudeMode, "relativeToSeaFloor"))
        #expect(
            check(KMLPlacemarkShortcut.isPlainReference, "#flight") && check(KMLPlacemarkShortcut.isPlainReference, "a/b.kml#s"))
        #expect(!check(KMLPlacemarkShortcut.isPlainReference, "") && !check(KMLPlacemarkShortcut.isPlainReference, "#a#b"))
        #expect(
            !check(KMLPlacemarkShortcut.isPlainReference, "#a b") && !check(KMLPlacemarkShortcut.isPlainReference, "http://x#a"))
    }
}
