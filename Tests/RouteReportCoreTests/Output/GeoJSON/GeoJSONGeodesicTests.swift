import Foundation
import Testing

@testable import RouteReportCore

/// Every vertex of every route in routes.geojson lies within 1 m of the geodesic
/// GeographicLib solves: `Scripts/make_geojson_reference.py` parsed the example inputs
/// and the corpus with lxml and wrote the interior points of each leg longer than
/// 100 km (`Fixtures/geojson/geodesic-reference.tsv`); shorter legs have none, so their
/// written vertices are the input vertices.
@Suite("GeoJSONGeodesic")
struct GeoJSONGeodesicTests {
    /// (root, path, flight index in the file, leg) → (pieces, interior points).
    typealias Reference = [String: (pieces: Int, points: [Coordinate])]

    static func reference() throws -> Reference {
        let url = Fixtures.url("geojson/geodesic-reference.tsv")
        var legs: Reference = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 6, f[0] == "L", let pieces = Int(f[5]) else { continue }
            let points = f[6...].compactMap { pair -> Coordinate? in
                let numbers = pair.split(separator: ",").compactMap { Double($0) }
                return numbers.count == 2 ? Coordinate(latitude: numbers[0], longitude: numbers[1]) : nil
            }
            legs[[f[1], f[2], f[3], f[4]].joined(separator: "\t")] = (pieces, points)
        }
        return legs
    }

    /// Checks the routes of `report` (inputs under `folder`, named `root` in the
    /// reference); returns how many reference points were compared and the largest miss.
    static func check(_ report: RunReport, folder: String, root: String, reference: Reference) throws -> (
        compared: Int, worst: Double
    ) {
        let (_, features) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: report)))
        let routes = features.filter { $0.properties["role"] as? String == "route" }
        try #require(routes.count == report.flights.count)
        var indexInFile: [String: Int] = [:]
        var compared = 0
        var worst = 0.0
        for (route, flight) in zip(routes, report.flights) {
            let file = String(flight.flight.source.file.dropFirst(folder.count + 1))
            // The reference script reads the XML inputs with lxml; CSV flight lists (airport
            // coordinates from the table) are checked against GeographicLib in AirportTests.
            if file.hasSuffix(".csv") || file.hasSuffix(".txt") { continue }
            let index = indexInFile[file, default: 0]
            indexInFile[file] = index + 1
            let written = GeoJSONCheck.unwrappedRoute(route)
            let vertices = flight.flight.vertices
            var at = 0
            func expectNear(_ point: Coordinate, _ what: String) {
                guard at < written.count else { return }
                let miss = GeoJSONCheck.nearbyDistance(written[at], point)
                worst = max(worst, miss)
                #expect(miss < 1, "\(file) flight \(index) \(what): \(miss) m from GeographicLib")
            }
            expectNear(vertices[0], "first vertex")
            for leg in 0..<vertices.count - 1 {
                if let (pieces, points) = reference[[root, file, String(index), String(leg)].joined(separator: "\t")] {
                    #expect(points.count == pieces - 1)
                    for point in points {
                        at += 1
                        expectNear(point, "leg \(leg)")
                        compared += 1
                    }
                }
                at += 1
                expectNear(vertices[leg + 1], "vertex \(leg + 1)")
            }
            #expect(at == written.count - 1, "\(file) flight \(index): \(written.count) positions written")
        }
        return (compared, worst)
    }

    @Test func exampleRoutesFollowTheGeodesic() throws {
        let (compared, worst) = try Self.check(
            KMLRealInputs.report, folder: KMLRealInputs.folder, root: "inputs", reference: Self.reference())
        #expect(compared > 1000)
        // Five decimals: no position is more than 79 cm from its point (half the
        // diagonal of a 1.11 m step of latitude by one of longitude).
        #expect(worst < 0.79)
    }

    @Test
    func corpusRoutesFollowTheGeodesic() throws {
        let report = GeoJSONWriterTests.corpus
        let (compared, worst) = try Self.check(
            report, folder: InputCorpusTests.corpus.path, root: "corpus", reference: Self.reference())
        #expect(compared > 100)
        #expect(worst < 0.79)
    }

    /// The round trip: a route read back from routes.geojson has the geodesic length
    /// routes.geojson states (distance_m, to 0.1 m), within the grid's rounding: a vertex
    /// moved 7.9 cm (an end, six decimals) or 79 cm (one between, five) changes the
    /// length by twice that at most, in practice far less.
    @Test func routesReadBackKeepTheirLength() throws {
        for report in [KMLRealInputs.report, GeoJSONWriterTests.corpus] {
            let (_, features) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: report)))
            let routes = features.filter { $0.properties["role"] as? String == "route" }
            for (route, flight) in zip(routes, report.flights) {
                let points = GeoJSONCheck.unwrappedRoute(route)
                var length = 0.0
                for (a, b) in zip(points, points.dropFirst()) {
                    length += Geodesic.wgs84.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
                }
                let stated = try #require((route.properties["distance_m"] as? NSNumber)?.doubleValue)
                #expect(abs(stated - flight.geometry.distance) <= 0.05)
                #expect(
                    abs(length - stated) <= 0.05 + 0.316 + 1.58 * Double(flight.flight.vertices.count - 2),
                    "\(flight.id): \(length) vs \(stated)")
            }
        }
    }
}
