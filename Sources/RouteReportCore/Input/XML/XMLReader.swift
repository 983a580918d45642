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
/// The file's bytes are parsed by `XMLParse`, and the nodes of each of its runs handed
/// out one at a time; a text (a long coordinate list) has no size limit but the one
/// `XMLLimits` sets. Over a stream (a big file) the parse runs ahead on a thread of its
/// own (`RunAhead`), so libxml2 and its schema validator work on one core while the
/// readers above work on another; the reader takes its runs in order, so what it hands
/// out and finds is the same either way. libxml2's errors become diagnostics,
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

    private let parse: XMLParse
    private let window: XMLSourceWindow
    private let limits: XMLLimits
    /// The parse on a thread of its own, over a stream.
    private var ahead: RunAhead<XMLParsedRun>?
    /// The run whose nodes are handed out, and (ahead) those taken after it.
    @exclusivity(unchecked) private var run = XMLParsedRun()
    @exclusivity(unchecked) private var taken: [XMLParsedRun] = []
    @exclusivity(unchecked) private var nextTaken = 0
    @exclusivity(unchecked) private var finishedRuns: [XMLParsedRun] = []
    /// The parse's names by number, as far as the runs taken go.
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var directiveComments: [XMLDirectiveComment] = []
    @exclusivity(unchecked) private var entityReferences = 0
    /// The run's findings placed so far.
    @exclusivity(unchecked) private var placedFindings = 0
    /// A start tag with too many attributes was found: the document is not read, and
    /// over a stream what was read before it is dropped (`InputReader` drops features).
    @exclusivity(unchecked) private(set) var refusedWhole = false
    /// The stream under the reader failed; what was read from it cannot be trusted.
    @exclusivity(unchecked) private(set) var streamFailed = false
    private let lines = XMLSourceLines()
    @exclusivity(unchecked) private var doctypePolicy = XMLDoctypePolicy()
    /// The run taken last said nothing comes after it.
    @exclusivity(unchecked) private var parseEnded = false
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

    private init(text: XMLSourceText, file: String, limits: XMLLimits, columnsFromSource: Bool) {
        self.file = file
        self.limits = limits
        window = XMLSourceWindow(text: text, columnsFromSource: columnsFromSource)
        parse = XMLParse(window: window, file: file, limits: limits)
        // False when the document is refused before libxml2 sees it (or its stream failed).
        var parses = true
        if text.isStream {
            parses = goesOn(after: parse.fillWindow(pushedUpTo: 0))
        } else if let crowded = XMLStartTagScan.firstCrowdedTag(
            in: UnsafeBufferPointer(text.held), asciiCompatible: columnsFromSource, maximumAttributes: limits.maxAttributes)
        {
            refuse(crowdedAt: crowded, columnsFromSource: columnsFromSource)
            parses = false
        }
        // The root's namespace picks the schema, before libxml2 sees a byte of it.
        var schema: XMLSchema?
        if parses && limits.checksSchemas && columnsFromSource {
            var root = Self.scanRoot(text)
            // A long prolog (comments before the root): the window holds on until the root's tag.
            while root == .cut && text.isStream && text.end < Self.rootSearchBytes {
                let before = text.end
                parses = goesOn(after: parse.fillWindow(pushedUpTo: 0, wanting: before + 1))
                guard parses, text.end > before else { break }
                root = Self.scanRoot(text)
            }
            if case .namespace(let namespace) = root {
                schema = namespace.flatMap(XMLSchema.forRoot)
            } else if parses && text.end >= Self.rootSearchBytes {
                collected.append(
                    Diagnostic(
                        .inputLimit,
                        "the root element starts past the first \(Self.rootSearchBytes >> 20) MiB; the file is not checked against its schema",
                        at: SourceLocation(file: file), severity: .warning))
            }
        }
        schemaAdvice = schema.map(XMLSchemaAdvice.init)
        if parses, parse.start(schema: schema, usesSchemaShortcuts: limits.usesSchemaShortcuts) {
            if text.isStream {
                ahead = RunAhead(capacity: Self.parseLead) { [parse] ahead in parse.runAhead(ahead) }
            }
        } else {
            failed = true
            finished = true
            parseEnded = true
            if parses {
                collected.append(
                    Diagnostic(
                        .inputLimit, "libxml2 cannot parse the file (over 2 GiB, or out of memory)",
                        at: SourceLocation(file: file)))
            }
        }
    }

    deinit {
        ahead?.cancel()
    }

    /// How much input the parse may run ahead of the reader (besides the run it is
    /// making): enough that neither waits on the other for long.
    private static let parseLead = 128 << 10

    /// Ends the parse ahead, if any: nothing more is taken, and the stream is left to its
    /// owner. Called when the read is over, and by the owner before it looks at the stream.
    func endParse() {
        ahead?.cancel()
    }

    /// Takes what the parse found out before a run could be made (`XMLParse.fillWindow`);
    /// false when it cannot go on.
    private func goesOn(after end: XMLParsedRun.End?) -> Bool {
        guard let end else { return true }
        take(end)
        return false
    }

    /// The reader's part of a parse that ended: the diagnostic it calls for.
    private func take(_ end: XMLParsedRun.End) {
        switch end {
        case .parsed:
            return
        case .broken(let line):
            // A DTD that broke the parse before the reader reached it is still reported.
            if !sawElement && window.withColumns({ $0.doctype() }) != nil { reportDoctype(name: "") }
            if !failed {
                failed = true
                collected.append(
                    Diagnostic(.xmlMalformed, "the file is not well-formed XML", at: SourceLocation(file: file, line: line)))
            }
        case .refused(let crowded):
            refuse(crowdedAt: crowded, columnsFromSource: true)
        case .outOfMemory:
            if !failed {
                collected.append(
                    Diagnostic(
                        .inputLimit, "not enough memory to hold the document's window", at: SourceLocation(file: file)))
            }
        case .streamFailed:
            streamFailed = true
        }
        failed = true
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

    private var text: XMLSourceText { window.text }

    private static func scanRoot(_ text: XMLSourceText) -> XMLRootNamespace.Scan {
        guard let base = text.pointer(at: 0) else { return .namespace(nil) }
        return XMLRootNamespace.scan(UnsafeBufferPointer(start: base, count: text.end))
    }

    /// Moves to the next node; false at the end of the document or after an error.
    func next() -> Bool {
        guard !finished else { return false }
        while cursor == run.batch.count {
            guard refill() else { return false }
        }
        if schemaAdvice != nil && placedFindings < run.findings.count { placeSchemaFindings(before: cursor) }
        let event = run.batch[cursor]
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
            lines.element(name, qualifiedName: event.qualifiedName, parserLine: event.line)
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
            let qualifiedName = names[name]
            return window.withColumns {
                $0.tagColumn(line: position.line, qualifiedName: qualifiedName, ordinal: position.ordinal)
            }
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
            let tagEnd = window.withColumns({
                $0.tagEndColumn(line: position.line, qualifiedName: names[name], ordinal: position.ordinal)
            })
        {
            column = tagEnd + offset
        }
        return SourceLocation(file: file, line: position.line + newlines, column: column)
    }

    /// `prefix:local` of the current element, as written.
    var qualifiedName: String {
        guard current.kind == .element, current.qualifiedName != XMLNameTable.none else { return "" }
        return names[current.qualifiedName]
    }

    /// The local name of an element, or the name of an entity reference or DOCTYPE.
    var localName: String {
        switch current.kind {
        case .element:
            return current.localName == XMLNameTable.none ? "" : names[current.localName]
        case .entityReference, .documentType:
            return String(decoding: run.batch.text(of: current), as: UTF8.self)
        default:
            return ""
        }
    }

    var namespaceURI: String? {
        guard current.kind == .element, current.namespaceURI != XMLNameTable.none else { return nil }
        return names[current.namespaceURI]
    }

    /// Calls `body` with each known attribute of the current element (namespace
    /// declarations first, as libxml2's reader listed them) and its value, a
    /// NUL-terminated copy valid only during the call.
    func forEachAttribute(_ body: (XMLName, UnsafePointer<CChar>) -> Void) {
        guard current.kind == .element, current.attributeStart < current.attributeEnd else { return }
        let attributes = run.batch.attributes[current.attributeStart..<current.attributeEnd]
        let characters = UnsafeRawPointer(run.batch.bytes.pointer(at: 0)).assumingMemoryBound(to: CChar.self)
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
        buffer.append(contentsOf: run.batch.text(of: current))
    }

    /// Calls `body` with the current text node's bytes (UTF-8), valid only during the call.
    func withText(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard current.kind == .text else { return }
        body(run.batch.text(of: current))
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
        for comment in directiveComments {
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
    var entityReferencesParsed: Int { entityReferences }

    /// Ends the read where a reader above found a budget exceeded (`FeatureLimit`): the
    /// next `next()` is false, and the document counts as failed part way.
    func stop(_ diagnostic: Diagnostic) {
        failed = true
        finished = true
        collected.append(diagnostic)
        endParse()
    }

    // MARK: - taking runs

    /// Moves to the parse's next run, recording what came with it; false when nothing
    /// more comes.
    private func refill() -> Bool {
        if schemaAdvice != nil { placeSchemaFindings(before: Int.max) }
        cursor = 0
        placedFindings = 0
        guard !parseEnded else {
            run.clear()
            finished = true
            endParse()
            if let note = schemaAdvice?.droppedNote(file: file) { collected.append(note) }
            return false
        }
        if let ahead {
            if nextTaken == taken.count {
                guard ahead.take(into: &taken, returning: &finishedRuns) else {
                    // The parse always ends with a run that says so.
                    parseEnded = true
                    finished = true
                    return false
                }
                nextTaken = 0
            }
            swap(&run, &taken[nextTaken])
            finishedRuns.append(taken[nextTaken])
            nextTaken += 1
        } else {
            parse.refill(&run)
        }
        window.readerTook(runEndingAt: run.inputEnd, line: lines.elementLine)
        names += run.names
        directiveComments += run.comments
        entityReferences = run.entityReferencesParsed
        for error in run.errors { record(error) }
        guard let end = run.end else { return true }
        parseEnded = true
        if case .parsed = end { return true }
        take(end)
        finished = true
        run.clear()
        endParse()
        return false
    }

    // MARK: - errors

    /// Places the schema findings that came before event `index` of the batch: each at
    /// the element it names, the one still open or the one just closed (libxml2 checks
    /// a start tag when it is read and a value when its element ends).
    private func placeSchemaFindings(before index: Int) {
        let findings = run.findings
        var placed = placedFindings
        while placed < findings.count && findings[placed].eventIndex <= index {
            let finding = findings[placed]
            placed += 1
            // After a fatal error the validator's view of the document is not the file's.
            guard !failed else { continue }
            let parsed = XMLSchemaAdvice.parse(finding.message)
            let local = parsed?.localName
            func named(_ position: XMLPosition?) -> XMLPosition? {
                guard let position, let name = position.name else { return nil }
                let qualified = names[name]
                let bare = qualified.split(separator: ":", maxSplits: 1).last.map(String.init) ?? qualified
                return bare == local ? position : nil
            }
            let position = named(openPositions.last) ?? named(lastClosed) ?? openPositions.last ?? lastClosed
            let location = position.map { self.location($0) } ?? SourceLocation(file: file, line: lines.elementLine)
            if let diagnostic = schemaAdvice?.diagnostic(for: finding.message, parsed: parsed, at: location) {
                collected.append(diagnostic)
            }
        }
        placedFindings = placed
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
        where window.withColumns({
            $0.isInsideUnquotedRun(line: line, column: column, longerThan: limits.maxTextBytes)
        }):
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
        endParse()
        return false
    }

    private func reportDoctype(name: String) {
        let found = doctypePolicy.doctype(
            name: name,
            at: {
                let found = window.withColumns { $0.doctype() }
                return SourceLocation(file: file, line: found?.line ?? 1, column: found?.column)
            }())
        if let found { collected.append(found) }
    }
}
