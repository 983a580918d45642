/// Locale-free number text for every output: fast enough for millions of coordinates,
/// and never "-0".
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
        value == 0 ? "0" : "\(value)"
    }
}
