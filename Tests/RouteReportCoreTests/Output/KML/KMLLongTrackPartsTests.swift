import Foundation
import Testing

@testable import RouteReportCore

/// One long track is one run of flights; its coordinate lists are cut into parts at tuple
/// boundaries by routes.kml's own description (`KMLWriter.PartPlan`), so the scheduler
/// spreads them over the workers like any other parts.
@Suite struct KMLLongTrackPartsTests {
    static let vertexCount = 350_000

    static let report: RunReport = {
        let vertices = (0..<vertexCount).map { Coordinate(latitude: 10 + Double($0) * 1e-5, longitude: 170 + Double($0) * 4e-5) }
        let source = SourceLocation(file: "long.gpx", line: 1)
        return runReport(Flight(explicitID: "long", source: source, vertices: vertices, explicitProgress: 0.6), name: "Long")
    }()

    /// The run of `flight` alone, at 2026-01-01T10:00Z.
    static func runReport(_ flight: Flight, name: String) -> RunReport {
        var options = MapOptions()
        options.referenceTime = 1_767_261_600
        let geometry = FlightGeometry.compute(for: flight, options: options)
        return RunReport(
            generator: "routereport test", inputs: [flight.source.file],
            flights: [FlightReport(id: flight.explicitID ?? name, name: name, flight: flight, geometry: geometry)],
            landmarks: [], diagnostics: [], options: options)
    }

    @Test func aLongTracksListsComeInSeveralPartsThatJoinIntoTheOnePartDocument() throws {
        let report = Self.report
        #expect(report.flights[0].geometry.path.count >= Self.vertexCount)
        let pieces = KMLWriter.PartPlan(report)
        let whole = KMLWriter.PartPlan(report, itemsPerWindow: .max)
        // Head, then per layer one batch and the document after it, then the Landmarks
        // folder's tour start and end (no landmarks: no batches of them); the casing's and
        // the route's lists (3 windows each) and the flown part's (2, at progress 0.6 of
        // 350,000 tuples) are cut.
        #expect(whole.count == 1 + 6 * 2 + 2)
        #expect(pieces.count == whole.count + 2 + 2 + 1)
        let expected = try (0..<whole.count).flatMap { try #require(whole.part($0)?.bytes) }
        let made = try (0..<pieces.count).reversed().map { try #require(pieces.part($0)?.bytes) }
        #expect(Array(made.reversed().joined()) == expected)
        // No part holds much more than a piece of tuples (29 bytes a tuple at most).
        #expect(made.map(\.count).max() ?? 0 < 2 * KMLWriter.PartPlan.itemsPerWindow * 29)
        #expect(try #require(KMLWriter.document(for: report)) == expected)
    }

    /// A timed track of 150,000 points that zigzags (north-east, then south-east) over
    /// ±180, with repeated points: its aircraft's gx:Track (three elements a point, in two
    /// pieces) is cut into parts too.
    static let timedReport: RunReport = {
        // Every 1,000th point repeats the one before, and 59,990-60,009 are one place.
        let vertices = (0..<150_000).map { index in
            let step = (59_990..<60_010).contains(index) ? 59_990 : index % 1000 == 999 ? index - 1 : index
            return Coordinate(latitude: -20 + (step % 2 == 0 ? 0 : 1e-4), longitude: 168.00005 + Double(step) * 1e-4)
        }
        let times = vertices.indices.map { 1_767_250_000 + Double($0) * 0.2 }
        let source = SourceLocation(file: "timed.gpx", line: 1)
        return runReport(Flight(explicitID: "timed", source: source, vertices: vertices, vertexTimes: times), name: "Timed")
    }()

    @Test func aLongTimedTracksAircraftComesInSeveralPartsThatJoinIntoTheOnePartDocument() throws {
        let report = Self.timedReport
        let path = report.flights[0].geometry.path
        #expect(path.count == 150_000 && report.flights[0].geometry.crossesAntimeridian)
        let pieces = KMLWriter.PartPlan(report)
        let whole = KMLWriter.PartPlan(report, itemsPerWindow: .max)
        // The track is 120,001 and 30,001 samples (each side has the cut point), 450,006
        // rows: four pieces of 100,000 rows, the last with the rest, where the route and
        // flown lists (about 150,000 tuples) stay one part each.
        #expect(pieces.count == whole.count + 3)
        let expected = try (0..<whole.count).flatMap { try #require(whole.part($0)?.bytes) }
        let made = try (0..<pieces.count).reversed().map { try #require(pieces.part($0)?.bytes) }
        #expect(Array(made.reversed().joined()) == expected)
        #expect(made.map(\.count).max() ?? 0 < 2 * 100_000 * 60)

        // The headings, worked out here on the sphere: towards the next point, or where
        // that is the same point, the heading before it. Row 300,000, where a part starts,
        // is the first track's heading 59,998, inside the run of one place.
        let text = String(decoding: expected, as: UTF8.self)
        let tracks = text.components(separatedBy: "<gx:Track>").dropFirst().map { track in
            track.components(separatedBy: "<gx:angles>").dropFirst().map { Double($0.prefix { $0 != " " }) ?? .nan }
        }
        try #require(tracks.map(\.count) == [120_001, 30_001])
        let angles = tracks[0]
        func bearing(_ p: Coordinate, _ q: Coordinate) -> Double {
            let (phi1, phi2) = (p.latitude * .pi / 180, q.latitude * .pi / 180)
            let dLambda = (q.longitude - p.longitude) * .pi / 180
            let theta = atan2(sin(dLambda) * cos(phi2), cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda))
            return (theta * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        }
        for index in [0, 1, 997, 998, 999, 1000, 59_989, 59_990, 59_997, 59_998, 59_999, 60_009, 60_010, 99_999, 100_000] {
            var leg = index
            while path[leg] == path[leg + 1] { leg -= 1 }
            #expect(abs(angles[index] - bearing(path[leg], path[leg + 1])) <= 0.05 + 1e-9, "heading \(index)")
        }
        #expect(abs(angles[59_998] - bearing(path[59_989], path[59_990])) < 0.1)
        #expect(abs(bearing(path[59_989], path[59_990]) - bearing(path[59_988], path[59_989])) > 45)
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
                    == KMZWriter.archive(documentKML: document, generator: Self.report.generator))
        }
        // routes.kmz alone packs the same parts, made by its own task.
        let alone = directory + "/alone"
        try ReportFiles.write(Self.report, formats: [.kmz], to: alone, jobs: 2)
        #expect(
            FileManager.default.contents(atPath: alone + "/routes.kmz").map(Array.init)
                == KMZWriter.archive(documentKML: document, generator: Self.report.generator))
    }
}
