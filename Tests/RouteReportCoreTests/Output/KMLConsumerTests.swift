import Foundation
import Testing
@testable import RouteReportCore

/// routes.kml as the tools people use read it: the OGC schema (xmllint), GDAL/QGIS
/// (ogrinfo) and GPSBabel. Each test skips, with the reason, when its tool is missing.
@Suite("KMLConsumers")
struct KMLConsumerTests {
    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"),
        .enabled(if: KMLTestTools.schemasPresent, "../shared/schemas/ogckml22.xsd is absent"))
    func validatesAgainstTheOGCSchemaWithGx() throws {
        let file = try KMLTestTools.writeRoutes(KMLTestFixture.document)
        defer { KMLTestTools.remove(file) }
        let schema = KMLTestTools.schemas.appendingPathComponent("ogckml22.xsd").path
        let result = try KMLTestTools.run("xmllint", ["--noout", "--nonet", "--schema", schema, file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("validates"))
    }

    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"),
        .enabled(if: KMLTestTools.schemasPresent, "../shared/schemas/ogckml22.xsd is absent"))
    func cornerCasesValidateToo() throws {
        for report in [KMLTestFixture.edgeReport, RunReport(
            generator: "routereport 0.1.0", referenceTime: 0, inputs: [], flights: [], landmarks: [],
            diagnostics: [], options: MapOptions())]
        {
            let file = try KMLTestTools.writeRoutes(KMLWriter.document(for: report))
            defer { KMLTestTools.remove(file) }
            let schema = KMLTestTools.schemas.appendingPathComponent("ogckml22.xsd").path
            let result = try KMLTestTools.run("xmllint", ["--noout", "--nonet", "--schema", schema, file.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    /// The check above must be able to fail: a Placemark with its children out of the
    /// schema's order is rejected.
    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"),
        .enabled(if: KMLTestTools.schemasPresent, "../shared/schemas/ogckml22.xsd is absent"))
    func schemaCheckRejectsElementsOutOfOrder() throws {
        var text = String(decoding: KMLTestFixture.document, as: UTF8.self)
        let range = try #require(text.range(of: "<styleUrl>#landmark-pin</styleUrl>"))
        text.removeSubrange(range)
        text = text.replacingOccurrences(of: "<name>Nadi</name>", with: "<name>Nadi</name><styleUrl>#landmark-pin</styleUrl><visibility>1</visibility>")
        let file = try KMLTestTools.writeRoutes(Array(text.utf8))
        defer { KMLTestTools.remove(file) }
        let schema = KMLTestTools.schemas.appendingPathComponent("ogckml22.xsd").path
        let result = try KMLTestTools.run("xmllint", ["--noout", "--nonet", "--schema", schema, file.path])
        #expect(result.status != 0)
    }

    @Test(.enabled(if: KMLTestTools.which("ogrinfo") != nil, "ogrinfo (gdal-bin) is not installed"))
    func gdalListsFlightsLandmarksAndTypedFields() throws {
        let file = try KMLTestTools.writeRoutes(KMLTestFixture.document)
        defer { KMLTestTools.remove(file) }
        let result = try KMLTestTools.run("ogrinfo", ["-ro", "-al", "-so", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let layers = KMLOGRSummary.layers(result.stdout)
        // A layer per folder with placemarks: one per flight, then the landmarks.
        #expect(layers.map(\.name) == ["Flights", "Paris → Berlin", "Nadi – Apia", "Taveuni \"hop\"", "Landmarks"])
        #expect(layers.map(\.featureCount) == [0, 5, 5, 3, 3])
        let paris = try #require(layers.first { $0.name == "Paris → Berlin" })
        #expect(paris.fields["distance_m"] == "Real")
        #expect(paris.fields["radius_m"] == "Real")
        #expect(paris.fields["initial_bearing_deg"] == "Real")
        #expect(paris.fields["final_bearing_deg"] == "Real")
        #expect(paris.fields["progress"] == "Real")
        #expect(paris.fields["vertices"] == "Integer")
        #expect(paris.fields["source_line"] == "Integer")
        #expect(paris.fields["crosses_antimeridian"] == "Integer")
        #expect(paris.fields["departure"] == "String")
        #expect(paris.fields["role"] == "String")
        let landmarks = try #require(layers.first { $0.name == "Landmarks" })
        #expect(landmarks.fields["landmark_id"] == "String")
        #expect(landmarks.fields["source_line"] == "Integer")
    }

    @Test(.enabled(if: KMLTestTools.which("ogrinfo") != nil, "ogrinfo (gdal-bin) is not installed"))
    func gdalReadsAttributeValuesAndGeometry() throws {
        let file = try KMLTestTools.writeRoutes(KMLTestFixture.document)
        defer { KMLTestTools.remove(file) }
        let result = try KMLTestTools.run("ogrinfo", ["-ro", "-al", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        // GDAL complains on stderr about values it cannot parse into a column's type.
        #expect(!result.stderr.contains("Warning"), "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("OGRFeature(Paris → Berlin):1\n  Name (String) = Paris → Berlin\n"))
        #expect(out.contains("  distance_m (Real) = 881234.5\n"))
        #expect(out.contains("  progress (Real) = 0.67\n"))
        #expect(out.contains("  crosses_antimeridian (Integer) = 1\n"))
        #expect(out.contains("  begin (DateTime) = 2026/01/01 08:00:00+00\n"))
        #expect(out.contains("  LINESTRING (2.5478 49.0097,6.2 50.2,9.85 51.35,13.5033 52.3667)\n"))
        #expect(out.contains("  POINT (-179.5 -15.95)\n"))
        // The antimeridian flight is one feature of two lines; the split circle one of two polygons.
        #expect(out.contains("  MULTILINESTRING ((170 -17,176.0 -16.5,180.0 -16."))
        #expect(out.contains("  MULTIPOLYGON (((179.9 -16.43,180.0 -16."))
        #expect(out.contains("  Name (String) = Pont d'Avignon & <Brücke> \"Most\" 橋\n"))
        #expect(out.contains("  description (String) = Sur le pont d'Avignon, l'on y danse & <chante>\n"))
    }

    @Test(.enabled(if: KMLTestTools.which("gpsbabel") != nil, "gpsbabel is not installed"))
    func gpsbabelReadsWaypointsAndTracks() throws {
        let file = try KMLTestTools.writeRoutes(KMLTestFixture.document)
        defer { KMLTestTools.remove(file) }
        let gpx = file.deletingLastPathComponent().appendingPathComponent("out.gpx")
        let result = try KMLTestTools.run("gpsbabel", ["-i", "kml", "-f", file.path, "-o", "gpx", "-F", gpx.path])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(KMLTestNode.parse(Array(try Data(contentsOf: gpx))))
        #expect(root.name == "gpx")
        // Points become waypoints: the two positions and the three landmarks.
        let waypoints = root.all("wpt")
        #expect(waypoints.map { $0.value("name") } == [
            "Paris → Berlin (position)", "Nadi – Apia (position)",
            KMLTestFixture.bridgeName, "Brandenburger Tor", "Nadi",
        ])
        let bridge = try #require(waypoints.first { $0.value("name") == KMLTestFixture.bridgeName })
        #expect(bridge.attributes["lat"].flatMap(Double.init) == 43.9539)
        #expect(bridge.attributes["lon"].flatMap(Double.init) == 4.805)
        // Lines become tracks; the antimeridian flight is two, one each side.
        let tracks = root.all("trk")
        let points = { (name: String) in
            tracks.filter { $0.value("name") == name }.map { $0.first("trkseg")?.all("trkpt").count ?? 0 }
        }
        #expect(points("Paris → Berlin") == [4])
        #expect(points("Paris → Berlin (flown)") == [3])
        #expect(points("Nadi – Apia") == [3, 3])
        #expect(points("Taveuni \"hop\"") == [3])
        let pacific = tracks.filter { $0.value("name") == "Nadi – Apia" }
        let lastWest = pacific[0].first("trkseg")?.all("trkpt").last?.attributes["lon"]
        let firstEast = pacific[1].first("trkseg")?.all("trkpt").first?.attributes["lon"]
        #expect(lastWest.flatMap(Double.init) == 180)
        #expect(firstEast.flatMap(Double.init) == -180)
    }
}

/// The same consumers on the routes.kml that `inputs/` makes: real flights (over the
/// antimeridian, multi-leg, a recorded track) and landmarks, not only hand-made values.
@Suite("KMLConsumersRealInputs")
struct KMLConsumerRealInputTests {
    let report = KMLRealInputs.report

    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"),
        .enabled(if: KMLTestTools.schemasPresent, "../shared/schemas/ogckml22.xsd is absent"))
    func validatesAgainstTheOGCSchemaWithGx() throws {
        let file = try KMLTestTools.writeRoutes(KMLRealInputs.document)
        defer { KMLTestTools.remove(file) }
        let schema = KMLTestTools.schemas.appendingPathComponent("ogckml22.xsd").path
        let result = try KMLTestTools.run("xmllint", ["--noout", "--nonet", "--schema", schema, file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("validates"))
    }

    @Test(.enabled(if: KMLTestTools.which("ogrinfo") != nil, "ogrinfo (gdal-bin) is not installed"))
    func gdalListsEveryFlightAndLandmarkWithTypedFields() throws {
        let file = try KMLTestTools.writeRoutes(KMLRealInputs.document)
        defer { KMLTestTools.remove(file) }
        let result = try KMLTestTools.run("ogrinfo", ["-ro", "-al", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("Warning"), "\(result.stderr)")
        // A layer per flight folder, named after the flight: names must tell them apart.
        try #require(Set(report.flights.map(\.name)).count == report.flights.count)
        let layers = KMLOGRSummary.layers(result.stdout)
        #expect(layers.map(\.name) == ["Flights"] + report.flights.map(\.name) + ["Landmarks"])
        let features = KMLOGRFeatures.parse(result.stdout)
        let routes = features.filter { $0.fields["role"]?.value == "route" }
        #expect(routes.map(\.layer) == report.flights.map(\.name))
        #expect(routes.map { $0.fields["flight_id"]?.value } == report.flights.map(\.id))
        for (route, flight) in zip(routes, report.flights) {
            #expect(route.fields["distance_m"]?.type == "Real")
            // GDAL prints a Real with 15 significant digits.
            let distance = try #require(route.fields["distance_m"].flatMap { Double($0.value) })
            #expect(abs(distance - flight.geometry.distance) / flight.geometry.distance < 1e-14, "\(flight.id)")
            #expect(route.fields["vertices"]?.type == "Integer")
            #expect(route.fields["vertices"]?.value == String(flight.flight.vertices.count))
            #expect(route.fields["crosses_antimeridian"]?.value == (flight.geometry.crossesAntimeridian ? "1" : "0"))
            let progress = route.fields["progress"].flatMap { Double($0.value) }
            #expect((progress == nil) == (flight.geometry.progress == nil), "\(flight.id)")
            let expectedGeometry = KMLAntimeridian.splitLine(flight.geometry.path).count > 1 ? "MULTILINESTRING" : "LINESTRING"
            #expect(route.geometry.hasPrefix(expectedGeometry + " ("), "\(flight.id)")
        }
        let landmarks = features.filter { $0.layer == "Landmarks" }
        #expect(landmarks.map { $0.fields["landmark_id"]?.value } == report.landmarks.map(\.id))
        #expect(landmarks.map { $0.fields["Name"]?.value } == report.landmarks.map(\.name))
        #expect(landmarks.map { $0.fields["source_line"]?.type } == report.landmarks.map { _ in "Integer" })
        #expect(landmarks.allSatisfy { $0.geometry.hasPrefix("POINT (") })
    }

    @Test(.enabled(if: KMLTestTools.which("gpsbabel") != nil, "gpsbabel is not installed"))
    func gpsbabelConvertsToGPX() throws {
        let file = try KMLTestTools.writeRoutes(KMLRealInputs.document)
        defer { KMLTestTools.remove(file) }
        let gpx = file.deletingLastPathComponent().appendingPathComponent("out.gpx")
        let result = try KMLTestTools.run("gpsbabel", ["-i", "kml", "-f", file.path, "-o", "gpx", "-F", gpx.path])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(KMLTestNode.parse(Array(try Data(contentsOf: gpx))))
        // Every landmark is a waypoint, after the flights' positions, in report order.
        let names = root.all("wpt").compactMap { $0.value("name") }
        #expect(Array(names.suffix(report.landmarks.count)) == report.landmarks.map(\.name))
        let positions = report.flights.filter { $0.geometry.position != nil }.map { $0.name + " (position)" }
        #expect(Array(names.prefix(positions.count)) == positions)
        // Every flight's path is a track per piece between antimeridian cuts.
        let tracks = root.all("trk")
        for flight in report.flights {
            let pieces = KMLAntimeridian.splitLine(flight.geometry.path)
            let mine = tracks.filter { $0.value("name") == flight.name }
            #expect(mine.map { $0.first("trkseg")?.all("trkpt").count ?? 0 } == pieces.map(\.count), "\(flight.id)")
            for (track, next) in zip(mine, mine.dropFirst()) {
                let end = track.first("trkseg")?.all("trkpt").last
                let start = next.first("trkseg")?.all("trkpt").first
                let endLon = end?.attributes["lon"].flatMap(Double.init) ?? 0
                #expect(abs(endLon) == 180, "\(flight.id)")
                #expect(start?.attributes["lon"].flatMap(Double.init) == -endLon, "\(flight.id)")
                #expect(start?.attributes["lat"] == end?.attributes["lat"], "\(flight.id)")
            }
        }
        #expect(report.flights.contains { KMLAntimeridian.splitLine($0.geometry.path).count > 1 })
    }
}

/// `ogrinfo -al` text: each feature's layer, fields (type and value) and geometry (WKT).
enum KMLOGRFeatures {
    struct Feature {
        var layer: String
        var fields: [String: (type: String, value: String)] = [:]
        var geometry = ""
    }

    static func parse(_ text: String) -> [Feature] {
        var features: [Feature] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("OGRFeature("), let close = line.range(of: "):", options: .backwards) {
                features.append(Feature(layer: String(line[line.index(line.startIndex, offsetBy: 11)..<close.lowerBound])))
            } else if line.hasPrefix("  "), !features.isEmpty {
                let body = line.dropFirst(2)
                // "  distance_m (Real) = 8246239.65051485"
                if let open = body.range(of: " ("), let equals = body.range(of: ") = "), open.upperBound <= equals.lowerBound {
                    let name = String(body[..<open.lowerBound])
                    let type = String(body[open.upperBound..<equals.lowerBound])
                    features[features.count - 1].fields[name] = (type, String(body[equals.upperBound...]))
                } else if let first = body.first, first.isUppercase, body.contains(" (") {
                    features[features.count - 1].geometry = String(body)
                }
            }
        }
        return features
    }
}

/// `ogrinfo -so` text: layer names, feature counts and field types, in order.
enum KMLOGRSummary {
    struct Layer {
        var name: String
        var featureCount = -1
        var fields: [String: String] = [:]
    }

    static func layers(_ text: String) -> [Layer] {
        var layers: [Layer] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("Layer name: ") {
                layers.append(Layer(name: String(line.dropFirst("Layer name: ".count))))
            } else if line.hasPrefix("Feature Count: "), !layers.isEmpty {
                layers[layers.count - 1].featureCount = Int(line.dropFirst("Feature Count: ".count)) ?? -1
            } else if let colon = line.range(of: ": "), !layers.isEmpty, line.hasSuffix(")"),
                let paren = line.range(of: " (", options: .backwards)
            {
                // "distance_m: Real (0.0)"
                let name = String(line[..<colon.lowerBound])
                let type = String(line[colon.upperBound..<paren.lowerBound])
                if !name.contains(" ") { layers[layers.count - 1].fields[name] = type }
            }
        }
        return layers
    }
}
