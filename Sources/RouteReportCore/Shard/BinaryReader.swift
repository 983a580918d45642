/// Reads what `BinaryWriter` wrote, checking every bound: a damaged or foreign file is
/// an error, never a crash. The bytes belong to the caller for the reader's lifetime.
struct BinaryReader {
    /// What is wrong with the bytes, as merge says it ("corrupt shard state: …").
    struct Malformed: Error, Equatable {
        var reason: String

        init(_ reason: String = "it is cut short or out of order") {
            self.reason = reason
        }

        /// A value outside the range the writer can produce.
        static func outOfRange(_ what: String, _ value: some CustomStringConvertible) -> Malformed {
            Malformed("\(what) \(value) is out of range")
        }
    }

    private let bytes: UnsafeRawBufferPointer
    private var offset: Int
    private let end: Int

    /// Reads `bytes[range]`.
    init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset == end }

    mutating func readUInt64() throws(Malformed) -> UInt64 {
        guard end - offset >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    mutating func readInt() throws(Malformed) -> Int {
        Int(Int64(bitPattern: try readUInt64()))
    }

    /// An integer in `range`; `what` names it in the refusal.
    mutating func readInt(_ what: String, in range: ClosedRange<Int>) throws(Malformed) -> Int {
        let value = try readInt()
        guard range.contains(value) else { throw .outOfRange(what, value) }
        return value
    }

    /// A count that must fit in what is left of the file (at least `minimumSize` bytes each).
    mutating func readCount(minimumSize: Int = 1) throws(Malformed) -> Int {
        let count = try readInt()
        guard count >= 0, count <= (end - offset) / max(1, minimumSize) else { throw Malformed() }
        return count
    }

    mutating func readDouble() throws(Malformed) -> Double {
        Double(bitPattern: try readUInt64())
    }

    /// A number in `range` (so finite); `what` names it in the refusal.
    mutating func readDouble(_ what: String, in range: ClosedRange<Double>) throws(Malformed) -> Double {
        let value = try readDouble()
        guard range.contains(value) else { throw .outOfRange(what, value) }
        return value
    }

    mutating func readBool() throws(Malformed) -> Bool {
        guard offset < end, bytes[offset] <= 1 else { throw Malformed() }
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
        return Array(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
    }

    mutating func readOptional<T>(_ body: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> T? {
        try readBool() ? try body(&self) : nil
    }

    /// Elements are at least a byte each, but may take far more memory than that: the
    /// storage grows with the elements read, never ahead by what a count claims.
    mutating func readArray<T>(_ body: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try readCount()
        var values: [T] = []
        values.reserveCapacity(min(count, Self.reservedAhead))
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

    /// Elements reserved before any is read.
    static let reservedAhead = 1024
}
