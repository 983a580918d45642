import Testing

@testable import RouteReportCore

/// A file gives at most `FeatureLimit.standard` features: the ones past the cap are not
/// read (an `input-limit` error where the first of them starts), so a small file of
/// millions of placemarks (a 1.8 MB KMZ of 7.7 million took 2.7 GB) costs a bounded
/// amount. Scaled down here with a cap of 10.
@Suite struct FeatureLimitTests {
    static func limits(_ maximum: Int) -> XMLLimits {
        var limits = XMLLimits()
        limits.maxFeatures = maximum
        limits.checksSchemas = false
        return limits
    }

    /// `count` point placemarks on lines 2, 3, …, then (when `broken`) one whose
    /// coordinates the KML reader would call an error, which a read that stopped never
    /// reaches.
    static func kml(placemarks count: Int, broken: Bool = false) -> [UInt8] {
        let placemark = "<Placemark><Point><coordinates>2,1</coordinates></Point></Placemark>\n"
        let text =
            "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n" + String(repeating: placemark, count: count)
            + (broken ? "<Placemark><Point><coordinates>x</coordinates></Point></Placemark>\n" : "") + "</Document></kml>\n"
        return Array(text.utf8)
    }

    @Test func aKMLStopsAtTheFirstPlacemarkPastTheCap() {
        let document = InputReader.read(Self.kml(placemarks: 12, broken: true), file: "many.kml", limits: Self.limits(10))
        #expect(document.features.count == 10)
        // The 11th placemark is on line 12; the broken one on line 14 is never read.
        #expect(InputFixtures.summary(document) == ["input-limit error 12:1"])
        #expect(
            document.diagnostics.first?.message
                == "more than 10 flights and landmarks in one file; the rest of the file is not read")
    }

    @Test func aFileAtTheCapIsReadWhole() {
        let document = InputReader.read(Self.kml(placemarks: 10), file: "ten.kml", limits: Self.limits(10))
        #expect(document.features.count == 10)
        #expect(document.diagnostics.isEmpty)
        #expect(XMLLimits.standard.maxFeatures == 1_000_000)
    }

    @Test func aGPXCountsWaypointsAndTracksAlike() {
        let waypoints = (1...3).map { "<wpt lat=\"1\" lon=\"\($0)\"/>\n" }.joined()
        let track = "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"/><trkpt lat=\"3\" lon=\"4\"/></trkseg></trk>\n"
        let text =
            "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n" + waypoints + track + track + "</gpx>\n"
        let document = InputReader.read(Array(text.utf8), file: "many.gpx", limits: Self.limits(4))
        #expect(document.features.count == 4)
        #expect(document.features.filter { if case .flight = $0 { true } else { false } }.count == 1)
        // The second track starts on line 6.
        #expect(InputFixtures.summary(document) == ["input-limit error 6:-"])
    }

    @Test func aCSVStopsAtTheRowPastTheCapWithoutItsFindings() {
        let rows = (0..<5).map { "LHR,JFK,2026-01-0\($0 + 1) 08:20,2026-01-0\($0 + 1) 11:10\n" }
        // Row 4 (line 5) would be a time-order error: it is past the cap, so not read.
        let text =
            "from,to,departure,arrival\n" + rows[0..<3].joined() + "LHR,JFK,2026-01-05 08:20,2026-01-04 11:10\n"
            + rows[4]
        let document = InputReader.read(Array(text.utf8), file: "many.csv", limits: Self.limits(3))
        #expect(document.features.count == 3)
        #expect(InputFixtures.summary(document) == ["read-as note 1:1", "input-limit error 5:-"])
    }
}
