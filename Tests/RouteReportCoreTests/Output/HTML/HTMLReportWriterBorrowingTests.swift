import Testing

@testable import RouteReportCore

/// report.html borrows its maps from maps/ (`BorrowedPart`): each part made from its map
/// file's bytes must be the part the page makes by itself, byte for byte.
@Suite struct HTMLReportWriterBorrowingTests {
    /// Three flights, the second a track with altitudes, so that it has an altitude
    /// profile too.
    private func report() -> RunReport {
        var report = SyntheticReport.flights(
            3, progress: 0.5, start: { Coordinate(latitude: 40, longitude: Double($0) * 10) },
            end: { Coordinate(latitude: 50, longitude: Double($0) * 10 + 8) })
        let track = Flight(
            explicitID: "f1", source: SourceLocation(file: "a.kml", line: 2),
            vertices: [
                Coordinate(latitude: 40, longitude: 10), Coordinate(latitude: 45, longitude: 14),
                Coordinate(latitude: 50, longitude: 18),
            ],
            vertexTimes: [1_767_250_000, 1_767_252_000, 1_767_254_000], vertexAltitudes: [100, 11_000, 300])
        report.flights[1].flight = track
        report.flights[1].geometry = FlightGeometry.compute(for: track, options: report.options)
        return report
    }

    @Test func everyBorrowedPartIsThePartThePageMakesItself() throws {
        let report = report()
        let context = OutputContext(report: report, formats: [.svg, .html], maxMaps: 1000, airports: .shared)
        let maps = SVGMapWriter.files(for: report, context: context)
        let page = try #require(HTMLReportWriter.files(for: report, context: context).first)
        guard case .parts(let pagePlan) = page.content else {
            Issue.record("report.html is made part by part")
            return
        }
        let own = PlannedFile(pagePlan)
        var borrowedFromAFile = 0
        for part in page.borrowed {
            guard let source = maps.first(where: { $0.name == part.source }) else { continue }
            guard case .parts(let sourcePlan) = source.content else {
                Issue.record("\(part.source) is made part by part")
                continue
            }
            borrowedFromAFile += 1
            let bytes = try #require(sourcePlan.joined())
            #expect(part.make(bytes) == own.make(part.index), "\(part.source)")
        }
        // The overview, three flight maps and the one altitude profile.
        #expect(borrowedFromAFile == 5)
    }
}
