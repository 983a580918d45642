/// A cursor over the bytes of a written time (`ISO8601Time`, `CSVTime`): fixed-width
/// digit fields, single characters and a decimal fraction, without allocating.
struct TimeTextScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    /// The bytes between `lower` and `upper`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from lower: Int, to upper: Int) {
        self.bytes = bytes
        self.position = lower
        self.end = upper
    }

    var atEnd: Bool { position == end }

    /// The next byte, if any.
    var next: UInt8? { position < end ? bytes[position] : nil }

    /// The next `count` bytes as a decimal number, or nil (nothing taken) when they are
    /// not all digits.
    mutating func digits(_ count: Int) -> Int? {
        guard position + count <= end else { return nil }
        var value = 0
        for k in position..<(position + count) {
            let digit = Int(bytes[k]) - 48
            guard digit >= 0 && digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        position += count
        return value
    }

    /// Takes `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard position < end && bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// The digits after a decimal point as a fraction of one (the first 15 count), or nil
    /// when no digit comes next.
    mutating func fraction() -> Double? {
        var numerator = 0
        var denominator = 1
        var count = 0
        while position < end, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            if count < 15 {
                numerator = numerator * 10 + Int(bytes[position] - 0x30)
                denominator *= 10
            }
            count += 1
            position += 1
        }
        guard count > 0 else { return nil }
        return Double(numerator) / Double(denominator)
    }
}
