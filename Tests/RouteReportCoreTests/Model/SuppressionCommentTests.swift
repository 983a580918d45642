import Foundation
import Testing

@testable import RouteReportCore

/// `routereport-disable…` comments in KML, GPX and KMZ: what each silences, what is
/// refused, what silenced nothing; the same in `validate`'s run and the report's.
@Suite("Suppression comments")
struct SuppressionCommentTests {
    static func parse(_ text: String, line: Int = 3, endLine: Int? = nil) -> SuppressionComment.Reading {
        SuppressionComment.parse(text, at: SourceLocation(file: "f.kml", line: line, column: 5), endLine: endLine ?? line)
    }

    @Test("The grammar: scope, rules by commas or spaces, an optional reason after a colon")
    func grammar() throws {
        guard
            case .directive(let next) = Self.parse(" routereport-disable-next-line time-order,  coordinate-syntax : clock reset ")
        else {
            Issue.record("not read")
            return
        }
        #expect(next.scope == .nextLine)
        #expect(next.rules == [.timeOrder, .coordinateSyntax])
        #expect(next.reason == "clock reset")
        #expect(next.targetLine == 4)
        guard case .directive(let file) = Self.parse("routereport-disable-file implausible-date") else {
            Issue.record("not read")
            return
        }
        #expect(file.targetLine == nil && file.reason == nil)
        guard case .directive(let line) = Self.parse("routereport-disable-line feature-skipped:", line: 7) else {
            Issue.record("not read")
            return
        }
        #expect(line.targetLine == 7 && line.reason == nil)
    }

    @Test(
        "Refused, each with its reason: silences nothing",
        arguments: [
            ("routereport-disable time-order", "'routereport-disable' is no directive"),
            ("routereport-disable-line", "names no rule"),
            ("routereport-disable-line : because", "names no rule"),
            ("routereport-disable-line time-ordr", "'time-ordr' is no rule routereport has (did you mean 'time-order'?)"),
            ("routereport-disable-file input-limit", "input-limit cannot be silenced"),
            ("routereport-Disable-line time-order", "is no directive"),
        ])
    func refused(text: String, expected: String) {
        guard case .refused(let finding) = Self.parse(text) else {
            Issue.record("read as a directive: \(text)")
            return
        }
        #expect(finding.rule == .suppressionSyntax)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains(expected), "\(finding.message)")
        #expect(finding.location == SourceLocation(file: "f.kml", line: 3, column: 5))
    }

    @Test("disable-line must fit on its line")
    func lineOnOneLine() {
        guard case .refused(let finding) = Self.parse("routereport-disable-line time-order\n", line: 3, endLine: 4) else {
            Issue.record("read as a directive")
            return
        }
        #expect(finding.message.contains("must fit on one line"))
    }

    static let kml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- routereport-disable-file implausible-date, style-reference: 1930s logbook -->
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
          <Placemark id="a">
            <!-- routereport-disable-next-line time-order: logger clock reset at noon -->
            <TimeSpan><begin>2026-03-08T18:00:00Z</begin><end>2026-03-08T12:00:00Z</end></TimeSpan>
            <LineString><coordinates>-0.4543,51.47
              -73.7781, 40.6413</coordinates></LineString> <!-- routereport-disable-line coordinate-syntax -->
          </Placemark>
          <Placemark id="b"><LineString><coordinates>-0.4543,51.47 <!-- a note --> -73.7781,40.6413</coordinates></LineString></Placemark>
          <!-- routereport-disable-next-line duplicate-id -->
          <Placemark id="a"><Point><coordinates>2.35,48.85</coordinates></Point></Placemark>
          <!-- routereport-disable-next-line
               feature-skipped, time-syntax -->
          <Placemark><name>label</name></Placemark>
          <Placemark><name>label 2</name></Placemark>
        </Document></kml>
        """

    static func run(_ files: [(String, Data)]) throws -> (report: RunYield, check: RunYield, folder: TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        for (name, data) in files { try data.write(to: URL(fileURLWithPath: folder.path + "/" + name)) }
        let (report, check) = CheckRunTests.both([folder.path], files: 1, jobs: 2)
        return (report, check, folder)
    }

    static func summary(_ yield: RunYield) -> [String] {
        // 0 for no line or column: a whole-file finding, a comment over several lines.
        yield.diagnostics.map {
            let file = $0.location.file.split(separator: "/").last ?? ""
            return "\(file) \($0.location.line ?? 0):\($0.location.column ?? 0) \($0.rule.rawValue)"
        }
    }

    @Test("KML: each scope silences its rules where it points, duplicate-id at the second feature included")
    func kmlComments() throws {
        let (report, check, _) = try Self.run([("log.kml", Data(Self.kml.utf8))])
        CheckRunTests.expectSame(report, check)
        #expect(
            Self.summary(check) == [
                "log.kml 2:1 suppression-unused", "log.kml 2:1 suppression-unused", "log.kml 13:0 suppression-unused",
                "log.kml 16:3 feature-skipped",
            ])
        let unused = check.diagnostics.filter { $0.rule == .suppressionUnused }.map(\.message)
        #expect(unused.contains("no implausible-date finding in this file to silence; remove the rule from the comment"))
        #expect(unused.contains("no time-syntax finding on line 15 to silence; remove the rule from the comment"))
        // time-order, coordinate-syntax, duplicate-id and feature-skipped: counted for the summary.
        #expect(check.silencedCount == 4 && report.silencedCount == 4)
        // A comment inside coordinates splits their text; the line reads the same.
        #expect(check.flightCount == 2)
        #expect(check.landmarkCount == 1)
    }

    @Test("GPX and KMZ: the same comments, the KMZ's in its KML entry")
    func gpxAndKMZ() throws {
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
              <!-- routereport-disable-next-line feature-skipped: kept for the record -->
              <trk><name>empty</name></trk>
              <trk><name>empty too</name></trk>
            </gpx>
            """
        let kmz = Data(KMZStreamTests.kmz(Array(Self.kml.utf8)))
        let (report, check, _) = try Self.run([("a.gpx", Data(gpx.utf8)), ("b.kmz", kmz)])
        CheckRunTests.expectSame(report, check)
        #expect(
            Self.summary(check) == [
                "a.gpx 5:3 feature-skipped", "a.gpx 0:0 no-features", "doc.kml 2:1 suppression-unused",
                "doc.kml 2:1 suppression-unused", "doc.kml 13:0 suppression-unused", "doc.kml 16:3 feature-skipped",
            ])
    }

    @Test("A reason written after -- is no comment XML allows: xml-malformed, and nothing is silenced")
    func doubleHyphenReason() throws {
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
              <!-- routereport-disable-next-line feature-skipped -- not needed -->
              <Placemark><name>label</name></Placemark>
            </Document></kml>
            """
        let (_, check, _) = try Self.run([("dash.kml", Data(kml.utf8))])
        #expect(check.diagnostics.first?.rule == .xmlMalformed)
        #expect(check.diagnostics.first?.severity == .error)
    }
}
