/// Writes KML `coordinates` text: `lon,lat` tuples, no space after the comma, one space
/// between tuples, built in 64 KiB byte chunks with digits formatted in place, so a
/// million-point track costs no per-point String.
///
/// Nine decimals of a degree are 0.11 mm on the ground, so rounding moves a point by
/// at most about 0.08 mm: a flight read back from routes.kml keeps its geodesic
/// distance within 1e-6 for any flight longer than about 200 m.
enum KMLCoordinateWriter {
    static let fractionDigits = 9
    /// The most bytes one fast-path number takes: sign, 7 integer digits, point, 9 digits.
    private static let longestNumber = 18

    /// Writes `points` (longitudes already in [-180, 180]) as the text of the open element,
    /// digits formatted straight into `KMLTextChunks`. A writer with a `coordinateWindow`
    /// writes only the window's tuples and notes where its piece starts and ends.
    static func write(_ points: ArraySlice<Coordinate>, to writer: XMLWriter) {
        KMLCoordinateWindow.writeList(count: points.count, to: writer) { range in
            let base = points.startIndex
            format(points[(base + range.lowerBound)..<(base + range.upperBound)], leadingSpace: range.lowerBound > 0, to: writer)
        }
    }

    static func write(_ points: [Coordinate], to writer: XMLWriter) {
        write(points[...], to: writer)
    }

    /// The tuples of `points`, space-separated (and after a space, with `leadingSpace`).
    private static func format(_ points: ArraySlice<Coordinate>, leadingSpace: Bool, to writer: XMLWriter) {
        guard !points.isEmpty else { return }
        KMLTextChunks.write(to: writer) { chunks in
            var first = !leadingSpace
            for point in points {
                if !first { chunks.put(UInt8(ascii: " ")) }
                first = false
                chunks.putFixed(point.longitude)
                chunks.put(UInt8(ascii: ","))
                chunks.putFixed(point.latitude)
                chunks.endItem()
            }
        }
    }

    /// One `lon,lat` tuple.
    static func tuple(_ point: Coordinate) -> String {
        var bytes: [UInt8] = []
        appendFixed(point.longitude, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        appendFixed(point.latitude, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `DecimalFormat.fixed(value, fractionDigits: 9)`, digit for digit, appended.
    static func appendFixed(_ value: Double, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestNumber) { buffer in
            if let count = putFixed(value, at: buffer.baseAddress!) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
            } else {
                out.append(contentsOf: DecimalFormat.fixed(value, fractionDigits: fractionDigits).utf8)
            }
        }
    }

    /// `DecimalFormat.fixed(value, fractionDigits: 9)`, digit for digit, written at `out`
    /// (room for `longestNumber` bytes): the same rounding (half away from zero on
    /// value × 10⁹), no trailing zeros, no "-0". Returns the bytes written, or nil for
    /// what it does not handle (not finite, or |value| ≥ 9·10⁶), which the caller
    /// formats through DecimalFormat itself.
    static func putFixed(_ value: Double, at out: UnsafeMutablePointer<UInt8>) -> Int? {
        let scaled = (abs(value) * 1e9).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9.0e15 else { return nil }
        let units = UInt64(scaled)
        if units == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        var whole = units / 1_000_000_000
        var fraction = units % 1_000_000_000
        var wholeDigits = 1
        var power: UInt64 = 10
        while whole >= power {
            wholeDigits += 1
            power *= 10
        }
        for index in stride(from: count + wholeDigits - 1, through: count, by: -1) {
            out[index] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        }
        count += wholeDigits
        guard fraction != 0 else { return count }
        // All nine fraction digits, two at a time from the end, then the trailing zeros
        // dropped: half the divisions of one digit at a time.
        out[count] = UInt8(ascii: ".")
        out[count + 9] = UInt8(ascii: "0") + UInt8(fraction % 10)
        fraction /= 10
        var index = count + 7
        while index > count {
            let pair = Int(fraction % 100)
            fraction /= 100
            out[index] = digitPairs[2 * pair]
            out[index + 1] = digitPairs[2 * pair + 1]
            index -= 2
        }
        var end = count + 10
        while out[end - 1] == UInt8(ascii: "0") { end -= 1 }
        return end
    }

    /// "00", "01", … "99" as bytes.
    private static let digitPairs: [UInt8] = (0..<100).flatMap {
        [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)]
    }
}
