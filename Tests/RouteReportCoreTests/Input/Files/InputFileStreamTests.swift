import Foundation
import Testing

@testable import RouteReportCore

/// A big XML file is read through its descriptor as it arrives, never held whole: the
/// document (features, diagnostics with line:column) is the one the same bytes give
/// when read whole, for every fixture and corpus file.
@Suite("Input files read as a stream")
struct InputFileStreamTests {
    static var fixtures: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)! }

    /// Every regular file below `folder`, sorted.
    static func files(under folder: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return []
        }
        return walk.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else {
                return nil
            }
            return url.path
        }.sorted()
    }

    /// Reads `path` streamed from its first byte and its bytes whole; true when it was
    /// XML that streams (ASCII-compatible), by an independent look at its first bytes.
    @discardableResult
    static func expectSame(_ path: String) -> Bool {
        let streamed = InputReader.read(.file(path), sink: nil, streamedAbove: 0)
        guard case .success(let bytes) = InputDiscovery.readBytes(path: path) else {
            Issue.record("\(path) cannot be read")
            return false
        }
        let whole = InputReader.read(bytes, file: path, limits: .standard)
        #expect(streamed.format == whole.format, "\(path)")
        #expect(streamed.diagnostics.map(DiagnosticText.line) == whole.diagnostics.map(DiagnosticText.line), "\(path)")
        #expect(streamed.diagnostics == whole.diagnostics, "\(path)")
        // Described, so that NaN times compare equal.
        #expect(String(reflecting: streamed.features) == String(reflecting: whole.features), "\(path)")
        let start = bytes.prefix(200)
        let text = String(decoding: start, as: UTF8.self)
        return !start.contains(0) && text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.first == "<"
    }

    @Test("Every fixture, hostile ones included, reads streamed as it reads whole")
    func fixturesReadAlike() {
        var streamed = 0
        let inputs = ["gpx", "kml", "kmz", "xml", "csv"]
        for path in Self.files(under: Self.fixtures) where inputs.contains(URL(fileURLWithPath: path).pathExtension) {
            if Self.expectSame(path) { streamed += 1 }
        }
        // 56 files named .gpx, .kml or .xml, a few of them UTF-16 or not XML.
        #expect(streamed >= 45)
    }

    @Test(
        "Every corpus file reads streamed as it reads whole")
    func corpusReadsAlike() {
        var streamed = 0
        for path in Self.files(under: InputCorpusTests.corpus) where Self.expectSame(path) { streamed += 1 }
        #expect(streamed > 100)
    }

    static func write(_ bytes: [UInt8], name: String, in folder: TemporaryDirectory) throws -> String {
        let path = folder.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A GPX track of `points` points, one a line (line 3 + i), then a `wpt` out of
    /// range (and out of the schema's order), indented by two spaces, on line `points + 4`.
    static func bigTrack(points: Int) -> [UInt8] {
        var text =
            "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>\n"
        text.reserveCapacity(points * 80)
        for index in 0..<points {
            text += "<trkpt lat=\"\(Double(index % 1000) / 100)\" lon=\"\(Double(index / 1000) / 100)\"><ele>12.5</ele></trkpt>\n"
        }
        text += "</trkseg></trk>\n  <wpt lat=\"95\" lon=\"1\"/>\n</gpx>\n"
        return Array(text.utf8)
    }

    @Test("A file over the memory limit reads through the window, with the columns of its last lines")
    func bigFileUnderMemoryLimit() throws {
        let folder = try TemporaryDirectory()
        let points = 200_000
        let bytes = Self.bigTrack(points: points)
        #expect(bytes.count > 10_000_000)
        let path = try Self.write(bytes, name: "big.gpx", in: folder)
        // Under the file's size, over the window's (a few MiB).
        let (streamed, loaded) = CheckedMemory.$limit.withValue(8 << 20) {
            (InputReader.read(.file(path)), InputDiscovery.readBytes(path: path))
        }
        // Whole, the file does not fit under the limit.
        guard case .failure(let failure) = loaded else {
            Issue.record("the file was loaded whole under the limit")
            return
        }
        #expect(failure.diagnostic.rule == .unreadableFile)
        let whole = InputReader.read(bytes, file: path, limits: .standard)
        #expect(streamed.features == whole.features)
        #expect(streamed.diagnostics == whole.diagnostics)
        let flights = InputFixtures.flights(streamed)
        #expect(flights.map(\.vertices.count) == [points])
        #expect(flights.first?.vertices.last == Coordinate(latitude: 9.99, longitude: 1.99))
        #expect(
            streamed.diagnostics.map(DiagnosticText.line) == [
                "\(path):\(points + 4):3: error: wpt: latitude 95.0 is outside [-90, 90]; looks like lat,lon swapped [coordinate-out-of-range]",
                "\(path):\(points + 4):3: warning: `<wpt>` is out of the schema's order here, or in an element GPX 1.1 does not allow it in; expected here: <trk>, <extensions>; GPX readers read it anyway, stricter readers may not [gpx-schema]",
            ])
    }

    /// A short track, more than a stream's window of blank lines, then a start tag with
    /// too many attributes: the file is refused whole, though the track was read (and
    /// handed on to be computed ahead) before the tag was seen.
    @Test("A streamed file refused at its end has no flights, on one worker and with computing ahead")
    func refusedAfterAFlight() throws {
        let folder = try TemporaryDirectory()
        var text = """
            <?xml version="1.0"?>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="3" lon="4"/></trkseg></trk>

            """
        text += String(repeating: String(repeating: " ", count: 99) + "\n", count: 60_000)
        text += "<wpt lat=\"0\" lon=\"0\"" + (0...1000).map { " a\($0)=\"\"" }.joined() + "/>\n</gpx>\n"
        let path = try Self.write(Array(text.utf8), name: "crowded.gpx", in: folder)
        #expect(text.utf8.count > InputReader.streamedAbove)
        let expected = [
            "\(path):\(60_004):1: error: an element has more than 1000 attributes; the file is not read [input-limit]"
        ]
        let whole = InputReader.read(Array(text.utf8), file: path, limits: .standard)
        #expect(whole.diagnostics.map(DiagnosticText.line) == expected)
        #expect(InputReader.read(.file(path)).diagnostics.map(DiagnosticText.line) == expected)
        for jobs in [1, 2] {
            let results = ReportPipeline.process([.file(path)], options: ComputeAheadTests.options, jobs: jobs)
            #expect(results.map(\.document.features.count) == [0], "jobs \(jobs)")
            #expect(results.map(\.geometries.count) == [0], "jobs \(jobs)")
            #expect(results.first?.document.diagnostics.map(DiagnosticText.line) == expected, "jobs \(jobs)")
        }
    }

    @Test("What is not a regular file is refused by the streamed read as by the whole one")
    func notRegularFiles() throws {
        let folder = try TemporaryDirectory()
        #expect(mkfifo(folder.path + "/f.gpx", 0o644) == 0)
        let cases = [
            (folder.path + "/f.gpx", "is a FIFO (named pipe), not a regular file; pipe it to stdin with '-' instead"),
            (folder.path, "is a directory"),
            (folder.path + "/missing.gpx", "no such file"),
        ]
        for (path, reason) in cases {
            let document = InputReader.read(.file(path), sink: nil, streamedAbove: 0)
            #expect(document.diagnostics.map(DiagnosticText.line) == ["\(path): error: \(reason) [unreadable-file]"])
        }
    }
}
