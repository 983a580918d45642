internal import CLibXML2

/// The XML schemas a document is checked against, chosen by its root element's
/// namespace: KML 2.2 (with Google's `gx` extension), GPX 1.0 and GPX 1.1. KML 2.0 and
/// 2.1 (`http://earth.google.com/kml/2.x`) have no schema here and are not checked.
enum XMLSchema: Sendable, Hashable, CaseIterable {
    case kml
    case gpx10
    case gpx11

    /// The schema whose own namespace (the first `XMLSchemaNames.namespaces`) the root is in.
    static func forRoot(namespace: String) -> XMLSchema? {
        allCases.first { XMLSchemaNames.namespaces(of: $0).first == namespace }
    }

    /// The embedded file that is the namespace's schema; it imports the others.
    var entryFile: String {
        switch self {
        case .kml: return "ogckml22.xsd"
        case .gpx10: return "gpx10.xsd"
        case .gpx11: return "gpx11.xsd"
        }
    }

    var rule: Rule {
        self == .kml ? .kmlSchema : .gpxSchema
    }
}

/// One finding of libxml2's schema validator: its message, and how many events the
/// parser had produced in the push when it came, so the reader can place it at the
/// element it is about.
struct XMLSchemaFinding {
    var message: String
    var eventIndex: Int
}

/// libxml2's XML Schema validator, fed the parser's events as they come, so that a
/// document is checked in the same streaming pass that reads it, with no tree.
///
/// It is plugged (`xmlSchemaSAXPlug`) into a SAX handler of its own that does nothing,
/// not into the parser's: the parser's callbacks hand it each start tag, end tag and
/// text. So what it sees is chosen (never the text of a `coordinates` list, which it
/// would hold whole and which any text satisfies; never an entity reference, which its
/// plug does not implement), and its errors never reach the parser's.
///
/// The schemas are compiled once, from the copies embedded in the binary
/// (`XMLSchemaFiles`), and shared read-only by every parser; each validator has a
/// validation context of its own, which reports to its own handler. Not Sendable: one
/// validator, one parser, one thread.
final class XMLSchemaValidator {
    private let context: xmlSchemaValidCtxtPtr
    private var plug: xmlSchemaSAXPlugPtr?
    /// The handler the plug wraps (it does nothing), and the slots the plug writes
    /// its own handler and user data to: fixed addresses, which it keeps.
    private let inner = UnsafeMutablePointer<xmlSAXHandler>.allocate(capacity: 1)
    private let handler = UnsafeMutablePointer<xmlSAXHandlerPtr?>.allocate(capacity: 1)
    private let userData = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
    /// Where findings go.
    private let report: (String) -> Void

    /// A validator for `schema` beside `parser` (whose line numbers it reads), nil when
    /// it did not compile (a test holds the embedded files to it) or memory ran out.
    init?(schema: XMLSchema, parser: xmlParserCtxtPtr, report: @escaping (String) -> Void) {
        inner.initialize(to: xmlSAXHandler())
        inner.pointee.initialized = XML_SAX2_MAGIC
        handler.initialize(to: inner)
        userData.initialize(to: UnsafeMutableRawPointer(parser))
        self.report = report
        guard let compiled = CompiledSchemas.shared.schemas[schema], let context = xmlSchemaNewValidCtxt(compiled) else {
            inner.deallocate()
            handler.deallocate()
            userData.deallocate()
            return nil
        }
        self.context = context
        xmlSchemaSetValidStructuredErrors(
            context,
            { userData, error in
                guard let userData, let error else { return }
                let validator = Unmanaged<XMLSchemaValidator>.fromOpaque(userData).takeUnretainedValue()
                let message = error.pointee.message.map { String(cString: $0) } ?? ""
                validator.report(message.trimmingXMLWhitespace())
            }, Unmanaged.passUnretained(self).toOpaque())
        plug = xmlSchemaSAXPlug(context, handler, userData)
    }

    /// Whether the embedded files of `schema` compile.
    static func compiles(_ schema: XMLSchema) -> Bool {
        CompiledSchemas.shared.schemas[schema] != nil
    }

    deinit {
        if let plug { xmlSchemaSAXUnplug(plug) }
        xmlSchemaFreeValidCtxt(context)
        inner.deallocate()
        handler.deallocate()
        userData.deallocate()
    }

    func startElement(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int32,
        _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard plug != nil, let sax = handler.pointee else { return }
        sax.pointee.startElementNs?(
            userData.pointee, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
    }

    func endElement(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?) {
        guard plug != nil, let sax = handler.pointee else { return }
        sax.pointee.endElementNs?(userData.pointee, localName, prefix, uri)
    }

    func characters(_ text: UnsafePointer<xmlChar>?, _ count: Int32) {
        guard plug != nil, let sax = handler.pointee else { return }
        sax.pointee.characters?(userData.pointee, text, count)
    }
}

/// The embedded schemas compiled once. A compiled schema is read-only while documents
/// are validated against it, so every thread shares these.
private final class CompiledSchemas: @unchecked Sendable {
    static let shared = CompiledSchemas()

    let schemas: [XMLSchema: xmlSchemaPtr]

    private init() {
        XMLLibrary.ensureInitialised()
        // A schema's imports (`schemaLocation="xAL.xsd"`) are loaded through libxml2's
        // entity loader, the one process-wide setting this takes: for the moment of
        // compiling it serves the embedded files by name and nothing else, so no import
        // reaches the disk or the network. No parser of ours loads an external entity.
        let previous = xmlGetExternalEntityLoader()
        xmlSetExternalEntityLoader { url, _, context in
            guard let url else { return nil }
            let path = String(cString: url)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let file = XMLSchemaFiles.files.first(where: { $0.name == name }) else { return nil }
            let text = file.text
            // Copied: libxml2 2.9 misreads a schema from a static (immutable) buffer.
            guard
                let buffer = xmlParserInputBufferCreateMem(
                    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self), Int32(text.utf8CodeUnitCount),
                    XML_CHAR_ENCODING_UTF8)
            else {
                return nil
            }
            return xmlNewIOInputStream(context, buffer, XML_CHAR_ENCODING_UTF8)
        }
        defer { xmlSetExternalEntityLoader(previous) }
        var schemas: [XMLSchema: xmlSchemaPtr] = [:]
        for schema in XMLSchema.allCases {
            guard let parser = xmlSchemaNewParserCtxt(schema.entryFile) else { continue }
            xmlSchemaSetParserStructuredErrors(parser, { _, _ in }, nil)
            if let compiled = xmlSchemaParse(parser) { schemas[schema] = compiled }
            xmlSchemaFreeParserCtxt(parser)
        }
        self.schemas = schemas
    }
}
