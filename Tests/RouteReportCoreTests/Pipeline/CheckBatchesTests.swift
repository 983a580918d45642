import Foundation
import Testing

@testable import RouteReportCore

/// `validate` with a flight list's rows handed on in batches (`FeatureBatches`) and let go
/// once checked: batches so small that every file goes through many of them give the
/// report's diagnostics and counts, as the whole file does.
@Suite struct CheckBatchesTests {
    @Test(
        "The example inputs and the fixtures (the corpus among them) in batches of one feature and of three",
        arguments: [1, 3], [1, 2])
    func sameAsTheReport(batchSize: Int, jobs: Int) {
        for folder in ["inputs", "Tests/RouteReportCoreTests/Fixtures"] {
            let (report, check) = CheckRunTests.both(
                [PackageRoot.folder(folder).path], files: 3, jobs: jobs, batchSize: batchSize)
            CheckRunTests.expectSame(report, check)
        }
    }

    @Test("A flight list whose rows repeat, ids repeat and findings fall in different batches")
    func rowsAcrossBatches() throws {
        let folder = NSTemporaryDirectory() + "check-batches-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rows = [
            "id,from,to,date", "a,LHR,JFK,2025-06-01", "b,LHR,JFK,2025-06-01", "a,CDG,XXX,2025-06-02",
            ",FRA,AMS,2025-06-03", "b,FRA,AMS,2025-06-03", ",SYD,LAX,", "d,SYD,LAX,2025-06-04",
        ]
        try (rows.joined(separator: "\n") + "\n").write(toFile: folder + "/list.csv", atomically: true, encoding: .utf8)
        try "from,to,date\nLHR,JFK,2025-06-01\n".write(toFile: folder + "/more.csv", atomically: true, encoding: .utf8)
        let (report, whole) = CheckRunTests.both([folder], files: 1, jobs: 1)
        #expect(whole.diagnostics.contains { $0.rule == .duplicateFlight })
        #expect(whole.diagnostics.contains { $0.rule == .duplicateID })
        CheckRunTests.expectSame(report, whole)
        for batchSize in [1, 2, 3] {
            for jobs in [1, 2] {
                let (_, check) = CheckRunTests.both([folder], files: 2, jobs: jobs, batchSize: batchSize)
                CheckRunTests.expectSame(report, check)
            }
        }
    }

    @Test("A GPX track long enough that its legs are solved ahead as it is read, beside waypoints")
    func longTrackInBatches() throws {
        let folder = NSTemporaryDirectory() + "check-batches-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Two batches of legs and more (LongTrackLegs) in 17 minutes, one of them a jump of 10°: too fast.
        let points = (0...(2 * LongTrackLegs.legsPerBatch + 5_000)).map { index in
            let latitude = 10 + Double(index) * 1e-5 + (index > 70_000 ? 10 : 0)
            return
                "<trkpt lat=\"\(latitude)\" lon=\"20\"><time>\(ReportTime.iso8601(1_750_000_000 + Double(index) / 100))</time></trkpt>"
        }
        let gpx =
            "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
            + "<wpt lat=\"1\" lon=\"2\"><name>W</name></wpt>\n<trk><name>long</name><trkseg>\n"
            + points.joined(separator: "\n") + "\n</trkseg></trk>\n<wpt lat=\"3\" lon=\"4\"/>\n</gpx>\n"
        try gpx.write(toFile: folder + "/long.gpx", atomically: true, encoding: .utf8)
        let (report, check) = CheckRunTests.both([folder], files: 1, jobs: 2, batchSize: 2)
        #expect(report.flightCount == 1 && report.landmarkCount == 2)
        #expect(report.diagnostics.contains { $0.rule == .implausibleSpeed })
        CheckRunTests.expectSame(report, check)
    }

    @Test(
        "KML files whose features wait for what comes later: folders, a Flightradar24 flight, a track's airports",
        arguments: [1, 3], [1, 2])
    func kmlInBatches(batchSize: Int, jobs: Int) throws {
        let folder = NSTemporaryDirectory() + "check-batches-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in KMLBatchesTests.files {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let (report, check) = CheckRunTests.both([folder], files: 2, jobs: jobs, batchSize: batchSize)
        #expect(report.diagnostics.contains { $0.rule == .readAs && $0.message.contains("track's airports") })
        #expect(report.diagnostics.contains { $0.rule == .readAs && $0.message.contains("Flightradar24") })
        #expect(report.diagnostics.contains { $0.rule == .duplicateID })
        CheckRunTests.expectSame(report, check)
    }

    /// Placemarks handed on, then more than a stream's window of blank lines and a start
    /// tag with too many attributes: the file is refused whole, and what was handed is dropped.
    @Test("A streamed KML refused at its end after its features were handed on", arguments: [1, 3])
    func kmlRefusedAfterBatches(batchSize: Int) throws {
        let folder = NSTemporaryDirectory() + "check-batches-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var text = KMLBatchesTests.head + (0..<10).map { KMLBatchesTests.line("f\($0)") }.joined()
        text += String(repeating: String(repeating: " ", count: 99) + "\n", count: 60_000)
        text += "<Placemark" + (0...1000).map { " a\($0)=\"\"" }.joined() + "/>\n</Document></kml>\n"
        #expect(text.utf8.count > InputReader.streamedAbove)
        try text.write(toFile: folder + "/crowded.kml", atomically: true, encoding: .utf8)
        try KMLBatchesTests.folders.write(toFile: folder + "/folders.kml", atomically: true, encoding: .utf8)
        let (report, check) = CheckRunTests.both([folder], files: 2, jobs: 2, batchSize: batchSize)
        #expect(report.diagnostics.contains { $0.message.contains("more than 1000 attributes") })
        #expect(report.flightCount == 10)
        CheckRunTests.expectSame(report, check)
    }
}
