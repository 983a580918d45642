/// Locale-free number text for every output, the one place numbers become text: fast
/// enough for millions of coordinates, and never "-0". `fixed` for the files machines
/// read (trailing zeros dropped), `padded` for the text people read (kept, so columns
/// line up), and coordinates as people read them ("35.655°N 83.441°W").
enum DecimalFormat {
    /// `value` rounded to at most `fractionDigits` decimals, trailing zeros removed
    /// ("12.5", "-0.000001", "3"). Non-finite values print as "NaN"/"inf"/"-inf".
    static func fixed(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        // Past 2^53 the integer path loses digits; Swift's shortest repr is exact there.
        guard scaled < 9.0e15 else { return shortest(value) }
        var units = UInt64(scaled)
        if units == 0 { return "0" }
        var fraction = fractionDigits
        // Drop trailing zero decimals.
        while fraction > 0 && units % 10 == 0 {
            units /= 10
            fraction -= 1
        }
        // Digits from the end of a stack buffer: no array per number (this ran 9% of a
        // run writing maps of 10,000 flights). At most 16 digits, a point, a sign.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24 + max(0, fraction)) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var position = 0
            repeat {
                if position == fraction && fraction > 0 { put(UInt8(ascii: ".")) }
                put(UInt8(ascii: "0") + UInt8(units % 10))
                units /= 10
                position += 1
            } while units > 0 || position <= fraction
            if buffer[start] == UInt8(ascii: ".") { put(UInt8(ascii: "0")) }
            if value < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// The shortest text that reads back as the same Double, with -0 written as 0.
    static func shortest(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendShortest(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `shortest(value)`: `Double.description` ("1381014.0", "1e-05", "nan") with
    /// -0 and 0 as "0", formatted straight into `bytes` (`ShortestDecimal`).
    static func appendShortest(_ value: Double, to bytes: inout [UInt8]) {
        guard value != 0 else { return bytes.append(UInt8(ascii: "0")) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDecimal.longest + 2) { buffer in
            guard let start = buffer.baseAddress else { return }
            var count = ShortestDecimal.write(value, to: start)
            // ShortestDecimal leaves off the ".0" the description has on a whole number.
            if !buffer[..<count].contains(where: {
                $0 != UInt8(ascii: "-") && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            }) {
                start[count] = UInt8(ascii: ".")
                start[count + 1] = UInt8(ascii: "0")
                count += 2
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// `fixed` with its trailing zeros put back: "12.50", "3.000", "-0.1".
    static func padded(_ value: Double, fractionDigits: Int) -> String {
        var text = fixed(value, fractionDigits: fractionDigits)
        guard value.isFinite, fractionDigits > 0 else { return text }
        // The decimals `fixed` kept: the ASCII digits after its point, if it has one.
        let point = text.utf8.lastIndex(of: UInt8(ascii: "."))
        let present = point.map { text.utf8.distance(from: $0, to: text.utf8.endIndex) - 1 }
        if present == nil { text += "." }
        return text + String(repeating: "0", count: max(0, fractionDigits - (present ?? 0)))
    }

    /// "35.655°N 83.441°W": three decimals (about 100 m), the longitude wrapped into
    /// (−180, 180]. The maps' end labels, report.md and report.html write it.
    static func coordinate(_ coordinate: Coordinate) -> String {
        latitude(coordinate.latitude) + " " + longitude(coordinate.longitude)
    }

    /// "35.655°N".
    static func latitude(_ value: Double) -> String {
        hemisphere(value, fractionDigits: 3, positive: "N", negative: "S")
    }

    /// "83.441°W", wrapped into (−180, 180] first.
    static func longitude(_ value: Double) -> String {
        var wrapped = value.truncatingRemainder(dividingBy: 360)
        if wrapped > 180 { wrapped -= 360 } else if wrapped <= -180 { wrapped += 360 }
        return hemisphere(wrapped, fractionDigits: 3, positive: "E", negative: "W")
    }

    /// `abs(value)` padded, a degree sign and the hemisphere's letter. Rounds first, so
    /// −0.0004 is "0.000°N", not "0.000°S".
    static func hemisphere(_ value: Double, fractionDigits: Int, positive: String, negative: String) -> String {
        let digits = padded(abs(value), fractionDigits: fractionDigits)
        let isZero = digits.allSatisfy { $0 == "0" || $0 == "." }
        return digits + "°" + (value < 0 && !isZero ? negative : positive)
    }
}

extension DecimalFormat {
    /// 10ⁿ for n in 0…19 (10¹⁹ for any greater), looked up rather than multiplied out:
    /// the integer digit writers (routes.kml's rounded numbers, `ShortestDecimal`) take
    /// several a number.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }
}
