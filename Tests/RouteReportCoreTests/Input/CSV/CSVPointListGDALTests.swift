import Foundation
import Testing

@testable import RouteReportCore

/// Point lists read by GDAL's CSV driver (`ogr2ogr` with `X_POSSIBLE_NAMES` and
/// `Y_POSSIBLE_NAMES`, written out as GeoJSON and parsed here with JSONSerialization):
/// the same places, names and coordinates as our reader's landmarks.
@Suite struct CSVPointListGDALTests {
    static let ogr2ogr: String? = ["/usr/bin/ogr2ogr", "/usr/local/bin/ogr2ogr", "/opt/homebrew/bin/ogr2ogr"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Point lists as people write them: commas with quoted fields, semicolons, tabs,
    /// header names in any case, columns that are not read.
    static let tables: [String] = [
        "name,lat,lon\nZürich HB,47.3779,8.5403\n\"Bern, Bahnhof\",46.9490,7.4391\nGenève,46.2102,6.1424\n",
        "Name;Latitude;Longitude;Elevation\nBrandenburger Tor;52.5163;13.3777;34\n\"Tor; Süd\";-33.8568;151.2153;\n",
        "id\tTITLE\tLAT\tLNG\ttime\nS1\tQuay\t-41.2865\t174.7762\t2024-05-01T10:00:00Z\nS2\tDateline\t-16.5\t-179.99\t\n",
        "station,lat,long,ele\nSummit,27.9881,86.925,8849\nSouth Pole,-90,0,2835\n",
    ]

    /// GDAL's points of `csv`: (name, latitude, longitude) a feature.
    static func gdalPoints(_ csv: String) throws -> [(name: String?, latitude: Double, longitude: Double)] {
        let directory = try TemporaryDirectory()
        let input = directory.path + "/points.csv"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: input))
        let output = directory.path + "/points.geojson"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ogr2ogr))
        process.arguments = [
            "-f", "GeoJSON", output, input, "-oo", "X_POSSIBLE_NAMES=lon*,lng*,long*", "-oo", "Y_POSSIBLE_NAMES=lat*",
            "-oo", "KEEP_GEOM_COLUMNS=NO",
        ]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let data = try withExtendedLifetime(directory) { try Data(contentsOf: URL(fileURLWithPath: output)) }
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let features = try #require(root["features"] as? [[String: Any]])
        return try features.map { feature in
            let properties = feature["properties"] as? [String: Any] ?? [:]
            let name = properties.first { ["name", "title", "station"].contains($0.key.lowercased()) }?.value as? String
            let geometry = try #require(feature["geometry"] as? [String: Any])
            let coordinates = try #require(geometry["coordinates"] as? [Double])
            return (name, coordinates[1], coordinates[0])
        }
    }

    @Test(
        "GDAL's CSV driver finds the same points",
        .enabled(if: ogr2ogr != nil, "ogr2ogr (GDAL) is not installed: this test skips"),
        arguments: tables.indices)
    func sameAsGDAL(index: Int) throws {
        let csv = Self.tables[index]
        let theirs = try Self.gdalPoints(csv)
        let document = InputReader.read(Array(csv.utf8), file: "points.csv")
        #expect(document.diagnostics.map(\.rule) == [.readAs], "\(document.diagnostics)")
        let ours = CSVPointListReaderTests.landmarks(document)
        #expect(ours.count == theirs.count)
        #expect(theirs.count == csv.split(separator: "\n").count - 1)
        for (landmark, point) in zip(ours, theirs) {
            #expect(landmark.name == point.name)
            #expect(landmark.coordinate.latitude == point.latitude)
            #expect(landmark.coordinate.longitude == point.longitude)
        }
    }
}
