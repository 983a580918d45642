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
    }

    @Test func githubWorkflowCommandsEscapeWhatTheRunnerUnescapes() {
        #expect(
            GitHubAnnotations.line(located)
                == "::error file=in/a b.kml,line=12,col=7,title=coordinate-out-of-range::latitude 91 is outside [-90, 90] [coordinate-out-of-range]"
        )
        let tricky = Diagnostic(.timeSyntax, "50% done\r\nnext", at: SourceLocation(file: "a,b:c.kml", line: 2, column: 1))
        #expect(
            GitHubAnnotations.line(tricky)
                == "::error file=a%2Cb%3Ac.kml,line=2,col=1,title=time-syntax::50%25 done%0D%0Anext [time-syntax]")
        #expect(
            GitHubAnnotations.line(wholeFile)
                == "::warning file=empty.gpx,title=no-features::no flights or landmarks [no-features]")
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
}
