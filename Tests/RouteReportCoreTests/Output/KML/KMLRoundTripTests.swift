import Foundation
import Testing

@testable import RouteReportCore

/// routereport reading its own routes.kml finds what it wrote: the same flights (ids,
/// names, distances, progress, times, folders) and the same landmarks, and none of the
/// drawings (flown part, circles, position) as features.
@Suite("KMLRoundTrip")
struct KMLRoundTripTests {
    /// The run over inputs/, and the run over the routes.kml it wrote (with the same
    /// options and reference time).
    static let reread: RunReport = {
        let file = try! KMLTestTools.writeRoutes(KMLRealInputs.document)
        defer { KMLTestTools.remove(file) }
        return KMLRealInputs.run([file.path])
    }()

    static func relative(_ a: Double, _ b: Double) -> Double {
        abs(a - b) / max(abs(a), abs(b))
    }

    /// The reader's names for our schemas are the writer's: what routes.kml declares and
    /// each placemark carries is what the KML reader looks for.
    @Test func theReaderKnowsTheWritersNames() {
        #expect(KMLRoundTrip.flightSchema == KMLSchema.flightID)
        #expect(KMLRoundTrip.landmarkSchema == KMLSchema.landmarkID)
        #expect(KMLRoundTrip.routeRole == KMLSchema.routeRole)
        #expect(KMLRoundTrip.Field.flightID.rawValue == KMLSchema.flightIDField)
        #expect(KMLRoundTrip.Field.landmarkID.rawValue == KMLSchema.landmarkIDField)
        #expect(KMLRoundTrip.Field.role.rawValue == KMLSchema.roleField)
        #expect(KMLRoundTrip.Field.folder.rawValue == KMLSchema.folderField)
    }

    @Test func inputsHoldTheCasesThisSuiteIsAbout() {
        let flights = KMLRealInputs.report.flights
        // Otherwise the tests below would pass without exercising the hard parts.
        #expect(flights.count >= 10)
        #expect(flights.contains { $0.geometry.crossesAntimeridian })
        #expect(flights.contains { $0.geometry.progress == nil })
        #expect(flights.contains { $0.flight.vertices.count > 2 })
        #expect(
            flights.contains { $0.flight.folder != nil } || KMLRealInputs.report.landmarks.contains { $0.landmark.folder != nil })
        #expect(!KMLRealInputs.report.diagnostics.contains { $0.severity == .error })
    }

    @Test func sameFlightsWithTheSameDistances() throws {
        let before = KMLRealInputs.report.flights
        let after = Self.reread.flights
        #expect(Self.reread.diagnostics.isEmpty, "\(Self.reread.diagnostics)")
        try #require(after.count == before.count)
        #expect(after.map(\.id) == before.map(\.id))
        #expect(after.map(\.name) == before.map(\.name))
        #expect(after.map(\.flight.folder) == before.map(\.flight.folder))
        for (a, b) in zip(before, after) {
            // SPEC: 1e-6 relative. The written path is the original geodesic with its
            // inner vertices at 6 decimals (0.1 m) across the line, which changes the sum
            // of two legs only in second order, so the sums agree far closer.
            #expect(Self.relative(a.geometry.distance, b.geometry.distance) < 1e-6, "\(a.id)")
            #expect(Self.relative(a.geometry.distance, b.geometry.distance) < 1e-8, "\(a.id)")
            #expect(abs(a.geometry.initialBearing - b.geometry.initialBearing) < 1e-6, "\(a.id)")
            #expect(abs(a.geometry.finalBearing - b.geometry.finalBearing) < 1e-6, "\(a.id)")
            #expect(a.geometry.crossesAntimeridian == b.geometry.crossesAntimeridian, "\(a.id)")
            #expect(a.geometry.progress == b.geometry.progress, "\(a.id)")
            #expect(a.geometry.departure == b.geometry.departure, "\(a.id)")
            #expect(a.geometry.arrival == b.geometry.arrival, "\(a.id)")
            let start = try #require(b.flight.vertices.first)
            let end = try #require(b.flight.vertices.last)
            #expect(abs(start.latitude - a.flight.vertices[0].latitude) < 1e-9, "\(a.id)")
            #expect(abs(start.longitude - a.flight.vertices[0].longitude) < 1e-9, "\(a.id)")
            #expect(abs(end.latitude - a.flight.vertices.last!.latitude) < 1e-9, "\(a.id)")
            #expect(abs(end.longitude - a.flight.vertices.last!.longitude) < 1e-9, "\(a.id)")
            if let p = a.geometry.position, let q = b.geometry.position {
                // Placed on the re-read path, whose inner vertices have 6 decimals.
                #expect(abs(p.coordinate.latitude - q.coordinate.latitude) < 1e-6, "\(a.id)")
                #expect(abs(p.coordinate.longitude - q.coordinate.longitude) < 1e-6, "\(a.id)")
            } else {
                #expect(a.geometry.position == nil && b.geometry.position == nil, "\(a.id)")
            }
        }
    }

    /// The re-read flight is the written path: the original densified path, plus one
    /// vertex where the writer cut it at ±180.
    @Test func reReadVerticesAreTheDensifiedPathWithItsCrossings() throws {
        for (a, b) in zip(KMLRealInputs.report.flights, Self.reread.flights) {
            let crossings = AntimeridianCut.line(a.geometry.path).count - 1
            #expect(b.flight.vertices.count == a.geometry.path.count + crossings, "\(a.id)")
            let onMeridian = b.flight.vertices.filter { abs($0.longitude) == 180 }.count
            #expect(onMeridian == crossings, "\(a.id)")
        }
    }

    @Test func sameLandmarks() throws {
        let before = KMLRealInputs.report.landmarks
        let after = Self.reread.landmarks
        try #require(after.count == before.count)
        #expect(after.map(\.id) == before.map(\.id))
        #expect(after.map(\.name) == before.map(\.name))
        #expect(after.map(\.landmark.folder) == before.map(\.landmark.folder))
        #expect(after.map(\.landmark.description) == before.map(\.landmark.description))
        for (a, b) in zip(before, after) {
            #expect(abs(a.landmark.coordinate.latitude - b.landmark.coordinate.latitude) < 1e-9, "\(a.id)")
            #expect(abs(a.landmark.coordinate.longitude - b.landmark.coordinate.longitude) < 1e-9, "\(a.id)")
        }
    }

    /// A second round trip writes the same routes: the crossing point kept on reading
    /// is where the next writer cuts again.
    @Test func secondRoutesKMLDrawsTheSameRoutes() throws {
        func routes(_ bytes: [UInt8]) throws -> [String] {
            let root = try #require(KMLTestNode.parse(bytes))
            return root.descendants("Placemark").filter { $0.simpleData["role"] == "route" }.map { placemark in
                placemark.descendants("coordinates").map(\.text).joined(separator: " | ")
            }
        }
        let first = try routes(KMLRealInputs.document)
        let second = try routes(KMLWriter.document(for: Self.reread)!)
        #expect(first.count == KMLRealInputs.report.flights.count)
        #expect(first == second)
    }

    /// Names, descriptions, ids and folders with markup characters, quotes and letters
    /// outside ASCII come back unchanged, through libxml2's writer and our reader.
    @Test func namesSurviveUnchanged() throws {
        let document = InputReader.read(KMLTestFixture.document, file: "routes.kml")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        var flights: [Flight] = []
        var landmarks: [Landmark] = []
        for feature in document.features {
            switch feature {
            case .flight(let flight): flights.append(flight)
            case .landmark(let landmark): landmarks.append(landmark)
            }
        }
        let report = KMLTestFixture.report
        #expect(flights.map(\.name) == report.flights.map(\.name))
        #expect(flights.map(\.explicitID) == report.flights.map(\.id))
        #expect(flights.map(\.folder) == report.flights.map(\.flight.folder))
        #expect(flights.map(\.explicitProgress) == report.flights.map(\.geometry.progress))
        #expect(landmarks.map(\.name) == report.landmarks.map(\.name))
        #expect(landmarks.map(\.explicitID) == report.landmarks.map(\.id))
        #expect(landmarks.map(\.description) == report.landmarks.map(\.landmark.description))
        #expect(landmarks.map(\.folder) == report.landmarks.map(\.landmark.folder))
        #expect(flights.first?.name == "Paris → Berlin")
        #expect(flights.first?.explicitID == "CDG-BER 1")  // its XML id is CDG-BER_1
        #expect(flights.first?.folder == "Europe & more")
        #expect(landmarks.first?.name == "Pont d'Avignon & <Brücke> \"Most\" 橋")
        #expect(landmarks.first?.description == "Sur le pont d'Avignon, l'on y danse & <chante>")
        #expect(landmarks.last?.explicitID == "flight")  // its XML id is flight-2
    }

    /// The hand-made Nadi–Apia route (170 → 176 → 182 → 190, unwrapped) is written as
    /// two lines; read back it is one flight, the crossing point once.
    @Test func routeCutAtTheAntimeridianIsOneFlight() throws {
        let document = InputReader.read(KMLTestFixture.document, file: "routes.kml")
        let flights = document.features.compactMap { feature -> Flight? in
            if case .flight(let flight) = feature { return flight }
            return nil
        }
        let pacific = try #require(flights.first { $0.explicitID == "route" })
        let lons = pacific.vertices.map(\.longitude)
        let lats = pacific.vertices.map(\.latitude)
        #expect(lons == [170, 176, 180, -178, -170])
        #expect(Array(lats[0...1]) == [-17, -16.5] && Array(lats[3...4]) == [-15.8, -15])
        // The cut lies between its neighbours' latitudes.
        #expect(lats[2] > -16.5 && lats[2] < -15.8)
        #expect(pacific.explicitProgress == 0.5)
    }

    /// Westward (-10 → -170 → -185 unwrapped): the first piece ends at -180, the next
    /// starts at +180. Read back: one flight, one vertex on the meridian.
    @Test func westwardCutIsOneFlightToo() throws {
        let document = InputReader.read(KMLWriter.document(for: KMLTestFixture.edgeReport)!, file: "routes.kml")
        let flights = document.features.compactMap { feature -> Flight? in
            if case .flight(let flight) = feature { return flight }
            return nil
        }
        #expect(flights.map(\.explicitID) == ["::", "done"])
        let lons = try #require(flights.first).vertices.map(\.longitude)
        #expect(lons == [-10, -170, -180, 175])
        #expect(document.features.count == 3)  // two flights, one landmark
    }

    /// Recognition needs our declared schema: the same placemarks without it, or with a
    /// `flight` schema of other fields, are ordinary KML and read as before.
    @Test func otherKMLWithARoleFieldIsReadAsBefore() throws {
        func read(schema: String) -> (flights: Int, landmarks: Int, ids: [String?]) {
            let text = """
                <kml xmlns="http://www.opengis.net/kml/2.2"><Document>\(schema)
                <Placemark id="a"><ExtendedData><SchemaData schemaUrl="#flight">
                <SimpleData name="flight_id">x</SimpleData><SimpleData name="role">route</SimpleData>
                </SchemaData></ExtendedData><LineString><coordinates>0,0 1,1</coordinates></LineString></Placemark>
                <Placemark id="b"><ExtendedData><SchemaData schemaUrl="#flight">
                <SimpleData name="flight_id">x</SimpleData><SimpleData name="role">flown</SimpleData>
                </SchemaData></ExtendedData><LineString><coordinates>0,0 0.5,0.5</coordinates></LineString></Placemark>
                <Placemark id="c"><ExtendedData><SchemaData schemaUrl="#flight">
                <SimpleData name="flight_id">x</SimpleData><SimpleData name="role">position</SimpleData>
                </SchemaData></ExtendedData><Point><coordinates>0.5,0.5</coordinates></Point></Placemark>
                </Document></kml>
                """
            let features = InputReader.read(Array(text.utf8), file: "t.kml").features
            var flights = 0
            var landmarks = 0
            for feature in features {
                if case .flight = feature { flights += 1 } else { landmarks += 1 }
            }
            return (flights, landmarks, features.map(\.explicitID))
        }
        let ours =
            #"<Schema name="flight" id="flight"><SimpleField type="string" name="flight_id"/><SimpleField type="string" name="role"/></Schema>"#
        let theirs = #"<Schema name="flight" id="flight"><SimpleField type="string" name="role"/></Schema>"#
        #expect(read(schema: "") == (2, 1, ["a", "b", "c"]))
        #expect(read(schema: theirs) == (2, 1, ["a", "b", "c"]))
        // The test above must be able to fail: with our schema only the route is a feature.
        #expect(read(schema: ours) == (1, 0, ["x"]))
    }
}
