import Foundation
import Testing

@testable import RouteReportCore

@Suite("GeoJSON altitudes")
struct GeoJSONAltitudeReadingTests {
    static func flight(_ geometry: String) throws -> Flight {
        let text = #"{"type":"Feature","properties":{},"geometry":"# + geometry + "}"
        return try #require(InputFixtures.flights(InputReader.read(Array(text.utf8), file: "a.geojson")).first)
    }

    @Test("A position's third number is its vertex's altitude, NaN where a position has two")
    func thirdNumbers() throws {
        let line = try Self.flight(#"{"type":"LineString","coordinates":[[2,1,100],[2.1,1.1],[2.2,1.2,-5.5]]}"#)
        #expect(line.vertexAltitudes.count == 3)
        #expect(line.vertexAltitudes[0] == 100)
        #expect(line.vertexAltitudes[1].isNaN)
        #expect(line.vertexAltitudes[2] == -5.5)
        let parts = try Self.flight(#"{"type":"MultiLineString","coordinates":[[[2,1],[3,1]],[[3,1],[4,1,7]]]}"#)
        #expect(parts.vertexAltitudes.last == 7)
    }

    @Test("Two numbers a position: no altitudes")
    func twoNumbers() throws {
        #expect(try Self.flight(#"{"type":"LineString","coordinates":[[2,1],[3,1]]}"#).vertexAltitudes.isEmpty)
    }

    @Test("routes.geojson read back keeps a route's altitudes")
    func roundTrip() throws {
        let report = try AltitudeFixture.report()
        let document = InputReader.read(GeoJSONWriter.document(for: report), file: "routes.geojson")
        let raised = try #require(InputFixtures.flights(document).first { $0.name == "Raised" })
        #expect(raised.vertexAltitudes == [2.5, 1500, 765, 30])
        let flat = try #require(InputFixtures.flights(document).first { $0.name == "Flat" })
        #expect(flat.vertexAltitudes.isEmpty)
    }
}
