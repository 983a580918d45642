import Testing

@testable import RouteReportCore

/// A reader that lets its features go (`FeatureBatches`) hands every feature on in order,
/// in batches of the size asked, and its document holds none of them; the features, the
/// diagnostics and where the cap stops the file are those of the whole read.
@Suite struct FeatureBatchesTests {
    /// `bytes` read whole with a cap of `maximum`, and read in batches of `size` with the
    /// same cap: the features of each, the batches' sizes and both documents.
    static func both(_ bytes: [UInt8], file: String, size: Int, maximum: Int) -> (
        whole: InputDocument, batched: InputDocument, handed: [Feature], sizes: [Int]
    ) {
        let limits = FeatureLimitTests.limits(maximum)
        let whole = InputReader.read(bytes, file: file, limits: limits)
        var handed: [Feature] = []
        var sizes: [Int] = []
        let batches = FeatureBatches(
            size: size, maxFeatures: maximum,
            take: { first, features, _ in
                #expect(first == handed.count)
                handed += features
                sizes.append(features.count)
            }, dropAll: { handed = [] })
        let batched =
            InputBytes(copying: bytes).map { InputReader.read($0, file: file, limits: limits, batches: batches) }
            ?? InputDocument(file: file, format: nil)
        return (whole, batched, handed, sizes)
    }

    static func expectSameRead(_ read: (whole: InputDocument, batched: InputDocument, handed: [Feature], sizes: [Int])) {
        #expect(read.batched.features.isEmpty)
        #expect(read.handed == read.whole.features)
        #expect(read.batched.diagnostics == read.whole.diagnostics)
    }

    @Test("A flight list: batches of two rows, the last shorter, the cap where the whole read has it")
    func flightList() {
        let rows = ["from,to,date"] + (1...7).map { "LHR,JFK,2026-01-0\($0)" } + ["LHR,XXX,2026-01-09"]
        let text = Array((rows.joined(separator: "\n") + "\n").utf8)
        let read = Self.both(text, file: "list.csv", size: 2, maximum: 100)
        Self.expectSameRead(read)
        #expect(read.sizes == [2, 2, 2, 1])
        let capped = Self.both(text, file: "list.csv", size: 2, maximum: 5)
        Self.expectSameRead(capped)
        #expect(capped.sizes == [2, 2, 1])
        #expect(capped.whole.diagnostics.contains { $0.rule == .inputLimit })
    }

    @Test("A GPX: waypoints and tracks in batches, the cap where the whole read has it")
    func gpx() {
        let waypoints = (1...3).map { "<wpt lat=\"1\" lon=\"\($0)\"><name>P\($0)</name></wpt>\n" }.joined()
        let track = "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"/><trkpt lat=\"3\" lon=\"4\"/></trkseg></trk>\n"
        let text = Array(
            ("<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n" + waypoints + track + track + "</gpx>\n")
                .utf8)
        let read = Self.both(text, file: "many.gpx", size: 2, maximum: 100)
        Self.expectSameRead(read)
        #expect(read.sizes == [2, 2, 1])
        let capped = Self.both(text, file: "many.gpx", size: 2, maximum: 4)
        Self.expectSameRead(capped)
        #expect(capped.handed.count == 4)
    }

    @Test("A file that gives nothing in batches has its no-features warning as read whole")
    func empty() {
        let read = Self.both(Array("from,to\n".utf8), file: "empty.csv", size: 2, maximum: 100)
        Self.expectSameRead(read)
        #expect(read.whole.diagnostics.contains { $0.rule == .noFeatures })
    }
}
