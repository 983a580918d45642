/// A growing run of bytes for report.json's flights, written through a pointer: each
/// write checks the room once and copies, with none of an array's per-append
/// uniqueness checks. The values are written as `JSONPrettyText` writes them (a test holds
/// both to JSONEncoder's bytes).
struct JSONBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(reservingCapacity capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written, as an array.
    consuming func array() -> [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    // MARK: bytes

    mutating func put(_ byte: UInt8) {
        makeRoom(1)
        start[count] = byte
        count += 1
    }

    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        makeRoom(bytes.count)
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { put($0) }
    }

    mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { put($0) }
    }

    // MARK: values

    mutating func null() { put("null") }

    mutating func bool(_ value: Bool) { put(value ? "true" : "false") }

    /// A whole number in decimal, as `String(value)` writes it.
    mutating func int(_ value: Int) {
        // 19 digits and a sign at most.
        makeRoom(20)
        var rest = value.magnitude
        var digits = 0
        repeat {
            digits += 1
            rest /= 10
        } while rest > 0
        if value < 0 {
            start[count] = UInt8(ascii: "-")
            count += 1
        }
        rest = value.magnitude
        for index in stride(from: count + digits - 1, through: count, by: -1) {
            start[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }

    /// A number as `JSONPrettyText.number` writes it: `Double.description` without a
    /// trailing `.0`, -0 as 0, a non-finite value as the string `NaN`, `inf` or `-inf`.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            put(value.isNaN ? "\"NaN\"" : value < 0 ? "\"-inf\"" : "\"inf\"")
            return
        }
        makeRoom(ShortestDecimal.longest)
        count += ShortestDecimal.write(JSONNumber.clean(value), to: start + count)
    }

    /// `value` quoted and escaped as `JSONPrettyText.appendQuoted` does.
    mutating func string(_ value: String) {
        // Most strings are stored as UTF-8 and need no escape: then they are copied whole.
        let copied = value.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: JSONPrettyText.needsEscape) else { return false }
            put(UInt8(ascii: "\""))
            put(utf8)
            put(UInt8(ascii: "\""))
            return true
        }
        if copied != true {
            var escaped: [UInt8] = []
            JSONPrettyText.appendQuoted(value, to: &escaped)
            put(escaped)
        }
    }

    /// A time as the string `ReportTime.iso8601` makes, with no String in between.
    mutating func time(_ secondsSince1970: Double) {
        makeRoom(ReportTime.longest + 2)
        start[count] = UInt8(ascii: "\"")
        count += 1
        count += ReportTime.write(
            secondsSince1970, into: UnsafeMutableBufferPointer(start: start + count, count: ReportTime.longest))
        start[count] = UInt8(ascii: "\"")
        count += 1
    }

    /// A local time as the string `LocalTime.iso8601` makes (no byte of it needs an
    /// escape), with no String in between; null where it makes none.
    mutating func localTime(_ time: LocalTime) {
        guard time.isWritable else {
            null()
            return
        }
        makeRoom(LocalTime.longestISO8601 + 2)
        start[count] = UInt8(ascii: "\"")
        count += 1
        count += time.writeISO8601(into: UnsafeMutableBufferPointer(start: start + count, count: LocalTime.longestISO8601))
        start[count] = UInt8(ascii: "\"")
        count += 1
    }

    // MARK: room

    /// Room for `extra` more bytes.
    private mutating func makeRoom(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let grown = max(2 * capacity, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
