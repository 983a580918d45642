import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// The progress line of a real run on a pseudo-terminal: its counters add up to the run's
/// own totals, and the summary says how long the run took.
@Suite("Progress on a terminal")
struct ProgressOnATerminalTests {
    @Test("The counters on the line are the run's: files of the files to write, flights of the flights")
    func countersAddUp() throws {
        let directory = try InterruptionTests.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try #require(PseudoTerminal(), "no pseudo-terminal here")
        // One worker: the run lasts a few seconds, long past the line's first second.
        let run = try InterruptionTests.start(
            InterruptionTests.at + ["-j", "1", "-o", "out", "flights.kml"], in: directory, stderr: terminal.child)
        terminal.closeChildEnd()
        run.waitUntilExit()
        let shown = terminal.waitForEnd()
        #expect(run.terminationStatus == 0)
        let lines = shown.split(separator: "\r").map { $0.replacingOccurrences(of: "\u{1B}[K", with: "") }
        let writing = lines.filter { $0.hasPrefix("routereport: writing files ") }
        // 300 maps, the overview, routes.kml, report.md, report.json and report.html.
        #expect(!writing.isEmpty && writing.allSatisfy { $0.contains("/305") }, "\(writing.prefix(3))")
        let written = writing.compactMap { Int($0.dropFirst("routereport: writing files ".count).prefix { $0 != "/" }) }
        #expect(written == written.sorted() && written.allSatisfy { $0 <= 305 })
        for line in lines where line.hasPrefix("routereport: computing flights ") {
            #expect(line.contains("/300"), "\(line)")
        }
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("routereport: 1 file, 300 flights, 0 landmarks; 0 errors"))
        #expect(summary.contains("; wrote kml,md,json,svg,html to out/; done in "), "\(summary)")
    }
}
