/// A finite `Double` as JSON number text: the bytes of `Double.description` without a
/// trailing `.0` (`100.0` as `100`, `-0.0` as `-0`), written straight into memory.
///
/// `Double.description` writes the shortest decimal that reads back as the same double
/// and, among the equally short, the one closest to the double's exact value; in plain
/// notation when that decimal's leading digit sits at 10^-4 or above and the magnitude is
/// at most 2^53, else as `1e-05`, `1e+16`. Through a `TextOutputStream` it costs about
/// 660 instructions a number; report.json writes about 25 numbers a flight, most 16 or
/// 17 digits long.
///
/// Here the digits of a double in [2^-14, 2^53) (every coordinate, distance, bearing,
/// rect and time in report.json) are found with exact integer arithmetic, after Ryu's
/// digit removal (Ulf Adams, "Ryū: fast float-to-string conversion", PLDI 2018): a
/// double `v = m·2^e` (`m` the 53-bit significand) reads back from every real in
/// `(2m - 1)·2^(e-1)` to `(2m + 1)·2^(e-1)` (`4m - 1` and `2^(e-2)` below a power of
/// two; the ends too when `m` is even, as round-half-even reads them). Scaled by `10^k`,
/// the integers `lo...hi` in that interval are the decimals with `k` fraction digits that
/// read back as `v`. With `k` chosen for 17 or 18 digits (17 always suffice) both
/// products fit 128 bits (`2^55·10^22 < 2^128`, the shift is at most 68), so they are
/// exact; a digit comes off while a multiple of 10 lies in `lo...hi` (then `ceil(lo/10)`
/// and `floor(hi/10)` bound the decimals one digit shorter). When several remain, the one
/// nearest `m·2^e·10^k` is taken (the rounded product, kept within `lo...hi`): no two
/// can be equally near, because that would make `v` a decimal with `k + 1` fraction
/// digits whose spacing `10^-k` is wider than the interval. Other doubles (exponent
/// notation, NaN, infinities) go through `Double.description`. `ShortestDecimalTests`
/// holds every path to `Double.description` over millions of values.
enum ShortestDecimal {
    /// The room `write` needs: the longest description of a finite Double
    /// (`-2.2250738585072014e-308`) is 24 bytes, and the digits are written eight at a
    /// time (up to 7 bytes past the end).
    static let longest = 32

    /// Writes `value`'s description, without a trailing `.0`, at `cursor`, which has room
    /// for `longest` bytes; returns how many bytes it wrote (the bytes after them in the
    /// room may have changed).
    static func write(_ value: Double, to cursor: UnsafeMutablePointer<UInt8>) -> Int {
        if let count = writePlain(value, to: cursor) { return count }
        return writeDescription(value, to: cursor)
    }

    /// `write` through `Double.description`.
    @inline(never)
    static func writeDescription(_ value: Double, to cursor: UnsafeMutablePointer<UInt8>) -> Int {
        var stream = DescriptionStream(cursor: cursor)
        value.write(to: &stream)
        var written = stream.cursor - cursor
        if written >= 2 && cursor[written - 2] == UInt8(ascii: ".") && cursor[written - 1] == UInt8(ascii: "0") {
            written -= 2
        }
        return written
    }

    /// `write` for zero and for a magnitude in [2^-14, 2^53) whose shortest decimal is
    /// written in plain notation; nil for any other value.
    @inline(__always)
    static func writePlain(_ value: Double, to cursor: UnsafeMutablePointer<UInt8>) -> Int? {
        let bits = value.bitPattern
        let biasedExponent = Int(truncatingIfNeeded: (bits &>> 52) & 0x7FF)
        let fraction = bits & (1 &<< 52 &- 1)
        var at = cursor
        if bits &>> 63 != 0 {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        if biasedExponent == 0 && fraction == 0 {
            at.pointee = UInt8(ascii: "0")
            return at + 1 - cursor
        }
        // v = m·2^e with v in [2^binaryExponent, 2^(binaryExponent + 1)).
        guard biasedExponent >= 1023 - 14 && biasedExponent <= 1023 + 52 else { return nil }
        let binaryExponent = biasedExponent - 1023
        let m = fraction | 1 &<< 52
        let e = biasedExponent - 1075

        // floor(binaryExponent·log10(2)) (Ryu's log10Pow2), at most the leading digit's
        // power of ten: 10^k·v then has 17 or 18 digits.
        var k = 16 - (binaryExponent &* 78913) &>> 18
        let scale = power128(k)
        // lo...hi: ceil(lower)...floor(upper). Whether the ends themselves read back as v
        // (they do when m is even) never matters here: an end is a whole number at this
        // scale only when 2^(1-e) divides 10^k, so only for e = 0, where the ends are
        // 10m ± 5 and 10m, one digit shorter, lies between them.
        let upper = UInt128(2 &* m &+ 1) &* scale
        var hi = UInt64(truncatingIfNeeded: upper &>> (1 - e))
        let lower: UInt128
        let lowerShift: Int
        if fraction == 0 {
            // Below a power of two the doubles are twice as close.
            lower = UInt128(4 &* m &- 1) &* scale
            lowerShift = 2 - e
        } else {
            lower = UInt128(2 &* m &- 1) &* scale
            lowerShift = 1 - e
        }
        var lo = UInt64(truncatingIfNeeded: lower &>> lowerShift) &+ 1

        // One digit shorter while a multiple of 10 lies in lo...hi; four at a time first.
        while hi / 10_000 >= (lo &+ 9_999) / 10_000 {
            hi /= 10_000
            lo = (lo &+ 9_999) / 10_000
            k &-= 4
        }
        while hi / 10 >= (lo &+ 9) / 10 {
            hi /= 10
            lo = (lo &+ 9) / 10
            k &-= 1
        }
        var digits = lo
        if lo != hi {
            // Several equally short: the one nearest v. (lo < hi needs 10^-k under an ulp,
            // so k >= 1 here.)
            guard k >= 1 else { return nil }
            let exact = UInt128(m) &* power128(k)
            let shift = -e
            var nearest = exact
            if shift > 0 {
                let half = UInt128(1) &<< (shift &- 1)
                nearest = (exact &+ half) &>> shift
                // Halfway between two decimals cannot happen (see above); leave it to
                // `Double.description` if it ever did.
                guard nearest &<< shift != exact &+ half else { return nil }
            }
            digits = UInt64(truncatingIfNeeded: nearest)
            digits = max(lo, min(hi, digits))
        }

        let count = digitCount(digits)
        // Plain notation from a leading digit at 10^-4 up; 10^-5 and below take exponents.
        guard count &- 1 &- k >= -4 else { return nil }
        if k <= 0 {
            writeDigits(digits, count: count, to: at)
            at += count
            for _ in 0..<(-k) {
                at.pointee = UInt8(ascii: "0")
                at += 1
            }
        } else if count <= k {
            at[0] = UInt8(ascii: "0")
            at[1] = UInt8(ascii: ".")
            writeDigits(digits, count: k, to: at + 2)
            at += 2 &+ k
        } else {
            let power = DecimalFormat.powerOfTen(k)
            let whole = digits / power
            writeDigits(whole, count: count &- k, to: at)
            at += count &- k
            at.pointee = UInt8(ascii: ".")
            writeDigits(digits &- whole &* power, count: k, to: at + 1)
            at += 1 &+ k
        }
        return at - cursor
    }

    /// The decimal digits of `value` (under 10^`count`), exactly `count` of them (1...24,
    /// zeros in front), from `start` on: the first up to eight, then eight at a time. It
    /// may write on the 7 bytes after them.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, count: Int, to start: UnsafeMutablePointer<UInt8>) {
        var head = value
        var rest: UInt64 = 0
        var groups = 0
        if count > 16 {
            head = value / 10_000_000_000_000_000
            rest = value &- head &* 10_000_000_000_000_000
            groups = 2
        } else if count > 8 {
            head = value / 100_000_000
            rest = value &- head &* 100_000_000
            groups = 1
        }
        let headCount = count &- 8 &* groups
        // The head's eight digits less the zeros in front of its `headCount`.
        store(eightDigits(UInt32(truncatingIfNeeded: head)) &>> (64 &- 8 &* headCount), at: start)
        var at = start + headCount
        if groups == 2 {
            let high = rest / 100_000_000
            store(eightDigits(UInt32(truncatingIfNeeded: high)), at: at)
            rest &-= high &* 100_000_000
            at += 8
        }
        if groups >= 1 {
            store(eightDigits(UInt32(truncatingIfNeeded: rest)), at: at)
        }
    }

    /// The 8 bytes of `lanes` (the first in the lowest byte) at `at`.
    @inline(__always)
    private static func store(_ lanes: UInt64, at: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(at).storeBytes(of: lanes.littleEndian, as: UInt64.self)
    }

    /// The eight ASCII digits of `value` (under 10^8), the first in the lowest byte,
    /// split in the lanes of one integer: 4 + 4 digits in 32-bit lanes, 2 + 2 in
    /// 16-bit lanes, 1 + 1 in bytes. Each lane's quotient is a multiply and a shift,
    /// exact for the lane's range: `y·10486 >> 20` is `y / 100` for y < 10^4 and
    /// `z·103 >> 10` is `z / 10` for z < 100 (products under 2^27 and 2^14: no carry
    /// into the next lane).
    @inline(__always)
    static func eightDigits(_ value: UInt32) -> UInt64 {
        let fours = UInt64(value / 10_000) | UInt64(value % 10_000) &<< 32
        let hundreds = (fours &* 10_486) &>> 20 & 0x0000_007F_0000_007F
        let twos = hundreds | (fours &- hundreds &* 100) &<< 16
        let tens = (twos &* 103) &>> 10 & 0x000F_000F_000F_000F
        let ones = tens | (twos &- tens &* 10) &<< 8
        return ones | 0x3030_3030_3030_3030
    }

    /// How many decimal digits `value` (at least 1) has.
    @inline(__always)
    private static func digitCount(_ value: UInt64) -> Int {
        // floor(log10(2)·bits) is the count or one less.
        let estimate = ((64 &- value.leadingZeroBitCount) &* 1233) &>> 12
        return estimate &+ (value >= DecimalFormat.powerOfTen(estimate) ? 1 : 0)
    }

    /// 10^`exponent` for `exponent` in 0...22.
    @inline(__always)
    private static func power128(_ exponent: Int) -> UInt128 {
        exponent <= 19
            ? UInt128(DecimalFormat.powerOfTen(exponent)) : UInt128(DecimalFormat.powerOfTen(exponent &- 10)) &* 10_000_000_000
    }

}

/// A text stream into memory with room for a Double's description: a `Double` writes its
/// description into a stream as ASCII bytes (`_writeASCII`) with no String in between.
private struct DescriptionStream: TextOutputStream {
    var cursor: UnsafeMutablePointer<UInt8>
    private var room = ShortestDecimal.longest

    init(cursor: UnsafeMutablePointer<UInt8>) {
        self.cursor = cursor
    }

    mutating func write(_ string: String) {
        for byte in string.utf8 { put(byte) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, buffer.count <= room else {
            for byte in buffer { put(byte) }
            return
        }
        cursor.update(from: source, count: buffer.count)
        cursor += buffer.count
        room -= buffer.count
    }

    private mutating func put(_ byte: UInt8) {
        // A description longer than any Double's is cut rather than written past the room.
        guard room > 0 else { return }
        cursor.pointee = byte
        cursor += 1
        room -= 1
    }
}
