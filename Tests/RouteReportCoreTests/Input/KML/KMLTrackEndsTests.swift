import Testing

@testable import RouteReportCore

/// A flight tracker's origin and destination placemarks beside its one track are the
/// track's airports, not landmarks; other points stay landmarks.
@Suite struct KMLTrackEndsTests {
    static func kml(track: Bool = true, second: Bool = false, names: (String, String) = ("KPAO", "KMRY")) -> String {
        let flight =
            track
            ? """
            <Placemark><name>N2153C</name><gx:Track>
            <when>2025-06-07T16:12:00Z</when><when>2025-06-07T16:30:00Z</when><when>2025-06-07T16:55:00Z</when>
            <gx:coord>-122.114 37.462 10</gx:coord><gx:coord>-122.0 37.0 1500</gx:coord><gx:coord>-121.845 36.588 60</gx:coord>
            </gx:Track></Placemark>
            """
            : "<Placemark><LineString><coordinates>-122.114,37.462 -121.845,36.588</coordinates></LineString></Placemark>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
            <Placemark><name>\(names.0)</name><Point><coordinates>-122.115,37.461</coordinates></Point></Placemark>
            <Placemark><name>\(names.1)</name><Point><coordinates>-121.843,36.587</coordinates></Point></Placemark>
            \(flight)
            \(second ? flight : "")
            <Placemark><name>Lunch</name><Point><coordinates>-121.9,36.6</coordinates></Point></Placemark>
            </Document></kml>
            """
    }

    static func landmarks(_ text: String) -> [String?] {
        InputReader.read(Array(text.utf8), file: "t.kml").features.compactMap { feature in
            if case .landmark(let landmark) = feature { return landmark.name }
            return nil
        }
    }

    @Test func theTrackersAirportPointsAreTheTracksEnds() {
        let document = InputReader.read(Array(Self.kml().utf8), file: "t.kml")
        #expect(Self.landmarks(Self.kml()) == ["Lunch"])
        let note = document.diagnostics.first { $0.rule == .readAs }
        #expect(note?.message.contains("KPAO and KMRY") == true)
        #expect(note?.location.line == 3)
    }

    @Test("Points stay landmarks beside a planned line, beside two tracks, or when not named like an airport")
    func otherwisePointsStayLandmarks() {
        #expect(Self.landmarks(Self.kml(track: false)) == ["KPAO", "KMRY", "Lunch"])
        #expect(Self.landmarks(Self.kml(second: true)) == ["KPAO", "KMRY", "Lunch"])
        #expect(Self.landmarks(Self.kml(names: ("Home", "Palo Alto"))) == ["Home", "Palo Alto", "Lunch"])
    }

    @Test(arguments: [("KPAO", true), ("MRY", true), ("O69", true), ("kpao", false), ("KPAOX", false), ("PA", false)])
    func airportCodes(name: String, isCode: Bool) {
        #expect(KMLTrackEnds.isAirportCode(name) == isCode)
    }
}
