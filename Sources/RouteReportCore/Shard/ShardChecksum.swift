/// CRC-64/XZ (the ECMA-182 polynomial, reflected, all-ones start and final xor: the
/// check xz and 7-Zip store), over a shard state's bytes. It finds every burst of up to
/// 64 wrong bits and any other damage but for one chance in 2^64, so a state changed in
/// storage or by hand is refused, not reported from. It is no signature: whoever edits a
/// state can compute it again, and the readers' range checks are what stand then.
///
/// Eight bytes a step (slicing by 8), since a state holds every vertex of its flights.
struct ShardChecksum {
    private(set) var value: UInt64 = 0

    init() {}

    init(_ bytes: UnsafeRawBufferPointer) {
        update(bytes)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var crc = ~value
        var index = 0
        let count = bytes.count
        Self.tables.withUnsafeBufferPointer { tables in
            while count - index >= 8 {
                var word: UInt64 = 0
                for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
                word ^= crc
                crc = 0
                for offset in 0..<8 {
                    let byte = Int(truncatingIfNeeded: word >> (8 * UInt64(offset))) & 0xFF
                    crc ^= tables[(7 - offset) * 256 + byte]
                }
                index += 8
            }
            while index < count {
                crc = tables[Int((crc ^ UInt64(bytes[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        value = ~crc
    }

    /// The reflected polynomial of ECMA-182.
    private static let polynomial: UInt64 = 0xC96C_5795_D787_0F42

    /// Table k holds the CRC of a byte followed by k zero bytes.
    private static let tables: [UInt64] = {
        var tables = [UInt64](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt64(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ polynomial : crc >> 1 }
            tables[byte] = crc
        }
        for table in 1..<8 {
            for byte in 0..<256 {
                let previous = tables[(table - 1) * 256 + byte]
                tables[table * 256 + byte] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()
}
