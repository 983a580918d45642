import Foundation
import Testing

@testable import RouteReportCore

/// routereport reading its own routes.geojson finds what it wrote: the same flights (ids,
/// names, folders, ends, distances) and landmarks, and none of the drawings (casing,
/// flown part, endpoint circles, position) as features.
@Suite("GeoJSONRoundTrip")
struct GeoJSONRoundTripTests {
    /// The run over inputs/, and the run over the routes.geojson it wrote.
    static let reread: RunReport = {
        let directory = try? TemporaryDirectory()
        let path = (directory?.path ?? NSTemporaryDirectory()) + "/routes.geojson"
        try? Data(GeoJSONWriter.document(for: KMLRealInputs.report)).write(to: URL(fileURLWithPath: path))
        return withExtendedLifetime(directory) { KMLRealInputs.run([path]) }
    }()

    /// The reader's names are the writer's.
    @Test func theReaderKnowsTheWritersNames() {
        #expect(GeoJSONRoundTrip.flightID == FlightAttributes.flightID)
        #expect(GeoJSONRoundTrip.role == FlightAttributes.role)
        #expect(GeoJSONRoundTrip.folder == FlightAttributes.folder)
        #expect(GeoJSONRoundTrip.landmarkID == LandmarkAttributes.landmarkID)
        #expect(GeoJSONRoundTrip.routeRole == FlightRole.route.rawValue)
    }

    @Test func sameFlightsAndLandmarks() throws {
        let before = KMLRealInputs.report
        let after = Self.reread
        #expect(before.flights.contains { $0.geometry.crossesAntimeridian })
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
        try #require(after.flights.count == before.flights.count)
        #expect(after.flights.map(\.id) == before.flights.map(\.id))
        #expect(after.flights.map(\.name) == before.flights.map(\.name))
        #expect(after.flights.map(\.flight.folder) == before.flights.map(\.flight.folder))
        for (a, b) in zip(before.flights, after.flights) {
            // The written path is the geodesic with its vertices at the text's 6 decimals.
            #expect(abs(a.geometry.distance - b.geometry.distance) / a.geometry.distance < 1e-6, "\(a.id)")
            #expect(a.geometry.crossesAntimeridian == b.geometry.crossesAntimeridian, "\(a.id)")
            #expect(a.geometry.departure == b.geometry.departure, "\(a.id)")
            #expect(a.geometry.arrival == b.geometry.arrival, "\(a.id)")
            for (p, q) in [(a.flight.vertices.first, b.flight.vertices.first), (a.flight.vertices.last, b.flight.vertices.last)] {
                let p = try #require(p)
                let q = try #require(q)
                #expect(abs(p.latitude - q.latitude) < 1e-6 && abs(p.longitude - q.longitude) < 1e-6, "\(a.id)")
            }
        }
        #expect(after.landmarks.map(\.id) == before.landmarks.map(\.id))
        #expect(after.landmarks.map(\.name) == before.landmarks.map(\.name))
        for (a, b) in zip(before.landmarks, after.landmarks) {
            #expect(abs(a.landmark.coordinate.latitude - b.landmark.coordinate.latitude) < 1e-6, "\(a.id)")
            #expect(abs(a.landmark.coordinate.longitude - b.landmark.coordinate.longitude) < 1e-6, "\(a.id)")
        }
    }

    /// Now that routes.geojson is an input, an output folder given as an input never
    /// reads it back, manifest or not (a copied reports folder has none).
    @Test func routesGeoJSONIsAReadableOutput() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/" + GeoJSONWriter.fileName
        try Data(GeoJSONWriter.document(for: KMLRealInputs.report)).write(to: URL(fileURLWithPath: path))
        #expect(ReportFormat.readableOutputs.contains { $0.name == GeoJSONWriter.fileName })
        #expect(OutputManifest.inputs(in: directory.path, marked: ReportFormat.readableOutputs).count == 1)
    }
}
