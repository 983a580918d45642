import Foundation
import Testing

@testable import RouteReportCore

/// Texts past libxml2's 10 MB text-node limit, and texts split across the parser's
/// input chunks at every offset.
@Suite("Long texts")
struct LongTextTests {
    static let head = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><LineString><coordinates>"
    static let tail = "</coordinates></LineString></Placemark></kml>"

    /// `count` points on the equator from 170° W eastwards, 272 µ° apart, as
    /// `lon,0.0000000,0` tuples: about 21 bytes each.
    static func equatorKML(count: Int) -> [UInt8] {
        var bytes = Array(head.utf8)
        bytes.reserveCapacity(count * 22 + 200)
        for index in 0..<count {
            let micro = -170_000_000 + index * 272
            let magnitude = abs(micro)
            if micro < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes += Array(String(magnitude / 1_000_000).utf8)
            bytes.append(UInt8(ascii: "."))
            let fraction = String(magnitude % 1_000_000)
            bytes += Array(repeating: UInt8(ascii: "0"), count: 6 - fraction.count) + Array(fraction.utf8)
            bytes += Array(",0.0000000,0 ".utf8)
        }
        bytes += Array(tail.utf8)
        return bytes
    }

    @Test("A LineString whose coordinates are one 25 MB text is read whole")
    func longCoordinateList() throws {
        let count = 1_200_000
        let bytes = Self.equatorKML(count: count)
        #expect(bytes.count > 25_000_000)
        let document = InputReader.read(bytes, file: "equator.kml")
        #expect(document.diagnostics.isEmpty)
        guard case .flight(let flight)? = document.features.first else {
            Issue.record("no flight")
            return
        }
        #expect(document.features.count == 1)
        #expect(flight.vertices.count == count)
        #expect(flight.vertices.allSatisfy { $0.latitude == 0 })
        #expect(flight.vertices.first?.longitude == -170)
        #expect(flight.vertices.last?.longitude == 156.399728)  // -170 + 1,199,999 × 0.000272
        // Along the equator a geodesic is the equator, so the track is a times the
        // longitude span in radians.
        var length = 0.0
        for index in 1..<flight.vertices.count {
            let a = flight.vertices[index - 1]
            let b = flight.vertices[index]
            length += Geodesic.wgs84.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
        }
        let expected = 6_378_137 * (Double((count - 1) * 272) / 1e6) * .pi / 180
        #expect(abs(length - expected) / expected < 1e-9)
    }

    @Test("A name longer than 10 MB is still an input-limit error")
    func longName() {
        var text = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><name>"
        text += String(repeating: "a very long name ", count: 620_000)  // 10.5 MB
        text += "</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>"
        let document = InputReader.read(Array(text.utf8), file: "name.kml")
        #expect(document.diagnostics.map(\.rule) == [.inputLimit])
        #expect(document.diagnostics.first?.message == "libxml2 safety limit: xmlSAX2Characters: huge text node")
        #expect(document.features.isEmpty)
    }

    @Test("A coordinate text read the same wherever the parser's chunks split it")
    func everyChunkOffset() {
        // Char reference, CDATA and a comment split the text into several callbacks;
        // "4,4, 5" is a joined tuple (warning at its start, line 5 column 8).
        let coordinates = "\n 0,0 1,1&#32;2,2<![CDATA[ 3,3 ]]><!-- c -->\n 10,10 4,4, 5 6,6\n"
        var seen: Set<String> = []
        for padding in 0..<530 {
            let text =
                "<kml xmlns=\"http://www.opengis.net/kml/2.2\">\n<!--" + String(repeating: "x", count: padding)
                + "-->\n<Placemark><LineString><coordinates>" + coordinates + "</coordinates></LineString></Placemark></kml>\n"
            let document = InputReader.read(Array(text.utf8), file: "split.kml")
            var summary = InputFixtures.summary(document)
            if case .flight(let flight)? = document.features.first {
                summary += flight.vertices.map { "\($0.longitude),\($0.latitude)" }
            }
            seen.insert(summary.joined(separator: " "))
        }
        #expect(seen == ["coordinate-syntax warning 5:8 0.0,0.0 1.0,1.0 2.0,2.0 3.0,3.0 10.0,10.0 4.0,4.0 6.0,6.0"])
    }
}
