import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

@Suite struct ProgressDisplayTests {
    /// Snapshots, the seconds left, the line a person reads and the share done (a big
    /// input followed by its bytes, files counted, writing with the bytes written).
    static let lines: [(RunProgress.Snapshot, Int?, String, Double)] = [
        (
            RunProgress.Snapshot(
                stage: .reading, filesRead: 0, filesToRead: 1, bytesRead: 1_234_000_000, bytesToRead: 5_500_000_000,
                flightsComputed: 20460),
            40, "routereport: reading 1.2 GB of 5.5 GB, 20460 flights computed, about 40 s left", 1.234 / 5.5
        ),
        (
            RunProgress.Snapshot(
                stage: .reading, filesRead: 3, filesToRead: 10, bytesRead: 40_000_000, bytesToRead: 90_000_000),
            nil, "routereport: reading 40 MB of 90 MB, files 3/10", 4.0 / 9
        ),
        (
            RunProgress.Snapshot(stage: .reading, filesRead: 3, filesToRead: 10, bytesToRead: 20_000),
            nil, "routereport: reading files 3/10", 0.3
        ),
        (
            RunProgress.Snapshot(
                stage: .writing, filesWritten: 2, filesToWrite: 1004, partsWritten: 300, partsToWrite: 1200,
                bytesWritten: 5_512_000_000),
            4000, "routereport: writing files 2/1004, 5.5 GB written, about 67 min left", 0.25
        ),
    ]

    @Test("Reading says the bytes of a big input and counts files; writing the bytes written and counts parts")
    func linesSayWhatIsDone() {
        for (snapshot, secondsLeft, line, share) in Self.lines {
            #expect(ProgressDisplay.line(snapshot, secondsLeft: secondsLeft) == line)
            #expect(abs((snapshot.share ?? .nan) - share) < 1e-12, "\(line)")
        }
    }

    @Test func durationsAndSizesReadAsAPersonWould() {
        #expect(ProgressDisplay.duration(0.44) == "0.4 s")
        #expect(ProgressDisplay.duration(8) == "8 s")
        #expect(ProgressDisplay.duration(89.4) == "89 s")
        #expect(ProgressDisplay.duration(200) == "3 min")
        #expect(ProgressDisplay.duration(3900) == "65 min")
        #expect(ProgressDisplay.duration(6000) == "1 h 40 min")
        #expect(ProgressDisplay.bytes(950) == "950 B")
        #expect(ProgressDisplay.bytes(12_345) == "12 kB")
        #expect(ProgressDisplay.bytes(3_456_789) == "3.4 MB")
    }
}

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
