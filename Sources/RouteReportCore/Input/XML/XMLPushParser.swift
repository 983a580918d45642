internal import CLibXML2

/// libxml2's SAX2 push parser: the one type in Input that touches libxml2.
///
/// Each push of bytes runs the parser's callbacks, which note each node in `batch`
/// with names numbered in `names` and text and attribute values copied: nothing handed
/// out points into libxml2. No tree and no text node is built. It never loads a DTD,
/// an external entity or anything from the network, and never substitutes entities.
/// What its pushes produced is handed off (`handOff`) as an `XMLParsedRun`.
/// Errors come to this parser's own handler (the SAX2 `serror` field) and are handed
/// back by `push` as `XMLReceivedError`s, with what their kind depends on taken while the
/// parser is still where it was. Used by one thread at a time (`XMLParse`'s).
///
/// Its state is marked `@exclusivity(unchecked)`: it is touched per node, from the
/// parser's callbacks and the hand-off, on one thread and never while another access
/// to it is open, so the dynamic exclusivity checks buy nothing.
final class XMLPushParser {
    /// What the callbacks of the pushes since the last hand-off produced.
    @exclusivity(unchecked) private(set) var batch = XMLEventBatch()
    let names = XMLNameTable()

    private let file: String
    /// One run of text at most, except in a `coordinates` element (`XMLLimits`).
    private let maxTextBytes: Int
    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?

    // What the callbacks track while the parser runs ahead of the reader.
    @exclusivity(unchecked) private var openNames: [XMLName] = []
    @exclusivity(unchecked) private var textRunOpen = false
    @exclusivity(unchecked) private var textRunBytes = 0
    @exclusivity(unchecked) private var pendingEmptyEnd = false
    @exclusivity(unchecked) private(set) var stoppedByBudget = false
    /// Errors of the push under way, handed back when it returns.
    @exclusivity(unchecked) private var pendingErrors: [XMLReceivedError] = []
    /// The schema validator plugged into the parser, when the document has a schema.
    private var validator: XMLSchemaValidator?
    /// The track points of a GPX document the validator need not see.
    @exclusivity(unchecked) private var pointShortcut: GPXPointShortcut?
    /// The placemark contents of a KML document the validator need not see.
    @exclusivity(unchecked) private var placemarkShortcut: KMLPlacemarkShortcut?
    /// What the validator found since the last hand-off.
    @exclusivity(unchecked) private(set) var schemaFindings: [XMLSchemaFinding] = []

    /// libxml2's tree builder refused an element with more open elements than this.
    private static let treeDepthLimit = 256
    /// libxml2's `XML_MAX_LOOKUP_LIMIT`: the input it holds unparsed at most.
    private static let lookupLimit = 10_000_000

    init(file: String, maxTextBytes: Int) {
        XMLLibrary.ensureInitialised()
        self.file = file
        self.maxTextBytes = maxTextBytes
    }

    deinit {
        // The validator goes before the parser it reads the lines of.
        validator = nil
        if let context {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            context.pointee.myDoc = nil
            xmlFreeParserCtxt(context)
        }
    }

    /// Makes libxml2's parser over a document of `count` bytes starting at `base`; as
    /// xmlTextReader did, its first four bytes go in now. With a `schema`, the document
    /// is checked against it as it is parsed (`schemaFindings`). False when libxml2
    /// cannot (over 2 GiB, or out of memory).
    func start(
        _ base: UnsafePointer<UInt8>, count: Int, schema: XMLSchema? = nil, usesSchemaShortcuts: Bool = true
    ) -> Bool {
        guard count <= Int(Int32.max) else { return false }
        var handler = xmlSAXHandler()
        // The SAX2 defaults keep the DTD's entity declarations (for the entity checks
        // and guards); the content callbacks are ours and build nothing.
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = Self.startElementCallback
        handler.endElementNs = Self.endElementCallback
        handler.characters = Self.charactersCallback
        handler.ignorableWhitespace = Self.charactersCallback
        handler.cdataBlock = Self.charactersCallback
        handler.comment = Self.commentCallback
        handler.processingInstruction = Self.processingInstructionCallback
        handler.reference = Self.referenceCallback
        handler.internalSubset = Self.internalSubsetCallback
        handler.serror = Self.errorCallback
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
            return false
        }
        xmlCtxtUseOptions(parser, options)
        parser.pointee.linenumbers = 1
        parser.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        context = parser
        if let schema {
            validator = XMLSchemaValidator(schema: schema, parser: parser) { [unowned self] message in
                schemaFindings.append(XMLSchemaFinding(message: message, eventIndex: batch.count))
            }
            if usesSchemaShortcuts, schema == .kml {
                placemarkShortcut = KMLPlacemarkShortcut()
            } else if usesSchemaShortcuts, let namespace = XMLSchemaNames.namespaces(of: schema).first {
                pointShortcut = GPXPointShortcut(namespace: namespace)
            }
        }
        return true
    }

    /// The bytes `start` already handed to libxml2.
    static func bytesAtStart(count: Int) -> Int { min(4, count) }

    /// Pushes `count` bytes from `chunk` (none, and `terminate`, at the end of the
    /// input). `broken`: the parser failed or a budget stopped it; `errors` in the order
    /// they came.
    func push(_ chunk: UnsafePointer<UInt8>?, count: Int, terminate: Bool) -> (broken: Bool, errors: [XMLReceivedError]) {
        guard let context else { return (true, []) }
        let bytes = chunk.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        routereport_discardGenericErrors()
        let status = xmlParseChunk(context, count > 0 ? bytes : nil, Int32(count), terminate ? 1 : 0)
        routereport_restoreGenericErrors()
        var errors: [XMLReceivedError] = []
        // Encoding errors carry no parser context, so they reach no parser's handler but
        // the thread's generic one, which keeps the first message. They come first:
        // libxml2 converts a chunk before it parses it.
        if let message = routereport_keptGenericError() {
            errors.append(
                XMLReceivedError(
                    level: .fatal, isNamespaceError: false,
                    text: String(cString: message).trimmingXMLWhitespace(), location: SourceLocation(file: file),
                    limit: nil))
        }
        if !pendingErrors.isEmpty {
            errors += pendingErrors
            pendingErrors.removeAll()
        }
        return (status != 0 || context.pointee.wellFormed == 0 || stoppedByBudget, errors)
    }

    /// The parser's line now.
    var line: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }

    /// The comments that start with `routereport-` since the last hand-off; at most
    /// `directiveLimit` in the document.
    @exclusivity(unchecked) private var directiveComments: [XMLDirectiveComment] = []
    @exclusivity(unchecked) private var directivesSeen = 0
    private static let directiveLimit = 10_000

    private func comment(_ value: UnsafePointer<xmlChar>) {
        let text = UnsafeBufferPointer(start: value, count: Int(xmlStrlen(value)))
        guard let context, directivesSeen < Self.directiveLimit, SuppressionComment.isDirective(text) else {
            return
        }
        directivesSeen += 1
        directiveComments.append(
            XMLDirectiveComment(
                text: String(decoding: text, as: UTF8.self), endLine: Int(xmlSAX2GetLineNumber(context)),
                endColumn: Int(xmlSAX2GetColumnNumber(context))))
    }

    /// Entity references libxml2 has parsed so far (its `nbentities`), counting those met
    /// while it checks an entity's text: the work an expansion bomb makes it do.
    var entityReferencesParsed: Int { context.map { Int($0.pointee.nbentities) } ?? 0 }

    func removeAll() {
        batch.removeAll()
    }

    /// Moves what the pushes since the last hand-off produced into `run` (whose batch
    /// is empty), and keeps the run's emptied storage for the next pushes.
    func handOff(to run: inout XMLParsedRun) {
        swap(&batch, &run.batch)
        swap(&schemaFindings, &run.findings)
        swap(&directiveComments, &run.comments)
        names.handOff(into: &run.names)
        run.entityReferencesParsed = entityReferencesParsed
    }

    /// The findings of a push that failed: none is placed.
    func removeSchemaFindings() {
        schemaFindings.removeAll(keepingCapacity: true)
    }

    func beginPush() {
        batch.beginPush()
    }

    // MARK: - SAX callbacks

    /// The parser of a callback's context; nil when the callback comes from the parser
    /// libxml2 makes to check an entity's text, which goes on building its tree.
    private static func parser(_ context: UnsafeMutableRawPointer?) -> XMLPushParser? {
        guard let context, let me = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else {
            return nil
        }
        let parser = Unmanaged<XMLPushParser>.fromOpaque(me).takeUnretainedValue()
        return parser.context.map { UnsafeMutableRawPointer($0) == context } == true ? parser : nil
    }

    /// `parser(context)` for the callbacks of every node: calls `body` with the parser
    /// without retaining it (libxml2 runs inside `push`, whose caller holds it); false
    /// when the callback is not our parser's.
    @inline(__always)
    private static func withParser(_ context: UnsafeMutableRawPointer?, _ body: (XMLPushParser) -> Void) -> Bool {
        guard let context, let me = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else {
            return false
        }
        return Unmanaged<XMLPushParser>.fromOpaque(me)._withUnsafeGuaranteedRef { parser in
            guard parser.context.map({ UnsafeMutableRawPointer($0) == context }) == true else { return false }
            body(parser)
            return true
        }
    }

    private static let startElementCallback: startElementNsSAX2Func = {
        context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
        let ours = withParser(context) { parser in
            parser.startElement(localName, prefix, uri, Int(namespaceCount), namespaces, Int(attributeCount), attributes)
            // After the event is in the batch: a finding comes after what it is about.
            if !parser.stoppedByBudget {
                parser.validateStart(
                    localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
            }
        }
        guard ours else {
            xmlSAX2StartElementNs(
                context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
            return
        }
    }

    private static let endElementCallback: endElementNsSAX2Func = { context, localName, prefix, uri in
        let ours = withParser(context) { parser in
            parser.endElement()
            if !parser.stoppedByBudget { parser.validateEnd(localName, prefix, uri) }
        }
        guard ours else {
            xmlSAX2EndElementNs(context, localName, prefix, uri)
            return
        }
    }

    private static let charactersCallback: charactersSAXFunc = { context, characters, count in
        let ours = withParser(context) { parser in
            guard let characters, count > 0 else { return }
            parser.characters(UnsafeBufferPointer(start: characters, count: Int(count)))
            if !parser.stoppedByBudget && parser.openNames.last != .coordinates {
                parser.validateCharacters(characters, count)
            }
        }
        guard ours else {
            xmlSAX2Characters(context, characters, count)
            return
        }
    }

    private static let commentCallback: commentSAXFunc = { context, value in
        guard let me = parser(context) else {
            xmlSAX2Comment(context, value)
            return
        }
        me.otherNode()
        if let value { me.comment(value) }
    }

    private static let processingInstructionCallback: processingInstructionSAXFunc = { context, target, data in
        guard let me = parser(context) else {
            xmlSAX2ProcessingInstruction(context, target, data)
            return
        }
        me.otherNode()
    }

    private static let referenceCallback: referenceSAXFunc = { context, name in
        guard let me = parser(context) else {
            xmlSAX2Reference(context, name)
            return
        }
        me.namedNode(.entityReference, name)
    }

    private static let internalSubsetCallback: internalSubsetSAXFunc = { context, name, externalID, systemID in
        xmlSAX2InternalSubset(context, name, externalID, systemID)
        parser(context)?.namedNode(.documentType, name)
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
        let parser = Unmanaged<XMLPushParser>.fromOpaque(me).takeUnretainedValue()
        parser.pendingErrors.append(parser.received(error.pointee))
    }

    // MARK: - the validator's events

    private func validateStart(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int32,
        _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard let validator else { return }
        let count = openNames.count
        let name = count > 0 ? openNames[count - 1] : .other
        let decision =
            placemarkShortcut?.startElement(
                localName: localName, prefix: prefix, uri: uri, name: name, namespaceCount: namespaceCount,
                attributeCount: attributeCount, attributes: attributes)
            ?? pointShortcut?.startElement(
                localName: localName, prefix: prefix, uri: uri, name: name,
                parentIsSegment: count > 1 && openNames[count - 2] == .trkseg, namespaceCount: namespaceCount,
                attributeCount: attributeCount, defaultedCount: defaultedCount, attributes: attributes)
        if decision == .hold { return }
        if decision == .flushThenForward { flushHeldEvents(to: validator) }
        validator.startElement(localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
    }

    private func validateEnd(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?
    ) {
        guard let validator else { return }
        let decision =
            placemarkShortcut?.endElement(localName: localName, prefix: prefix, uri: uri) ?? pointShortcut?.endElement()
        if decision == .hold { return }
        if decision == .flushThenForward { flushHeldEvents(to: validator) }
        validator.endElement(localName, prefix, uri)
    }

    private func validateCharacters(_ text: UnsafePointer<xmlChar>, _ count: Int32) {
        guard let validator else { return }
        let decision =
            placemarkShortcut?.characters(text, count: count)
            ?? pointShortcut?.characters(text, count: count, parentIsSegment: openNames.last == .trkseg)
        if decision == .hold { return }
        if decision == .flushThenForward { flushHeldEvents(to: validator) }
        validator.characters(text, count)
    }

    private func flushHeldEvents(to validator: XMLSchemaValidator) {
        placemarkShortcut?.flush(to: validator)
        pointShortcut?.flush(to: validator)
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
        let qualifiedEntry = qualified == local ? element : lookUp(qualified)
        let attributeStart = batch.attributes.count
        if let namespaces {
            for index in 0..<namespaceCount {
                guard let declared = namespaces[2 * index] else { continue }
                let declaration = lookUp(declared).name
                if declaration != .other, let href = namespaces[2 * index + 1] {
                    batch.addAttribute(declaration, value: UnsafeBufferPointer(start: href, count: Int(xmlStrlen(href))))
                }
            }
        }
        if let attributes {
            for index in 0..<attributeCount {
                let attribute = lookUp(attributes[5 * index]).name
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
                kind: .element, name: element.name, isEmptyElement: empty, depth: openNames.count,
                line: Int(xmlSAX2GetLineNumber(context)),
                localName: local == nil ? XMLNameTable.none : element.id,
                qualifiedName: qualified == nil ? XMLNameTable.none : qualifiedEntry.id,
                namespaceURI: uri.map { lookUp($0).id } ?? XMLNameTable.none,
                attributeStart: attributeStart, attributeEnd: batch.attributes.count))
        openNames.append(element.name)
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
        if textRunBytes > maxTextBytes && openNames.last != .coordinates {
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
            XMLReceivedError(
                level: .fatal, isNamespaceError: false, text: message,
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

    /// The number and `XMLName` of a name (nil: `.other`, numbered `none`).
    @inline(__always)
    private func lookUp(_ pointer: UnsafePointer<xmlChar>?) -> XMLNameTable.Entry {
        guard let pointer else { return XMLNameTable.Entry(name: .other, id: XMLNameTable.none) }
        if let known = names.known(pointer) { return known }
        // Only dictionary-owned names are remembered by address: theirs is unique and
        // lives as long as the parser, so it can never come back as another name.
        let interned = context.map { xmlDictOwns($0.pointee.dict, pointer) == 1 } ?? false
        return names.entry(pointer, interned: interned)
    }

    // MARK: - errors

    private func received(_ error: xmlError) -> XMLReceivedError {
        let text = (error.message.map { String(cString: $0) } ?? "").trimmingXMLWhitespace()
        let line = Int(error.line)
        let column = Int(error.int2)
        let level: XMLReceivedError.Level =
            error.level.rawValue >= XML_ERR_FATAL.rawValue
            ? .fatal : error.level.rawValue >= XML_ERR_ERROR.rawValue ? .error : .warning
        return XMLReceivedError(
            level: level, isNamespaceError: error.domain == Int32(XML_FROM_NAMESPACE.rawValue), text: text,
            location: SourceLocation(file: file, line: line > 0 ? line : nil, column: column > 0 ? column : nil),
            limit: limitKind(error, line: line, column: column), code: Int(error.code),
            openElement: context.flatMap { $0.pointee.nameNr > 0 ? $0.pointee.name.map { String(cString: $0) } : nil })
    }

    /// Which of libxml2's own limits an error is, by its code and the parser's state.
    /// libxml2 2.9 has no code of its own for most limits: nesting too deep and "huge
    /// input lookup" are internal errors (told apart from other internal errors by the
    /// depth it reports and by the input it holds), a too-long attribute or entity
    /// value is "not finished" (`unfinishedValue`: the reader looks at the source).
    private func limitKind(_ error: xmlError, line: Int, column: Int) -> XMLReceivedError.Limit? {
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
            return .unfinishedValue(line: line, column: column)
        default:
            return nil
        }
    }
}

/// An error libxml2 reported, as `XMLPushParser` received it.
struct XMLReceivedError {
    enum Level {
        case warning, error, fatal
    }

    enum Limit {
        /// Located at the parser's own line: where the reference sits in the document.
        case entityExpansion(line: Int)
        case size
        /// A value not finished at `line`, `column`: a limit when it is a run too long.
        case unfinishedValue(line: Int, column: Int)
    }

    var level: Level
    var isNamespaceError: Bool
    var text: String
    var location: SourceLocation
    var limit: Limit?
    /// libxml2's code and the element still open, for `XMLErrorAdvice`.
    var code: Int? = nil
    var openElement: String? = nil
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
