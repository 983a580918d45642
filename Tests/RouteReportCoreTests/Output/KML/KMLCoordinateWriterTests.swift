import Testing

@testable import RouteReportCore

@Suite("KMLCoordinateWriter")
struct KMLCoordinateWriterTests {
    @Test func tuplesAreLonCommaLatWithSingleSpaces() throws {
        let root = try #require(
            KMLTestNode.parse(
                written([
                    Coordinate(latitude: 49.0097, longitude: 2.5478),
                    Coordinate(latitude: -0.0000000001, longitude: -180),
                    Coordinate(latitude: 1.23456789049, longitude: 179.9999999996),
                ])))
        // Nine decimals (half a unit of the last digit, 5e-10, is the most it moves), trailing zeros dropped, no "-0", rounding half away from zero.
        #expect(root.text == "2.5478,49.0097 -180,0 180,1.23456789")
    }

    @Test func longTextSurvivesChunkingExactly() throws {
        // Enough points for several 64 KiB chunks; every tuple must come back whole.
        let points = (0..<20_000).map { index in
            Coordinate(latitude: -89 + Double(index) * 0.0089123456789, longitude: -180 + Double(index) * 0.018_000_000_1)
        }
        let root = try #require(KMLTestNode.parse(written(points)))
        #expect(!root.text.contains("  ") && !root.text.contains(", "))
        let read = KMLTestNode.coordinates(root.text)
        try #require(read.count == points.count)
        for (point, back) in zip(points, read) {
            #expect(abs(back.lon - point.longitude) <= 5e-10 + 1e-13)
            #expect(abs(back.lat - point.latitude) <= 5e-10 + 1e-13)
        }
    }

    @Test func fastDigitsMatchDecimalFormat() {
        var values: [Double] = [
            0, -0.0, 180, -180, 90, -90, 0.5, -0.5, 1e-9, 5e-10, 4.9e-10, -5e-10, 0.0000000015,
            2.5478, 179.9999999996, 123.4567890125, 1e7 + 0.1, 8.9e6, 1e300, .nan, .infinity, -.infinity,
            -4e-10, 9, 10, 99.99999999951, -99.9999999995, 100, 999.000000001, 8_999_999.999999999, 9e6, -8_999_999.9999999995,
            0.000000001, 0.1, 0.12, 1.000000009, -1.00000001, 1e-300, .leastNonzeroMagnitude,
        ]
        // A fixed pseudo-random spread over the coordinate range (LCG, no global state).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<50_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append((Double(state >> 11) / Double(1 << 53)) * 360 - 180)
        }
        for value in values {
            var bytes: [UInt8] = []
            KMLCoordinateWriter.appendFixed(value, to: &bytes)
            let expected = DecimalFormat.fixed(value, fractionDigits: 9)
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(value)")
        }
    }

    /// A value rounded to 6 or 1 decimals is written from its integer exactly as the
    /// rounded value itself: what the track's coords and headings were written as.
    @Test(arguments: [1, 6])
    func roundedDigitsMatchTheRoundedValue(decimals: Int) {
        let scale = decimals == 6 ? 1e6 : 10.0
        var values: [Double] = [
            0, -0.0, 0.05, -0.05, 0.049_999_999, 359.95, 359.949_999_999, 180, -180, 1e-7, -4e-7, 5e-7, 999_999.99,
            1e6, -1e6 + 1e-7, 1e9, 1e300, .nan, .infinity, -.infinity, 12.3456785, 8_999_999.999_999,
        ]
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        for index in 0..<60_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            // Coordinates, headings, and the halves where rounding goes up.
            values.append(index % 3 == 0 ? (Double(Int(unit * 7_200_000)) + 0.5) / scale : unit * 720 - 360)
        }
        for value in values {
            var expected: [UInt8] = []
            KMLCoordinateWriter.appendFixed(KMLCoordinateWriter.rounded(value * scale) / scale, to: &expected)
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer -> [UInt8]? in
                guard let base = buffer.baseAddress else { return nil }
                return KMLCoordinateWriter.putRounded(value, decimals: decimals, at: base).map { Array(buffer[..<$0]) }
            }
            // nil only where the rounded value is too big for the integer's digits.
            #expect(written == expected || (written == nil && !(abs(value) < 999_000)), "\(value)")
        }
    }

    /// Eight digits at once, zero-padded, and the count without the trailing zeros.
    @Test func eightDigitsAreTheDecimalDigits() {
        var values: [UInt32] = [0, 1, 10, 99_999_999, 10_000_000, 12_345_678, 50_000_000, 100, 9_999, 10_000]
        var state: UInt32 = 2_463_534_242
        for _ in 0..<100_000 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            values.append(state % 100_000_000)
        }
        for value in values {
            var digits = [UInt8](repeating: 0, count: 8)
            let significant = digits.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { KMLDigits.putEight(value, at: $0) } ?? -1
            }
            let padded = String(repeating: "0", count: 8 - String(value).count) + String(value)
            #expect(String(decoding: digits, as: UTF8.self) == padded)
            #expect(significant == padded.reversed().drop(while: { $0 == "0" }).count, "\(value)")
        }
    }

    /// The writer's own rounding is the standard library's, sign of zero included.
    @Test func roundingIsHalfAwayFromZero() {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 4_503_599_627_370_495.5,
            3.999_999_999_999_999e15, 4e15, 1e300, -1e300, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, 179_999_999.5, -0.3,
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(((Double(state >> 11) / Double(1 << 53)) * 360 - 180) * 1e6)
        }
        for value in values {
            let rounded = KMLCoordinateWriter.rounded(value)
            #expect(rounded.bitPattern == value.rounded().bitPattern || (rounded.isNaN && value.isNaN), "\(value)")
        }
    }

    /// Through the writer's chunked path too, with the numbers that are not formatted in
    /// place (NaN, huge values) among them, across chunk boundaries.
    @Test func writtenTextMatchesDecimalFormat() throws {
        var points: [Coordinate] = []
        var state: UInt64 = 7
        for index in 0..<12_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = (Double(state >> 11) / Double(1 << 53)) * 360 - 180
            let odd: Double? = index % 997 == 0 ? [Double.nan, 1e300, -2e15, .infinity][index / 997 % 4] : nil
            points.append(Coordinate(latitude: value / 2, longitude: odd ?? value))
        }
        let root = try #require(KMLTestNode.parse(written(points)))
        let expected = points.map {
            DecimalFormat.fixed($0.longitude, fractionDigits: 9) + "," + DecimalFormat.fixed($0.latitude, fractionDigits: 9)
        }.joined(separator: " ")
        #expect(root.text == expected)
    }

    /// A long list cut into windows of tuples, each written by its own writer, joins into
    /// the same text, and the same document, as written whole; a window past the end is
    /// empty and the last one has the rest.
    @Test(arguments: [2, 3, 5])
    func windowsOfTuplesJoinIntoTheWholeText(pieces: Int) throws {
        let perPiece = 100_000
        let count = 2 * perPiece + 12_345
        let points = (0..<count).map { index in
            Coordinate(
                latitude: -60 + Double(index) * 0.000_600_000_7,
                longitude: index == 150_000 ? .nan : 170 + Double(index) * 0.000_05)
        }
        let whole = written(points)
        let joined = (0..<pieces).flatMap {
            written(
                points, window: KMLCoordinateWindow(window: $0, of: pieces, itemsPerWindow: perPiece), last: $0 == pieces - 1,
                first: $0 == 0)
        }
        #expect(joined == whole)
        let root = try #require(KMLTestNode.parse(joined))
        let tuples = root.text.split(separator: " ", omittingEmptySubsequences: false)
        #expect(tuples.count == count)
        #expect(tuples[perPiece] == Substring(KMLCoordinateWriter.tuple(points[perPiece])))
    }

    private func written(_ points: [Coordinate]) -> [UInt8] {
        let (writer, start) = XMLWriter.fragment(depth: 0)
        writer.startElement("coordinates")
        KMLCoordinateWriter.write(points, to: writer)
        writer.endElement()
        return writer.fragment(from: start) ?? []
    }

    /// What one window's writer keeps of the fragment, as `KMLWriter.PartPlan` keeps it:
    /// from its first tuple (the first window: from the start) to the next window's (the
    /// last: to the end).
    private func written(_ points: [Coordinate], window: KMLCoordinateWindow, last: Bool, first: Bool) -> [UInt8] {
        let (writer, start) = XMLWriter.fragment(depth: 0)
        writer.coordinateWindow = window
        writer.startElement("coordinates")
        KMLCoordinateWriter.write(points, to: writer)
        writer.endElement()
        let end = writer.offset()
        return writer.fragment(from: first ? start : window.start ?? end, to: last ? end : window.end ?? end) ?? []
    }
}
