import Testing

@testable import RouteReportCore

@Suite struct ProgressLineTests {
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
            #expect(ProgressLine.line(snapshot, secondsLeft: secondsLeft) == line)
            #expect(abs((snapshot.share ?? .nan) - share) < 1e-12, "\(line)")
        }
    }

    @Test func durationsAndSizesReadAsAPersonWould() {
        #expect(ProgressLine.duration(0.44) == "0.4 s")
        #expect(ProgressLine.duration(8) == "8 s")
        #expect(ProgressLine.duration(89.4) == "89 s")
        #expect(ProgressLine.duration(200) == "3 min")
        #expect(ProgressLine.duration(3900) == "65 min")
        #expect(ProgressLine.duration(6000) == "1 h 40 min")
        #expect(ProgressLine.bytes(950) == "950 B")
        #expect(ProgressLine.bytes(12_345) == "12 kB")
        #expect(ProgressLine.bytes(3_456_789) == "3.4 MB")
    }
}
