/// What the SAX callbacks of one push of input produced, in order, for `XMLReader` to
/// hand out one node at a time. Text and the values of known attributes are copied
/// into one byte store (the parser's buffers are valid only during a callback); names
/// are numbers in the parser's `XMLNameTable`. The batch is emptied before the next
/// push, so it holds at most one push's worth of nodes.
struct XMLEventBatch {
    struct Event {
        var kind: XMLNodeKind
        var name: XMLName = .other
        var isEmptyElement = false
        /// Text that goes on from the run the previous batch ended with: the same node.
        var continuesText = false
        var depth: Int
        /// The parser's line when the callback came (for a start tag: where it ends).
        var line: Int
        var column = 0
        /// Numbers in the parser's `XMLNameTable` (`XMLNameTable.none` when there is none).
        var localName = XMLNameTable.none
        var qualifiedName = XMLNameTable.none
        var namespaceURI = XMLNameTable.none
        /// Text, or an entity or DOCTYPE name: `bytes[textStart..<textEnd]`.
        var textStart = 0
        var textEnd = 0
        /// `attributes[attributeStart..<attributeEnd]`.
        var attributeStart = 0
        var attributeEnd = 0
    }

    struct Attribute {
        var name: XMLName
        /// Offset of the NUL-terminated value in `bytes`.
        var value: Int
    }

    private(set) var events: [Event] = []
    private(set) var attributes: [Attribute] = []
    /// Text and values, copied in per node: a store of our own, which appends with one
    /// memcpy (an array's append of a buffer cost more than the copy).
    let bytes = ByteStore()
    /// Start elements added since `beginPush`.
    private(set) var startCount = 0

    init() {
        events.reserveCapacity(256)
        attributes.reserveCapacity(64)
    }

    var count: Int { events.count }

    /// The bytes of the batch's text when it holds one run of text and nothing else.
    var loneTextBytes: Int { events.count == 1 && events[0].kind == .text ? bytes.count : 0 }

    subscript(index: Int) -> Event { events[index] }

    mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        bytes.removeAll()
        startCount = 0
    }

    mutating func beginPush() {
        startCount = 0
    }

    mutating func append(_ event: Event) {
        if event.kind == .element { startCount += 1 }
        events.append(event)
    }

    /// Adds text: to the last event when it is text of the same run, else as a new one.
    mutating func appendText(_ text: UnsafeBufferPointer<UInt8>, runGoesOn: Bool, depth: Int, line: Int, column: Int) {
        if runGoesOn, let last = events.indices.last, events[last].kind == .text, events[last].textEnd == bytes.count {
            bytes.append(text)
            events[last].textEnd = bytes.count
            return
        }
        let start = bytes.count
        bytes.append(text)
        events.append(
            Event(
                kind: .text, continuesText: runGoesOn, depth: depth, line: line, column: column,
                textStart: start, textEnd: bytes.count))
    }

    /// Stores a name or a value; the offset where it starts.
    mutating func store(_ text: UnsafeBufferPointer<UInt8>, terminated: Bool) -> Int {
        let start = bytes.count
        bytes.append(text, terminated: terminated)
        return start
    }

    mutating func addAttribute(_ name: XMLName, value: UnsafeBufferPointer<UInt8>) {
        attributes.append(Attribute(name: name, value: store(value, terminated: true)))
    }

    /// Valid until the batch is emptied or grows.
    func text(of event: Event) -> UnsafeBufferPointer<UInt8> {
        bytes.slice(event.textStart..<event.textEnd)
    }
}

/// Bytes appended to one growing allocation; emptied, never shrunk.
final class ByteStore {
    private var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    private var capacity = 4096
    private(set) var count = 0

    deinit {
        storage.deallocate()
    }

    func removeAll() {
        count = 0
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>, terminated: Bool = false) {
        let needed = count + bytes.count + 1
        if needed > capacity { grow(to: needed) }
        if let base = bytes.baseAddress { (storage + count).update(from: base, count: bytes.count) }
        count += bytes.count
        if terminated {
            storage[count] = 0
            count += 1
        }
    }

    private func grow(to needed: Int) {
        let bigger = max(needed, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = bigger
    }

    /// The bytes in `range`, valid until the store is emptied or grows.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count)
    }

    /// A pointer to the byte at `offset`, valid until the store is emptied or grows.
    func pointer(at offset: Int) -> UnsafePointer<UInt8> {
        UnsafePointer(storage + offset)
    }
}
