import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// `reports/` is the committed example output of `inputs/`: what a reader of the
/// repository sees without building. This test runs the tool in-process the way the
/// README does (from the package root, `--at 2026-01-01T10:30:00Z --format
/// kml,md,json,svg,geojson inputs`: the default formats and routes.geojson) into a
/// temporary folder and compares every file byte for byte with `reports/`.
///
/// Any change to the output bytes (a new style, a new field, another version string) makes
/// it fail on purpose. Look at the new output, then re-record:
///
///     RECORD_REPORTS=1 swift test --filter ExampleReportsTests
///
/// which replaces `reports/` with the fresh run (files no longer written are removed).
@Suite struct ExampleReportsTests {
    static let referenceTime = "2026-01-01T10:30:00Z"

    /// The package root: this file is Tests/RouteReportCLITests/ExampleReportsTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The formats of `reports/`: the defaults, and routes.geojson for GitHub's map view.
    static let committedFormats = "kml,md,json,svg,html,geojson"

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_REPORTS"] == "1" }

    /// Runs the tool on `inputs` the way the README does, with `options`, into a new
    /// temporary folder; returns the folder (the caller removes it), the status and stderr.
    static func runOnInputs(_ options: [String]) -> (output: String, status: RouteReportCLI.ExitStatus, standardError: String) {
        // The reports name their inputs by the path given, so the run must see `inputs`
        // relative to the package root. `swift test` already runs there; every test that
        // changes the directory sets it to this same path, so they cannot disturb each other.
        let root = packageRoot.path
        if FileManager.default.currentDirectoryPath != root {
            #expect(FileManager.default.changeCurrentDirectoryPath(root))
        }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("routereport-example-\(UUID().uuidString)").path
        let captured = CapturedConsole()
        let status = CommandLineTool.run(
            arguments: ["--at", referenceTime, "-q"] + options + ["-o", output, "inputs"], environment: [:],
            console: captured.console)
        return (output, status, captured.standardError)
    }

    @Test func reportsFolderMatchesAFreshRunOfInputs() throws {
        let root = Self.packageRoot.path
        let (output, status, standardError) = Self.runOnInputs(["--format", Self.committedFormats])
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(status == .success, "the example inputs should give no errors: \(standardError)")

        let fresh = try Self.files(under: output)
        #expect(fresh.contains("report.md") && fresh.contains("report.json") && fresh.contains("routes.kml"))
        #expect(fresh.contains("routes.geojson"))
        #expect(fresh.contains("maps/overview.svg"))

        let committed = root + "/reports"
        if Self.isRecording {
            // Everything but rendered/ (the committed before/after pictures) is replaced.
            for name in (try? FileManager.default.contentsOfDirectory(atPath: committed)) ?? [] where name != "rendered" {
                try? FileManager.default.removeItem(atPath: committed + "/" + name)
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: output) {
                try FileManager.default.copyItem(atPath: output + "/" + name, toPath: committed + "/" + name)
            }
            return
        }
        let expected = (try? Self.files(under: committed)) ?? []
        var problems: [String] = []
        for name in fresh.subtracting(expected).sorted() { problems.append("new, not in reports/: " + name) }
        for name in expected.subtracting(fresh).sorted() { problems.append("in reports/, no longer written: " + name) }
        for name in fresh.intersection(expected).sorted() {
            let new = FileManager.default.contents(atPath: output + "/" + name)
            let old = FileManager.default.contents(atPath: committed + "/" + name)
            if new != old { problems.append("differs: " + name + Self.firstDifference(old, new)) }
        }
        let list = problems.joined(separator: "\n")
        #expect(
            problems.isEmpty,
            "reports/ is out of date; check the new output, then re-record with RECORD_REPORTS=1 swift test --filter ExampleReportsTests:\n\(list)"
        )
    }

    /// A run whose formats draw no circles skips the rings and bounds them from a few of
    /// their points; report.json must not change for that.
    @Test func reportsWithoutDrawingsMatchTheCommittedOnes() throws {
        let (output, status, standardError) = Self.runOnInputs(["--format", "json"])
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(status == .success, "\(standardError)")
        #expect(try Self.files(under: output) == ["report.json"])
        let new = FileManager.default.contents(atPath: output + "/report.json")
        let old = FileManager.default.contents(atPath: Self.packageRoot.path + "/reports/report.json")
        #expect(new != nil && new == old, "differs: report.json\(Self.firstDifference(old, new))")
    }

    /// Relative paths of the regular files below `directory`, `/`-separated, leaving out
    /// `rendered/` (Scripts/render-reports' PNGs, committed: the before/after pictures) and
    /// the run's manifest (file identities of this machine, ignored by git).
    static func files(under directory: String) throws -> Set<String> {
        var names: Set<String> = []
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return names }
        for case let name as String in enumerator
        where !name.hasPrefix("rendered/") && name != "rendered" && name != OutputManifest.fileName {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                names.insert(name)
            }
        }
        return names
    }

    /// " (first at line N)" for two text files, so the failure points at the change.
    static func firstDifference(_ old: Data?, _ new: Data?) -> String {
        guard let old, let new else { return "" }
        let oldLines = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(oldLines.count, newLines.count) {
            let a = index < oldLines.count ? oldLines[index] : nil
            let b = index < newLines.count ? newLines[index] : nil
            if a != b { return " (first at line \(index + 1))" }
        }
        return ""
    }
}
