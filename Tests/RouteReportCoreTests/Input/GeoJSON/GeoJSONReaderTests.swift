import Foundation
import Testing

@testable import RouteReportCore

/// What becomes what: GeoJSON features as flights and landmarks, with names, ids, times
/// and details; polygons counted, not reported.
@Suite("GeoJSONReader")
struct GeoJSONReaderTests {
    static func read(_ text: String, file: String = "t.geojson") -> InputDocument {
        InputReader.read(Array(text.utf8), file: file)
    }

    static func flights(_ document: InputDocument) -> [Flight] {
        document.features.compactMap {
            if case .flight(let flight) = $0 { return flight }
            return nil
        }
    }

    static func landmarks(_ document: InputDocument) -> [Landmark] {
        document.features.compactMap {
            if case .landmark(let landmark) = $0 { return landmark }
            return nil
        }
    }

    static func collection(_ features: String...) -> String {
        "{\"type\": \"FeatureCollection\", \"features\": [" + features.joined(separator: ",\n") + "]}"
    }

    @Test func aLineStringIsAFlightWithNameIdAndTimes() throws {
        let document = Self.read(
            Self.collection(
                #"""
                {"type": "Feature", "id": 117.0, "properties": {"name": "BA117", "times": ["2026-01-01T08:00:00Z", "2026-01-01T16:00:00Z"]},
                 "geometry": {"type": "LineString", "coordinates": [[-0.4619, 51.4706], [-73.7781, 40.6413]]}}
                """#))
        #expect(document.format == .geojson)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let flight = try #require(Self.flights(document).first)
        // A numeric id keeps its spelling.
        #expect(flight.explicitID == "117.0")
        #expect(flight.name == "BA117")
        #expect(
            flight.vertices == [
                Coordinate(latitude: 51.4706, longitude: -0.4619), Coordinate(latitude: 40.6413, longitude: -73.7781),
            ])
        #expect(flight.vertexTimes == [1_767_254_400, 1_767_283_200])
        #expect(flight.source == SourceLocation(file: "t.geojson", line: 1))
    }

    @Test func titleIdPropertyDescriptionAndSpan() throws {
        let document = Self.read(
            Self.collection(
                #"""
                {"type": "Feature", "properties": {"title": "Hop", "id": "hop", "begin": "2026-01-01T08:00:00Z", "end": "2026-01-01T09:00:00Z", "progress": 0.25},
                 "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}}
                """#,
                #"""
                {"type": "Feature", "properties": {"name": "Tower", "desc": "tall"}, "geometry": {"type": "Point", "coordinates": [2.2945, 48.8584]}}
                """#))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let flight = try #require(Self.flights(document).first)
        #expect(flight.name == "Hop")
        #expect(flight.explicitID == "hop")
        #expect(flight.spanBegin == 1_767_254_400)
        #expect(flight.spanEnd == 1_767_258_000)
        #expect(flight.explicitProgress == 0.25)
        let landmark = try #require(Self.landmarks(document).first)
        #expect(landmark.name == "Tower")
        #expect(landmark.description == "tall")
        #expect(landmark.coordinate == Coordinate(latitude: 48.8584, longitude: 2.2945))
    }

    @Test func aMultiLineStringIsOneFlightItsPartsJoinedAtTheAntimeridianSeam() throws {
        let document = Self.read(
            Self.collection(
                #"""
                {"type": "Feature", "properties": {"coordTimes": [["2026-01-01T00:00:00Z", "2026-01-01T01:00:00Z"], ["2026-01-01T01:00:00Z", "2026-01-01T02:00:00Z"]]},
                 "geometry": {"type": "MultiLineString", "coordinates": [[[170, 45], [180, 48.5]], [[-180, 48.5], [-170, 45]]]}}
                """#,
                #"""
                {"type": "Feature", "properties": {},
                 "geometry": {"type": "MultiLineString", "coordinates": [[[0, 0], [1, 1]], [[2, 2], [3, 3]]]}}
                """#))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let flights = Self.flights(document)
        try #require(flights.count == 2)
        // The seam point is read once, with its part's first time.
        #expect(flights[0].vertices.map(\.longitude) == [170, 180, -170])
        #expect(flights[0].vertexTimes == [1_767_225_600, 1_767_229_200, 1_767_232_800])
        // Parts that do not meet are joined in order, as GPX track segments are.
        #expect(flights[1].vertices.map(\.longitude) == [0, 1, 2, 3])
    }

    @Test func togeojsonCoordinatePropertiesTimes() throws {
        let document = Self.read(
            #"""
            {"type": "Feature", "properties": {"name": "trk", "coordinateProperties": {"times": ["2026-01-01T00:00:00Z", "2026-01-01T00:00:10Z"]}},
             "geometry": {"type": "LineString", "coordinates": [[0, 0, 100], [0.01, 0.01, 120]]}}
            """#)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(Self.flights(document).first?.vertexTimes == [1_767_225_600, 1_767_225_610])
    }

    /// togeojson writes a track's first time as `time` beside the positions' times: no
    /// step back in time; an `end` before the last position's time is one.
    @Test func aTimeEqualToTheFirstPositionsIsNoStepBack() throws {
        let document = Self.read(
            #"""
            {"type": "Feature", "properties": {"time": "2026-01-01T00:00:00Z", "times": ["2026-01-01T00:00:00Z", "2026-01-01T00:00:10Z"]},
             "geometry": {"type": "LineString", "coordinates": [[0, 0], [0.01, 0.01]]}}
            """#)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(Self.flights(document).first?.spanBegin == 1_767_225_600)
        let late = Self.read(
            #"""
            {"type": "Feature", "properties": {"end": "2026-01-01T00:00:05Z", "times": ["2026-01-01T00:00:00Z", "2026-01-01T00:00:10Z"]},
             "geometry": {"type": "LineString", "coordinates": [[0, 0], [0.01, 0.01]]}}
            """#)
        #expect(late.diagnostics.map(\.rule) == [.timeOrder])
    }

    @Test func timesThatAreNotOnePerPositionAreAWarningAndNotRead() throws {
        let document = Self.read(
            #"""
            {"type": "Feature", "properties": {"times": ["2026-01-01T00:00:00Z"]},
             "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}}
            """#)
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["time-syntax warning 1:45"])
        #expect(Self.flights(document).first?.vertexTimes == [])
    }

    @Test func aMultiPointIsALandmarkPerPointWithNumberedIds() {
        let document = Self.read(
            #"""
            {"type": "Feature", "id": "wp", "properties": {"name": "Beacons"}, "geometry": {"type": "MultiPoint", "coordinates": [[1, 2], [3, 4]]}}
            """#)
        let landmarks = Self.landmarks(document)
        #expect(landmarks.map(\.explicitID) == ["wp-1", "wp-2"])
        #expect(landmarks.map(\.name) == ["Beacons", "Beacons"])
        #expect(landmarks.map(\.coordinate.longitude) == [1, 3])
    }

    @Test func polygonsAreCheckedAndCountedNotReported() {
        let document = Self.read(
            Self.collection(
                #"""
                {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}}
                """#,
                #"""
                {"type": "Feature", "properties": {}, "geometry": {"type": "MultiPolygon", "coordinates": [[[[0, 0], [1, 0], [1, 1], [0, 0]]]]}}
                """#))
        #expect(document.features.isEmpty)
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["read-as note 1:129"])
        #expect(document.diagnostics.first?.message.hasPrefix("2 polygons were checked") == true)
    }

    @Test func aBareGeometryAndAGeometryCollectionReadLikeFeatures() {
        let collection = Self.read(
            #"""
            {"type": "GeometryCollection", "geometries": [{"type": "LineString", "coordinates": [[0, 0], [1, 1]]}, {"type": "Point", "coordinates": [5, 5]}]}
            """#)
        #expect(collection.diagnostics.isEmpty, "\(collection.diagnostics)")
        #expect(Self.flights(collection).count == 1 && Self.landmarks(collection).count == 1)
    }

    @Test func flightListDetailsFromTheSpreadsheetsColumnNames() throws {
        let document = Self.read(
            #"""
            {"type": "Feature", "properties": {"flight_number": "ba 117", "Airline": "British Airways", "aircraft_code": "b77w",
             "reg": "g-stbc", "seat": "14A", "class": "Business", "seat_type": "Window", "flight_reason": "leisure"},
             "geometry": {"type": "LineString", "coordinates": [[-0.4619, 51.4706], [-73.7781, 40.6413]]}}
            """#)
        let details = try #require(Self.flights(document).first?.details)
        #expect(details.flightNumber == "BA117")
        #expect(details.airline == "British Airways")
        #expect(details.aircraftCode == "B77W")
        #expect(details.registration == "G-STBC")
        #expect(details.seat == "14A")
        #expect(details.seatClass == "business")
        #expect(details.seatType == "window")
        #expect(details.reason == "leisure")
    }

    @Test func aBadProgressIsItsRuleAndIgnored() {
        let document = Self.read(
            #"""
            {"type": "Feature", "properties": {"progress": 1.5}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}}
            """#)
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["progress-out-of-range error 1:48"])
        #expect(Self.flights(document).first?.explicitProgress == nil)
    }

    @Test func theFeatureLimitStopsTheReadAndKeepsWhatCameBefore() {
        let point = #"{"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [1, 2]}}"#
        let text = Self.collection(point, point, point)
        let document = Array(text.utf8).withUnsafeBufferPointer {
            GeoJSONReader.read($0, file: "t.geojson", limits: JSONLimits(maxFeatures: 2))
        }
        #expect(document.features.count == 2)
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["input-limit error 3:-"])
    }

    @Test func jsonThatIsNoGeoJSONIsAnUnknownFormatUnlessItsNameSaysGeoJSON() {
        #expect(
            RuleDiagnosticTests.summary(Self.read("{\"name\": 1}", file: "p.json").diagnostics) == ["unknown-format error 1:1"])
        #expect(
            RuleDiagnosticTests.summary(Self.read("{\"name\": 1}", file: "p.geojson").diagnostics) == ["geojson-type error 1:1"])
        #expect(
            RuleDiagnosticTests.summary(Self.read("{\"name\": 1} ", file: "p.geojson").diagnostics) == ["geojson-type error 1:1"])
    }

    @Test func theSnifferTakesAJSONObjectAndRecognitionLooksAtTheRootsMembers() {
        func looks(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { GeoJSONRecognition.looksLikeGeoJSON($0) }
        }
        #expect(Array("\u{FEFF} \n{".utf8).withUnsafeBufferPointer { InputSniffer.guess($0) } == .json)
        #expect(looks(#"{"name": "x", "type": "featurecollection"}"#))
        #expect(looks(#"{"bbox": [0, 0, 1, 1], "features": []}"#))
        #expect(!looks(#"{"name": "x", "type": "module", "dependencies": {"features": []}}"#))
        #expect(InputSniffer.format(of: Array(#"{"type": "Point"}"#.utf8)) == .geojson)
    }

    @Test func folderWalksTakeGeoJSONAndOnlyTheJSONThatIsGeoJSON() throws {
        let directory = try TemporaryDirectory()
        let files = [
            "a.geojson": #"{"type": "Point", "coordinates": [1, 2]}"#,
            "b.json": #"{"type": "Point", "coordinates": [1, 2]}"#,
            "package.json": #"{"name": "x", "version": "1.0.0"}"#,
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory.path + "/" + name))
        }
        let found = InputDiscovery.find([.file(directory.path)], skipping: .init(outputFolder: nil, markers: []))
        #expect(found.inputs.map { ($0.name as NSString).lastPathComponent } == ["a.geojson", "b.json"])
    }
}
