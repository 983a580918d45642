import Foundation
import Testing

@testable import RouteReportCore

@Suite("KML altitudes")
struct KMLAltitudeReadingTests {
    static func read(_ body: String) -> InputDocument {
        let text = """
            <?xml version="1.0"?>
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
            \(body)
            </Document></kml>
            """
        return InputReader.read(Array(text.utf8), file: "a.kml")
    }

    @Test("An absolute LineString's third values are its altitudes, NaN where a tuple has two")
    func absoluteLineString() throws {
        let document = Self.read(
            """
            <Placemark><LineString><altitudeMode>absolute</altitudeMode>
            <coordinates>2,1,100 2.1,1.1 2.2,1.2,-5.5</coordinates></LineString></Placemark>
            """)
        #expect(document.diagnostics.isEmpty)
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertexAltitudes.count == 3)
        #expect(flight.vertexAltitudes[0] == 100)
        #expect(flight.vertexAltitudes[1].isNaN)
        #expect(flight.vertexAltitudes[2] == -5.5)
    }

    @Test("Clamped to the ground (the default) the third values are no altitudes")
    func clampedLineString() throws {
        let document = Self.read(
            "<Placemark><LineString><coordinates>2,1,0 2.1,1.1,0</coordinates></LineString></Placemark>")
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertexAltitudes.isEmpty)
    }

    @Test("An absolute gx:Track's gx:coord altitudes, beside its times")
    func absoluteTrack() throws {
        let document = Self.read(
            """
            <Placemark><gx:Track><altitudeMode>absolute</altitudeMode>
            <when>2026-01-01T00:00:00Z</when><when>2026-01-01T00:01:00Z</when><when>2026-01-01T00:02:00Z</when>
            <gx:coord>2 1 300</gx:coord><gx:coord>2.1 1.1 450.25</gx:coord><gx:coord>2.2 1.2</gx:coord>
            </gx:Track></Placemark>
            """)
        #expect(document.diagnostics.isEmpty)
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertexTimes.count == 3)
        #expect(flight.vertexAltitudes.count == 3)
        #expect(Array(flight.vertexAltitudes.prefix(2)) == [300, 450.25])
        #expect(flight.vertexAltitudes[2].isNaN)
    }
}
