import Foundation
import Testing

@testable import RouteReportCore

/// A viewer renders a KML description as HTML. A GPX `desc` is plain text: it reaches
/// routes.kml escaped, so `<script>` in it is text in Google Earth's balloon, while a KML
/// description (HTML already, the author's) passes as it was.
@Suite struct KMLLandmarkDescriptionTests {
    static let markup = "<script>alert(1)</script><img src=x onerror=alert(2)> & more"

    /// The description of the landmark placemark in routes.kml of a run over `file`.
    static func description(of file: String, named name: String, _ text: String) throws -> String? {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var map = MapOptions()
        map.referenceTime = 1_767_225_600
        let report = ReportPipeline.run(
            arguments: [path], configuration: RunConfiguration(map: map, jobs: 1, strict: false, generator: "t"))
        let document = try #require(KMLWriter.document(for: report))
        let root = try #require(KMLTestNode.parse(document))
        let landmarks = try #require(root.first("Document")?.all("Folder").last)
        return landmarks.all("Placemark").first?.value("description")
    }

    @Test func gpxTextIsEscapedForTheViewer() throws {
        let escaped = Self.markup.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        let gpx = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="1" lon="2"><name>w</name><desc>\(escaped)</desc></wpt></gpx>
            """
        // The GPX held the text `<script>…`; the KML's description, once its XML is read,
        // holds that text HTML-escaped: no tag for the viewer.
        let description = try #require(try Self.description(of: "w.gpx", named: "w.gpx", gpx))
        #expect(description == escaped.replacingOccurrences(of: "\"", with: "&quot;"))
        #expect(!description.contains("<"))
    }

    @Test func kmlHTMLStaysTheAuthorsHTML() throws {
        let kml = """
            <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>p</name>
            <description><![CDATA[<b>bold</b> & co]]></description><Point><coordinates>2,1</coordinates></Point></Placemark></kml>
            """
        #expect(try Self.description(of: "p.kml", named: "p.kml", kml) == "<b>bold</b> & co")
    }
}
