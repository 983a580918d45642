/// Little-endian fields of a zip archive read with bounds checks: every offset and length
/// comes from the file, so an access outside the bytes is nil, never a trap.
struct ZipBytes {
    let bytes: UnsafeRawBufferPointer

    var count: Int { bytes.count }

    func uint16(at offset: Int) -> UInt16? {
        field(at: offset, size: 2).map { UInt16(truncatingIfNeeded: $0) }
    }

    func uint32(at offset: Int) -> UInt32? {
        field(at: offset, size: 4).map { UInt32(truncatingIfNeeded: $0) }
    }

    func uint64(at offset: Int) -> UInt64? {
        field(at: offset, size: 8)
    }

    /// `count` bytes from `offset`, or nil if any of them lies outside.
    func slice(at offset: Int, count: Int) -> UnsafeRawBufferPointer? {
        guard let end = Self.end(offset, count), end <= bytes.count else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<end])
    }

    /// `offset + count` when both are non-negative and the sum does not overflow.
    static func end(_ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, count >= 0 else { return nil }
        let (sum, overflow) = offset.addingReportingOverflow(count)
        return overflow ? nil : sum
    }

    /// An offset or size from the file as an `Int`, nil if it cannot be one.
    static func offset(_ value: UInt64) -> Int? {
        Int(exactly: value)
    }

    private func field(at offset: Int, size: Int) -> UInt64? {
        guard let end = Self.end(offset, size), end <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in stride(from: end - 1, through: offset, by: -1) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }
}
