import Testing

@testable import RouteReportCore

/// A KML's features handed on in batches (`FeatureBatches`) as they are read: the same
/// features, folders and diagnostics as the file read whole, though what decides some of
/// them comes later in the file (a folder's name after its placemarks, a Flightradar24
/// `Route` folder's end, the airport points at the ends of a file's one track).
@Suite struct KMLBatchesTests {
    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
        <Document>
        """

    static func line(_ name: String, id: String? = nil, style: String = "") -> String {
        let id = id.map { " id=\"\($0)\"" } ?? ""
        return """
            <Placemark\(id)><name>\(name)</name>\(style)<LineString><coordinates>-0.4543,51.47 2.55,49.0097</coordinates></LineString></Placemark>

            """
    }

    static func point(_ name: String, _ coordinates: String = "10,20") -> String {
        "<Placemark><name>\(name)</name><Point><coordinates>\(coordinates)</coordinates></Point></Placemark>\n"
    }

    static let track = """
        <Placemark><name>N2153C</name><gx:Track>
        <when>2025-06-07T16:12:00Z</when><when>2025-06-07T16:30:00Z</when><when>2025-06-07T16:55:00Z</when>
        <gx:coord>-122.114 37.462 10</gx:coord><gx:coord>-122.0 37.0 1500</gx:coord><gx:coord>-121.845 36.588 60</gx:coord>
        </gx:Track></Placemark>

        """

    /// Folders named before and after their placemarks, nested folders without names,
    /// an empty name, styles declared after their use, ids repeated across batches,
    /// points named like airports beside many flights.
    static let folders =
        head + "<name>Trip</name><Style id=\"early\"/>\n"
        + "<Folder><name>First</name>" + line("a", id: "x", style: "<styleUrl>#early</styleUrl>")
        + point("LHR", "-0.4543,51.47") + line("b", style: "<styleUrl>#late</styleUrl>") + "</Folder>\n"
        + "<Folder>" + line("c", id: "x") + point("Hut") + "<Folder>" + line("d", style: "<styleUrl>#nowhere</styleUrl>")
        + "</Folder>" + line("e") + "<name>Named late</name>" + line("f") + "</Folder>\n"
        + "<Folder><Folder>" + line("g") + "</Folder>" + point("CDG", "2.55,49.0097") + "</Folder>\n"
        + "<Folder><name></name>" + line("h", id: "y")
        + "<Placemark id=\"y\"><name>two</name><MultiGeometry><Point><coordinates>3,4</coordinates></Point>"
        + "<LineString><coordinates>1,2 3,4</coordinates></LineString></MultiGeometry></Placemark>"
        + "<Placemark><name>short</name><LineString><coordinates>1,2</coordinates></LineString></Placemark>"
        + "<Placemark><name>shape</name><Polygon/></Placemark></Folder>\n"
        + "<Style id=\"late\"/>\n" + line("i") + "</Document>\n</kml>\n"

    /// A Flightradar24 flight (its `Route` folder's timed points one track, its `Trail`
    /// not read) beside a `Route` folder that holds a line too (its points landmarks).
    static let flightradar24 =
        head + "<Folder><name>Flights</name>\n<Document><name>FZ981/FDB981</name><Folder><name>Route</name>\n"
        + (0..<4).map { index in
            "<Placemark><name>p\(index)</name><TimeStamp><when>2025-01-14T19:0\(index):00Z</when></TimeStamp>"
                + "<Point><coordinates>\(150 + Double(index) * 0.3),-34,0</coordinates></Point></Placemark>\n"
        }.joined() + "</Folder><Folder><name>Trail</name>" + line("t1") + line("t2") + "</Folder></Document>\n"
        + "<Folder><name>Route</name><Placemark><TimeStamp><when>2025-01-14T19:00:00Z</when></TimeStamp>"
        + "<Point><coordinates>1,2</coordinates></Point></Placemark>" + line("r") + "</Folder>\n"
        + line("after") + "</Folder></Document>\n</kml>\n"

    /// A tracker's file: the airports of its one track around it (one after it, in a
    /// folder named at its end), other points held with them; with `second`, a second
    /// flight at the end makes them all landmarks.
    static func oneTrack(second: Bool) -> String {
        head + point("KMRY", "-121.843,36.587") + point("ABC") + point("Hut")
            + "<Folder>" + track + point("Lunch", "-121.9,36.6") + point("SFO", "-122.375,37.619")
            + point("KPAO", "-122.115,37.461") + point("KMRY", "-121.844,36.588") + (second ? line("back") : "")
            + "<name>Trip</name></Folder>\n</Document>\n</kml>\n"
    }

    static var files: [(name: String, text: String)] {
        [
            ("folders.kml", folders), ("flightradar24.kml", flightradar24),
            ("one-track.kml", oneTrack(second: false)), ("two-flights.kml", oneTrack(second: true)),
        ]
    }

    /// The features `text` hands on in batches of `size`, with the document that holds none.
    static func batched(_ text: String, size: Int) -> (features: [Feature], document: InputDocument) {
        var handed: [Feature] = []
        let batches = FeatureBatches(
            size: size, maxFeatures: FeatureLimit.letGo,
            take: { first, features, format in
                #expect(format == .kml)
                #expect(first == handed.count)
                handed += features
            },
            dropAll: { handed = [] })
        let document = InputReader.read(
            InputBytes(copying: Array(text.utf8))!, file: "t.kml", limits: .standard, batches: batches)
        return (handed, document)
    }

    @Test("The same features, folders and diagnostics in batches of 1, 3 and a thousand", arguments: [1, 3, 1_000])
    func sameAsReadWhole(size: Int) {
        for (name, text) in Self.files {
            let whole = InputReader.read(Array(text.utf8), file: "t.kml", limits: .standard)
            let (features, document) = Self.batched(text, size: size)
            #expect(document.features.isEmpty, "\(name)")
            #expect(features == whole.features, "\(name)")
            #expect(document.diagnostics == whole.diagnostics, "\(name)")
        }
    }

    @Test("What decides a feature later in the file is there: folders, the Flightradar24 track, the track's airports")
    func theFixturesSayWhatTheyShould() {
        let folders = InputReader.read(Array(Self.folders.utf8), file: "t.kml", limits: .standard)
        #expect(
            folders.features.map(\.folder) == [
                "First", "First", "First", "Named late", "Named late", "Named late", "Named late", "Named late",
                "Trip", "Trip", "Trip", "Trip", "Trip", "Trip",
            ])
        #expect(folders.diagnostics.map(\.rule).contains(.styleReference))
        let flightradar24 = InputReader.read(Array(Self.flightradar24.utf8), file: "t.kml", limits: .standard)
        #expect(flightradar24.features.compactMap(\.flight).map(\.name) == ["FZ981/FDB981", "r", "after"])
        #expect(flightradar24.features.count == 4)
        let oneTrack = InputReader.read(Array(Self.oneTrack(second: false).utf8), file: "t.kml", limits: .standard)
        #expect(oneTrack.features.compactMap(\.landmark).map(\.name) == ["ABC", "Hut", "Lunch", "SFO", "KMRY"])
        #expect(oneTrack.diagnostics.contains { $0.message.contains("KMRY and KPAO") })
        let twoFlights = InputReader.read(Array(Self.oneTrack(second: true).utf8), file: "t.kml", limits: .standard)
        #expect(twoFlights.features.compactMap(\.landmark).count == 7)
        #expect(!twoFlights.diagnostics.contains { $0.rule == .readAs })
    }
}

extension Feature {
    fileprivate var landmark: Landmark? {
        if case .landmark(let landmark) = self { landmark } else { nil }
    }

    fileprivate var folder: String? {
        switch self {
        case .flight(let flight): flight.folder
        case .landmark(let landmark): landmark.folder
        }
    }
}
