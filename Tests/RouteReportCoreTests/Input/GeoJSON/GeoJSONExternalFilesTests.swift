import Foundation
import Testing

@testable import RouteReportCore

/// GeoJSON as others write it: the RFC's own examples (Appendix A, §1.5, §3.1.9, copied
/// from RFC 7946 into `Fixtures/geojson/rfc7946/`) and GDAL's `ogr2ogr -f GeoJSON`.
@Suite("GeoJSON written elsewhere")
struct GeoJSONExternalFilesTests {
    /// Each example and what it becomes: flights, landmarks, and whether it holds polygons.
    static let examples: [(name: String, flights: Int, landmarks: Int, polygons: Bool)] = [
        ("a1-point.geojson", 0, 1, false),
        ("a2-linestring.geojson", 1, 0, false),
        ("a3-polygon.geojson", 0, 0, true),
        ("a3-polygon-with-hole.geojson", 0, 0, true),
        ("a4-multipoint.geojson", 0, 2, false),
        ("a5-multilinestring.geojson", 1, 0, false),
        ("a6-multipolygon.geojson", 0, 0, true),
        ("a7-geometrycollection.geojson", 1, 1, false),
        ("s1.5-featurecollection.geojson", 1, 1, true),
        ("s3.1.9-antimeridian-cut.geojson", 1, 0, false),
    ]

    @Test("The RFC's examples read clean", arguments: examples.indices)
    func rfcExample(index: Int) throws {
        let example = Self.examples[index]
        let document = InputReader.read(try Fixtures.bytes("geojson/rfc7946/" + example.name), file: example.name)
        #expect(document.format == .geojson)
        // Clean: nothing but the note that polygons are not reported.
        #expect(document.diagnostics.allSatisfy { $0.severity == .note }, "\(document.diagnostics)")
        #expect(document.diagnostics.contains { $0.rule == .readAs } == example.polygons)
        #expect(GeoJSONReaderTests.flights(document).count == example.flights)
        #expect(GeoJSONReaderTests.landmarks(document).count == example.landmarks)
    }

    @Test func theCutLineOfSection319ReadsAsOneLine() throws {
        let document = InputReader.read(try Fixtures.bytes("geojson/rfc7946/s3.1.9-antimeridian-cut.geojson"), file: "cut")
        #expect(GeoJSONReaderTests.flights(document).first?.vertices.map(\.longitude) == [170, 180, -170])
    }

    static let ogr2ogr: String? = ["/usr/bin/ogr2ogr", "/usr/local/bin/ogr2ogr", "/opt/homebrew/bin/ogr2ogr"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// `ogr2ogr -f GeoJSON OUT IN LAYER [options]`; the file's bytes.
    static func convert(_ gpx: String, layer: String, options: [String]) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/" + layer + ".geojson"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ogr2ogr))
        process.arguments = ["-f", "GeoJSON"] + options + [output, PackageRoot.folder("inputs").path + "/" + gpx, layer]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // The folder lives until the file is read.
        return try withExtendedLifetime(directory) { Array(try Data(contentsOf: URL(fileURLWithPath: output))) }
    }

    static let conversions: [(gpx: String, layer: String, flights: Int, landmarks: Int)] = [
        ("track.gpx", "tracks", 1, 0), ("route.gpx", "routes", 1, 0), ("landmarks.gpx", "waypoints", 0, 4),
    ]

    @Test(
        "ogr2ogr's GeoJSON (RFC 7946 mode) from our GPX reads clean, with the same features",
        .enabled(if: ogr2ogr != nil, "ogr2ogr (GDAL) is not installed: this test skips"),
        arguments: conversions.indices)
    func ogr2ogrRFC7946(index: Int) throws {
        let conversion = Self.conversions[index]
        let bytes = try Self.convert(conversion.gpx, layer: conversion.layer, options: ["-lco", "RFC7946=YES"])
        let document = InputReader.read(bytes, file: conversion.layer + ".geojson")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(GeoJSONReaderTests.flights(document).count == conversion.flights)
        #expect(GeoJSONReaderTests.landmarks(document).count == conversion.landmarks)
        let gpxURL = PackageRoot.folder("inputs").appendingPathComponent(conversion.gpx)
        let gpx = InputReader.read(Array(try Data(contentsOf: gpxURL)), file: conversion.gpx)
        let gpxFlights = GeoJSONReaderTests.flights(gpx)
        for (ours, theirs) in zip(gpxFlights, GeoJSONReaderTests.flights(document)) {
            #expect(ours.name == theirs.name)
            #expect(ours.vertices.count == theirs.vertices.count)
        }
    }

    @Test(
        "ogr2ogr's default GeoJSON names the CRS84 crs of 2008's GeoJSON: only geojson-crs",
        .enabled(if: ogr2ogr != nil, "ogr2ogr (GDAL) is not installed: this test skips"))
    func ogr2ogrDefault() throws {
        let bytes = try Self.convert("track.gpx", layer: "tracks", options: [])
        let document = InputReader.read(bytes, file: "tracks.geojson")
        #expect(document.diagnostics.allSatisfy { $0.rule == .geojsonCRS && $0.severity == .warning }, "\(document.diagnostics)")
        #expect(GeoJSONReaderTests.flights(document).count == 1)
    }
}
