/// What the SAX callbacks of one push of input produced, in order, for `XMLReader` to
/// hand out one node at a time. Text and the values of known attributes are copied
/// into one byte store (the parser's buffers are valid only during a callback); names
/// are the parser dictionary's strings, valid while the parser lives. The batch is
/// emptied before the next push, so it holds at most one push's worth of nodes.
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
        /// Dictionary strings, NUL-terminated.
        var localName: UnsafeRawPointer?
        var qualifiedName: UnsafeRawPointer?
        var namespaceURI: UnsafeRawPointer?
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
    private(set) var bytes: [UInt8] = []
    /// Start elements added since `beginPush`.
    private(set) var startCount = 0

    init() {
        events.reserveCapacity(256)
        attributes.reserveCapacity(64)
        bytes.reserveCapacity(4096)
    }

    var count: Int { events.count }

    /// The bytes of the batch's text when it holds one run of text and nothing else.
    var loneTextBytes: Int { events.count == 1 && events[0].kind == .text ? bytes.count : 0 }

    subscript(index: Int) -> Event { events[index] }

    mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
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
            bytes.append(contentsOf: text)
            events[last].textEnd = bytes.count
            return
        }
        let start = bytes.count
        bytes.append(contentsOf: text)
        events.append(
            Event(
                kind: .text, continuesText: runGoesOn, depth: depth, line: line, column: column,
                textStart: start, textEnd: bytes.count))
    }

    /// Stores a name or a value; the offset where it starts.
    mutating func store(_ text: UnsafeBufferPointer<UInt8>, terminated: Bool) -> Int {
        let start = bytes.count
        bytes.append(contentsOf: text)
        if terminated { bytes.append(0) }
        return start
    }

    mutating func addAttribute(_ name: XMLName, value: UnsafeBufferPointer<UInt8>) {
        attributes.append(Attribute(name: name, value: store(value, terminated: true)))
    }

    func text(of event: Event) -> ArraySlice<UInt8> {
        bytes[event.textStart..<event.textEnd]
    }
}
