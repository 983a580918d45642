/// Reads what `BinaryWriter` wrote, checking every bound: a damaged or foreign file is
/// an error, never a crash.
struct BinaryReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func readUInt64() throws(Malformed) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    mutating func readInt() throws(Malformed) -> Int {
        Int(Int64(bitPattern: try readUInt64()))
    }

    /// A count that must fit in what is left of the file (at least `minimumSize` bytes each).
    mutating func readCount(minimumSize: Int = 1) throws(Malformed) -> Int {
        let count = try readInt()
        guard count >= 0, count <= (bytes.count - offset) / max(1, minimumSize) else { throw Malformed() }
        return count
    }

    mutating func readDouble() throws(Malformed) -> Double {
        Double(bitPattern: try readUInt64())
    }

    mutating func readBool() throws(Malformed) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func readString() throws(Malformed) -> String {
        String(decoding: try readBytes(), as: UTF8.self)
    }

    /// What `BinaryWriter.write(_: [UInt8])` wrote.
    mutating func readBytes() throws(Malformed) -> [UInt8] {
        let count = try readCount()
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func readOptional<T>(_ body: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> T? {
        try readBool() ? try body(&self) : nil
    }

    mutating func readArray<T>(_ body: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try readCount()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try body(&self)) }
        return values
    }

    mutating func readDoubles() throws(Malformed) -> [Double] {
        let count = try readCount(minimumSize: 8)
        var values: [Double] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readDouble()) }
        return values
    }
}
