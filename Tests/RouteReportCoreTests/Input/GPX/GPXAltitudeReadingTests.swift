import Foundation
import Testing

@testable import RouteReportCore

@Suite("GPX altitudes")
struct GPXAltitudeReadingTests {
    static func read(_ body: String) -> InputDocument {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            \(body)
            </gpx>
            """
        return InputReader.read(Array(text.utf8), file: "a.gpx")
    }

    @Test("A point's own ele is its vertex altitude; NaN where a point has none or it is no number")
    func elevations() throws {
        let document = Self.read(
            """
            <trk><trkseg>
            <trkpt lat="1" lon="2"><ele>1234.5</ele></trkpt>
            <trkpt lat="1.1" lon="2.1"/>
            <trkpt lat="1.2" lon="2.2"><ele> -3 </ele><extensions><ele>99</ele></extensions></trkpt>
            <trkpt lat="1.3" lon="2.3"><ele>high</ele></trkpt>
            </trkseg></trk>
            """)
        #expect(document.diagnostics.isEmpty)
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertexAltitudes.count == 4)
        #expect(flight.vertexAltitudes[0] == 1234.5)
        #expect(flight.vertexAltitudes[1].isNaN)
        #expect(flight.vertexAltitudes[2] == -3)
        #expect(flight.vertexAltitudes[3].isNaN)
    }

    @Test("A track without any ele keeps no altitudes")
    func noElevation() throws {
        let document = Self.read(#"<rte><rtept lat="1" lon="2"/><rtept lat="3" lon="4"/></rte>"#)
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertexAltitudes.isEmpty)
    }
}
