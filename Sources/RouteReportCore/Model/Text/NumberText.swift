#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decimal numbers from XML text, exactly as written: `[+-]digits[.digits][e[+-]digits]`.
///
/// `strtod` rounds correctly but also takes hex floats, `inf` and `nan`, and follows the
/// C locale's decimal point; so we check the characters first and parse with the "C"
/// numeric locale (`CNumericLocale.run`).
enum NumberText {
    /// Parses `[start, end)`; nil unless the whole range is one decimal number.
    /// The byte at `end` must be readable (strtod stops there; it is a delimiter or NUL).
    static func parse(_ start: UnsafePointer<CChar>, _ end: UnsafePointer<CChar>) -> Double? {
        if let value = fastParse(start, end) { return value }
        guard start < end, isDecimal(start, end) else { return nil }
        var stop: UnsafeMutablePointer<CChar>?
        let value = strtod(start, &stop)
        guard let stop, UnsafePointer(stop) == end else { return nil }
        return value
    }

    /// Parses a NUL-terminated string, ignoring XML whitespace around the number.
    static func parse(_ string: UnsafePointer<CChar>) -> Double? {
        var start = string
        while XMLWhitespace.contains(start.pointee) { start += 1 }
        var end = start
        while end.pointee != 0 { end += 1 }
        while end > start && XMLWhitespace.contains((end - 1).pointee) { end -= 1 }
        return parse(start, end)
    }

    /// Parses text bytes (not NUL-terminated), ignoring XML whitespace around the number.
    static func parse(_ bytes: [UInt8]) -> Double? {
        var terminated = bytes
        terminated.append(0)
        return terminated.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { parse($0) }
        }
    }

    /// `[+-]digits[.digits]` read exactly when it is a whole number up to 2^53 over a
    /// power of ten up to 10^22. Both are exact doubles, so one
    /// IEEE division rounds the quotient correctly, as strtod does (Clinger's fast
    /// path). That is nearly every coordinate, elevation and progress in real files, at
    /// a fraction of strtod's cost (strtod was 5% of reading a 1M-point track). Nil for
    /// anything else, which then goes through strtod.
    @inline(__always)
    static func fastParse(_ start: UnsafePointer<CChar>, _ end: UnsafePointer<CChar>) -> Double? {
        var p = start
        var negative = false
        if p < end && (p.pointee == 0x2D || p.pointee == 0x2B) {
            negative = p.pointee == 0x2D
            p += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while p < end {
            let c = p.pointee
            if c >= 0x30 && c <= 0x39 {
                // Past 2^53 it cannot end up exact (digits only make it larger).
                guard mantissa <= 1 << 53 else { return nil }
                mantissa = mantissa * 10 + UInt64(c - 0x30)
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if c == 0x2E && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            p += 1
        }
        guard digits > 0, mantissa <= 1 << 53, fractionDigits < exactPowersOfTen.count else { return nil }
        let value = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// 10^0 … 10^22, every one an exact double.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    private static func isDecimal(_ start: UnsafePointer<CChar>, _ end: UnsafePointer<CChar>) -> Bool {
        var p = start
        var digits = false
        while p < end {
            let c = p.pointee
            if c >= 0x30 && c <= 0x39 {
                digits = true
            } else if c != 0x2E && c != 0x2B && c != 0x2D && c != 0x65 && c != 0x45 {
                return false
            }
            p += 1
        }
        return digits
    }
}
