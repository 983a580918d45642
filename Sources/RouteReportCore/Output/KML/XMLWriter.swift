internal import CLibXML2

/// A streaming XML writer over libxml2's `xmlTextWriter`, into memory. Escaping and
/// UTF-8 encoding are libxml2's job. Not Sendable: one writer per document, one thread.
///
/// Every call returns nothing: libxml2 only fails here on allocation failure, and a
/// writer that failed stops writing; `finish()` then returns nil.
final class XMLWriter {
    /// The document's bytes: libxml2 hands its output here through an I/O callback, and
    /// long raw text goes here past libxml2, so the bytes are copied once, into the Array
    /// that `finish()` or `fragment(from:)` hands over.
    private final class Output {
        var bytes: [UInt8] = []
        /// Bytes written before `bytes` starts, dropped as no longer wanted.
        var dropped = 0
    }

    private let output = Output()
    private let writer: xmlTextWriterPtr?
    private var failed = false
    /// Set when this writer makes one piece of a document cut inside its coordinate
    /// lists: which of their tuples it writes (`KMLCoordinateWriter`).
    var coordinateWindow: KMLCoordinateWindow?

    /// Raw text at least this long skips libxml2's own output buffer.
    private static let directLength = 1024

    /// - Parameter indent: indent nested elements with this string (nil: no indentation).
    convenience init(indent: String? = "  ") {
        self.init(indent: indent, startsDocument: true)
    }

    private init(indent: String? = "  ", startsDocument: Bool) {
        let context = Unmanaged.passUnretained(output).toOpaque()
        // The writer owns the output buffer and closes it when freed.
        let buffer = xmlOutputBufferCreateIO(
            { context, bytes, count in
                guard let context, let bytes, count > 0 else { return 0 }
                let output = Unmanaged<Output>.fromOpaque(context).takeUnretainedValue()
                bytes.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
                    output.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(count)))
                }
                return count
            }, nil, context, nil)
        writer = buffer.flatMap { xmlNewTextWriter($0) }
        guard let writer else {
            failed = true
            return
        }
        if let indent {
            xmlTextWriterSetIndent(writer, 1)
            xmlTextWriterSetIndentString(writer, indent)
        }
        if startsDocument { check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)) }
    }

    deinit {
        if let writer { xmlFreeTextWriter(writer) }
    }

    private func check(_ status: Int32) {
        if status < 0 { failed = true }
    }

    /// Opens `<name>`; `namespace` adds an `xmlns` (or `xmlns:prefix`) declaration.
    func startElement(_ name: String, prefix: String? = nil, namespace: String? = nil) {
        if prefix != nil || namespace != nil {
            check(xmlTextWriterStartElementNS(writer, prefix, name, namespace))
        } else {
            check(Self.withXMLString(name) { xmlTextWriterStartElement(writer, $0) })
        }
    }

    func endElement() {
        check(xmlTextWriterEndElement(writer))
    }

    func attribute(_ name: String, _ value: String) {
        check(
            Self.withXMLString(name) { name in
                Self.withXMLString(Self.xmlSafe(value)) { xmlTextWriterWriteAttribute(writer, name, $0) }
            })
    }

    /// An attribute whose value is bytes that need no escaping (ASCII path data: no `<`,
    /// `&`, `"` nor control characters), written as they are: the same bytes
    /// `attribute(_:_:)` writes, without a String or libxml2's escaping pass.
    func attribute(_ name: String, unescaped value: [UInt8]) {
        check(Self.withXMLString(name) { xmlTextWriterStartAttribute(writer, $0) })
        value.withUnsafeBufferPointer { raw($0) }
        check(xmlTextWriterEndAttribute(writer))
    }

    /// Declares a namespace on the open element: `xmlns:prefix="uri"` (prefix nil: `xmlns`).
    func namespace(prefix: String?, uri: String) {
        check(xmlTextWriterWriteAttribute(writer, prefix.map { "xmlns:\($0)" } ?? "xmlns", uri))
    }

    func text(_ content: String) {
        check(Self.withXMLString(Self.xmlSafe(content)) { xmlTextWriterWriteString(writer, $0) })
    }

    /// `text` as libxml2's NUL-terminated string while `body` runs. Passed as a pointer
    /// argument, a String of up to 15 bytes (most names and values) is copied to the heap
    /// each call; `withCString` copies it to the stack.
    private static func withXMLString<Result>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> Result) -> Result {
        text.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
    }

    /// XML 1.0 cannot hold C0 controls other than tab, newline and return, nor U+FFFE and
    /// U+FFFF, even escaped; xmlTextWriter would write them as they are and make the file
    /// malformed. A name can hold them (a file name, an id), so they become U+FFFD.
    static func xmlSafe(_ text: String) -> String {
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x9, 0xA, 0xD: return true
            case 0..<0x20, 0xFFFE, 0xFFFF: return false
            default: return true
            }
        }
        // Most text has no byte under 0x20 but tab, newline and return, nor 0xEF, the
        // lead byte of U+FFFE and U+FFFF: a check of its UTF-8 settles it.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 ? ($0 != 0x9 && $0 != 0xA && $0 != 0xD) : $0 == 0xEF }
        }
        if plain == true { return text }
        guard !text.unicodeScalars.allSatisfy(allowed) else { return text }
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            safe.append(allowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(safe)
    }

    /// Writes text that is already known to need no escaping (numbers), without a copy
    /// through the escaper.
    func raw(_ content: String) {
        check(Self.withXMLString(content) { xmlTextWriterWriteRaw(writer, $0) })
    }

    /// Writes bytes as they are (no escaping), without making a String of them. A long
    /// run goes straight to the output: libxml2 closes the open start tag as for any raw
    /// text (an empty one), and what it still holds is flushed first.
    func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard bytes.count >= Self.directLength else {
            check(xmlTextWriterWriteRawLen(writer, base, Int32(bytes.count)))
            return
        }
        check(xmlTextWriterWriteRaw(writer, ""))
        check(xmlTextWriterFlush(writer))
        if !failed { output.bytes.append(contentsOf: bytes) }
    }

    /// `<name>text</name>`.
    func element(_ name: String, _ content: String) {
        startElement(name)
        text(content)
        endElement()
    }

    func comment(_ content: String) {
        check(xmlTextWriterWriteComment(writer, content))
    }

    /// Closes every open element and hands over the document's bytes, which ends the
    /// writer (nil if libxml2 failed).
    func finish() -> [UInt8]? {
        check(xmlTextWriterEndDocument(writer))
        return bytes(from: 0)
    }

    /// Bytes written so far. Taken right after an element ends, it is a place where
    /// the document can be cut and a `fragment` of the same depth put in.
    func offset() -> Int {
        check(xmlTextWriterFlush(writer))
        return output.dropped + output.bytes.count
    }

    /// Forgets what is written so far (its offsets stay): a piece of a document need not
    /// keep what comes before it.
    func dropWritten() {
        check(xmlTextWriterFlush(writer))
        output.dropped += output.bytes.count
        output.bytes.removeAll(keepingCapacity: true)
    }

    /// The bytes from `start` (or the first not dropped) to `end` (nil: what is written so
    /// far), handed over rather than copied: the writer is done. nil if libxml2 failed.
    private func bytes(from start: Int, to end: Int? = nil) -> [UInt8]? {
        check(xmlTextWriterFlush(writer))
        guard !failed else { return nil }
        var bytes: [UInt8] = []
        swap(&bytes, &output.bytes)
        if let end { bytes.removeSubrange((end - output.dropped)...) }
        bytes.removeSubrange(..<max(0, start - output.dropped))
        return bytes
    }

    /// A writer for elements that go `depth` elements deep into another writer's
    /// document, after a sibling element: its `fragment()` is byte for byte what that
    /// writer would have written there (same indentation), so parts of one document can
    /// be written side by side and joined.
    /// `capacity`: about how many bytes the fragment will have.
    static func fragment(depth: Int, indent: String? = "  ", capacity: Int = 0) -> (writer: XMLWriter, start: Int) {
        let writer = XMLWriter(indent: indent, startsDocument: false)
        writer.output.bytes.reserveCapacity(capacity)
        for _ in 0..<depth { writer.startElement("f") }
        writer.startElement("sibling")
        writer.endElement()
        // Nothing before the fragment is ever asked for.
        let start = writer.offset()
        writer.output.bytes.removeAll(keepingCapacity: true)
        writer.output.dropped = start
        return (writer, start)
    }

    /// What a `fragment(depth:)` writer wrote from `start` (to `end`, or to what is
    /// written so far), which ends the writer; nil if libxml2 failed.
    func fragment(from start: Int, to end: Int? = nil) -> [UInt8]? {
        bytes(from: start, to: end)
    }
}
