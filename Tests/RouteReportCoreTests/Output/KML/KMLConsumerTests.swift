import Foundation
import Testing

@testable import RouteReportCore

/// routes.kml as the tools people use read it: the OGC schema (xmllint), GDAL/QGIS
/// (ogrinfo) and GPSBabel. Each test skips, with the reason, when its tool is missing.
@Suite("KMLConsumers")
struct KMLConsumerTests {
    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"))
    func validatesAgainstTheOGCSchemaWithGx() throws {
        let file = try KMLTestTools.writeRoutes(KMLTestFixture.document)
        defer { KMLTestTools.remove(file) }
        let schema = KMLTestTools.schemas.appendingPathComponent("ogckml22.xsd").path
        let result = try KMLTestTools.run("xmllint", ["--noout", "--nonet", "--schema", schema, file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("validates"))
    }

    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"))
    func cornerCasesValidateToo() throws {
        for report in [
            KMLTestFixture.edgeReport,
            RunReport(
                generator: "routereport 0.1.0", inputs: [], flights: [], landmarks: [],
                diagnostics: [], options: MapOptions()),
        ] {
            let file = try KMLTestTools.writeRoutes(KMLWriter.document(for: report)!)
            defer { KMLTestTools.remove(file) }
            let schema = KMLTestTools.schemas.appendingPathComponent("ogckml22.xsd").path
            let result = try KMLTestTools.run("xmllint", ["--noout", "--nonet", "--schema", schema, file.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    /// The check above must be able to fail: a Placemark with its children out of the
    /// schema's order is rejected.
    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"))
    func schemaCheckRejectsElementsOutOfOrder() throws {
        var text = String(decoding: KMLTestFixture.document, as: UTF8.self)
        let range = try #require(text.range(of: "<styleUrl>#landmark-pin</styleUrl>"))
        text.removeSubrange(range)
        text = text.replacingOccurrences(
            of: "<name>Nadi</name>", with: "<name>Nadi</name><styleUrl>#landmark-pin</styleUrl><visibility>1</visibility>")
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
        // A layer per folder: a kind of drawing each, then the landmarks.
        #expect(layers.map(\.name) == ["Casings", "Flights", "Flown", "Endpoints", "Positions", "Aircraft", "Landmarks"])
        // The two circles of a flight are one feature.
        #expect(layers.map(\.featureCount) == [3, 3, 2, 3, 2, 1, 3])
        let paris = try #require(layers.first { $0.name == "Flights" })
        #expect(paris.fields["distance_m"] == "Real")
        #expect(paris.fields["radius_m"] == "Real")
        #expect(paris.fields["initial_bearing_deg"] == "Real")
        #expect(paris.fields["final_bearing_deg"] == "Real")
        #expect(paris.fields["progress"] == "Real")
        #expect(paris.fields["vertices"] == "Integer")
        #expect(paris.fields["source_line"] == "Integer")
        #expect(paris.fields["crosses_antimeridian"] == "Integer")
        // KML's SimpleField has no date type; the TimeSpan is GDAL's typed time.
        #expect(paris.fields["departure"] == "String")
        #expect(paris.fields["begin"] == "DateTime")
        #expect(paris.fields["end"] == "DateTime")
        #expect(paris.fields["role"] == "String")
        let landmarks = try #require(layers.first { $0.name == "Landmarks" })
        #expect(landmarks.fields["landmark_id"] == "String")
        #expect(landmarks.fields["source_line"] == "Integer")
    }

    /// The layers are the same six for 2 flights and for 1,000: the layout does not
    /// grow with the flights (a folder per flight made 1,002 layers).
    @Test(.enabled(if: KMLTestTools.which("ogrinfo") != nil, "ogrinfo (gdal-bin) is not installed"))
    func gdalSeesTheSameLayersWhateverTheFlightCount() throws {
        func layers(flights count: Int) throws -> [KMLOGRSummary.Layer] {
            var report = KMLTestFixture.report
            let base = report.flights
            report.flights = (0..<count).map { index in
                var flight = base[index % base.count]
                flight.id += "-" + String(index)
                return flight
            }
            let file = try KMLTestTools.writeRoutes(KMLWriter.document(for: report)!)
            defer { KMLTestTools.remove(file) }
            let result = try KMLTestTools.run("ogrinfo", ["-ro", "-so", "-al", file.path])
            #expect(result.status == 0, "\(result.stderr)")
            return KMLOGRSummary.layers(result.stdout)
        }
        let few = try layers(flights: 2)
        let many = try layers(flights: 1000)
        #expect(few.map(\.name) == ["Casings", "Flights", "Flown", "Endpoints", "Positions", "Aircraft", "Landmarks"])
        #expect(many.map(\.name) == few.map(\.name))
        // 1,000 flights cycling Paris, Nadi, Taveuni: 334 of them Paris (flies), 333 Nadi.
        #expect(many.map(\.featureCount) == [1000, 1000, 667, 1000, 667, 334, 3])
        let flights = try #require(many.first)
        #expect(flights.fields["distance_m"] == "Real")
        #expect(flights.fields["begin"] == "DateTime")
        #expect(many.first { $0.name == "Positions" }?.fields["timestamp"] == "DateTime")
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
        #expect(out.contains("OGRFeature(Flights):1\n  Name (String) = Paris → Berlin\n"))
        #expect(out.contains("  distance_m (Real) = 881234.5\n"))
        #expect(out.contains("  progress (Real) = 0.67\n"))
        #expect(out.contains("  crosses_antimeridian (Integer) = 1\n"))
        #expect(out.contains("  begin (DateTime) = 2026/01/01 08:00:00+00\n"))
        #expect(out.contains("  MULTILINESTRING ((2.5478 49.0097,6.2 50.2,9.85 51.35,13.5033 52.3667))\n"))
        // The aircraft's track: its times are the layer's begin and end.
        #expect(out.contains("OGRFeature(Aircraft):1\n  Name (String) = Paris → Berlin (aircraft)\n"))
        #expect(out.contains("  end (DateTime) = 2026/01/01 09:00:00+00\n"))
        #expect(out.contains("  MULTILINESTRING Z ((2.5478 49.0097 0,6.2 50.2 0,9.85 51.35 0,13.5033 52.3667 0))\n"))
        #expect(out.contains("  timestamp (DateTime) = 2026/01/01 08:40:12+00\n"))
        #expect(out.contains("  POINT (-179.5 -15.95)\n"))
        // The antimeridian flight is one feature of two lines; its circles one of three
        // polygons, the split one two.
        #expect(out.contains("  MULTILINESTRING ((170 -17,176.0 -16.5,180.0 -16."))
        // The 30 km ring about (179.9, -16.7) starts at its north point, -16.428910565 by
        // GeographicLib, written to 4 decimals (10⁻⁴°, 11 m, is under a thousandth of the
        // radius), after the start's circle; it is cut at the meridian into two polygons.
        #expect(out.contains("  MULTIPOLYGON (((179.2 -16.5289,") && out.contains(")),((179.9 -16.4289,"))
        #expect(out.contains(",180.0 -16."))
        #expect(out.contains(")),((-180 -16."))
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
        #expect(
            waypoints.map { $0.value("name") } == [
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
        // The aircraft is a track with a time on every point.
        let aircraft = try #require(tracks.first { $0.value("name") == "Paris → Berlin (aircraft)" })
        #expect(
            aircraft.first("trkseg")?.all("trkpt").map { $0.value("time") } == [
                "2026-01-01T08:00:00Z", "2026-01-01T08:20:00Z", "2026-01-01T08:40:00Z", "2026-01-01T09:00:00Z",
            ])
        let pacific = tracks.filter { $0.value("name") == "Nadi – Apia" }
        let lastWest = pacific[0].first("trkseg")?.all("trkpt").last?.attributes["lon"]
        let firstEast = pacific[1].first("trkseg")?.all("trkpt").first?.attributes["lon"]
        #expect(lastWest.flatMap(Double.init) == 180)
        #expect(firstEast.flatMap(Double.init) == -180)
    }
}
