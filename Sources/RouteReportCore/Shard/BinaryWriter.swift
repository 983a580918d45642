/// A little-endian byte writer for the shard state: exact bits for every Double, so a
/// merge rebuilds byte-identical reports.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    /// Bytes as they are, with no count before them.
    mutating func write(raw: [UInt8]) {
        bytes += raw
    }

    mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64(value)))
    }

    mutating func write(_ value: Double) {
        write(value.bitPattern)
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        write(Array(value.utf8))
    }

    /// A count, then the bytes.
    mutating func write(_ value: [UInt8]) {
        write(value.count)
        bytes.append(contentsOf: value)
    }

    /// A presence byte, then the value when present.
    mutating func write<T>(_ value: T?, _ body: (inout BinaryWriter, T) -> Void) {
        write(value != nil)
        if let value { body(&self, value) }
    }

    mutating func write<T>(_ values: [T], _ body: (inout BinaryWriter, T) -> Void) {
        write(values.count)
        for value in values { body(&self, value) }
    }

    /// Doubles in bulk (vertex lists can hold millions).
    mutating func write(_ values: [Double]) {
        write(values.count)
        for value in values { write(value) }
    }
}
