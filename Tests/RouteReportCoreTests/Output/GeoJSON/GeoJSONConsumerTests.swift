import Foundation
import Testing

@testable import RouteReportCore

/// Real consumers read routes.geojson of the example inputs: GDAL (ogrinfo, ogr2ogr)
/// and the Python `geojson` package (PyPI). Each is skipped with a message when absent.
@Suite("GeoJSONConsumers")
struct GeoJSONConsumerTests {
    static let document = GeoJSONWriter.document(for: KMLRealInputs.report)

    /// `python3 -c "import geojson"` succeeds.
    /// The first `python3` on PATH that has the geojson package (a Python manager's
    /// interpreter may come before the system's, which the package is installed for).
    static let pythonWithGeojson: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { String($0) + "/python3" }.first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate)
                && (try? KMLTestTools.run(candidate, ["-c", "import geojson"]).status) == 0
        }
    }()

    static var pythonHasGeojson: Bool { pythonWithGeojson != nil }

    /// A fresh directory holding routes.geojson.
    static func write(_ bytes: [UInt8]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("geojson-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("routes.geojson")
        try Data(bytes).write(to: file)
        return file
    }

    static var featureCount: Int { GeoJSONCheck.features(document)?.features.count ?? -1 }

    @Test(.enabled(if: KMLTestTools.which("ogrinfo") != nil, "ogrinfo (gdal-bin) is not installed"))
    func gdalSeesOneLayerOfEveryFeatureWithTypedFields() throws {
        let file = try Self.write(Self.document)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try KMLTestTools.run("ogrinfo", ["-ro", "-al", "-so", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("Warning"), "\(result.stderr)")
        let layers = KMLOGRSummary.layers(result.stdout)
        try #require(layers.count == 1)
        #expect(layers[0].name == "routes")
        #expect(layers[0].featureCount == Self.featureCount)
        #expect(result.stdout.contains("Extent: (-180.000000,"))
        let expected = [
            "flight_id": "String", "role": "String", "distance_m": "Real",
            "initial_bearing_deg": "Real", "final_bearing_deg": "Real", "progress": "Real",
            "departure": "DateTime", "arrival": "DateTime", "source_file": "String", "source_line": "Integer",
            "folder": "String", "landmark_id": "String", "heading_deg": "Real", "stroke-width": "Integer",
        ]
        for (name, type) in expected { #expect(layers[0].fields[name] == type, "\(name): \(layers[0].fields[name] ?? "absent")") }
    }

    @Test(
        .enabled(
            if: KMLTestTools.which("ogr2ogr") != nil && KMLTestTools.which("ogrinfo") != nil,
            "ogr2ogr (gdal-bin) is not installed"))
    func gdalConvertsItToAGeoPackage() throws {
        let file = try Self.write(Self.document)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let package = file.deletingLastPathComponent().appendingPathComponent("routes.gpkg").path
        let converted = try KMLTestTools.run("ogr2ogr", ["-f", "GPKG", package, file.path])
        #expect(converted.status == 0, "\(converted.stderr)")
        let result = try KMLTestTools.run("ogrinfo", ["-ro", "-al", "-so", package])
        #expect(result.status == 0, "\(result.stderr)")
        let layers = KMLOGRSummary.layers(result.stdout)
        #expect(layers.map(\.featureCount) == [Self.featureCount])
        #expect(layers.first?.fields["distance_m"] == "Real")
    }

    @Test(.enabled(if: pythonHasGeojson, "python3 with the geojson package is not available (pip install geojson)"))
    func pythonGeojsonValidatesIt() throws {
        let file = try Self.write(Self.document)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let script = """
            import sys, geojson
            with open(sys.argv[1], encoding="utf-8") as f:
                data = geojson.load(f)
            print(type(data).__name__, len(data["features"]), data.is_valid, data.errors())
            """
        let result = try KMLTestTools.run(try #require(Self.pythonWithGeojson), ["-c", script, file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "FeatureCollection \(Self.featureCount) True []\n")
    }
}
