/// A streaming XML writer into memory (`XMLMarkup`'s bytes), shared by the writers of
/// one document's parts. Not Sendable: one writer per document, one thread.
final class XMLWriter {
    private var markup: XMLMarkup
    /// Set when this writer makes one piece of a document cut inside its coordinate
    /// lists: which of their tuples it writes (`KMLCoordinateWriter`).
    var coordinateWindow: KMLCoordinateWindow?

    /// - Parameter indent: indent nested elements with this string (nil: no indentation).
    init(indent: String? = "  ") {
        markup = XMLMarkup(indent: indent, startsDocument: true)
    }

    private init(piece indent: String?) {
        markup = XMLMarkup(indent: indent, startsDocument: false)
    }

    /// Opens `<name>`; `namespace` adds an `xmlns` (or `xmlns:prefix`) declaration.
    func startElement(_ name: String, prefix: String? = nil, namespace: String? = nil) {
        markup.startElement(name, prefix: prefix, namespace: namespace)
    }

    func endElement() { markup.endElement() }

    func attribute(_ name: String, _ value: String) { markup.attribute(name, value) }

    /// An attribute whose value is bytes that need no escaping (ASCII path data: no `<`,
    /// `&`, `"` nor control characters), written as they are.
    func attribute(_ name: String, unescaped value: [UInt8]) { markup.attribute(name, unescaped: value) }

    /// Declares a namespace on the open element: `xmlns:prefix="uri"` (prefix nil: `xmlns`).
    func namespace(prefix: String?, uri: String) { markup.namespace(prefix: prefix, uri: uri) }

    func text(_ content: String) { markup.text(content) }

    /// Writes text that is already known to need no escaping (numbers).
    func raw(_ content: String) { markup.raw(content) }

    /// Writes bytes as they are (no escaping), without making a String of them.
    func raw(_ bytes: UnsafeBufferPointer<UInt8>) { markup.raw(bytes) }

    /// `<name>text</name>`.
    func element(_ name: String, _ content: String) { markup.element(name, content) }

    func comment(_ content: String) { markup.comment(content) }

    /// Closes every open element and hands over the document's bytes, which ends the
    /// writer (nil if it failed).
    func finish() -> [UInt8]? { markup.finish() }

    /// Bytes written so far. Taken right after an element ends, it is a place where
    /// the document can be cut and a `fragment` of the same depth put in.
    func offset() -> Int { markup.offset() }

    /// Forgets what is written so far (its offsets stay): a piece of a document need not
    /// keep what comes before it.
    func dropWritten() { markup.dropWritten() }

    /// A writer for elements that go `depth` elements deep into another writer's
    /// document, after a sibling element: its `fragment()` is byte for byte what that
    /// writer would have written there (same indentation), so parts of one document can
    /// be written side by side and joined.
    /// `capacity`: about how many bytes the fragment will have.
    static func fragment(depth: Int, indent: String? = "  ", capacity: Int = 0) -> (writer: XMLWriter, start: Int) {
        let writer = XMLWriter(piece: indent)
        writer.markup.reserveCapacity(capacity)
        for _ in 0..<depth { writer.startElement("f") }
        writer.startElement("sibling")
        writer.endElement()
        // Nothing before the fragment is ever asked for.
        let start = writer.offset()
        writer.dropWritten()
        return (writer, start)
    }

    /// What a `fragment(depth:)` writer wrote from `start` (to `end`, or to what is
    /// written so far), which ends the writer; nil if it failed.
    func fragment(from start: Int, to end: Int? = nil) -> [UInt8]? {
        markup.bytes(from: start, to: end)
    }
}
