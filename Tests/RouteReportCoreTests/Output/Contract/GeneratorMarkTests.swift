import Foundation
import Testing

@testable import RouteReportCore

/// Every file routereport writes carries its generator mark, found where its format says,
/// so that a person's file of the same name is told from it (`OutputFolder.foreignFiles`).
@Suite struct GeneratorMarkTests {
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "generator-mark-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func report() -> RunReport {
        SyntheticReport.flights(
            3, generator: "routereport 9.9", start: { Coordinate(latitude: 10, longitude: Double($0)) },
            end: { _ in Coordinate(latitude: 20, longitude: 40) })
    }

    @Test func everyFileOfEveryFormatCarriesItsMark() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = Self.report()
        let state = ReportFiles.ExtraFile(name: ShardState.fileName, bytes: Array("routereport shard\n1234".utf8))
        try ReportFiles.write(report, formats: ReportFormat.allCases, to: directory, jobs: 2, extraFiles: [state])
        let context = OutputContext(report: report, formats: ReportFormat.allCases, maxMaps: 1000, airports: .shared)
        var files: [(name: String, mark: GeneratorMark?)] = []
        for format in ReportFormat.allCases {
            files += format.output.files(for: report, context: context).map { ($0.name, $0.mark) }
        }
        files.append((state.name, state.mark))
        #expect(files.count == 3 + 1 + 6 + 1)
        for (name, mark) in files {
            let mark = try #require(mark, "\(name) has no mark")
            #expect(mark.isFound(in: directory + "/" + name), "\(name)")
        }
        // A file of another name's format does not pass for it.
        #expect(!KMLWriter.mark.isFound(in: directory + "/report.md"))
        #expect(!SVGDocument.mark.isFound(in: directory + "/routes.kml"))
        #expect(!HTMLReportWriter.mark.isFound(in: directory + "/report.md"))
    }

    @Test func aMarkIsFoundOnlyWhereItsPlaceSays() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/file"
        // Across the boundary of two read blocks (1 MiB), far from the head.
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: (1 << 20) * 2)
        bytes.replaceSubrange(((1 << 20) - 3)..<((1 << 20) + 5), with: Array("MARK-ABC".utf8))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(GeneratorMark("MARK-ABC", .anywhere).isFound(in: path))
        #expect(!GeneratorMark("MARK-ABD", .anywhere).isFound(in: path))
        #expect(!GeneratorMark("MARK-ABC", .head(1 << 20)).isFound(in: path))
        #expect(GeneratorMark("MARK-ABC", .head((1 << 20) + 5)).isFound(in: path))
        #expect(GeneratorMark("MARK-ABC", .tail((1 << 20) + 3)).isFound(in: path))
        #expect(!GeneratorMark("MARK-ABC", .tail(1 << 20)).isFound(in: path))
        #expect(symlink(path, directory + "/link") == 0)
        #expect(!GeneratorMark("MARK-ABC", .anywhere).isFound(in: directory + "/link"))
    }

    /// A file without its mark is a person's, unless the manifest lists it as it is now.
    @Test func foreignFilesAreThoseNeitherListedNorMarked() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let mark = GeneratorMark("routereport ", .head(64))
        let names = ["listed.txt", "marked.txt", "mine.txt", "link.txt", "maps/a.txt", "new.txt"]
        try FileManager.default.createDirectory(atPath: directory + "/maps", withIntermediateDirectories: false)
        for name in ["listed.txt", "mine.txt", "maps/a.txt"] {
            try Data("my own\n".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        try Data("made by routereport 1.0\n".utf8).write(to: URL(fileURLWithPath: directory + "/marked.txt"))
        #expect(symlink("marked.txt", directory + "/link.txt") == 0)
        try OutputManifest.update(in: directory, previous: [], written: ["listed.txt"])
        do {
            let folder = try OutputFolder.open(directory, whenBusy: .refuse)
            #expect(
                folder.foreignFiles(names.map { ($0, mark) }, jobs: 2)
                    == ["mine.txt", "link.txt", "maps/a.txt"].map { directory + "/" + $0 })
            withExtendedLifetime(folder) {}
        }
        // Changed since it was listed: no longer the file routereport wrote.
        try Data("my own, edited\n".utf8).write(to: URL(fileURLWithPath: directory + "/listed.txt"))
        let reopened = try OutputFolder.open(directory, whenBusy: .refuse)
        #expect(reopened.foreignFiles([("listed.txt", mark)], jobs: 1) == [directory + "/listed.txt"])
    }
}
