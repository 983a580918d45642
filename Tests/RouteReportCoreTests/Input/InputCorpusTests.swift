import Foundation
import Testing

@testable import RouteReportCore

/// The real-world corpus (GPX, KML and KMZ written by other programs, `Fixtures/corpus`) read by our streaming reader
/// and checked against an independent DOM parse: `Scripts/corpus_reference.py` (lxml +
/// GeographicLib) wrote `Fixtures/input/corpus-reference.tsv`.
@Suite("InputCorpus")
struct InputCorpusTests {
    static let corpus: URL = PackageRoot.corpus

    struct FileCounts {
        var flights: Int
        var landmarks: Int
    }

    struct FlightRow {
        var path: String
        var index: Int
        var vertices: Int
        var first: Coordinate
        var last: Coordinate
        var length: Double
    }

    static func reference() throws -> (files: [(String, FileCounts)], flights: [FlightRow]) {
        let url = InputFixtures.directory.appendingPathComponent("corpus-reference.tsv")
        var files: [(String, FileCounts)] = []
        var flights: [FlightRow] = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if f[0] == "N" {
                files.append((f[1], FileCounts(flights: Int(f[2])!, landmarks: Int(f[3])!)))
            } else {
                flights.append(
                    FlightRow(
                        path: f[1], index: Int(f[2])!, vertices: Int(f[3])!,
                        first: Coordinate(latitude: Double(f[4])!, longitude: Double(f[5])!),
                        last: Coordinate(latitude: Double(f[6])!, longitude: Double(f[7])!),
                        length: Double(f[8])!))
            }
        }
        return (files, flights)
    }

    static func read(_ path: String) -> InputDocument {
        InputReader.read(.file(corpus.appendingPathComponent(path).path))
    }

    @Test(
        "Every corpus file is read without a crash; features match an lxml parse")
    func featuresMatchReference() throws {
        let reference = try Self.reference()
        #expect(reference.files.count >= 150)
        let byFile = Dictionary(grouping: reference.flights, by: \.path)
        // Every .kml/.gpx under the corpus has a reference row, in the same order.
        let found = InputDiscovery.expand(paths: [Self.corpus.path]).map { String($0.dropFirst(Self.corpus.path.count + 1)) }
        #expect(found.filter { !$0.lowercased().hasSuffix(".kmz") } == reference.files.map(\.0))
        for (path, counts) in reference.files {
            let document = Self.read(path)
            let flights = InputFixtures.flights(document)
            #expect(flights.count == counts.flights, "\(path)")
            #expect(InputFixtures.landmarks(document).count == counts.landmarks, "\(path)")
            for row in byFile[path] ?? [] where row.index < flights.count {
                let vertices = flights[row.index].vertices
                #expect(vertices.count == row.vertices, "\(path) flight \(row.index)")
                #expect(vertices.first == row.first, "\(path) flight \(row.index)")
                #expect(vertices.last == row.last, "\(path) flight \(row.index)")
            }
        }
    }

    // Lengths from our vertices and our geodesic agree with GeographicLib over the
    // independently parsed vertices to 1e-9 relative.
    @Test(
        "Corpus flight lengths match GeographicLib")
    func lengthsMatchGeographicLib() throws {
        let reference = try Self.reference()
        let byFile = Dictionary(grouping: reference.flights, by: \.path)
        for (path, rows) in byFile.sorted(by: { $0.key < $1.key }) {
            let flights = InputFixtures.flights(Self.read(path))
            for row in rows where row.index < flights.count {
                let v = flights[row.index].vertices
                var length = 0.0
                for i in 1..<max(v.count, 1) {
                    length +=
                        Geodesic.wgs84.inverse(
                            lat1: v[i - 1].latitude, lon1: v[i - 1].longitude,
                            lat2: v[i].latitude, lon2: v[i].longitude
                        ).s12
                }
                #expect(abs(length - row.length) <= 1e-9 * max(row.length, 1), "\(path) flight \(row.index)")
            }
        }
    }

    @Test(
        "The known-broken corpus files get the right diagnostics")
    func brokenFiles() {
        func rules(_ path: String) -> [String] {
            Self.read(path).diagnostics.map { "\($0.rule.rawValue) \($0.location.line.map(String.init) ?? "-")" }
        }
        #expect(
            rules("togeojson-placemark/bad.gpx") == [
                "coordinate-not-number 5", "gpx-schema 13", "coordinate-not-number 13", "coordinate-not-number 14",
                "coordinate-not-number 18",
            ])
        #expect(
            rules("togeojson-placemark/bad.kml") == [
                "coordinate-not-number 5", "kml-schema 9", "coordinate-not-number 15", "feature-skipped 20",
            ])
        #expect(rules("fastkml/ogc_conformance/kml/LinearRingWith1DTuple.kml") == ["unknown-format 3"])
        #expect(rules("fastkml/ogc_conformance/kml/LinearRingWithInvalidLat.kml") == ["unknown-format 3"])
        // A file whose errors say why it holds nothing gets no no-features beside them.
        #expect(rules("gpsbabel/track/opentracks.kml") == ["coordinate-missing 16"])
        // Its Link's href is out of the schema's order (a warning: Google Earth reads it).
        #expect(
            rules("togeojson-placemark/networklink.kml") == ["external-reference 12", "kml-schema 30", "no-features -"])
        let kmz = Self.read("fastkml/ogc_conformance/kmz/small_world.kmz")
        #expect(kmz.format == .kmz)
        // Its doc.kml is a NetworkLink to the tiles, which is never followed.
        #expect(kmz.diagnostics.map(\.rule) == [.externalReference, .noFeatures])
    }

    @Test(
        "Reading in parallel gives the same documents as reading in turn")
    func parallelReads() {
        let paths = InputDiscovery.expand(paths: [Self.corpus.path])
        // String(describing:) because NaN times make `==` on documents false.
        let sequential = paths.map { String(describing: InputReader.read(.file($0))) }
        let results = UnsafeMutableBufferPointer<String>.allocate(capacity: paths.count)
        results.initialize(repeating: "")
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots[index] = String(describing: InputReader.read(.file(paths[index])))
        }
        #expect(Array(results) == sequential)
    }
}
