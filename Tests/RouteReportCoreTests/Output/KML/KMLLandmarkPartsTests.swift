import Testing

@testable import RouteReportCore

/// The Landmarks folder and its tour come in parts of a bounded size, like the flights:
/// a million waypoints once made one array of 2.1 GB (routes.kml of 1.32 GB).
@Suite struct KMLLandmarkPartsTests {
    static func report(landmarks count: Int) -> RunReport {
        let landmarks = (0..<count).map { index in
            LandmarkReport(
                id: "w\(index)", name: "Waypoint \(index)",
                landmark: Landmark(
                    explicitID: "w\(index)", source: SourceLocation(file: "w.gpx", line: index + 1),
                    coordinate: Coordinate(latitude: Double(index % 170) - 85, longitude: Double(index % 359) - 179)))
        }
        return RunReport(
            generator: "routereport test", inputs: ["w.gpx"], flights: [], landmarks: landmarks, diagnostics: [],
            options: MapOptions())
    }

    @Test(arguments: [0, 1, 2, 2_500])
    func landmarksInPartsJoinIntoTheOnePartDocument(count: Int) throws {
        let report = Self.report(landmarks: count)
        let whole = KMLWriter.PartPlan(report, landmarksPerPart: .max)
        let pieces = KMLWriter.PartPlan(report, landmarksPerPart: 1_000)
        let expected = try (0..<whole.partCount).flatMap { try #require(whole.part($0)?.bytes) }
        let made = try (0..<pieces.partCount).map { try #require(pieces.part($0)?.bytes) }
        #expect(Array(made.joined()) == expected)
        // Placemarks and later stops in runs of 1,000: 3 and 3 parts at 2,500 (2,501 stops).
        #expect(pieces.partCount == whole.partCount + (count > 1_000 ? 4 : 0))
        let root = try #require(KMLTestNode.parse(expected))
        let folder = try #require(root.first("Document")?.all("Folder").last)
        #expect(folder.all("Placemark").map { $0.attributes["id"] } == (0..<count).map { "w\($0)" })
        let stops = folder.first("Tour")?.first("Playlist")?.all("FlyTo").count ?? 0
        #expect(stops == (count > 1 ? count + 1 : count))
    }

    @Test func noPartGrowsWithTheLandmarks() throws {
        let report = Self.report(landmarks: 25_000)
        let plan = KMLWriter.PartPlan(report)
        let sizes = try (0..<plan.partCount).map { try #require(plan.part($0)?.bytes).count }
        // 10,000 placemarks of about 450 bytes (one line each), or stops of about 400, at most.
        #expect(sizes.max() ?? 0 < 10_000 * 800)
        #expect(sizes.reduce(0, +) > 25_000 * 800)
    }
}
