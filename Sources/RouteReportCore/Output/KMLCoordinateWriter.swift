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
        let magnitude = abs(value) * 1e9
        // Also false for NaN and infinity.
        guard magnitude < 9.0e15 else { return nil }
        var units = roundedHalfAway(magnitude)
        guard units < 9_000_000_000_000_000 else { return nil }
        if units == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let pairs = digitPairs.utf8Start
        var whole = Int(units / 1_000_000_000)
        units %= 1_000_000_000
        if whole < 10 {
            out[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            count += 1
        } else if whole < 100 {
            out[count] = pairs[2 &* whole]
            out[count + 1] = pairs[2 &* whole &+ 1]
            count += 2
        } else {
            var digits = 3
            var power = 1000
            while whole >= power {
                digits += 1
                power *= 10
            }
            for index in stride(from: count + digits - 1, through: count, by: -1) {
                out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
                whole /= 10
            }
            count += digits
        }
        guard units != 0 else { return count }
        // All nine fraction digits, the first alone and then two at a time, then the
        // trailing zeros dropped.
        let fraction = UInt32(truncatingIfNeeded: units)
        out[count] = UInt8(ascii: ".")
        out[count + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100_000_000)
        let rest = fraction % 100_000_000
        putPair(rest / 1_000_000, from: pairs, at: out + count + 2)
        putPair(rest / 10_000 % 100, from: pairs, at: out + count + 4)
        putPair(rest / 100 % 100, from: pairs, at: out + count + 6)
        putPair(rest % 100, from: pairs, at: out + count + 8)
        var end = count + 10
        while out[end - 1] == UInt8(ascii: "0") { end -= 1 }
        return end
    }

    @inline(__always)
    private static func putPair(_ pair: UInt32, from pairs: UnsafePointer<UInt8>, at out: UnsafeMutablePointer<UInt8>) {
        out[0] = pairs[2 &* Int(pair)]
        out[1] = pairs[2 &* Int(pair) &+ 1]
    }

    /// A non-negative `magnitude` below 2⁵³ rounded half away from zero, as
    /// `rounded(.toNearestOrAwayFromZero)`: its truncation and remainder are exact there.
    @inline(__always)
    private static func roundedHalfAway(_ magnitude: Double) -> UInt64 {
        let whole = Int64(magnitude)
        return UInt64(whole) + (magnitude - Double(whole) >= 0.5 ? 1 : 0)
    }

    /// `value.rounded()` (half away from zero), without the C library call; same result
    /// for every value, the sign of zero included.
    @inline(__always)
    static func rounded(_ value: Double) -> Double {
        let magnitude = abs(value)
        guard magnitude < 4.0e15 else { return value.rounded() }
        let whole = Double(roundedHalfAway(magnitude))
        return value.sign == .minus ? -whole : whole
    }

    /// "00", "01", … "99".
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
}
