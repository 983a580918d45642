import Foundation
import Testing

@testable import RouteReportCore

@Suite("XMLReader")
struct XMLReaderTests {
    static let gpxHead = "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"

    @Test("Lines past 65535, where libxml2 stops counting on elements, stay exact")
    func bigLines() {
        // Line 1 is <gpx>, lines 2...70001 comments, then the features.
        var text = Self.gpxHead + String(repeating: "<!-- filler -->\n", count: 70_000)
        text += "  <wpt lat=\"1\" lon=\"2\"/><wpt lat=\"3\" lon=\"4\"/>\n"  // 70002
        text += "  <rte><rtept lat=\"0\" lon=\"0\"/><rtept lat=\"1\" lon=\"1\"/></rte>\n"  // 70003
        text += "  <trk><trkseg><trkpt lat=\"0\" lon=\"0\"><time>bad</time></trkpt><trkpt lat=\"1\" lon=\"1\"/></trkseg></trk>\n"
        text += "</gpx>\n"
        let document = InputReader.read(Array(text.utf8), file: "big.gpx")
        #expect(document.features.map { $0.source.line } == [70_002, 70_002, 70_003, 70_004])
        // `<time>` starts at column 39 of line 70004.
        #expect(InputFixtures.summary(document) == ["time-syntax error 70004:39"])
    }

    @Test("Nesting deeper than the budget is an input-limit error; features before it are kept")
    func depthBudget() {
        var text = Self.gpxHead + "  <wpt lat=\"1\" lon=\"2\"/>\n"
        text +=
            "  <trk><trkseg><trkpt lat=\"0\" lon=\"0\"><extensions><a><b><c/></b></a></extensions></trkpt></trkseg></trk>\n</gpx>\n"
        var limits = XMLLimits.featuresOnly
        limits.maxDepth = 6  // <a> is at depth 5, <b> at 6
        let document = InputReader.read(Array(text.utf8), file: "deep.gpx", limits: limits)
        #expect(InputFixtures.summary(document) == ["input-limit error 3:54"])  // at <b>
        #expect(document.features.count == 1)
    }

    @Test("libxml2's own depth guard (no XML_PARSE_HUGE) is an input-limit error too")
    func libxmlDepth() {
        let text = "<kml>" + String(repeating: "<Folder>", count: 300) + String(repeating: "</Folder>", count: 300) + "</kml>"
        let document = InputReader.read(Array(text.utf8), file: "deep.kml")
        #expect(document.diagnostics.map(\.rule) == [.inputLimit])
        #expect(document.features.isEmpty)
    }

    @Test("A node budget stops an endless file")
    func nodeBudget() {
        let text = Self.gpxHead + String(repeating: "<wpt lat=\"1\" lon=\"2\"/>\n", count: 100) + "</gpx>\n"
        var limits = XMLLimits.featuresOnly
        limits.maxNodes = 50
        let document = InputReader.read(Array(text.utf8), file: "many.gpx", limits: limits)
        #expect(document.diagnostics.map(\.rule) == [.inputLimit])
        // 50 nodes: <gpx>, then (wpt, newline) pairs, so 24 complete waypoints.
        #expect(document.features.count == 24)
    }

    @Test("Entity expansion bombs neither hang nor expand")
    func billionLaughs() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE kml [\n<!ENTITY lol \"lol\">\n"
        text += "<!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
        for level in 2...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        text += "]>\n<kml><Placemark><name>&lol9;</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>\n"
        let document = InputReader.read(Array(text.utf8), file: "lol.kml")
        // The DOCTYPE (line 2), then libxml2's amplification guard where &lol9; is (line 14).
        #expect(InputFixtures.summary(document) == ["external-reference warning 2:1", "input-limit error 14:-"])
        // Nothing was expanded: 10⁹ "lol"s would be 3 GB.
        for case .landmark(let landmark) in document.features {
            #expect((landmark.name ?? "").count < 100)
        }
    }

    @Test("Columns in a one-line file point at the right one of several equal tags")
    func minifiedColumns() {
        let text =
            "<kml><Placemark><LineString><coordinates>0,0 1,1</coordinates></LineString></Placemark>"
            + "<Placemark><LineString><coordinates>5,5</coordinates></LineString></Placemark>"
            + "<Placemark><LineString><coordinates>1,1 9,99</coordinates></LineString></Placemark></kml>"
        let document = InputReader.read(Array(text.utf8), file: "min.kml")
        // The second <LineString> starts at byte column 99; "9,99" at 206.
        #expect(InputFixtures.summary(document) == ["route-too-short error 1:99", "coordinate-out-of-range error 1:206"])
        #expect(document.features.count == 1)
    }
}
