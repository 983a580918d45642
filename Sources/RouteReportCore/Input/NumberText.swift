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
