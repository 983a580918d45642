import CLibXML2

/// What the reader stands on after `next()`.
enum XMLNodeKind: Sendable {
    case element
    case endElement
    /// Text, CDATA or whitespace between elements.
    case text
    /// `&name;` of an entity declared in a DTD; never substituted.
    case entityReference
    case documentType
    case other
}

/// A pull reader over libxml2's `xmlTextReader`: the one place in Input that touches C.
///
/// It streams (no DOM), never loads a DTD, an external entity or anything from the
/// network, and never substitutes entities. It holds the bytes (`InputBytes`) until the
/// libxml2 reader is freed, because `xmlReaderForMemory` does not copy them. Errors go to this reader's own structured
/// handler and become diagnostics. Not Sendable: one reader, one thread.
final class XMLReader {
    /// Budgets that turn a hostile or absurd input into an `input-limit` diagnostic.
    /// libxml2 enforces its own (depth 256, a text node 10 MB) because we do not pass
    /// `XML_PARSE_HUGE`: in libxml2 2.9 that option also switches off the entity
    /// amplification ("billion laughs") guard.
    struct Limits: Sendable {
        var maxDepth = 256
        var maxNodes = 500_000_000
        /// Attributes (and namespace declarations) on one element: see `XMLStartTagScan`.
        var maxAttributes = 1000
        static let standard = Limits()
    }

    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// True once libxml2 reported a fatal error or a budget was exceeded.
    private(set) var failed = false
    /// Whether the libxml2 ever delivered an element (tells "not XML" from "broken XML").
    private(set) var sawElement = false

    private(set) var kind: XMLNodeKind = .other
    /// 0 for the root element; a text node is one deeper than its element. Asked of
    /// libxml2 only when wanted for text (readers ask only while collecting text).
    var depth: Int {
        if kind == .text, let reader { return Int(xmlTextReaderDepth(reader)) }
        return elementDepth
    }
    private var elementDepth = 0
    /// Set for `.element` nodes.
    private(set) var name: XMLName = .other
    /// `<a/>`: no `.endElement` follows.
    private(set) var isEmptyElement = false

    private let reader: xmlTextReaderPtr?
    private let bytes: InputBytes
    private var storage: UnsafeMutableBufferPointer<UInt8> { bytes.buffer }
    private let limits: Limits
    private let columnsFromSource: Bool
    private var finished = false
    private var nodeCount = 0
    // Interned name pointer -> XMLName: a direct-mapped table in front of a dictionary,
    // because a Dictionary lookup per node showed up in the profile of a 1M-point track.
    private static let slotCount = 1024
    private let slotKeys = UnsafeMutablePointer<UInt>.allocate(capacity: XMLReader.slotCount)
    private let slotNames = UnsafeMutablePointer<XMLName>.allocate(capacity: XMLReader.slotCount)
    private var names: [UnsafeRawPointer: XMLName] = [:]
    // Lines past 65535: libxml2 saturates an element's stored line there, but with
    // XML_PARSE_BIG_LINES keeps a text node's full line. A text node is created when the
    // parser reaches the `<` that ends it, so its line is the line of the next tag.
    private var lastTextLine = 0
    private var previousWasText = false
    private var lastElementLine = 1
    private var lineStarts: [Int]?
    /// Per `<qname`: the line, ordinal and offset where it was last found.
    private var lastTagStarts: [[UInt8]: (line: Int, ordinal: Int, start: Int)] = [:]
    private var reportedEntities: Set<String> = []
    private var reportedDoctype = false
    // Per known name: the line of its last start tag and how many started on that line.
    private let ordinalLines = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    private let ordinalCounts = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    private var elementOrdinal = 0

    init(bytes: InputBytes, file: String, limits: Limits = .standard, columnsFromSource: Bool = true) {
        XMLLibrary.ensureInitialised()
        self.file = file
        self.limits = limits
        self.columnsFromSource = columnsFromSource
        self.bytes = bytes
        slotKeys.initialize(repeating: 0, count: Self.slotCount)
        ordinalLines.initialize(repeating: 0, count: 256)
        ordinalCounts.initialize(repeating: 0, count: 256)
        slotNames.initialize(repeating: .other, count: Self.slotCount)
        let storage = bytes.buffer
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let crowded = XMLStartTagScan.firstCrowdedTag(
            in: UnsafeBufferPointer(storage), asciiCompatible: columnsFromSource, maximumAttributes: limits.maxAttributes)
        if let crowded {
            reader = nil
            diagnostics.append(Diagnostic(
                .inputLimit, "an element has more than \(limits.maxAttributes) attributes; the file is not read",
                at: SourceLocation(file: file, line: crowded.line, column: columnsFromSource ? crowded.column : nil)))
        } else if bytes.count <= Int(Int32.max), let base = storage.baseAddress {
            let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            // Creating the reader already converts the first bytes (UCS-4 "<\0\0\0"):
            // quiet the thread's handlers first; the failure shows on the first read.
            xmlSetStructuredErrorFunc(nil, Self.errorHandler)
            routereport_discardGenericErrors()
            reader = xmlReaderForMemory(raw, Int32(bytes.count), file, nil, options)
        } else {
            reader = nil
        }
        if let reader {
            let context = Unmanaged.passUnretained(self).toOpaque()
            xmlTextReaderSetStructuredErrorHandler(reader, Self.errorHandler, context)
            // Encoding errors carry no parser context (and no line: libxml2 converts
            // ahead of the parser, whose line would be wrong, so they are whole-file
            // findings): libxml2 sends them to the thread's handlers, which print to
            // stderr unless set. libxml2 keeps these per thread, and a reader lives on one
            // thread; deinit resets them.
            xmlSetStructuredErrorFunc(context, Self.errorHandler)
            routereport_discardGenericErrors()
        } else {
            failed = true
            finished = true
            if crowded == nil {
                diagnostics.append(Diagnostic(
                    .inputLimit, "libxml2 cannot parse the file (over 2 GiB, or out of memory)",
                    at: SourceLocation(file: file)))
            }
        }
    }

    /// Parameter types inferred from the annotation: libxml2 2.12 made the error const.
    private static let errorHandler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let me = Unmanaged<XMLReader>.fromOpaque(context).takeUnretainedValue()
        me.record(
            level: Int(error.pointee.level.rawValue), domain: Int(error.pointee.domain),
            line: Int(error.pointee.line), column: Int(error.pointee.int2),
            message: error.pointee.message.map { String(cString: $0) } ?? "")
    }

    deinit {
        // Free the reader before its bytes (released with `self.bytes` after deinit).
        if let reader { xmlFreeTextReader(reader) }
        xmlSetStructuredErrorFunc(nil, nil)
        routereport_restoreGenericErrors()
        slotKeys.deallocate()
        ordinalLines.deallocate()
        ordinalCounts.deallocate()
        slotNames.deallocate()
    }

    /// Moves to the next node; false at the end of the document or after an error.
    func next() -> Bool {
        guard !finished, let reader else { return false }
        let status = xmlTextReaderRead(reader)
        guard status == 1 else {
            finished = true
            // A DTD that broke the parse before the reader reached it is still reported.
            if status < 0 && !sawElement && doctypeLocation() != nil { reportDoctype(name: "") }
            if status < 0 && !failed {
                failed = true
                diagnostics.append(Diagnostic(
                    .xmlMalformed, "the file is not well-formed XML",
                    at: SourceLocation(file: file, line: Int(xmlTextReaderGetParserLineNumber(reader)))))
            }
            return false
        }
        nodeCount += 1
        if nodeCount > limits.maxNodes {
            return stop(.inputLimit, "more than \(limits.maxNodes) XML nodes",
                        at: SourceLocation(file: file, line: lastElementLine))
        }
        switch xmlTextReaderNodeType(reader) {
        case 1:
            kind = .element
            sawElement = true
            elementDepth = Int(xmlTextReaderDepth(reader))
            isEmptyElement = xmlTextReaderIsEmptyElement(reader) == 1
            name = lookUp(xmlTextReaderConstLocalName(reader))
            lastElementLine = currentElementLine()
            previousWasText = false
            countOrdinal()
            if elementDepth >= limits.maxDepth {
                return stop(.inputLimit, "elements nested deeper than \(limits.maxDepth)", at: location)
            }
            if name == .include { noteXInclude() }
        case 15:
            kind = .endElement
            elementDepth = Int(xmlTextReaderDepth(reader))
            previousWasText = false
        case 3, 4, 13, 14:
            kind = .text
            if let node = xmlTextReaderCurrentNode(reader) {
                let stored = Int(node.pointee.line)
                lastTextLine = stored == 65535 ? Int(bitPattern: node.pointee.psvi) : stored
                previousWasText = lastTextLine > 0
            }
        case 5:
            kind = .entityReference
            previousWasText = false
            let entity = localName
            if reportedEntities.insert(entity).inserted {
                diagnostics.append(Diagnostic(
                    .externalReference, "entity reference &\(entity); is not expanded",
                    at: SourceLocation(file: file, line: lastTextLine > 0 ? lastTextLine : lastElementLine)))
            }
        case 10:
            kind = .documentType
            previousWasText = false
            reportDoctype(name: localName)
        default:
            kind = .other
            previousWasText = false
        }
        return true
    }

    /// The line of the current element's start tag (libxml2: where the tag ends).
    var line: Int { lastElementLine }

    /// Where the current element is, cheap to take: no String, no column yet.
    var position: XMLPosition {
        guard let reader else { return XMLPosition(line: lastElementLine, name: nil, ordinal: 0) }
        return XMLPosition(
            line: lastElementLine, name: xmlTextReaderConstName(reader).map { UnsafeRawPointer($0) },
            ordinal: elementOrdinal)
    }

    /// Where the current element starts, column best-effort.
    var location: SourceLocation { location(position) }

    /// The location of a position taken earlier from this reader, column best-effort.
    func location(_ position: XMLPosition) -> SourceLocation {
        let column = position.qualifiedName.flatMap { name in
            tagStart(line: position.line, qualifiedName: name, ordinal: position.ordinal)
                .map { $0.start - $0.lineStart + 1 }
        }
        return SourceLocation(file: file, line: position.line, column: column)
    }

    /// A location inside an element's text: `offset` bytes into `text`, which starts
    /// right after the start tag of the element at `position`.
    func location(inTextOf text: [UInt8], offset: Int, element position: XMLPosition) -> SourceLocation {
        var line = position.line
        var lastNewline = -1
        for i in 0..<min(offset, text.count) where text[i] == 0x0A {
            line += 1
            lastNewline = i
        }
        var column: Int?
        if lastNewline >= 0 {
            column = offset - lastNewline
        } else if let name = position.qualifiedName,
                  let tagEnd = tagEndColumn(line: position.line, qualifiedName: name, ordinal: position.ordinal) {
            column = tagEnd + offset
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// `prefix:local` of the current node, as written.
    var qualifiedName: String {
        guard let reader, let name = xmlTextReaderConstName(reader) else { return "" }
        return String(cString: name)
    }

    var localName: String {
        guard let reader, let name = xmlTextReaderConstLocalName(reader) else { return "" }
        return String(cString: name)
    }

    var namespaceURI: String? {
        guard let reader, let uri = xmlTextReaderConstNamespaceUri(reader) else { return nil }
        return String(cString: uri)
    }

    /// Calls `body` with each known attribute of the current element and its value, a
    /// NUL-terminated C string valid only during the call.
    func forEachAttribute(_ body: (XMLName, UnsafePointer<CChar>) -> Void) {
        guard let reader, xmlTextReaderHasAttributes(reader) == 1 else { return }
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            let attribute = lookUp(xmlTextReaderConstLocalName(reader))
            if attribute != .other, let value = xmlTextReaderConstValue(reader) {
                body(attribute, UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
            }
        }
        xmlTextReaderMoveToElement(reader)
    }

    /// The value of an attribute of the current element, copied.
    func attribute(_ wanted: XMLName) -> String? {
        var found: String?
        forEachAttribute { name, value in
            if name == wanted && found == nil { found = String(cString: value) }
        }
        return found
    }

    /// Appends the current text node's bytes (UTF-8) to `buffer`.
    func appendText(to buffer: inout [UInt8]) {
        guard let reader, let value = xmlTextReaderConstValue(reader) else { return }
        buffer.append(contentsOf: UnsafeBufferPointer(start: value, count: Int(xmlStrlen(value))))
    }

    /// Skips the rest of the current element's subtree.
    func skipSubtree() {
        guard kind == .element, !isEmptyElement else { return }
        let start = depth
        while next() {
            if kind == .endElement && depth == start { return }
        }
    }

    func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    // MARK: - private

    private func stop(_ rule: Rule, _ message: String, at location: SourceLocation) -> Bool {
        failed = true
        finished = true
        diagnostics.append(Diagnostic(rule, message, at: location))
        return false
    }

    /// libxml2 processes XInclude only when asked (we never ask); say so, like a DTD.
    /// An undeclared `xi:` prefix reaches us in the local name, with no namespace.
    private func noteXInclude() {
        let uri = namespaceURI
        let isXInclude = uri == nil
            ? localName.hasSuffix(":include")
            : uri == "http://www.w3.org/2001/XInclude" || uri == "http://www.w3.org/2003/XInclude"
        guard isXInclude else { return }
        diagnostics.append(Diagnostic(.externalReference, "XInclude is not processed", at: location))
    }

    private func countOrdinal() {
        guard name != .other else {
            elementOrdinal = 0
            return
        }
        let index = Int(name.rawValue)
        if ordinalLines[index] == lastElementLine {
            ordinalCounts[index] += 1
        } else {
            ordinalLines[index] = lastElementLine
            ordinalCounts[index] = 0
        }
        elementOrdinal = ordinalCounts[index]
    }

    private func currentElementLine() -> Int {
        guard let reader, let node = xmlTextReaderCurrentNode(reader) else { return lastElementLine }
        let stored = Int(node.pointee.line)
        if stored > 0 && stored < 65535 { return stored }
        if previousWasText { return lastTextLine }
        return max(lastElementLine, lastTextLine)
    }

    private func lookUp(_ pointer: UnsafePointer<xmlChar>?) -> XMLName {
        guard let pointer else { return .other }
        let bits = UInt(bitPattern: pointer)
        let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54)
        if slotKeys[slot] == bits { return slotNames[slot] }
        let key = UnsafeRawPointer(pointer)
        if let known = names[key] {
            slotKeys[slot] = bits
            slotNames[slot] = known
            return known
        }
        let found = XMLName(text: String(cString: pointer))
        // Cache only dictionary-owned names: their address is unique and lives as long
        // as the reader, so it can never come back as another name.
        if let reader, xmlTextReaderConstString(reader, pointer) == pointer, names.count < 4096 {
            names[key] = found
        }
        return found
    }

    private func record(level: Int, domain: Int, line: Int, column: Int, message: String) {
        let text = message.trimmingXMLWhitespace()
        let location = SourceLocation(file: file, line: line > 0 ? line : nil, column: column > 0 ? column : nil)
        if domain == Int(XML_FROM_NAMESPACE.rawValue) {
            // Namespace errors (an undeclared `gx:` prefix) leave the document readable.
            if !diagnostics.contains(where: { $0.rule == .xmlMalformed }) {
                diagnostics.append(Diagnostic(.xmlMalformed, "XML namespace error: \(text)", at: location, severity: .warning))
            }
            return
        }
        guard level >= Int(XML_ERR_ERROR.rawValue), !failed else { return }
        let lowered = text.lowercased()
        if lowered.contains("entity") && (lowered.contains("loop") || lowered.contains("amplification")) {
            // Reported at a line inside the entity's text; the parser's own line is where
            // the reference sits in the document.
            let line = reader.map { Int(xmlTextReaderGetParserLineNumber($0)) } ?? 0
            diagnostics.append(Diagnostic(
                .inputLimit, "entity expansion guard: \(text)",
                at: SourceLocation(file: file, line: line > 0 ? line : nil)))
        } else if lowered.contains("huge") || lowered.contains("excessive depth") || lowered.contains("too long") {
            diagnostics.append(Diagnostic(.inputLimit, "libxml2 safety limit: \(text)", at: location))
        } else {
            diagnostics.append(Diagnostic(.xmlMalformed, "not well-formed XML: \(text)", at: location))
        }
        failed = true
    }

    /// The DOCTYPE node has no line in libxml2; find `<!DOCTYPE` in the source instead
    /// (it precedes the root element, so the first 64 KiB are enough).
    private func doctypeLocation() -> SourceLocation? {
        let pattern = Array("<!DOCTYPE".utf8)
        let end = min(storage.count, 65_536)
        guard columnsFromSource, end >= pattern.count else { return nil }
        var line = 1, column = 1
        for i in 0...(end - pattern.count) {
            if storage[i] == 0x3C && storage[i..<(i + pattern.count)].elementsEqual(pattern) {
                return SourceLocation(file: file, line: line, column: column)
            }
            if storage[i] == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }

    private func reportDoctype(name: String) {
        guard !reportedDoctype else { return }
        reportedDoctype = true
        diagnostics.append(Diagnostic(
            .externalReference,
            "DOCTYPE\(name.isEmpty ? "" : " " + name) is not loaded: DTDs and entities are never read",
            at: doctypeLocation() ?? SourceLocation(file: file, line: 1)))
    }

    // MARK: columns, best-effort, from the source bytes when they are ASCII-compatible

    private func lineRange(_ line: Int) -> Range<Int>? {
        guard columnsFromSource, line >= 1 else { return nil }
        if lineStarts == nil {
            var starts = [0]
            for i in 0..<storage.count where storage[i] == 0x0A { starts.append(i + 1) }
            lineStarts = starts
        }
        guard let starts = lineStarts, line <= starts.count else { return nil }
        let begin = starts[line - 1]
        let end = line < starts.count ? starts[line] - 1 : storage.count
        return begin..<max(begin, end)
    }

    /// Byte offsets of the `ordinal`-th (from 0) `<qname` on the line and of the line's start.
    private func tagStart(line: Int, qualifiedName: String, ordinal: Int) -> (start: Int, lineStart: Int)? {
        guard let range = lineRange(line) else { return nil }
        let pattern = [UInt8(ascii: "<")] + Array(qualifiedName.utf8)
        var seen = 0
        var i = range.lowerBound
        // Every Placemark (and each diagnostic) asks for a column: in a one-line file,
        // resume from where this name was found last instead of rescanning the line each
        // time, which was quadratic (20,000 placemarks: minutes).
        if let last = lastTagStarts[pattern], last.line == line, last.ordinal <= ordinal {
            seen = last.ordinal
            i = last.start
        }
        while i + pattern.count <= range.upperBound {
            if storage[i] == 0x3C && storage[i..<(i + pattern.count)].elementsEqual(pattern) {
                let after = i + pattern.count
                if after >= range.upperBound || [0x20, 0x09, 0x0D, 0x3E, 0x2F].contains(storage[after]) {
                    if seen == ordinal {
                        if lastTagStarts.count < 64 || lastTagStarts[pattern] != nil {
                            lastTagStarts[pattern] = (line, ordinal, i)
                        }
                        return (i, range.lowerBound)
                    }
                    seen += 1
                }
            }
            i += 1
        }
        return nil
    }

    /// Column just after the `>` of `<qname …>` on the line, i.e. where its text starts.
    private func tagEndColumn(line: Int, qualifiedName: String, ordinal: Int) -> Int? {
        guard let range = lineRange(line),
              let found = tagStart(line: line, qualifiedName: qualifiedName, ordinal: ordinal)
        else {
            return nil
        }
        var i = found.start
        while i < range.upperBound && storage[i] != 0x3E { i += 1 }
        guard i < range.upperBound else { return nil }
        return i + 1 - range.lowerBound + 1
    }
}

/// A node's line and its interned qualified name: enough to find its column later, and
/// cheap enough to take for every element. Valid while its reader lives.
struct XMLPosition {
    var line: Int
    /// libxml2 dictionary string, NUL-terminated.
    var name: UnsafeRawPointer?
    /// How many elements with the same local name started earlier on the same line
    /// (minified files), so the column finds the right tag.
    var ordinal: Int

    var qualifiedName: String? {
        name.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}

/// libxml2's process-wide set-up, done once, before any parser runs: `xmlInitParser`
/// is not safe to race from several threads. A `static let` initialiser runs once.
enum XMLLibrary {
    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    static func ensureInitialised() {
        _ = initialised
    }
}
