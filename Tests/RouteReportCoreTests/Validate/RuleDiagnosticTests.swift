import Foundation
import Testing

@testable import RouteReportCore

/// One fixture per rule of SPEC §4 (`Fixtures/rules/`), each marking where its
/// diagnostics must point: rule id, severity, line and column, checked together. The
/// rules with no text to mark (a directory, a broken archive, an empty file) follow.
@Suite("Rule diagnostics")
struct RuleDiagnosticTests {
    static let rulesDirectory = Fixtures.url("rules")

    static func marked(_ name: String) throws -> MarkedText {
        MarkedText(try Fixtures.bytes("rules/" + name))
    }

    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map {
            "\($0.rule.rawValue) \($0.severity.rawValue) \($0.location.line.map(String.init) ?? "-"):\($0.location.column.map(String.init) ?? "-")"
        }
    }

    /// Every marked fixture but duplicate-id, which needs the run-wide merge.
    static let readerFixtures = [
        "xml-malformed.kml", "unknown-format.xml", "coordinate-syntax.kml",
        "coordinate-out-of-range.kml", "coordinate-out-of-range.gpx", "coordinate-out-of-range.csv",
        "coordinate-missing.kml",
        "route-too-short.kml", "route-too-short.gpx", "time-syntax.gpx", "time-syntax.kml",
        "time-order.gpx", "time-order.kml", "progress-out-of-range.kml", "progress-out-of-range.gpx",
        "no-features.kml", "external-reference.kml", "input-limit.kml", "input-limit-attributes.kml",
        "unknown-airport.csv", "csv-syntax.csv", "read-as.csv", "time-syntax.csv", "time-order.csv",
        "json-syntax.geojson", "json-duplicate-key.geojson", "geojson-type.geojson", "geojson-member.geojson",
        "geojson-position.geojson", "coordinate-out-of-range.geojson", "route-too-short.geojson", "geojson-ring.geojson",
        "geojson-winding.geojson", "geojson-antimeridian.geojson", "geojson-bbox.geojson", "geojson-crs.geojson",
        "kml-schema.kml", "gpx-schema.gpx", "style-reference.kml", "schema-reference.kml", "feature-skipped.kml",
        "feature-skipped.gpx", "coordinate-not-number.kml", "coordinate-not-number.gpx", "track-time-count.kml",
        "suppression-syntax.gpx", "igc-syntax.igc", "nmea-syntax.nmea", "nmea-checksum.nmea",
    ]

    @Test("Every rule fixture is listed and every rule has a fixture or a test below")
    func coverage() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.rulesDirectory.path).sorted()
        #expect(names == (Self.readerFixtures + ["duplicate-id.kml"] + Self.plausibilityFixtures).sorted())
        var covered = Set<String>()
        for name in names { covered.formUnion(try Self.marked(name).expectations.map(\.rule)) }
        covered.formUnion(["unreadable-file", "archive-invalid"])  // tested below
        covered.insert("no-input")  // tested below
        covered.insert("suppression-unused")  // made once the run's findings are all made: SuppressionCommentTests
        #expect(covered == Set(Rule.allCases.map(\.rawValue)))
    }

    @Test("A reader diagnostic points at its marker", arguments: readerFixtures)
    func readerRule(name: String) throws {
        let fixture = try Self.marked(name)
        #expect(!fixture.expectations.isEmpty)
        // The schema rules' fixtures are read as a run reads; the others' without the
        // schema check, so that each shows its own rule alone.
        let limits: XMLLimits = name.contains("-schema.") ? .standard : .featuresOnly
        let document = InputReader.read(fixture.bytes, file: name, limits: limits)
        #expect(Self.summary(document.diagnostics) == fixture.expectations.map(\.summary))
        #expect(document.diagnostics.allSatisfy { $0.location.file == name })
        for (diagnostic, expectation) in zip(document.diagnostics, fixture.expectations) {
            #expect(
                diagnostic.message.contains("looks like lat,lon swapped") == expectation.flags.contains("swapped"),
                "\(diagnostic.message)")
        }
    }

    /// The plausibility warnings, made after the read: each fixture is a run of its own
    /// (the note saying how a CSV was read is `read-as.csv`'s).
    static let plausibilityFixtures = [
        "same-airport.csv", "same-airport.kml", "implausible-speed.csv", "implausible-speed.gpx",
        "implausible-duration.csv", "implausible-date.csv", "duplicate-flight.csv", "coordinates-swapped.kml",
    ]

    /// A run over one fixture (written out under its name) at 2026-01-01T00:00:00Z.
    static func run(_ name: String, bytes: [UInt8], in directory: TemporaryDirectory) throws -> RunReport {
        let path = directory.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return ReportPipeline.run(
            arguments: [path],
            configuration: RunConfiguration(map: MapOptions(), jobs: 2, strict: false, generator: "test").at(1_767_225_600))
    }

    @Test("A plausibility warning points at its flight", arguments: plausibilityFixtures)
    func plausibilityRule(name: String) throws {
        let fixture = try Self.marked(name)
        #expect(!fixture.expectations.isEmpty)
        let report = try Self.run(name, bytes: fixture.bytes, in: TemporaryDirectory())
        #expect(Self.summary(report.diagnostics.filter { $0.rule != .readAs }) == fixture.expectations.map(\.summary))
    }

    @Test("duplicate-flight: the later listing is marked with the first one's id; nothing is left out")
    func duplicateFlightIsMarked() throws {
        let report = try Self.run(
            "duplicate-flight.csv", bytes: try Self.marked("duplicate-flight.csv").bytes, in: TemporaryDirectory())
        #expect(report.flights.count == 6)
        #expect(report.flights.map(\.duplicateOf) == [nil, nil, nil, report.flights[0].id, nil, nil])
        let duplicate = report.diagnostics.first { $0.rule == .duplicateFlight }
        #expect(duplicate?.message.contains("at \(report.flights[0].flight.source.file):3") == true)
    }

    @Test("duplicate-flight across files and shards: the merge marks the same flight as one run does")
    func duplicateFlightAcrossFiles() throws {
        let directory = try TemporaryDirectory()
        let row = "from,to,departure,arrival,name\nLHR,JFK,2026-03-14T08:25Z,2026-03-14T16:15Z,BA 117\n"
        for name in ["a.csv", "b.csv"] {
            try Data(row.utf8).write(to: URL(fileURLWithPath: directory.path + "/" + name))
        }
        let report = ReportPipeline.run(
            arguments: [directory.path + "/a.csv", directory.path + "/b.csv"],
            configuration: RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "test").at(1_767_225_600))
        let findings = report.diagnostics.filter { $0.rule != .readAs }
        #expect(Self.summary(findings) == ["duplicate-flight warning 2:-"])
        #expect(findings.first?.location.file == directory.path + "/b.csv")
        #expect(report.flights.map(\.duplicateOf) == [nil, "a-1"])
    }

    @Test("duplicate-id: an error at the second and later placemarks, naming the first")
    func duplicateID() throws {
        let fixture = try Self.marked("duplicate-id.kml")
        let directory = try TemporaryDirectory()
        let path = directory.path + "/duplicate-id.kml"
        try Data(fixture.bytes).write(to: URL(fileURLWithPath: path))
        let report = ReportPipeline.run(
            arguments: [path], configuration: RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "test"))
        #expect(Self.summary(report.diagnostics) == fixture.expectations.map(\.summary))
        #expect(report.diagnostics.allSatisfy { $0.message.contains("first used at \(path):5:3") })
        // Nothing the user wrote disappears: the duplicates stay, under suffixed ids.
        #expect(report.flights.map(\.id) == ["hop", "hop-2"])
        #expect(report.landmarks.map(\.id) == ["other", "hop-3"])
    }

    @Test("unreadable-file: a directory, a missing file")
    func unreadableFile() throws {
        let directory = try TemporaryDirectory()
        let missing = InputReader.read(.file(directory.path + "/missing.kml"))
        #expect(Self.summary(missing.diagnostics) == ["unreadable-file error -:-"])
        #expect(missing.diagnostics.first?.message == "no such file")
        let folder = InputReader.read(.file(directory.path))
        #expect(Self.summary(folder.diagnostics) == ["unreadable-file error -:-"])
        #expect(folder.diagnostics.first?.message == "is a directory")
    }

    @Test("no-input: a folder given with no KML, KMZ, GPX or CSV file is a warning at the folder; the run ends")
    func noInput() throws {
        let directory = try TemporaryDirectory()
        try Data("text".utf8).write(to: URL(fileURLWithPath: directory.path + "/readme.txt"))
        let configuration = RunConfiguration(map: MapOptions(), jobs: 4, strict: false, generator: "test")
        let report = ReportPipeline.run(arguments: [directory.path], configuration: configuration)
        #expect(Self.summary(report.diagnostics) == ["no-input warning -:-"])
        #expect(report.diagnostics.first?.location.file == directory.path)
        #expect(report.diagnostics.first?.message == "no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX files found")
        #expect(report.inputs.isEmpty && report.readNothing)
    }

    @Test("archive-invalid: a corrupt and a truncated KMZ are whole-file errors")
    func archiveInvalid() throws {
        for name in ["corrupt.kmz", "truncated.kmz"] {
            let document = InputReader.read(try Fixtures.bytes("kmz/" + name), file: name)
            #expect(Self.summary(document.diagnostics) == ["archive-invalid error -:-"], "\(name)")
            #expect(document.features.isEmpty)
        }
    }

    @Test("unknown-format: an empty file is a whole-file warning; bytes that are not XML an error at 1:1")
    func unknownFormatWithoutText() throws {
        #expect(Self.summary(InputReader.read([], file: "e.gpx").diagnostics) == ["unknown-format warning -:-"])
        #expect(
            Self.summary(InputReader.read(Array(" \r\n\t".utf8), file: "w.kml").diagnostics) == ["unknown-format warning -:-"])
        let garbage = try Fixtures.bytes("hostile/binary-garbage.kml")
        #expect(Self.summary(InputReader.read(garbage, file: "g.kml").diagnostics) == ["unknown-format error 1:1"])
    }

    @Test("The marker reader itself: positions after removal, expect lines skipped")
    func markedText() {
        let fixture = MarkedText(Array("<!-- expect 1️⃣ a-rule error x: y -->\n<!-- expect file b warning -->\nab2️⃣c\n1️⃣d".utf8))
        #expect(
            String(decoding: fixture.bytes, as: UTF8.self)
                == "<!-- expect  a-rule error x: y -->\n<!-- expect file b warning -->\nabc\nd")
        #expect(fixture.expectations.map(\.summary) == ["a-rule error 4:1", "b warning -:-"])
        #expect(fixture.expectations[0].flags == ["x"])
    }
}
