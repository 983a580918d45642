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

/// A pull reader over an XML document: `next()` moves from node to node.
///
/// The file's bytes are pushed to libxml2 (`XMLPushParser`) in 512-byte chunks, and the
/// nodes of each push handed out one at a time; a text (a long coordinate list) has no
/// size limit but the one `XMLLimits` sets. libxml2's errors become diagnostics,
/// classified by its error code (`XMLErrorAdvice`); the DTD, entities and XInclude get
/// `XMLDoctypePolicy`'s. It holds the bytes (`InputBytes`) until it is freed. Not
/// Sendable: one reader, one thread.
///
/// It hands out what libxml2's `xmlTextReader` did, node for node: the same lines
/// (libxml2's, including past line 65535: `XMLSourceLines`), the same nodes before an
/// error (a push ends after the chunk with a start tag; an error drops that push's
/// nodes), so diagnostics and the features read from a broken file do not change.
///
/// Its state is marked `@exclusivity(unchecked)`: it is touched per node, on one thread
/// and never while another access to it is open, so the dynamic exclusivity checks on
/// every property buy nothing.
final class XMLReader {
    let file: String
    @exclusivity(unchecked) private var collected: [Diagnostic] = []
    /// What the read found, the schema check's and the reader's.
    var diagnostics: [Diagnostic] { schemaAdvice?.withoutRepeatedTimes(collected) ?? collected }
    /// True once libxml2 reported a fatal error or a budget was exceeded.
    @exclusivity(unchecked) private(set) var failed = false
    /// Whether the libxml2 ever delivered an element (tells "not XML" from "broken XML").
    @exclusivity(unchecked) private(set) var sawElement = false

    @exclusivity(unchecked) private(set) var kind: XMLNodeKind = .other
    /// 0 for the root element; a text node is one deeper than its element.
    @exclusivity(unchecked) private(set) var depth = 0
    /// Set for `.element` nodes.
    @exclusivity(unchecked) private(set) var name: XMLName = .other
    /// `<a/>`: no `.endElement` follows.
    @exclusivity(unchecked) private(set) var isEmptyElement = false

    private static let chunkSize = 512
    /// The most text a batch gathers before it is handed out.
    private static let textBatchBytes = 1 << 20

    private let parser: XMLPushParser
    private let text: XMLSourceText
    private let limits: XMLLimits
    /// Over a stream: where the scan for crowded start tags goes on.
    @exclusivity(unchecked) private var tagScan = XMLStartTagScan.Resume()
    /// A start tag with too many attributes was found: the document is not read, and
    /// over a stream what was read before it is dropped (`InputReader` drops features).
    @exclusivity(unchecked) private(set) var refusedWhole = false
    @exclusivity(unchecked) private var columns: XMLSourceColumns
    private let lines = XMLSourceLines()
    @exclusivity(unchecked) private var doctypePolicy = XMLDoctypePolicy()
    @exclusivity(unchecked) private var pushed = 0
    @exclusivity(unchecked) private var parseEnded = false
    /// Whether a push has delivered a start tag (the root element) yet.
    @exclusivity(unchecked) private var sawStartTag = false
    @exclusivity(unchecked) private var finished = false
    @exclusivity(unchecked) private var nodeCount = 0
    @exclusivity(unchecked) private var cursor = 0
    @exclusivity(unchecked) private var current = XMLEventBatch.Event(kind: .other, depth: 0, line: 0)
    /// The schema check of a KML 2.2 or GPX document (`XMLSchemaValidator`): its
    /// findings are placed at the element they are about, the open elements' positions
    /// and the last closed one's kept for that.
    @exclusivity(unchecked) private var schemaAdvice: XMLSchemaAdvice?
    @exclusivity(unchecked) private var openPositions: [XMLPosition] = []
    @exclusivity(unchecked) private var lastClosed: XMLPosition?

    /// A reader over a whole document in memory.
    convenience init(bytes: InputBytes, file: String, limits: XMLLimits = .standard, columnsFromSource: Bool = true) {
        self.init(text: XMLSourceText(whole: bytes), file: file, limits: limits, columnsFromSource: columnsFromSource)
    }

    /// A reader over a document that arrives as `stream` (ASCII-compatible: UTF-8 or a
    /// single-byte encoding), parsed as its pieces come: only a window of its latest
    /// bytes is held. When the stream fails, the reader ends (`streamFailed`) and its
    /// owner says why.
    convenience init(stream: XMLByteStream, file: String, limits: XMLLimits = .standard) {
        self.init(text: XMLSourceText(stream: stream), file: file, limits: limits, columnsFromSource: true)
    }

    /// The stream under the reader failed; what was read from it cannot be trusted.
    var streamFailed: Bool { text.failed }

    private init(text: XMLSourceText, file: String, limits: XMLLimits, columnsFromSource: Bool) {
        self.file = file
        self.limits = limits
        self.text = text
        parser = XMLPushParser(file: file, maxTextBytes: limits.maxTextBytes)
        columns = XMLSourceColumns(text: text, enabled: columnsFromSource)
        // False when the document is refused before libxml2 sees it (or its stream failed).
        var parse = true
        if text.isStream {
            parse = fillWindow(pushedUpTo: 0)
        } else if let crowded = XMLStartTagScan.firstCrowdedTag(
            in: UnsafeBufferPointer(text.held), asciiCompatible: columnsFromSource, maximumAttributes: limits.maxAttributes)
        {
            refuse(crowdedAt: crowded, columnsFromSource: columnsFromSource)
            parse = false
        }
        // The root's namespace picks the schema, before libxml2 sees a byte of it.
        var schema: XMLSchema?
        if parse && limits.checksSchemas && columnsFromSource {
            var root = Self.scanRoot(text)
            // A long prolog (comments before the root): the window holds on until the root's tag.
            while root == .cut && text.isStream && text.end < Self.rootSearchBytes {
                let before = text.end
                parse = fillWindow(pushedUpTo: 0, wanting: before + 1)
                guard parse, text.end > before else { break }
                root = Self.scanRoot(text)
            }
            if case .namespace(let namespace) = root {
                schema = namespace.flatMap(XMLSchema.forRoot)
            } else if parse && text.end >= Self.rootSearchBytes {
                collected.append(
                    Diagnostic(
                        .inputLimit,
                        "the root element starts past the first \(Self.rootSearchBytes >> 20) MiB; the file is not checked against its schema",
                        at: SourceLocation(file: file), severity: .warning))
            }
        }
        schemaAdvice = schema.map(XMLSchemaAdvice.init)
        if parse, let base = text.pointer(at: 0),
            parser.start(
                base, count: text.end, schema: schema, usesSchemaShortcuts: limits.usesSchemaShortcuts)
        {
            pushed = XMLPushParser.bytesAtStart(count: text.end)
        } else {
            failed = true
            finished = true
            parseEnded = true
            if parse {
                collected.append(
                    Diagnostic(
                        .inputLimit, "libxml2 cannot parse the file (over 2 GiB, or out of memory)",
                        at: SourceLocation(file: file)))
            }
        }
    }

    private func refuse(crowdedAt crowded: XMLStartTagScan.CrowdedTag, columnsFromSource: Bool) {
        refusedWhole = true
        collected = [
            Diagnostic(
                .inputLimit, "an element has more than \(limits.maxAttributes) attributes; the file is not read",
                at: SourceLocation(file: file, line: crowded.line, column: columnsFromSource ? crowded.column : nil))
        ]
    }

    /// How far into a stream the root element's start tag is looked for (its namespace
    /// picks the schema): as much as the window keeps.
    private static let rootSearchBytes = XMLSourceText.keptBytes

    private static func scanRoot(_ text: XMLSourceText) -> XMLRootNamespace.Scan {
        guard let base = text.pointer(at: 0) else { return .namespace(nil) }
        return XMLRootNamespace.scan(UnsafeBufferPointer(start: base, count: text.end))
    }

    /// Over a stream: reads pieces until `wanting` bytes past `pushedUpTo` are held or
    /// the stream ends, scanning each for crowded start tags before libxml2 sees it (a
    /// tag is parsed once its `>` has been pushed, and the scan looks at a tag cut by
    /// a piece's end again whole). False when a crowded tag was found, the stream failed
    /// or memory ran out.
    private func fillWindow(pushedUpTo: Int, wanting: Int = chunkSize) -> Bool {
        while text.end - pushedUpTo < wanting {
            // A long tag being scanned is held from its `<`, where a crowded one is reported.
            let keep = min(
                pushedUpTo, tagScan.openTag?.start ?? tagScan.index, columns.earliestNeeded(lastLine: lines.elementLine))
            guard text.readPiece(keepFrom: keep) else { break }
            guard let base = text.pointer(at: text.start) else { break }
            let held = UnsafeBufferPointer(start: base, count: text.end - text.start)
            var relative = tagScan
            relative.index -= text.start
            relative.openTag?.start -= text.start
            switch XMLStartTagScan.scanPiece(held, from: relative, maximumAttributes: limits.maxAttributes) {
            case .crowded(let offset):
                let (line, column) = text.lineAndColumn(of: text.start + offset)
                refuse(crowdedAt: XMLStartTagScan.CrowdedTag(line: line, column: column), columnsFromSource: true)
                return false
            case .clean(var resume):
                resume.index += text.start
                resume.openTag?.start += text.start
                tagScan = resume
            }
        }
        if text.outOfMemory && !failed {
            collected.append(
                Diagnostic(
                    .inputLimit, "not enough memory to hold the document's window", at: SourceLocation(file: file)))
            return false
        }
        return !text.failed
    }

    /// Moves to the next node; false at the end of the document or after an error.
    func next() -> Bool {
        guard !finished else { return false }
        while cursor == parser.batch.count {
            guard refill() else { return false }
        }
        if schemaAdvice != nil && !parser.schemaFindings.isEmpty { placeSchemaFindings(before: cursor) }
        let event = parser.batch[cursor]
        cursor += 1
        current = event
        depth = event.depth
        if !event.continuesText {
            nodeCount += 1
            if nodeCount > limits.maxNodes {
                return stop(
                    .inputLimit, "more than \(limits.maxNodes) XML nodes",
                    at: SourceLocation(file: file, line: lines.elementLine))
            }
        }
        kind = event.kind
        switch event.kind {
        case .element:
            sawElement = true
            isEmptyElement = event.isEmptyElement
            name = event.name
            lines.element(name, parserLine: event.line)
            if depth >= limits.maxDepth {
                return stop(.inputLimit, "elements nested deeper than \(limits.maxDepth)", at: location)
            }
            if name == .include,
                let found = XMLDoctypePolicy.xinclude(localName: localName, namespaceURI: namespaceURI, at: location)
            {
                collected.append(found)
            }
            if schemaAdvice != nil {
                if isEmptyElement { lastClosed = position } else { openPositions.append(position) }
            }
        case .endElement:
            lines.otherNode()
            if schemaAdvice != nil { lastClosed = openPositions.popLast() }
        case .text:
            if !event.continuesText { lines.text(startingAt: event.line) }
        case .entityReference:
            lines.otherNode()
            let line = lines.textLine > 0 ? lines.textLine : lines.elementLine
            if let found = doctypePolicy.entityReference(localName, at: SourceLocation(file: file, line: line)) {
                collected.append(found)
            }
        case .documentType:
            lines.otherNode()
            reportDoctype(name: localName)
        case .other:
            lines.otherNode()
        }
        return true
    }

    /// The line of the current element's start tag (libxml2: where the tag ends).
    var line: Int { lines.elementLine }

    /// Where the current element is, cheap to take: no String, no column yet.
    var position: XMLPosition {
        XMLPosition(
            line: lines.elementLine, name: current.qualifiedName == XMLNameTable.none ? nil : current.qualifiedName,
            ordinal: lines.elementOrdinal)
    }

    /// Where the current element starts, column best-effort.
    var location: SourceLocation { location(position) }

    /// The location of a position taken earlier from this reader, column best-effort.
    func location(_ position: XMLPosition) -> SourceLocation {
        let column = position.name.flatMap { name in
            columns.tagColumn(line: position.line, qualifiedName: parser.names[name], ordinal: position.ordinal)
        }
        return SourceLocation(file: file, line: position.line, column: column)
    }

    /// A location inside the text of the element at `position` (its text starts right
    /// after the start tag): `newlines` line feeds into it, `offset` bytes in, the last
    /// line feed at `lastNewline` (-1 when none).
    func location(inTextAt offset: Int, newlines: Int, lastNewline: Int, element position: XMLPosition) -> SourceLocation {
        var column: Int?
        if newlines > 0 {
            column = offset - lastNewline
        } else if let name = position.name,
            let tagEnd = columns.tagEndColumn(
                line: position.line, qualifiedName: parser.names[name], ordinal: position.ordinal)
        {
            column = tagEnd + offset
        }
        return SourceLocation(file: file, line: position.line + newlines, column: column)
    }

    /// `prefix:local` of the current element, as written.
    var qualifiedName: String {
        guard current.kind == .element, current.qualifiedName != XMLNameTable.none else { return "" }
        return parser.names[current.qualifiedName]
    }

    /// The local name of an element, or the name of an entity reference or DOCTYPE.
    var localName: String {
        switch current.kind {
        case .element:
            return current.localName == XMLNameTable.none ? "" : parser.names[current.localName]
        case .entityReference, .documentType:
            return String(decoding: parser.batch.text(of: current), as: UTF8.self)
        default:
            return ""
        }
    }

    var namespaceURI: String? {
        guard current.kind == .element, current.namespaceURI != XMLNameTable.none else { return nil }
        return parser.names[current.namespaceURI]
    }

    /// Calls `body` with each known attribute of the current element (namespace
    /// declarations first, as libxml2's reader listed them) and its value, a
    /// NUL-terminated copy valid only during the call.
    func forEachAttribute(_ body: (XMLName, UnsafePointer<CChar>) -> Void) {
        guard current.kind == .element, current.attributeStart < current.attributeEnd else { return }
        let attributes = parser.batch.attributes[current.attributeStart..<current.attributeEnd]
        let characters = UnsafeRawPointer(parser.batch.bytes.pointer(at: 0)).assumingMemoryBound(to: CChar.self)
        for attribute in attributes { body(attribute.name, characters + attribute.value) }
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
        guard current.kind == .text else { return }
        buffer.append(contentsOf: parser.batch.text(of: current))
    }

    /// Calls `body` with the current text node's bytes (UTF-8), valid only during the call.
    func withText(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard current.kind == .text else { return }
        body(parser.batch.text(of: current))
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
        collected.append(diagnostic)
    }

    /// The `routereport-disable…` comments read, in order; each that does not parse
    /// becomes a `suppression-syntax` finding instead.
    func takeSuppressionComments() -> [SuppressionComment] {
        var comments: [SuppressionComment] = []
        for comment in parser.directiveComments {
            let newlines = comment.text.utf8.count { $0 == UInt8(ascii: "\n") }
            let line = comment.endLine - newlines
            // libxml2 stands just past `-->`; a comment on one line starts its length before.
            let length = 4 + comment.text.utf8.count + 3
            let column = newlines == 0 && comment.endColumn > length ? comment.endColumn - length : nil
            let location = SourceLocation(file: file, line: line, column: column)
            switch SuppressionComment.parse(comment.text, at: location, endLine: comment.endLine) {
            case .directive(let parsed): comments.append(parsed)
            case .refused(let finding): collected.append(finding)
            }
        }
        return comments
    }

    /// Features the reader of this document takes (`FeatureLimit`).
    var maxFeatures: Int { limits.maxFeatures }

    /// Entity references libxml2 parsed (`XMLPushParser.entityReferencesParsed`).
    var entityReferencesParsed: Int { parser.entityReferencesParsed }

    /// Ends the read where a reader above found a budget exceeded (`FeatureLimit`): the
    /// next `next()` is false, and the document counts as failed part way.
    func stop(_ diagnostic: Diagnostic) {
        failed = true
        finished = true
        collected.append(diagnostic)
    }

    // MARK: - pushing input

    /// Empties the batch and pushes input until it holds a start tag, the input ends or
    /// the parser fails (as xmlTextReader's push did); false when nothing more comes.
    private func refill() -> Bool {
        if schemaAdvice != nil { placeSchemaFindings(before: Int.max) }
        parser.removeAll()
        cursor = 0
        guard !parseEnded else {
            finished = true
            if let note = schemaAdvice?.droppedNote(file: file) { collected.append(note) }
            return false
        }
        parser.beginPush()
        var broken = false
        while true {
            if text.isStream && !fillWindow(pushedUpTo: pushed) {
                // A crowded tag, a failed stream or no memory: the reader stops here.
                failed = true
                parseEnded = true
                finished = true
                parser.removeAll()
                return false
            }
            let remaining = text.end - pushed
            if remaining == 0 {
                broken = push(count: 0, terminate: true)
                parseEnded = true
                break
            }
            let count = min(Self.chunkSize, remaining)
            broken = push(count: count, terminate: false)
            // Until the root element starts, xmlTextReader pushed on to the end.
            if broken || parser.batch.startCount > 0 || (count < Self.chunkSize && sawStartTag) { break }
            // A long text run is handed out in pieces, so the batch does not grow with it.
            // Nothing but that text is handed out early: were a later push to fail, the
            // node it belongs to never ends, as when the whole batch is dropped.
            if parser.batch.loneTextBytes >= Self.textBatchBytes { break }
        }
        if parser.batch.startCount > 0 { sawStartTag = true }
        guard broken else { return true }
        // Like xmlTextReader, nothing of the push that failed is handed out.
        parser.removeAll()
        parser.removeSchemaFindings()
        parseEnded = true
        finished = true
        // A DTD that broke the parse before the reader reached it is still reported.
        if !sawElement && columns.doctype() != nil { reportDoctype(name: "") }
        if !failed {
            failed = true
            collected.append(
                Diagnostic(
                    .xmlMalformed, "the file is not well-formed XML", at: SourceLocation(file: file, line: parser.line)))
        }
        return false
    }

    /// Pushes the next `count` bytes and records the errors they brought; true when the
    /// parser failed.
    private func push(count: Int, terminate: Bool) -> Bool {
        let (broken, errors) = parser.push(text.pointer(at: pushed), count: count, terminate: terminate)
        pushed += count
        for error in errors { record(error) }
        return broken
    }

    // MARK: - errors

    /// Places the schema findings that came before event `index` of the batch: each at
    /// the element it names, the one still open or the one just closed (libxml2 checks
    /// a start tag when it is read and a value when its element ends).
    private func placeSchemaFindings(before index: Int) {
        let findings = parser.schemaFindings
        var placed = 0
        while placed < findings.count && findings[placed].eventIndex <= index {
            let finding = findings[placed]
            placed += 1
            // After a fatal error the validator's view of the document is not the file's.
            guard !failed else { continue }
            let parsed = XMLSchemaAdvice.parse(finding.message)
            let local = parsed?.localName
            func named(_ position: XMLPosition?) -> XMLPosition? {
                guard let position, let name = position.name else { return nil }
                let qualified = parser.names[name]
                let bare = qualified.split(separator: ":", maxSplits: 1).last.map(String.init) ?? qualified
                return bare == local ? position : nil
            }
            let position = named(openPositions.last) ?? named(lastClosed) ?? openPositions.last ?? lastClosed
            let location = position.map { self.location($0) } ?? SourceLocation(file: file, line: lines.elementLine)
            if let diagnostic = schemaAdvice?.diagnostic(for: finding.message, parsed: parsed, at: location) {
                collected.append(diagnostic)
            }
        }
        if placed > 0 { parser.dropSchemaFindings(placed) }
    }

    private func record(_ error: XMLReceivedError) {
        if error.isNamespaceError {
            // Namespace errors (an undeclared `gx:` prefix) leave the document readable.
            if !collected.contains(where: { $0.rule == .xmlMalformed }) {
                collected.append(
                    XMLErrorAdvice.diagnostic(
                        code: error.code, message: error.text, openElement: nil, at: error.location, severity: .warning))
            }
            return
        }
        guard error.level != .warning, !failed else { return }
        failed = true
        switch error.limit {
        case .entityExpansion(let line):
            collected.append(
                Diagnostic(
                    .inputLimit, "entity expansion guard: \(error.text)",
                    at: SourceLocation(file: file, line: line > 0 ? line : nil)))
        case .size:
            collected.append(Diagnostic(.inputLimit, "libxml2 safety limit: \(error.text)", at: error.location))
        case .unfinishedValue(let line, let column)
        where columns.isInsideUnquotedRun(line: line, column: column, longerThan: limits.maxTextBytes):
            collected.append(Diagnostic(.inputLimit, "libxml2 safety limit: \(error.text)", at: error.location))
        case nil, .unfinishedValue:
            collected.append(
                XMLErrorAdvice.diagnostic(
                    code: error.code, message: error.text, openElement: error.openElement, at: error.location))
        }
    }

    // MARK: - private

    private func stop(_ rule: Rule, _ message: String, at location: SourceLocation) -> Bool {
        failed = true
        finished = true
        collected.append(Diagnostic(rule, message, at: location))
        return false
    }

    private func reportDoctype(name: String) {
        let found = doctypePolicy.doctype(
            name: name,
            at: {
                let found = columns.doctype()
                return SourceLocation(file: file, line: found?.line ?? 1, column: found?.column)
            }())
        if let found { collected.append(found) }
    }
}
