import Foundation
import Testing

@testable import RouteReportCore

/// The same consumers on the routes.kml that `inputs/` makes: real flights (over the
/// antimeridian, multi-leg, a recorded track) and landmarks, not only hand-made values.
@Suite("KMLConsumersRealInputs")
struct KMLConsumerRealInputTests {
    let report = KMLRealInputs.report

    @Test(
        .enabled(if: KMLTestTools.which("xmllint") != nil, "xmllint (libxml2-utils) is not installed"))
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
        // The same six layers as for any other flights.
        let layers = KMLOGRSummary.layers(result.stdout)
        #expect(layers.map(\.name) == ["Casings", "Flights", "Flown", "Endpoints", "Positions", "Aircraft", "Landmarks"])
        let features = KMLOGRFeatures.parse(result.stdout)
        let routes = features.filter { $0.fields["role"]?.value == "route" }
        #expect(routes.map(\.layer) == report.flights.map { _ in "Flights" })
        #expect(routes.map { $0.fields["Name"]?.value } == report.flights.map(\.name))
        #expect(routes.map { $0.fields["flight_id"]?.value } == report.flights.map(\.id))
        for (route, flight) in zip(routes, report.flights) {
            #expect(route.fields["distance_m"]?.type == "Real")
            // Written to 0.1 m (FlightAttributes.metreDecimals); GDAL prints 15 significant digits.
            let distance = try #require(route.fields["distance_m"].flatMap { Double($0.value) })
            #expect(abs(distance - flight.geometry.distance) <= 0.05 + 1e-9, "\(flight.id)")
            #expect(route.fields["vertices"]?.type == "Integer")
            #expect(route.fields["vertices"]?.value == String(flight.flight.vertices.count))
            #expect(route.fields["crosses_antimeridian"]?.value == (flight.geometry.crossesAntimeridian ? "1" : "0"))
            let progress = route.fields["progress"].flatMap { Double($0.value) }
            #expect((progress == nil) == (flight.geometry.progress == nil), "\(flight.id)")
            // One geometry type in the layer, cut at ±180 or not; 3D for a flight with altitudes.
            let lines = flight.flight.vertexAltitudes.isEmpty ? "MULTILINESTRING ((" : "MULTILINESTRING Z (("
            #expect(route.geometry.hasPrefix(lines), "\(flight.id)")
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
            let pieces = AntimeridianCut.line(flight.geometry.path)
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
        #expect(report.flights.contains { AntimeridianCut.line($0.geometry.path).count > 1 })
        // Every flight that flies is a track with a time on every point.
        let flying = report.flights.filter { KMLAircraftTrack.samples($0) != nil }
        #expect(!flying.isEmpty)
        for flight in flying {
            let points = tracks.filter { $0.value("name") == flight.name + " (aircraft)" }.flatMap {
                $0.first("trkseg")?.all("trkpt") ?? []
            }
            #expect(!points.isEmpty, "\(flight.id)")
            #expect(points.allSatisfy { $0.first("time") != nil }, "\(flight.id)")
        }
    }
}
