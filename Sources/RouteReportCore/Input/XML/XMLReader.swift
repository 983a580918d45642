internal import CLibXML2

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

/// A pull reader over libxml2's SAX2 push parser: the one place in Input that touches C.
///
/// The file's bytes are pushed in 512-byte chunks; the callbacks note each node in an
/// `XMLEventBatch`, which `next()` hands out one at a time. No tree and no text node is
/// built, so a text (a long coordinate list) has no size limit but the one `Limits`
/// sets. It never loads a DTD, an external entity or anything from the network, and
/// never substitutes entities. Errors come to this parser's own handler (the SAX2
/// `serror` field) and become diagnostics, classified by libxml2's error code. It holds
/// the bytes (`InputBytes`) until the parser is freed. Not Sendable: one reader, one
/// thread.
///
/// It hands out what libxml2's `xmlTextReader` did, node for node: the same lines
/// (libxml2's, including past line 65535), the same nodes before an error (a push ends
/// after the chunk with a start tag; an error drops that push's nodes), so diagnostics
/// and the features read from a broken file do not change.
///
/// Its state is marked `@exclusivity(unchecked)`: it is touched per node, from the
/// parser's callbacks and from `next()`, on one thread and never while another access
/// to it is open, so the dynamic exclusivity checks on every property buy nothing.
final class XMLReader {
    /// Budgets that turn a hostile or absurd input into an `input-limit` diagnostic.
    /// libxml2 enforces its own (depth 256, a name 50,000 bytes, entity amplification)
    /// because we do not pass `XML_PARSE_HUGE`: in libxml2 2.9 that option also switches
    /// off the entity amplification ("billion laughs") guard.
    struct Limits: Sendable {
        var maxDepth = 256
        var maxNodes = 500_000_000
        /// Attributes (and namespace declarations) on one element: see `XMLStartTagScan`.
        var maxAttributes = 1000
        /// One run of text (libxml2's `XML_MAX_TEXT_LENGTH`), except in a `coordinates`
        /// element, whose text is read as it arrives and is never held.
        var maxTextBytes = 10_000_000
        /// Features (flights and landmarks) the file's reader takes (`FeatureLimit`).
        var maxFeatures = FeatureLimit.standard
        static let standard = Limits()
    }

    let file: String
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
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
    /// libxml2's tree builder refused an element with more open elements than this.
    private static let treeDepthLimit = 256

    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?
    private let text: XMLSourceText
    private let limits: Limits
    /// Over a stream: where the scan for crowded start tags goes on.
    @exclusivity(unchecked) private var tagScan = XMLStartTagScan.Resume()
    /// A start tag with too many attributes was found: the document is not read, and
    /// over a stream what was read before it is dropped (`InputReader` drops features).
    @exclusivity(unchecked) private(set) var refusedWhole = false
    @exclusivity(unchecked) private var columns: XMLSourceColumns
    @exclusivity(unchecked) private var pushed = 0
    @exclusivity(unchecked) private var parseEnded = false
    /// Whether a push has delivered a start tag (the root element) yet.
    @exclusivity(unchecked) private var sawStartTag = false
    @exclusivity(unchecked) private var finished = false
    @exclusivity(unchecked) private var nodeCount = 0
    @exclusivity(unchecked) private var batch = XMLEventBatch()
    @exclusivity(unchecked) private var cursor = 0
    @exclusivity(unchecked) private var current = XMLEventBatch.Event(kind: .other, depth: 0, line: 0)

    // What the callbacks track while the parser runs ahead of `next()`.
    @exclusivity(unchecked) private var openNames: [XMLName] = []
    @exclusivity(unchecked) private var textRunOpen = false
    @exclusivity(unchecked) private var textRunBytes = 0
    @exclusivity(unchecked) private var pendingEmptyEnd = false
    @exclusivity(unchecked) private var stoppedByBudget = false
    /// Errors of the push under way, recorded when it returns.
    @exclusivity(unchecked) private var pendingErrors: [ReceivedError] = []

    // Interned name pointer -> XMLName: a direct-mapped table in front of a dictionary,
    // because a Dictionary lookup per node showed up in the profile of a 1M-point track.
    private static let slotCount = 1024
    private let slotKeys = UnsafeMutablePointer<UInt>.allocate(capacity: XMLReader.slotCount)
    private let slotNames = UnsafeMutablePointer<XMLName>.allocate(capacity: XMLReader.slotCount)
    @exclusivity(unchecked) private var names: [UnsafeRawPointer: XMLName] = [:]
    // Lines past 65535, as libxml2's tree kept them: an element's line saturates there,
    // a text node keeps its full line (XML_PARSE_BIG_LINES), taken when the text starts.
    @exclusivity(unchecked) private var lastTextLine = 0
    @exclusivity(unchecked) private var previousWasText = false
    @exclusivity(unchecked) private var lastElementLine = 1
    @exclusivity(unchecked) private var reportedEntities: Set<String> = []
    @exclusivity(unchecked) private var reportedDoctype = false
    // Per known name: the line of its last start tag and how many started on that line.
    private let ordinalLines = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    private let ordinalCounts = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    @exclusivity(unchecked) private var elementOrdinal = 0

    /// A reader over a whole document in memory.
    convenience init(bytes: InputBytes, file: String, limits: Limits = .standard, columnsFromSource: Bool = true) {
        self.init(text: XMLSourceText(whole: bytes), file: file, limits: limits, columnsFromSource: columnsFromSource)
    }

    /// A reader over a document that arrives as `stream` (ASCII-compatible: UTF-8 or a
    /// single-byte encoding), parsed as its pieces come: only a window of its latest
    /// bytes is held. When the stream fails, the reader ends (`streamFailed`) and its
    /// owner says why.
    convenience init(stream: XMLByteStream, file: String, limits: Limits = .standard) {
        self.init(text: XMLSourceText(stream: stream), file: file, limits: limits, columnsFromSource: true)
    }

    /// The stream under the reader failed; what was read from it cannot be trusted.
    var streamFailed: Bool { text.failed }

    private init(text: XMLSourceText, file: String, limits: Limits, columnsFromSource: Bool) {
        XMLLibrary.ensureInitialised()
        self.file = file
        self.limits = limits
        self.text = text
        columns = XMLSourceColumns(text: text, enabled: columnsFromSource)
        slotKeys.initialize(repeating: 0, count: Self.slotCount)
        ordinalLines.initialize(repeating: 0, count: 256)
        ordinalCounts.initialize(repeating: 0, count: 256)
        slotNames.initialize(repeating: .other, count: Self.slotCount)
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
        if parse, text.end <= Int(Int32.max), let base = text.pointer(at: 0) {
            context = Self.makeParser(base, count: text.end, file: file)
        }
        if let context {
            context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
            // As xmlTextReader did: the first four bytes go in when the parser is made.
            pushed = min(4, text.end)
        } else {
            failed = true
            finished = true
            if parse {
                diagnostics.append(
                    Diagnostic(
                        .inputLimit, "libxml2 cannot parse the file (over 2 GiB, or out of memory)",
                        at: SourceLocation(file: file)))
            }
        }
    }

    private func refuse(crowdedAt crowded: XMLStartTagScan.CrowdedTag, columnsFromSource: Bool) {
        refusedWhole = true
        diagnostics = [
            Diagnostic(
                .inputLimit, "an element has more than \(limits.maxAttributes) attributes; the file is not read",
                at: SourceLocation(file: file, line: crowded.line, column: columnsFromSource ? crowded.column : nil))
        ]
    }

    /// Over a stream: reads pieces until `chunkSize` bytes past `pushedUpTo` are held or
    /// the stream ends, scanning each for crowded start tags before libxml2 sees it (a
    /// tag is parsed once its `>` has been pushed, and the scan looks at a tag cut by
    /// a piece's end again whole). False when a crowded tag was found, the stream failed
    /// or memory ran out.
    private func fillWindow(pushedUpTo: Int) -> Bool {
        while text.end - pushedUpTo < Self.chunkSize {
            // A long tag being scanned is held from its `<`, where a crowded one is reported.
            let keep = min(
                pushedUpTo, tagScan.openTag?.start ?? tagScan.index, columns.earliestNeeded(lastLine: lastElementLine))
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
            diagnostics.append(
                Diagnostic(
                    .inputLimit, "not enough memory to hold the document's window", at: SourceLocation(file: file)))
            return false
        }
        return !text.failed
    }

    private static func makeParser(_ base: UnsafePointer<UInt8>, count: Int, file: String) -> xmlParserCtxtPtr? {
        var handler = xmlSAXHandler()
        // The SAX2 defaults keep the DTD's entity declarations (for the entity checks
        // and guards); the content callbacks are ours and build nothing.
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = startElementCallback
        handler.endElementNs = endElementCallback
        handler.characters = charactersCallback
        handler.ignorableWhitespace = charactersCallback
        handler.cdataBlock = charactersCallback
        handler.comment = commentCallback
        handler.processingInstruction = processingInstructionCallback
        handler.reference = referenceCallback
        handler.internalSubset = internalSubsetCallback
        handler.serror = errorCallback
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
                | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        // Making the parser already converts the first bytes (UCS-4 "<\0\0\0"); that
        // failure shows again on the first push, where it is read.
        routereport_discardGenericErrors()
        defer { routereport_restoreGenericErrors() }
        guard let parser = xmlCreatePushParserCtxt(&handler, nil, count >= 4 ? raw : nil, count >= 4 ? 4 : 0, file)
        else {
            return nil
        }
        xmlCtxtUseOptions(parser, options)
        parser.pointee.linenumbers = 1
        return parser
    }

    deinit {
        if let context {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            context.pointee.myDoc = nil
            xmlFreeParserCtxt(context)
        }
        slotKeys.deallocate()
        ordinalLines.deallocate()
        ordinalCounts.deallocate()
        slotNames.deallocate()
    }

    /// Moves to the next node; false at the end of the document or after an error.
    func next() -> Bool {
        guard !finished else { return false }
        while cursor == batch.count {
            guard refill() else { return false }
        }
        let event = batch[cursor]
        cursor += 1
        current = event
        depth = event.depth
        if !event.continuesText {
            nodeCount += 1
            if nodeCount > limits.maxNodes {
                return stop(
                    .inputLimit, "more than \(limits.maxNodes) XML nodes",
                    at: SourceLocation(file: file, line: lastElementLine))
            }
        }
        kind = event.kind
        switch event.kind {
        case .element:
            sawElement = true
            isEmptyElement = event.isEmptyElement
            name = event.name
            lastElementLine = elementLine(event.line)
            previousWasText = false
            countOrdinal()
            if depth >= limits.maxDepth {
                return stop(.inputLimit, "elements nested deeper than \(limits.maxDepth)", at: location)
            }
            if name == .include { noteXInclude() }
        case .endElement:
            previousWasText = false
        case .text:
            if !event.continuesText {
                lastTextLine = event.line
                previousWasText = lastTextLine > 0
            }
        case .entityReference:
            previousWasText = false
            let entity = localName
            if reportedEntities.insert(entity).inserted {
                diagnostics.append(
                    Diagnostic(
                        .externalReference, "entity reference &\(entity); is not expanded",
                        at: SourceLocation(file: file, line: lastTextLine > 0 ? lastTextLine : lastElementLine)))
            }
        case .documentType:
            previousWasText = false
            reportDoctype(name: localName)
        case .other:
            previousWasText = false
        }
        return true
    }

    /// The line of the current element's start tag (libxml2: where the tag ends).
    var line: Int { lastElementLine }

    /// Where the current element is, cheap to take: no String, no column yet.
    var position: XMLPosition {
        XMLPosition(line: lastElementLine, name: current.qualifiedName, ordinal: elementOrdinal)
    }

    /// Where the current element starts, column best-effort.
    var location: SourceLocation { location(position) }

    /// The location of a position taken earlier from this reader, column best-effort.
    func location(_ position: XMLPosition) -> SourceLocation {
        let column = position.qualifiedName.flatMap { name in
            columns.tagColumn(line: position.line, qualifiedName: name, ordinal: position.ordinal)
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
        } else if let name = position.qualifiedName,
            let tagEnd = columns.tagEndColumn(line: position.line, qualifiedName: name, ordinal: position.ordinal)
        {
            column = tagEnd + offset
        }
        return SourceLocation(file: file, line: position.line + newlines, column: column)
    }

    /// `prefix:local` of the current element, as written.
    var qualifiedName: String {
        guard current.kind == .element, let name = current.qualifiedName else { return "" }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The local name of an element, or the name of an entity reference or DOCTYPE.
    var localName: String {
        switch current.kind {
        case .element:
            return current.localName.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
        case .entityReference, .documentType:
            return String(decoding: batch.text(of: current), as: UTF8.self)
        default:
            return ""
        }
    }

    var namespaceURI: String? {
        guard current.kind == .element, let uri = current.namespaceURI else { return nil }
        return String(cString: uri.assumingMemoryBound(to: CChar.self))
    }

    /// Calls `body` with each known attribute of the current element (namespace
    /// declarations first, as libxml2's reader listed them) and its value, a
    /// NUL-terminated C string valid only during the call.
    func forEachAttribute(_ body: (XMLName, UnsafePointer<CChar>) -> Void) {
        guard current.kind == .element, current.attributeStart < current.attributeEnd else { return }
        let attributes = batch.attributes[current.attributeStart..<current.attributeEnd]
        let characters = UnsafeRawPointer(batch.bytes.pointer(at: 0)).assumingMemoryBound(to: CChar.self)
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
        buffer.append(contentsOf: batch.text(of: current))
    }

    /// Calls `body` with the current text node's bytes (UTF-8), valid only during the call.
    func withText(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard current.kind == .text else { return }
        body(batch.text(of: current))
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

    /// Features the reader of this document takes (`FeatureLimit`).
    var maxFeatures: Int { limits.maxFeatures }

    /// Ends the read where a reader above found a budget exceeded (`FeatureLimit`): the
    /// next `next()` is false, and the document counts as failed part way.
    func stop(_ diagnostic: Diagnostic) {
        failed = true
        finished = true
        diagnostics.append(diagnostic)
    }

    // MARK: - pushing input

    /// Empties the batch and pushes input until it holds a start tag, the input ends or
    /// the parser fails (as xmlTextReader's push did); false when nothing more comes.
    private func refill() -> Bool {
        batch.removeAll()
        cursor = 0
        guard let context, !parseEnded else {
            finished = true
            return false
        }
        batch.beginPush()
        var broken = false
        while true {
            if text.isStream && !fillWindow(pushedUpTo: pushed) {
                // A crowded tag, a failed stream or no memory: the reader stops here.
                failed = true
                parseEnded = true
                finished = true
                batch.removeAll()
                return false
            }
            let remaining = text.end - pushed
            if remaining == 0 {
                broken = push(context, count: 0, terminate: true)
                parseEnded = true
                break
            }
            let count = min(Self.chunkSize, remaining)
            broken = push(context, count: count, terminate: false)
            // Until the root element starts, xmlTextReader pushed on to the end.
            if broken || batch.startCount > 0 || (count < Self.chunkSize && sawStartTag) { break }
            // A long text run is handed out in pieces, so the batch does not grow with it.
            // Nothing but that text is handed out early: were a later push to fail, the
            // node it belongs to never ends, as when the whole batch is dropped.
            if batch.loneTextBytes >= Self.textBatchBytes { break }
        }
        if batch.startCount > 0 { sawStartTag = true }
        guard broken else { return true }
        // Like xmlTextReader, nothing of the push that failed is handed out.
        batch.removeAll()
        parseEnded = true
        finished = true
        // A DTD that broke the parse before the reader reached it is still reported.
        if !sawElement && columns.doctype() != nil { reportDoctype(name: "") }
        if !failed {
            failed = true
            diagnostics.append(
                Diagnostic(
                    .xmlMalformed, "the file is not well-formed XML",
                    at: SourceLocation(file: file, line: Int(xmlSAX2GetLineNumber(context)))))
        }
        return false
    }

    /// Pushes the next `count` bytes; true when the parser failed.
    private func push(_ context: xmlParserCtxtPtr, count: Int, terminate: Bool) -> Bool {
        let chunk = text.pointer(at: pushed).map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        routereport_discardGenericErrors()
        let status = xmlParseChunk(context, count > 0 ? chunk : nil, Int32(count), terminate ? 1 : 0)
        routereport_restoreGenericErrors()
        pushed += count
        // Encoding errors carry no parser context, so they reach no parser's handler but
        // the thread's generic one, which keeps the first message. They come first:
        // libxml2 converts a chunk before it parses it.
        if let message = routereport_keptGenericError() {
            record(
                ReceivedError(
                    level: XML_ERR_FATAL.rawValue, isNamespaceError: false,
                    text: String(cString: message).trimmingXMLWhitespace(), location: SourceLocation(file: file), limit: nil))
        }
        for error in pendingErrors { record(error) }
        pendingErrors.removeAll()
        return status != 0 || context.pointee.wellFormed == 0 || stoppedByBudget
    }

    // MARK: - SAX callbacks

    /// The reader of a callback's parser; nil when the callback comes from the parser
    /// libxml2 makes to check an entity's text, which goes on building its tree.
    private static func reader(_ context: UnsafeMutableRawPointer?) -> XMLReader? {
        guard let context, let me = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else {
            return nil
        }
        let reader = Unmanaged<XMLReader>.fromOpaque(me).takeUnretainedValue()
        return reader.context.map { UnsafeMutableRawPointer($0) == context } == true ? reader : nil
    }

    /// `reader(context)` for the callbacks of every node: calls `body` with the reader
    /// without retaining it (the parser runs inside one of the reader's methods, which
    /// holds it); false when the callback is not our parser's.
    @inline(__always)
    private static func withReader(_ context: UnsafeMutableRawPointer?, _ body: (XMLReader) -> Void) -> Bool {
        guard let context, let me = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else {
            return false
        }
        return Unmanaged<XMLReader>.fromOpaque(me)._withUnsafeGuaranteedRef { reader in
            guard reader.context.map({ UnsafeMutableRawPointer($0) == context }) == true else { return false }
            body(reader)
            return true
        }
    }

    private static let startElementCallback: startElementNsSAX2Func = {
        context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
        let ours = withReader(context) {
            $0.startElement(localName, prefix, uri, Int(namespaceCount), namespaces, Int(attributeCount), attributes)
        }
        guard ours else {
            xmlSAX2StartElementNs(
                context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
            return
        }
    }

    private static let endElementCallback: endElementNsSAX2Func = { context, localName, prefix, uri in
        guard withReader(context, { $0.endElement() }) else {
            xmlSAX2EndElementNs(context, localName, prefix, uri)
            return
        }
    }

    private static let charactersCallback: charactersSAXFunc = { context, characters, count in
        let ours = withReader(context) { reader in
            guard let characters, count > 0 else { return }
            reader.characters(UnsafeBufferPointer(start: characters, count: Int(count)))
        }
        guard ours else {
            xmlSAX2Characters(context, characters, count)
            return
        }
    }

    private static let commentCallback: commentSAXFunc = { context, value in
        guard let me = reader(context) else {
            xmlSAX2Comment(context, value)
            return
        }
        me.otherNode()
    }

    private static let processingInstructionCallback: processingInstructionSAXFunc = { context, target, data in
        guard let me = reader(context) else {
            xmlSAX2ProcessingInstruction(context, target, data)
            return
        }
        me.otherNode()
    }

    private static let referenceCallback: referenceSAXFunc = { context, name in
        guard let me = reader(context) else {
            xmlSAX2Reference(context, name)
            return
        }
        me.namedNode(.entityReference, name)
    }

    private static let internalSubsetCallback: internalSubsetSAXFunc = { context, name, externalID, systemID in
        xmlSAX2InternalSubset(context, name, externalID, systemID)
        reader(context)?.namedNode(.documentType, name)
    }

    /// Parameter types inferred from the annotation: libxml2 2.12 made the error const.
    private static let errorCallback: xmlStructuredErrorFunc = { context, error in
        // The user data is the parser, or the one checking an entity's text, which
        // carries the same `_private`.
        guard let context, let error,
            let me = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private
        else {
            return
        }
        let reader = Unmanaged<XMLReader>.fromOpaque(me).takeUnretainedValue()
        reader.pendingErrors.append(reader.received(error.pointee))
    }

    private func startElement(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard let context, !stoppedByBudget else { return }
        textRunOpen = false
        if openNames.count > Self.treeDepthLimit {
            refuse(context, "Excessive depth in document: \(Self.treeDepthLimit) use XML_PARSE_HUGE option")
            return
        }
        var local = localName
        var qualified = localName
        if let prefix {
            let joined = xmlDictQLookup(context.pointee.dict, prefix, localName)
            qualified = joined
            // An undeclared prefix stays part of the name, as libxml2's tree kept it.
            if uri == nil { local = joined }
        }
        let element = lookUp(local)
        let attributeStart = batch.attributes.count
        if let namespaces {
            for index in 0..<namespaceCount {
                guard let declared = namespaces[2 * index] else { continue }
                let declaration = lookUp(declared)
                if declaration != .other, let href = namespaces[2 * index + 1] {
                    batch.addAttribute(declaration, value: UnsafeBufferPointer(start: href, count: Int(xmlStrlen(href))))
                }
            }
        }
        if let attributes {
            for index in 0..<attributeCount {
                let attribute = lookUp(attributes[5 * index])
                guard attribute != .other, let value = attributes[5 * index + 3], let end = attributes[5 * index + 4]
                else {
                    continue
                }
                addAttribute(attribute, value: value, end: end)
            }
        }
        let cursorText = context.pointee.input?.pointee.cur
        let empty = cursorText.map { $0[0] == 0x2F && $0[1] == 0x3E } ?? false
        batch.append(
            XMLEventBatch.Event(
                kind: .element, name: element, isEmptyElement: empty, depth: openNames.count,
                line: Int(xmlSAX2GetLineNumber(context)),
                localName: local.map { UnsafeRawPointer($0) }, qualifiedName: qualified.map { UnsafeRawPointer($0) },
                namespaceURI: uri.flatMap(dictionaryString),
                attributeStart: attributeStart, attributeEnd: batch.attributes.count))
        openNames.append(element)
        pendingEmptyEnd = empty
    }

    /// A value as libxml2's tree held it: entity references in it (left in by the
    /// parser, which then ends the value with a NUL) read as their text.
    private func addAttribute(_ name: XMLName, value: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>) {
        let length = end - value
        guard end.pointee == 0, let document = context?.pointee.myDoc else {
            batch.addAttribute(name, value: UnsafeBufferPointer(start: value, count: length))
            return
        }
        let nodes = xmlStringLenGetNodeList(document, value, Int32(length))
        defer { xmlFreeNodeList(nodes) }
        guard let text = xmlNodeListGetString(document, nodes, 1) else {
            batch.addAttribute(name, value: UnsafeBufferPointer(start: nil, count: 0))
            return
        }
        batch.addAttribute(name, value: UnsafeBufferPointer(start: text, count: Int(xmlStrlen(text))))
        routereport_xmlFree(text)
    }

    private func endElement() {
        textRunOpen = false
        if !openNames.isEmpty { openNames.removeLast() }
        if pendingEmptyEnd {
            pendingEmptyEnd = false
            return
        }
        batch.append(XMLEventBatch.Event(kind: .endElement, depth: openNames.count, line: 0))
    }

    private func characters(_ text: UnsafeBufferPointer<UInt8>) {
        guard let context, !stoppedByBudget else { return }
        pendingEmptyEnd = false
        let goesOn = textRunOpen
        textRunBytes = (goesOn ? textRunBytes : 0) + text.count
        textRunOpen = true
        if textRunBytes > limits.maxTextBytes && openNames.last != .coordinates {
            refuse(context, "xmlSAX2Characters: huge text node")
            return
        }
        batch.appendText(
            text, runGoesOn: goesOn, depth: openNames.count, line: goesOn ? 0 : Int(xmlSAX2GetLineNumber(context)),
            column: 0)
    }

    /// Stops the parser at one of the limits libxml2's tree builder set (we build no
    /// tree), with its message and where the parser is.
    private func refuse(_ context: xmlParserCtxtPtr, _ message: String) {
        let line = Int(xmlSAX2GetLineNumber(context))
        let column = Int(xmlSAX2GetColumnNumber(context))
        pendingErrors.append(
            ReceivedError(
                level: XML_ERR_FATAL.rawValue, isNamespaceError: false, text: message,
                location: SourceLocation(file: file, line: line, column: column), limit: .size))
        stoppedByBudget = true
        xmlStopParser(context)
    }

    private func otherNode() {
        textRunOpen = false
        pendingEmptyEnd = false
        batch.append(XMLEventBatch.Event(kind: .other, depth: openNames.count, line: 0))
    }

    private func namedNode(_ kind: XMLNodeKind, _ name: UnsafePointer<xmlChar>?) {
        textRunOpen = false
        pendingEmptyEnd = false
        let text =
            name.map { UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))) } ?? UnsafeBufferPointer(start: nil, count: 0)
        let start = batch.store(text, terminated: false)
        batch.append(
            XMLEventBatch.Event(
                kind: kind, depth: openNames.count, line: 0, textStart: start, textEnd: start + text.count))
    }

    private func dictionaryString(_ string: UnsafePointer<xmlChar>) -> UnsafeRawPointer? {
        guard let dictionary = context?.pointee.dict else { return nil }
        if xmlDictOwns(dictionary, string) == 1 { return UnsafeRawPointer(string) }
        return xmlDictLookup(dictionary, string, -1).map { UnsafeRawPointer($0) }
    }

    // MARK: - errors

    /// An error as it came, with what its kind depends on taken while the parser is
    /// still where it was.
    private struct ReceivedError {
        var level: UInt32
        var isNamespaceError: Bool
        var text: String
        var location: SourceLocation
        var limit: LimitKind?
        /// libxml2's code and the element still open, for `XMLErrorAdvice`.
        var code: Int? = nil
        var openElement: String? = nil
    }

    private enum LimitKind {
        /// Located at the parser's own line: where the reference sits in the document.
        case entityExpansion(line: Int)
        case size
    }

    private func received(_ error: xmlError, message: String? = nil) -> ReceivedError {
        let text = (message ?? error.message.map { String(cString: $0) } ?? "").trimmingXMLWhitespace()
        let line = Int(error.line)
        let column = Int(error.int2)
        return ReceivedError(
            level: error.level.rawValue, isNamespaceError: error.domain == Int32(XML_FROM_NAMESPACE.rawValue), text: text,
            location: SourceLocation(file: file, line: line > 0 ? line : nil, column: column > 0 ? column : nil),
            limit: limitKind(error, line: line, column: column), code: Int(error.code),
            openElement: context.flatMap { $0.pointee.nameNr > 0 ? $0.pointee.name.map { String(cString: $0) } : nil })
    }

    /// Which of libxml2's own limits an error is, by its code and the parser's state.
    /// libxml2 2.9 has no code of its own for most limits: nesting too deep and "huge
    /// input lookup" are internal errors (told apart from other internal errors by the
    /// depth it reports and by the input it holds), a too-long attribute or entity
    /// value is "not finished".
    private func limitKind(_ error: xmlError, line: Int, column: Int) -> LimitKind? {
        switch UInt32(bitPattern: error.code) {
        case XML_ERR_ENTITY_LOOP.rawValue:
            return .entityExpansion(line: context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0)
        case XML_ERR_NAME_TOO_LONG.rawValue, XML_ERR_NO_MEMORY.rawValue:
            return .size
        case XML_ERR_INTERNAL_ERROR.rawValue:
            if error.int1 == Int32(Self.treeDepthLimit) && error.str1 == nil { return .size }
            guard let parser = error.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self), let input = parser.pointee.input,
                let base = input.pointee.base, let cur = input.pointee.cur, let end = input.pointee.end
            else {
                return nil
            }
            let lookup = Self.lookupLimit
            return end - cur > lookup || cur - base > lookup ? .size : nil
        case XML_ERR_ATTRIBUTE_NOT_FINISHED.rawValue, XML_ERR_ENTITY_NOT_FINISHED.rawValue:
            return columns.isInsideUnquotedRun(line: line, column: column, longerThan: limits.maxTextBytes) ? .size : nil
        default:
            return nil
        }
    }

    /// libxml2's `XML_MAX_LOOKUP_LIMIT`: the input it holds unparsed at most.
    private static let lookupLimit = 10_000_000

    private func record(_ error: ReceivedError) {
        if error.isNamespaceError {
            // Namespace errors (an undeclared `gx:` prefix) leave the document readable.
            if !diagnostics.contains(where: { $0.rule == .xmlMalformed }) {
                diagnostics.append(
                    XMLErrorAdvice.diagnostic(
                        code: error.code, message: error.text, openElement: nil, at: error.location, severity: .warning))
            }
            return
        }
        guard error.level >= XML_ERR_ERROR.rawValue, !failed else { return }
        failed = true
        switch error.limit {
        case .entityExpansion(let line):
            diagnostics.append(
                Diagnostic(
                    .inputLimit, "entity expansion guard: \(error.text)",
                    at: SourceLocation(file: file, line: line > 0 ? line : nil)))
        case .size:
            diagnostics.append(Diagnostic(.inputLimit, "libxml2 safety limit: \(error.text)", at: error.location))
        case nil:
            diagnostics.append(
                XMLErrorAdvice.diagnostic(
                    code: error.code, message: error.text, openElement: error.openElement, at: error.location))
        }
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
        let isXInclude =
            uri == nil
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

    /// The line libxml2's tree gave an element: exact below 65535, above it the line of
    /// the text before it, or the latest line seen.
    private func elementLine(_ parserLine: Int) -> Int {
        if parserLine > 0 && parserLine < 65535 { return parserLine }
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
        // as the parser, so it can never come back as another name.
        if let dictionary = context?.pointee.dict, xmlDictOwns(dictionary, pointer) == 1, names.count < 4096 {
            names[key] = found
        }
        return found
    }

    private func reportDoctype(name: String) {
        guard !reportedDoctype else { return }
        reportedDoctype = true
        let found = columns.doctype()
        diagnostics.append(
            Diagnostic(
                .externalReference,
                "DOCTYPE\(name.isEmpty ? "" : " " + name) is not loaded: DTDs and entities are never read",
                at: SourceLocation(file: file, line: found?.line ?? 1, column: found?.column)))
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
