import Foundation
import Testing

@testable import RouteReportCore

/// ReportFiles writes on parallel workers; what it returns and throws must not depend on
/// which worker finished first.
@Suite struct ReportFilesTests {
    private func report() -> RunReport {
        SyntheticReport.flights(
            30, progress: 0.5, start: { Coordinate(latitude: 10, longitude: Double($0)) },
            end: { Coordinate(latitude: 20, longitude: Double($0) + 5) })
    }

    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("report-files-\(UUID().uuidString)").path
    }

    @Test(arguments: [1, 3])
    func pathsComeBackInFormatAndNameOrder(jobs: Int) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try ReportFiles.write(report(), formats: [.svg, .json, .kml], to: directory, jobs: jobs)
        let names = written.map { String($0.dropFirst(directory.count + 1)) }
        #expect(names == (0..<30).map { "maps/f\($0).svg" } + ["maps/overview.svg", "report.json", "routes.kml"])
        for path in written { #expect(FileManager.default.fileExists(atPath: path)) }
    }

    /// `--max-maps 12` of 30 flights: twelve maps, the overview, and report.md with twelve
    /// rows and sections and a sentence saying so; report.json keeps all 30.
    @Test func onlyTheFirstMaxMapsFlightsGetMapsAndSections() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try ReportFiles.write(report(), formats: [.svg, .md, .json], to: directory, jobs: 2, maxMaps: 12)
        let names = written.map { String($0.dropFirst(directory.count + 1)) }
        #expect(names == (0..<12).map { "maps/f\($0).svg" } + ["maps/overview.svg", "report.md", "report.json"])
        let markdown = try String(contentsOfFile: directory + "/report.md", encoding: .utf8)
        #expect(markdown.components(separatedBy: "\n### ").count - 1 == 12)
        #expect(markdown.components(separatedBy: "\n| [f").count - 1 == 12)
        #expect(markdown.contains("The first 12 of 30 flights (`--max-maps 12`); report.json and routes.kml hold every flight."))
        #expect(markdown.contains("![Map of F 11](maps/f11.svg)") && !markdown.contains("maps/f12.svg"))
        let json = try String(contentsOfFile: directory + "/report.json", encoding: .utf8)
        #expect(json.components(separatedBy: "\"progress_source\"").count - 1 == 30)
        // 0: the overview alone.
        let none = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: none) }
        let overview = try ReportFiles.write(report(), formats: [.svg], to: none, jobs: 1, maxMaps: 0)
        #expect(overview.map { String($0.dropFirst(none.count + 1)) } == ["maps/overview.svg"])
    }

    /// report.json alone and routes.kml alone are made by every worker; the bytes must
    /// be those written beside the other formats.
    @Test(arguments: [ReportFormat.json, .kml])
    func aFormatAloneIsWrittenAsAmongOthers(format: ReportFormat) throws {
        let together = temporaryDirectory()
        let alone = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: together)
            try? FileManager.default.removeItem(atPath: alone)
        }
        try ReportFiles.write(report(), formats: ReportFormat.defaultSet, to: together, jobs: 1)
        let written = try ReportFiles.write(report(), formats: [format], to: alone, jobs: 3)
        let name = format == .json ? "report.json" : "routes.kml"
        #expect(written == [alone + "/" + name])
        let expected = FileManager.default.contents(atPath: together + "/" + name)
        #expect(expected != nil && FileManager.default.contents(atPath: alone + "/" + name) == expected)
    }

    /// report.html beside maps/ borrows its maps from their files (`BorrowedPart`); alone
    /// it makes them itself: the page must be the same.
    @Test(arguments: [1, 3])
    func reportHTMLIsTheSameWhetherItBorrowsItsMapsOrMakesThem(jobs: Int) throws {
        let beside = temporaryDirectory()
        let alone = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: beside)
            try? FileManager.default.removeItem(atPath: alone)
        }
        try ReportFiles.write(report(), formats: [.svg, .html], to: beside, jobs: jobs, maxMaps: 20)
        try ReportFiles.write(report(), formats: [.html], to: alone, jobs: jobs, maxMaps: 20)
        let expected = FileManager.default.contents(atPath: beside + "/" + HTMLReportWriter.fileName)
        #expect(expected != nil && FileManager.default.contents(atPath: alone + "/" + HTMLReportWriter.fileName) == expected)
    }

    /// A report big enough for routes.kml and report.json to come in many parts: the
    /// files are the same whether one worker or four make and write the parts.
    @Test func manyPartsMakeTheSameFilesOnOneWorkerAndOnFour() throws {
        var big = report()
        big.flights = (0..<2_500).map { index in
            var flight = big.flights[index % big.flights.count]
            flight.id = "f\(index)"
            return flight
        }
        #expect(KMLWriter.PartPlan(big).batchCount > 3 && JSONReportWriter.PartPlan(big, airports: .shared).count > 3)
        let one = temporaryDirectory()
        let four = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: one)
            try? FileManager.default.removeItem(atPath: four)
        }
        try ReportFiles.write(big, formats: [.kml, .json], to: one, jobs: 1)
        try ReportFiles.write(big, formats: [.kml, .json], to: four, jobs: 4)
        for name in ["routes.kml", "report.json"] {
            let expected = FileManager.default.contents(atPath: one + "/" + name)
            #expect(expected != nil && FileManager.default.contents(atPath: four + "/" + name) == expected, "\(name)")
        }
        #expect(FileManager.default.contents(atPath: one + "/routes.kml").map(Array.init) == KMLWriter.document(for: big))
    }

    @Test(arguments: [1, 3])
    func theFirstFailingFileInOrderIsTheError(jobs: Int) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Folders where two files should go: renaming a file over them fails.
        try FileManager.default.createDirectory(atPath: directory + "/maps/f7.svg/x", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/routes.kml/x", withIntermediateDirectories: true)
        #expect {
            try ReportFiles.write(report(), formats: [.svg, .kml], to: directory, jobs: jobs)
        } throws: { error in
            (error as? AtomicFile.WriteError)?.path == directory + "/maps/f7.svg"
        }
        // Every place is checked before the first rename: no file of the set went in.
        #expect(!FileManager.default.fileExists(atPath: directory + "/maps/f29.svg"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/" + OutputManifest.fileName))
        let left = try FileManager.default.subpathsOfDirectory(atPath: directory)
        #expect(!left.contains { $0.hasSuffix(".tmp") })
    }
}
