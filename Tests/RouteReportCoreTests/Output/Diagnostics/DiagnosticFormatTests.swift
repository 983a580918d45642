import Foundation
import Testing

@testable import RouteReportCore

@Suite struct DiagnosticFormatTests {
    let located = Diagnostic(
        .coordinateOutOfRange, "latitude 91 is outside [-90, 90]",
        at: SourceLocation(file: "in/a b.kml", line: 12, column: 7))
    let wholeFile = Diagnostic(.noFeatures, "no flights or landmarks", at: SourceLocation(file: "empty.gpx"))

    @Test func compilerStyleText() {
        #expect(
            DiagnosticText.line(located) == "in/a b.kml:12:7: error: latitude 91 is outside [-90, 90] [coordinate-out-of-range]")
        #expect(DiagnosticText.line(wholeFile) == "empty.gpx: warning: no flights or landmarks [no-features]")
        #expect(DiagnosticText.line(wholeFile.strict) == "empty.gpx: error: no flights or landmarks [no-features]")
        let injected = Diagnostic(
            .timeSyntax, "bad time 'x\nfake.kml:1:1: error: y'", at: SourceLocation(file: "t.kml", line: 1, column: 1))
        #expect(!DiagnosticText.line(injected).contains("\n"))
    }

    /// 250 warnings of one rule and 3 errors of another: the text shows each rule's first
    /// 100 in full, in order, then counts the rest; a rule with few stays whole.
    @Test func manyFindingsOfARuleAreCountedPastTheFirstHundred() {
        let speeds = (1...250).map {
            Diagnostic(
                .implausibleSpeed, "too fast", at: SourceLocation(file: "log.csv", line: $0 + 1, column: 1), severity: .warning)
        }
        let errors = (1...3).map { Diagnostic(.csvSyntax, "unbalanced quote", at: SourceLocation(file: "b.csv", line: $0)) }
        let lines = DiagnosticText.lines(speeds + errors)
        #expect(lines.count == 100 + 3 + 1)
        #expect(lines.first == "log.csv:2:1: warning: too fast [implausible-speed]")
        #expect(lines[99] == "log.csv:101:1: warning: too fast [implausible-speed]")
        #expect(lines[100] == "b.csv:1: error: unbalanced quote [csv-syntax]")
        #expect(
            lines.last
                == "routereport: and 150 more implausible-speed warnings (the first 100 are above; --diagnostics json or sarif lists them all)"
        )
        #expect(DiagnosticText.lines(errors) == errors.map(DiagnosticText.line))
    }

    @Test("A CSV time holding NUL, CR and ESC: every diagnostic line shows them escaped and holds no control character")
    func controlCharactersInQuotedInputText() throws {
        let csv = "from,to,departure,arrival,name\nLHR,JFK,\"2026\r\u{1B}[2Kx\u{0}\",2026-01-01 16:00,x\n"
        let document = InputReader.read(Array(csv.utf8), file: "log.csv")
        let diagnostic = try #require(document.diagnostics.first { $0.rule == .timeSyntax })
        let text = DiagnosticText.line(diagnostic)
        #expect(
            text == "log.csv:2:10: error: departure '2026 \\x1b[2Kx\\x00' is not a time"
                + " (a date such as 2026-03-08 or 08/03/2026, a time of day such as 08:20, 0820 or 8:20 PM, both,"
                + " or Unix seconds; with Z or ±hh:mm for UTC or an offset, else local) [time-syntax]")
        let isControl = { (scalar: Unicode.Scalar) -> Bool in scalar.value < 0x20 || scalar.value == 0x7F }
        #expect(!text.unicodeScalars.contains(where: isControl))
        #expect(!GitHubAnnotations.line(diagnostic).unicodeScalars.contains(where: isControl))
        // A tab in quoted text (a CSV header's column names) is escaped as in a FILE.
        let tabbed = Diagnostic(.readAs, "columns not used: a\tb", at: SourceLocation(file: "t.csv", line: 1))
        #expect(DiagnosticText.line(tabbed) == "t.csv:1: note: columns not used: a\\x09b [read-as]")
        #expect(GitHubAnnotations.line(tabbed).hasSuffix("::columns not used: a\\x09b"))
    }

    @Test("A message naming another file with a tab in its name shows it as the line's own FILE does")
    func messagesNameOtherFilesEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tab-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kml = """
            <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark id="same"><name>F</name>
            <TimeSpan><begin>2026-01-01T10:00:00Z</begin><end>2026-01-01T12:00:00Z</end></TimeSpan>
            <LineString><coordinates>8,47 11,48</coordinates></LineString></Placemark></kml>
            """
        for name in ["a\tb.kml", "c.kml"] {
            try kml.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test")
        let report = ReportPipeline.run(arguments: [folder.path], configuration: configuration)
        let lines = report.diagnostics.map(GitHubAnnotations.line) + report.diagnostics.map(DiagnosticText.line)
        let second = lines.filter { $0.contains("duplicate-id") || $0.contains("duplicate-flight") }
        #expect(second.count == 4, "\(lines)")
        for line in second {
            #expect(line.contains(folder.path + "/a\\x09b.kml:1"), "\(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 }, "\(line)")
        }
    }

    @Test func githubWorkflowCommandsEscapeWhatTheRunnerUnescapes() {
        #expect(
            GitHubAnnotations.line(located)
                == "::error file=in/a b.kml,line=12,col=7,title=coordinate-out-of-range::latitude 91 is outside [-90, 90]"
        )
        let tricky = Diagnostic(.timeSyntax, "50% done\r\nnext", at: SourceLocation(file: "a,b:c.kml", line: 2, column: 1))
        #expect(
            GitHubAnnotations.line(tricky)
                == "::error file=a%2Cb%3Ac.kml,line=2,col=1,title=time-syntax::50%25 done%0D%0Anext")
        #expect(
            GitHubAnnotations.line(wholeFile)
                == "::warning file=empty.gpx,title=no-features::no flights or landmarks")
    }

    @Test func sarifHasTheRuleTableAndTheRegion() throws {
        let bytes = SARIFLog.document(for: [located, wholeFile], version: "9.9")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == Rule.allCases.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results[0]["ruleId"] as? String == "coordinate-out-of-range")
        #expect(results[0]["level"] as? String == "error")
        let index = try #require(results[0]["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "coordinate-out-of-range")
        let physical = try #require(((results[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "in/a%20b.kml")  // a URI reference
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 12)
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 7)
        #expect(results[1]["level"] as? String == "warning")
    }

    /// 12 warnings then 12 errors, each at its own line of one file.
    static let many: [Diagnostic] =
        (1...12).map { (n: Int) in Diagnostic(.timeOrder, "w\(n)", at: SourceLocation(file: "a.kml", line: n, column: 1)) }
        + (1...12).map { (n: Int) in Diagnostic(.timeSyntax, "e\(n)", at: SourceLocation(file: "b.kml", line: n, column: 1)) }

    @Test("In Actions: errors first, 10 annotations of each kind, the rest as text and one notice")
    func githubWithinWhatItShows() {
        let lines = GitHubAnnotations.lines(Self.many, inActions: true, summaryWritten: true)
        #expect(lines.count == 10 + 10 + 4 + 1)
        #expect(lines[0] == "::error file=b.kml,line=1,col=1,title=time-syntax::e1")
        #expect(lines[9] == "::error file=b.kml,line=10,col=1,title=time-syntax::e10")
        #expect(lines[10] == "::warning file=a.kml,line=1,col=1,title=time-order::w1")
        #expect(lines[19] == "::warning file=a.kml,line=10,col=1,title=time-order::w10")
        #expect(
            Array(lines[20..<24]) == [
                "b.kml:11:1: error: e11 [time-syntax]", "b.kml:12:1: error: e12 [time-syntax]",
                "a.kml:11:1: warning: w11 [time-order]", "a.kml:12:1: warning: w12 [time-order]",
            ])
        #expect(
            lines[24]
                == "::notice title=routereport::2 errors and 2 warnings more than GitHub shows as annotations"
                + " (10 of each kind a step): listed in the log above this notice; the step summary counts them by rule and file")
        // Outside Actions, or within the limits: every finding an annotation, in run order, no notice.
        #expect(GitHubAnnotations.lines(Self.many, inActions: false) == Self.many.map(GitHubAnnotations.line))
        let few = Array(Self.many.prefix(3))
        #expect(GitHubAnnotations.lines(few, inActions: true) == few.map(GitHubAnnotations.line))
    }

    @Test("The step summary: counts, a row per rule with its help link and per file, the first 100 findings")
    func stepSummary() {
        let findings = (1...101).map {
            Diagnostic(.timeSyntax, "bad | time", at: SourceLocation(file: "c|d.kml", line: $0, column: 2))
        }
        let report = RunReport(
            generator: "t", inputs: ["c|d.kml"], flights: [], landmarks: [],
            diagnostics: findings + [Self.many[0], Diagnostic(.readAs, "read as Flighty", at: SourceLocation(file: "f.csv"))],
            options: MapOptions())
        let text = GitHubStepSummary.markdown(report, helpBaseURI: "https://h/rules.md")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("1 input, 0 flights, 0 landmarks: **101 errors**, 1 warning, 1 note"))
        #expect(lines.contains("| [time-syntax](https://h/rules.md#time-syntax) | 101 | 0 | 0 |"))
        #expect(lines.contains("| [time-order](https://h/rules.md#time-order) | 0 | 1 | 0 |"))
        #expect(lines.contains("| [read-as](https://h/rules.md#read-as) | 0 | 0 | 1 |"))
        #expect(lines.contains("| c\\|d.kml | 101 | 0 | 0 |"))
        #expect(lines.contains("| a.kml | 0 | 1 | 0 |"))
        #expect(lines.contains("| f.csv | 0 | 0 | 1 |"))
        #expect(lines.contains("The first 100 of 103 findings:"))
        #expect(lines.contains("| c\\|d.kml:100:2 | error | [time-syntax](https://h/rules.md#time-syntax) | bad \\| time |"))
        #expect(!lines.contains { $0.hasPrefix("| c\\|d.kml:101:2") })
        #expect(lines.count { $0.hasPrefix("| c\\|d.kml:") } == 100)
    }
}
