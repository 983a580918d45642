/// Writes KML `coordinates` text: `lon,lat` tuples, no space after the comma, one space
/// between tuples, built in 64 KiB byte chunks with digits formatted in place, so a
/// million-point track costs no per-point String.
///
/// Each list has the precision its geometry needs (`Precision`): a drawing's vertices
/// five decimals of a degree (1.1 m on the ground: the casing, the route's line and the
/// flown part stay within a pixel of each other down to a metre a pixel, street level),
/// the route's six (0.11 m, the flight read back) but its two tuples at each end, nine
/// (0.11 mm): the flight's ends and the
/// bearings a reader takes from its first and last legs, so a flight read back from
/// routes.kml keeps its ends to 1e-9°, its bearings to 1e-6° and its distance within
/// 1e-6 (a vertex moved across a straight run of the path changes the sum of its two
/// legs only in second order).
enum KMLCoordinateWriter {
    static let fractionDigits = 9
    /// A drawing's decimals.
    static let drawingDecimals = 5
    /// An altitude's decimals, metres: a centimetre, finer than any receiver's altitude.
    static let altitudeDecimals = 2
    /// The most bytes one fast-path number takes: sign, 7 integer digits, point, 9 digits.
    private static let longestNumber = 18

    /// How many decimals a list's tuples get.
    struct Precision: Sendable {
        /// Decimals of the tuples but the ends (1…9).
        var decimals: Int
        /// Tuples at each end of the list written with all nine.
        var fullEnds: Int

        /// A drawing: five decimals throughout.
        static let drawing = Precision(decimals: drawingDecimals, fullEnds: 0)
        /// The flight's route: six decimals but its two first and two last tuples.
        static let route = Precision(decimals: 6, fullEnds: 2)
        static let full = Precision(decimals: fractionDigits, fullEnds: 0)
    }

    /// Writes `points` (longitudes already in [-180, 180]) as the text of the open element,
    /// digits formatted straight into `KMLTextChunks`. A writer with a `coordinateWindow`
    /// writes only the window's tuples and notes where its piece starts and ends.
    static func write(
        _ points: ArraySlice<Coordinate>, altitudes: ArraySlice<Double>? = nil, precision: Precision = .full,
        to writer: XMLWriter
    ) {
        KMLCoordinateWindow.writeList(count: points.count, to: writer) { range in
            format(points, altitudes, range, precision: precision, to: writer)
        }
    }

    static func write(_ points: [Coordinate], precision: Precision = .full, to writer: XMLWriter) {
        write(points[...], precision: precision, to: writer)
    }

    /// The tuples `range` of `points` (offsets from its start), space-separated (and after
    /// a space when the range does not start the list), `lon,lat,alt` where `altitudes`
    /// (one per point) are given.
    private static func format(
        _ points: ArraySlice<Coordinate>, _ altitudes: ArraySlice<Double>?, _ range: Range<Int>, precision: Precision,
        to writer: XMLWriter
    ) {
        guard !range.isEmpty else { return }
        let base = points.startIndex
        let decimals = precision.decimals
        let head = precision.fullEnds
        let tail = points.count - precision.fullEnds
        KMLTextChunks.write(to: writer) { chunks in
            for offset in range {
                if offset > 0 { chunks.put(UInt8(ascii: " ")) }
                let point = points[base + offset]
                if decimals >= fractionDigits || offset < head || offset >= tail {
                    chunks.putFixed(point.longitude)
                    chunks.put(UInt8(ascii: ","))
                    chunks.putFixed(point.latitude)
                } else {
                    chunks.putRounded(point.longitude, decimals: decimals)
                    chunks.put(UInt8(ascii: ","))
                    chunks.putRounded(point.latitude, decimals: decimals)
                }
                if let altitudes {
                    chunks.put(UInt8(ascii: ","))
                    chunks.putRounded(altitudes[altitudes.startIndex + offset], decimals: altitudeDecimals)
                }
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
        let units = roundedHalfAway(magnitude)
        guard units < 9_000_000_000_000_000 else { return nil }
        let count = KMLDigits.putSignedWhole(units, scale: 1_000_000_000, negative: value < 0, at: out)
        let fraction = UInt32(truncatingIfNeeded: units % 1_000_000_000)
        guard fraction != 0 else { return count }
        // The first of the nine fraction digits alone, the other eight at once.
        out[count] = UInt8(ascii: ".")
        out[count + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100_000_000)
        return count + 2 + KMLDigits.putEight(fraction % 100_000_000, at: out + count + 2)
    }

    /// `putFixed(rounded(value * 10ᵈ) / 10ᵈ)`, d = `decimals` in 1…8, digit for digit, from
    /// the integer `rounded(value * 10ᵈ)` alone (room for `longestNumber` bytes at `out`).
    /// nil where that integer times 10⁹⁻ᵈ is 10¹⁵ or more, or not finite: the caller
    /// then formats the quotient itself.
    ///
    /// The digits are the same: for an integer n with |n|·10⁹⁻ᵈ = N < 10¹⁵, the quotient
    /// n / 10ᵈ and then its product with 10⁹ are each rounded once, so that product is
    /// within N·2.3·10⁻¹⁶ < 0.23 of N, and `putFixed` rounds it to N, the units written here.
    @inline(__always)
    static func putRounded(_ value: Double, decimals: Int, at out: UnsafeMutablePointer<UInt8>) -> Int? {
        let scale = DecimalFormat.powerOfTen(decimals)
        // |value · 10ᵈ| is |value| · 10ᵈ: a product's rounding does not depend on its sign.
        let magnitude = abs(value) * Double(Int64(truncatingIfNeeded: scale))
        // Also false for NaN and infinity; below 2⁵³, where `roundedHalfAway` is exact.
        guard magnitude < 1e15 else { return nil }
        let units = roundedHalfAway(magnitude)
        // units · 10⁹⁻ᵈ < 10¹⁵, in integers.
        guard units < DecimalFormat.powerOfTen(6 + decimals) else { return nil }
        // A value that rounds to 0 is "0", never "-0" (`putSignedWhole`).
        let count = KMLDigits.putSignedWhole(units, scale: scale, negative: value < 0, at: out)
        let fraction = UInt32(truncatingIfNeeded: units % scale)
        guard fraction != 0 else { return count }
        out[count] = UInt8(ascii: ".")
        let padded = fraction &* UInt32(truncatingIfNeeded: DecimalFormat.powerOfTen(8 - decimals))
        return count &+ 1 &+ KMLDigits.putEight(padded, at: out + count + 1)
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
}
