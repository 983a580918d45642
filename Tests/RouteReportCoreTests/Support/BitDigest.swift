/// A running 64-bit digest of doubles' bit patterns and integers, in order: two runs that
/// feed different bits give the same digest only by chance. Tests pin the exact bits of
/// many solutions with one recorded value this way.
struct BitDigest {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x100_0000_01B3
        value ^= value >> 29
    }

    mutating func add(_ first: Double, _ rest: Double...) {
        add(first.bitPattern)
        for double in rest { add(double.bitPattern) }
    }

    mutating func add(_ integer: Int) {
        add(UInt64(bitPattern: Int64(integer)))
    }
}
