import Foundation
import Testing

@testable import RouteReportCore

/// `validate`'s run (`ReportPipeline.check`), which lets each round of files go once it
/// is checked, against the report's ordered merge over the same inputs: the same
/// diagnostics in the same order, the same counts, whatever the rounds and `-j`.
@Suite struct CheckRunTests {
    static let configuration = RunConfiguration(map: MapOptions(), jobs: 2, strict: false, generator: "test").at(
        1_767_225_600)

    static func found(_ paths: [String]) -> InputDiscovery.Found {
        ReportPipeline.discover(paths.map { .file($0) }, outputFolder: nil, markers: [])
    }

    /// The report run's yield and the check's, over `paths` in rounds of `files` files.
    static func both(
        _ paths: [String], files: Int, jobs: Int, strict: Bool = false, batchSize: Int = FeatureBatches.standardSize
    ) -> (report: RunYield, check: RunYield) {
        var configuration = configuration
        configuration.jobs = jobs
        configuration.strict = strict
        let found = found(paths)
        let report = ReportPipeline.run(found, configuration: configuration).yield
        let check = ReportPipeline.check(
            found, configuration: configuration, progress: nil, rounds: CheckRounds(bytes: 1 << 40, files: files),
            batchSize: batchSize)
        return (report, check)
    }

    static func expectSame(_ report: RunYield, _ check: RunYield, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(check.diagnostics == report.diagnostics, sourceLocation: sourceLocation)
        #expect(check.flightCount == report.flightCount, sourceLocation: sourceLocation)
        #expect(check.landmarkCount == report.landmarkCount, sourceLocation: sourceLocation)
        #expect(check.inputs == report.inputs, sourceLocation: sourceLocation)
        #expect(check.readNothing == report.readNothing, sourceLocation: sourceLocation)
        #expect(check.givesNothing == report.givesNothing, sourceLocation: sourceLocation)
    }

    @Test(
        "The example inputs, the test fixtures: the report's diagnostics and counts, a round of one file or of all",
        arguments: [1, 3, 2_048], [1, 2])
    func sameAsTheReport(files: Int, jobs: Int) {
        for folder in ["inputs", "Tests/RouteReportCoreTests/Fixtures"] {
            let (report, check) = Self.both([PackageRoot.folder(folder).path], files: files, jobs: jobs)
            #expect(report.diagnostics.count > 10)
            Self.expectSame(report, check)
        }
    }

    @Test("The corpus of other programs' files: the report's diagnostics and counts")
    func sameAsTheReportOnTheCorpus() {
        let (report, check) = Self.both([PackageRoot.corpus.path], files: 7, jobs: 2, strict: true)
        #expect(report.errorCount > 0)
        Self.expectSame(report, check)
    }

    @Test("A track joins its row in another round: the row's flight, the track no flight of its own")
    func joinsAcrossRounds() {
        let folder = PackageRoot.folder("inputs/exports").path
        let (report, check) = Self.both([folder], files: 1, jobs: 2)
        let features = try? FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
            .map { InputReader.read(.file(folder + "/" + $0)).features.count { $0.flight != nil } }.reduce(0, +)
        // Tracks joined rows, so fewer flights than the files hold.
        #expect(check.flightCount < (features ?? 0))
        Self.expectSame(report, check)
    }

    @Test("Ids and duplicates across rounds: a repeated id, a flight listed twice under its generated id")
    func duplicatesAcrossRounds() throws {
        let folder = NSTemporaryDirectory() + "check-run-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func placemark(_ id: String?) -> String {
            "<Placemark\(id.map { " id=\"\($0)\"" } ?? "")><TimeSpan><begin>2025-06-01T10:00:00Z</begin></TimeSpan>"
                + "<LineString><coordinates>0,51 10,52</coordinates></LineString></Placemark>"
        }
        func kml(_ body: String) -> String {
            "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n\(body)\n</Document></kml>\n"
        }
        try kml(placemark(nil)).write(toFile: folder + "/a.kml", atomically: true, encoding: .utf8)
        try kml(placemark("x")).write(toFile: folder + "/b.kml", atomically: true, encoding: .utf8)
        try kml(placemark("x")).write(toFile: folder + "/c.kml", atomically: true, encoding: .utf8)
        let (report, check) = Self.both([folder], files: 1, jobs: 1)
        Self.expectSame(report, check)
        let messages = check.diagnostics.map { "\($0.location.file.split(separator: "/").last ?? ""): \($0.message)" }
        #expect(
            messages.contains(
                "b.kml: the same flight as 'a-1' at \(folder)/a.kml:2:1 (same date, route and name): listed twice? Counted once"))
        #expect(messages.contains("c.kml: duplicate id 'x': first used at \(folder)/b.kml:2:1"))
        #expect(check.flightCount == 3)
    }

    @Test("Rounds: at most the files and, past a round's first file, the bytes it may hold; every input once")
    func rounds() {
        let rounds = CheckRounds(bytes: 100, files: 3)
        #expect(rounds.rounds([]) == [])
        #expect(rounds.rounds([500]) == [0..<1])
        #expect(rounds.rounds([10, 10, 10, 10, 10, 10, 10]) == [0..<3, 3..<6, 6..<7])
        #expect(rounds.rounds([60, 50, 40, 200, 1]) == [0..<1, 1..<3, 3..<4, 4..<5])
    }
}
