import Foundation
import Testing

@testable import RouteReportCore

@Suite("routes.geojson altitudes")
struct GeoJSONAltitudeTests {
    @Test("A route with altitudes has three numbers a position, a flight without two; the bbox six")
    func threeNumberPositions() throws {
        let report = try AltitudeFixture.report()
        let text = String(decoding: GeoJSONWriter.document(for: report), as: UTF8.self)
        #expect(
            text.contains(
                #"{"type":"LineString","coordinates":[[-122.11,37.46,2.5],[-121.9,37,1500],[-121.84,36.59,765],[-121.85,36.58,30]]}"#
            ))
        #expect(text.contains(#"{"type":"LineString","coordinates":[[-122.11,37.46],[-121.9,37],[-121.85,36.58]]}"#))
        #expect(text.contains(#","bbox":[-122.121"#) && text.hasSuffix(",1500]}\n"))
        #expect(GeoJSONCheck.problems(GeoJSONWriter.document(for: report)).isEmpty)
    }
}
