/// The bytes of an XML document written a call at a time: what libxml2's xmlTextWriter
/// writes for the same calls (its indentation, its empty-element tags, its escaping:
/// `XMLEscape`), which tests hold it to, without a call into C per tag. A value, so
/// `XMLWriter` reaches all of it through one access per call.
///
/// Every call returns nothing. A call out of place (an attribute after an element's
/// content) fails the document, and `finish()` then returns nil.
struct XMLMarkup {
    private enum State { case startTag, attribute, content, comment }

    /// The document's bytes from `dropped` on.
    private var output: [UInt8] = []
    /// Bytes written before `output` starts, dropped as no longer wanted.
    private var dropped = 0
    /// The open elements' names and states, innermost last (a comment's name is empty).
    private var names: [String] = []
    private var states: [State] = []
    /// Namespace declarations of the element being started, written when its start tag ends.
    private var namespaces: [(name: String, uri: String)] = []
    private let indent: [UInt8]?
    /// Whether an end tag after content goes on a line of its own: not after text.
    private var indentsEndTag = true
    /// A piece of a document has no encoding declaration of its own.
    private let referencesNonASCII: Bool
    private var failed = false

    /// - Parameters:
    ///   - indent: indent nested elements with this string (nil: no indentation).
    ///   - startsDocument: begin with the XML declaration; false: a piece of a document.
    init(indent: String?, startsDocument: Bool) {
        self.indent = indent.map { Array($0.utf8) }
        referencesNonASCII = !startsDocument
        if startsDocument { XMLEscape.appendMarkup("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", to: &output) }
    }

    private mutating func appendIndentation() {
        guard let indent, states.count > 1 else { return }
        for _ in 1..<states.count { output.append(contentsOf: indent) }
    }

    private mutating func appendNewline() {
        if indent != nil { output.append(UInt8(ascii: "\n")) }
    }

    /// Ends the open start tag (its attribute, its namespace declarations, `>`) before
    /// content; `newline`: an element or comment follows on a line of its own.
    private mutating func endStartTag(newline: Bool) {
        guard let state = states.last else { return }
        switch state {
        case .attribute:
            endAttribute()
            fallthrough
        case .startTag:
            writeNamespaces()
            output.append(UInt8(ascii: ">"))
            if newline { appendNewline() }
            states[states.count - 1] = .content
        case .content, .comment:
            break
        }
    }

    private mutating func writeNamespaces() {
        guard !namespaces.isEmpty else { return }
        while let (name, uri) = namespaces.popLast() { attribute(name, uri) }
    }

    /// Opens `<name>`; `namespace` adds an `xmlns` (or `xmlns:prefix`) declaration.
    mutating func startElement(_ name: String, prefix: String? = nil, namespace: String? = nil) {
        endStartTag(newline: true)
        let qualified = prefix.map { $0 + ":" + name } ?? name
        names.append(qualified)
        states.append(.startTag)
        appendIndentation()
        output.append(UInt8(ascii: "<"))
        XMLEscape.appendUTF8(qualified, to: &output)
        if let namespace { namespaces.append((prefix.map { "xmlns:" + $0 } ?? "xmlns", namespace)) }
    }

    mutating func endElement() {
        guard let state = states.last, state != .comment else {
            failed = true
            return
        }
        switch state {
        case .attribute, .startTag:
            if state == .attribute { endAttribute() }
            writeNamespaces()
            XMLEscape.appendMarkup("/>", to: &output)
        case .content, .comment:
            if indentsEndTag { appendIndentation() }
            XMLEscape.appendMarkup("</", to: &output)
            XMLEscape.appendUTF8(names[names.count - 1], to: &output)
            output.append(UInt8(ascii: ">"))
        }
        indentsEndTag = true
        appendNewline()
        names.removeLast()
        states.removeLast()
    }

    private mutating func startAttribute(_ name: String) -> Bool {
        if states.last == .attribute { endAttribute() }
        guard states.last == .startTag else {
            failed = true
            return false
        }
        output.append(UInt8(ascii: " "))
        XMLEscape.appendUTF8(name, to: &output)
        XMLEscape.appendMarkup("=\"", to: &output)
        states[states.count - 1] = .attribute
        return true
    }

    private mutating func endAttribute() {
        output.append(UInt8(ascii: "\""))
        states[states.count - 1] = .startTag
    }

    mutating func attribute(_ name: String, _ value: String) {
        guard startAttribute(name) else { return }
        XMLEscape.appendAttribute(value, referencingNonASCII: referencesNonASCII, to: &output)
        endAttribute()
    }

    /// An attribute whose value is bytes that need no escaping (ASCII path data: no `<`,
    /// `&`, `"` nor control characters), written as they are: the same bytes
    /// `attribute(_:_:)` writes, without a String or an escaping pass.
    mutating func attribute(_ name: String, unescaped value: [UInt8]) {
        guard startAttribute(name) else { return }
        output.append(contentsOf: value)
        indentsEndTag = false
        endAttribute()
    }

    /// Declares a namespace on the open element: `xmlns:prefix="uri"` (prefix nil: `xmlns`).
    mutating func namespace(prefix: String?, uri: String) {
        attribute(prefix.map { "xmlns:" + $0 } ?? "xmlns", uri)
    }

    mutating func text(_ content: String) {
        endStartTag(newline: false)
        indentsEndTag = false
        XMLEscape.appendText(content, to: &output)
    }

    /// Writes text that is already known to need no escaping (numbers), without a copy
    /// through the escaper.
    mutating func raw(_ content: String) {
        endStartTag(newline: false)
        indentsEndTag = false
        XMLEscape.appendUTF8(content, to: &output)
    }

    /// Writes bytes as they are (no escaping), without making a String of them.
    mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        endStartTag(newline: false)
        indentsEndTag = false
        output.append(contentsOf: bytes)
    }

    /// `<name>text</name>`.
    mutating func element(_ name: String, _ content: String) {
        startElement(name)
        text(content)
        endElement()
    }

    /// `<!--content-->`, as it is: comments here are ours.
    mutating func comment(_ content: String) {
        endStartTag(newline: true)
        names.append("")
        states.append(.comment)
        appendIndentation()
        XMLEscape.appendMarkup("<!--", to: &output)
        XMLEscape.appendUTF8(content, to: &output)
        indentsEndTag = false
        XMLEscape.appendMarkup("-->", to: &output)
        appendNewline()
        names.removeLast()
        states.removeLast()
    }

    /// Closes every open element and hands over the document's bytes, which ends the
    /// writer (nil if it failed).
    mutating func finish() -> [UInt8]? {
        while !states.isEmpty { endElement() }
        if indent == nil { output.append(UInt8(ascii: "\n")) }
        return bytes(from: 0)
    }

    /// Bytes written so far. Taken right after an element ends, it is a place where
    /// the document can be cut and a `fragment` of the same depth put in.
    func offset() -> Int {
        dropped + output.count
    }

    mutating func reserveCapacity(_ count: Int) {
        output.reserveCapacity(count)
    }

    /// Forgets what is written so far (its offsets stay): a piece of a document need not
    /// keep what comes before it.
    mutating func dropWritten() {
        dropped += output.count
        output.removeAll(keepingCapacity: true)
    }

    /// The bytes from `start` (or the first not dropped) to `end` (nil: what is written so
    /// far), handed over rather than copied: the writer is done. nil if it failed.
    mutating func bytes(from start: Int, to end: Int? = nil) -> [UInt8]? {
        guard !failed else { return nil }
        var bytes: [UInt8] = []
        swap(&bytes, &output)
        if let end { bytes.removeSubrange((end - dropped)...) }
        bytes.removeSubrange(..<max(0, start - dropped))
        return bytes
    }
}
