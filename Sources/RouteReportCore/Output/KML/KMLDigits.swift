/// Decimal digits written in place for routes.kml's numbers (`KMLCoordinateWriter`) and
/// times (`KMLTimeText`): a big track has millions of them, so a number's fraction is
/// made eight digits at once in one 64-bit word rather than digit by digit.
enum KMLDigits {
    /// The eight decimal digits of `value` (below 10⁸, zero-padded) written at `out` (all
    /// eight bytes), and how many of them come before the trailing zeros (0 for 0).
    @inline(__always)
    static func putEight(_ value: UInt32, at out: UnsafeMutablePointer<UInt8>) -> Int {
        // One digit a byte, the first digit in the lowest byte: the value's two halves
        // of four digits in two 32-bit lanes, each cut into two 16-bit lanes of two
        // digits, each cut into two bytes. n / 100 is (n·10486) >> 20 for n < 10⁴, and
        // n / 10 is (n·103) >> 10 for n < 100; no lane's product reaches the next lane.
        var word = UInt64(value / 10_000) | UInt64(value % 10_000) << 32
        let hundreds = ((word &* 10_486) >> 20) & 0x0000_007F_0000_007F
        word = hundreds | (word &- hundreds &* 100) << 16
        let tens = ((word &* 103) >> 10) & 0x000F_000F_000F_000F
        word = tens | (word &- tens &* 10) << 8
        UnsafeMutableRawPointer(out).storeBytes(of: (word | 0x3030_3030_3030_3030).littleEndian, as: UInt64.self)
        // The trailing zero digits are the word's highest zero bytes.
        return 8 - word.leadingZeroBitCount / 8
    }

    /// The whole part of `units / scale` (below 10⁷) at `out`, after a "-" when `negative`;
    /// "0" alone when `units` is 0, so zero is never "-0". Returns the bytes written.
    @inline(__always)
    static func putSignedWhole(_ units: UInt64, scale: UInt64, negative: Bool, at out: UnsafeMutablePointer<UInt8>) -> Int {
        guard units != 0 else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if negative {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        return count + putWhole(Int(truncatingIfNeeded: units / scale), at: out + count)
    }

    /// `value` (0 ≤ value < 10⁷) in decimal at `out`, without leading zeros; returns its length.
    @inline(__always)
    static func putWhole(_ value: Int, at out: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 100 {
            putTwo(value, at: out)
            return 2
        }
        if value < 1000 {
            out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 100)
            putTwo(value % 100, at: out + 1)
            return 3
        }
        var digits = 4
        var power = 10_000
        while value >= power {
            digits += 1
            power *= 10
        }
        var rest = value
        for index in stride(from: digits - 1, through: 0, by: -1) {
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        return digits
    }

    /// `value` (below 100) as two digits at `out`.
    @inline(__always)
    static func putTwo(_ value: Int, at out: UnsafeMutablePointer<UInt8>) {
        let pair = digitPairs.utf8Start + 2 &* value
        out[0] = pair[0]
        out[1] = pair[1]
    }

    /// "00", "01", … "99".
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
}
