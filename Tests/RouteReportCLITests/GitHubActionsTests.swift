import Foundation
import Testing

/// validate in a GitHub Actions job, through the built binary: annotations within what
/// GitHub shows, the step summary appended, and a folder with nothing to read failing
/// with a summary that says so.
@Suite("GitHub Actions", .serialized)
struct GitHubActionsTests {
    /// 12 placemarks each with a latitude out of range: 12 errors.
    static let twelveErrors =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n"
        + (1...12).map { _ in "<Placemark><Point><coordinates>1,95</coordinates></Point></Placemark>\n" }.joined()
        + "</Document></kml>\n"

    @Test("--diagnostics github in a job: 10 error annotations, the rest as text, a notice; the summary appended")
    func annotationsAndStepSummary() throws {
        let directory = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ValidateBinary.write(Self.twelveErrors, to: directory + "/bad.kml")
        let summary = directory + "/summary.md"
        try ValidateBinary.write("earlier step\n", to: summary)
        let outcome = try ValidateBinary.run(
            ["validate", "-q", "--diagnostics", "github", "bad.kml"], in: directory,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 13)
        #expect(lines.prefix(10).allSatisfy { $0.hasPrefix("::error file=bad.kml,line=") && !$0.hasSuffix("]") })
        #expect(lines[10].hasPrefix("bad.kml:") && lines[10].hasSuffix("[coordinate-out-of-range]"))
        #expect(lines[12].hasPrefix("::notice title=routereport::2 errors more than GitHub shows"))
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written.hasPrefix("earlier step\n### routereport validate\n"))
        #expect(written.contains("1 input, 0 flights, 0 landmarks: **12 errors**, 0 warnings, 0 notes"))
        #expect(written.contains("| bad.kml | 12 | 0 | 0 |"))
        #expect(written.split(separator: "\n").count { $0.hasPrefix("| bad.kml:") } == 12)
    }

    @Test("Outside a job the step summary is not written; a summary that cannot be written is a warning only")
    func summaryOnlyInAJob() throws {
        let directory = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ValidateBinary.write(Self.twelveErrors, to: directory + "/bad.kml")
        let summary = directory + "/summary.md"
        let outside = try ValidateBinary.run(
            ["validate", "-q", "--diagnostics", "github", "bad.kml"], in: directory,
            environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(outside.status == 1)
        #expect(!FileManager.default.fileExists(atPath: summary))
        #expect(outside.standardError.split(separator: "\n").count == 12)
        let unwritable = try ValidateBinary.run(
            ["validate", "-q", "bad.kml"], in: directory,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": directory + "/no/such/folder/summary.md"])
        #expect(unwritable.status == 1)
        #expect(unwritable.standardError.contains("routereport: warning: cannot write the step summary to "))
    }

    @Test("A folder with nothing to read: status 1, and the summary and JSON call it an error")
    func emptyFolderStatusAndSummaryAgree() throws {
        let directory = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/empty", withIntermediateDirectories: false)
        let text = try ValidateBinary.run(["validate", "empty"], in: directory)
        #expect(text.status == 1)
        #expect(
            text.standardError.split(separator: "\n") == [
                "empty: error: no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX files found [no-input]",
                "routereport: error: no input could be read",
                "routereport: 0 files, 0 flights, 0 landmarks; 1 error, 0 warnings",
            ])
        let json = try ValidateBinary.run(["validate", "-q", "--diagnostics", "json", "empty"], in: directory)
        #expect(json.status == 1)
        #expect(json.standardOutput.contains("\"severity\" : \"error\""))
        // Beside an input that is read, the empty folder is a warning and the run succeeds.
        try ValidateBinary.write(ValidateCommandTests.clean, to: directory + "/clean.kml")
        let beside = try ValidateBinary.run(["validate", "empty", "clean.kml"], in: directory)
        #expect(beside.status == 0)
        #expect(
            beside.standardError.contains(
                "empty: warning: no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX files found [no-input]"))
        #expect(beside.standardError.contains("; 0 errors, 1 warning"))
    }
}
