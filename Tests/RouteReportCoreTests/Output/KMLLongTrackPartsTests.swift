import Foundation
import Testing

@testable import RouteReportCore

/// One long track is one run of flights; its coordinate lists are cut into parts at tuple
/// boundaries by routes.kml's own description (`KMLWriter.PartPlan`), so the scheduler
/// spreads them over the workers like any other parts.
@Suite struct KMLLongTrackPartsTests {
    static let vertexCount = 350_000

    static let report: RunReport = {
        var options = MapOptions()
        options.referenceTime = 1_767_261_600
        let vertices = (0..<vertexCount).map { Coordinate(latitude: 10 + Double($0) * 1e-5, longitude: 170 + Double($0) * 4e-5) }
        let flight = Flight(
            explicitID: "long", source: SourceLocation(file: "long.gpx", line: 1), vertices: vertices, explicitProgress: 0.6)
        let geometry = FlightGeometry.compute(for: flight, options: options)
        return RunReport(
            generator: "routereport test", referenceTime: options.referenceTime, inputs: ["long.gpx"],
            flights: [FlightReport(id: "long", name: "Long", flight: flight, geometry: geometry)],
            landmarks: [], diagnostics: [], options: options)
    }()

    @Test func aLongTracksListsComeInSeveralPartsThatJoinIntoTheOnePartDocument() throws {
        let report = Self.report
        #expect(report.flights[0].geometry.path.count >= Self.vertexCount)
        let pieces = KMLWriter.PartPlan(report)
        let whole = KMLWriter.PartPlan(report, pointsPerPiece: .max)
        // Head, then per layer one run and the document after it; the route's list (3
        // pieces) and the flown part's (2, at progress 0.6 of 350,000 tuples) are cut.
        #expect(whole.count == 1 + 5 * 2)
        #expect(pieces.count == whole.count + 2 + 1)
        let expected = try (0..<whole.count).flatMap { try #require(whole.make($0)) }
        let made = try (0..<pieces.count).reversed().map { try #require(pieces.make($0)) }
        #expect(Array(made.reversed().joined()) == expected)
        // No part holds much more than a piece of tuples (29 bytes a tuple at most).
        #expect(made.map(\.count).max() ?? 0 < 2 * KMLWriter.PartPlan.pointsPerPiece * 29)
        #expect(try #require(KMLWriter.document(for: report)) == expected)
    }

    /// Written by ReportFiles, the parts make the same routes.kml on one worker and three,
    /// and routes.kmz packed from them is the archive of that document.
    @Test func routesKMLAndKMZFromThePartsAreTheWholeDocument() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let document = try #require(KMLWriter.document(for: Self.report))
        for jobs in [1, 3] {
            try ReportFiles.write(Self.report, formats: [.kml, .kmz], to: directory, jobs: jobs)
            #expect(FileManager.default.contents(atPath: directory + "/routes.kml").map(Array.init) == document)
            #expect(
                FileManager.default.contents(atPath: directory + "/routes.kmz").map(Array.init)
                    == KMZWriter.archive(documentKML: document))
        }
        // routes.kmz alone packs the same parts, made by its own task.
        let alone = directory + "/alone"
        try ReportFiles.write(Self.report, formats: [.kmz], to: alone, jobs: 2)
        #expect(
            FileManager.default.contents(atPath: alone + "/routes.kmz").map(Array.init)
                == KMZWriter.archive(documentKML: document))
    }
}
