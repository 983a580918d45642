import CLibXML2
import Testing

@testable import RouteReportCore

/// `XMLWriter` writes what libxml2's xmlTextWriter writes for the same calls: random
/// call sequences run through both, with every indentation the outputs use (two
/// spaces, newlines alone, none), as whole documents and as fragments (no encoding
/// declared), with text that needs escaping, characters outside ASCII and characters
/// XML cannot hold.
@Suite("XMLWriter against libxml2")
struct XMLWriterReferenceTests {
    private enum Call {
        case start(String, prefix: String?, namespace: String?)
        case end
        case attribute(String, String)
        case unescapedAttribute(String, String)
        case namespace(prefix: String?, uri: String)
        case text(String)
        case raw(String)
        case rawBytes(String)
        case element(String, String)
        case comment(String)
    }

    private static let pieces = [
        "a", "Zürich", " ", "&", "<", ">", "\"", "'", "\r", "\n", "\t", "12.5", "中", "😀", "\u{1}", "\u{FFFE}",
        "\u{FF0C}", "é", "]]>", "--",
    ]

    private static func words(_ generator: inout SeededGenerator, upTo count: Int) -> String {
        (0..<generator.next(in: 0...count)).map { _ in pieces[generator.next(in: 0...(pieces.count - 1))] }
            .joined()
    }

    /// Calls that both writers accept: attributes only right after a start tag.
    private static func calls(seed: UInt64) -> [Call] {
        var generator = SeededGenerator(seed: seed)
        var calls: [Call] = []
        var depth = 0
        var inStartTag = false
        for _ in 0..<generator.next(in: 1...60) {
            let choice = generator.next(in: 0...11)
            switch choice {
            case 0, 1:
                let prefixed = generator.next(in: 0...3) == 0
                let declares = generator.next(in: 0...3) == 0
                calls.append(
                    .start(
                        ["Placemark", "name", "x", "LineString"][generator.next(in: 0...3)],
                        prefix: prefixed ? "gx" : nil, namespace: declares ? "http://example.com/ns" : nil))
                depth += 1
                inStartTag = true
                continue
            case 2...3 where depth > 0:
                calls.append(.end)
                depth -= 1
            case 4 where inStartTag:
                calls.append(.attribute(["id", "name", "d"][generator.next(in: 0...2)], words(&generator, upTo: 4)))
                continue
            case 5 where inStartTag:
                calls.append(.unescapedAttribute("d", "M1 2L3.5 4"))
                continue
            case 6 where inStartTag:
                calls.append(.namespace(prefix: generator.next(in: 0...1) == 0 ? "gx" : nil, uri: "http://a/b"))
                continue
            case 7 where depth > 0:
                calls.append(.text(words(&generator, upTo: 5)))
            case 8 where depth > 0:
                calls.append(.raw("1,2 3,4"))
            case 9 where depth > 0:
                calls.append(.rawBytes(generator.next(in: 0...1) == 0 ? "" : "<b>raw</b>"))
            case 10:
                calls.append(.element("when", words(&generator, upTo: 3)))
            case 11:
                calls.append(.comment(" made by a test "))
            default:
                break
            }
            inStartTag = false
        }
        return calls
    }

    private static func run(_ calls: [Call], on writer: XMLWriter) {
        for call in calls {
            switch call {
            case .start(let name, let prefix, let namespace):
                writer.startElement(name, prefix: prefix, namespace: namespace)
            case .end: writer.endElement()
            case .attribute(let name, let value): writer.attribute(name, value)
            case .unescapedAttribute(let name, let value): writer.attribute(name, unescaped: Array(value.utf8))
            case .namespace(let prefix, let uri): writer.namespace(prefix: prefix, uri: uri)
            case .text(let text): writer.text(text)
            case .raw(let text): writer.raw(text)
            case .rawBytes(let text): Array(text.utf8).withUnsafeBufferPointer { writer.raw($0) }
            case .element(let name, let text): writer.element(name, text)
            case .comment(let text): writer.comment(text)
            }
        }
    }

    /// The same calls through xmlTextWriter, as the writer made them before it wrote its
    /// own bytes: values made XML-safe first, then handed to libxml2.
    private final class Reference {
        final class Output { var bytes: [UInt8] = [] }
        let output = Output()
        let writer: xmlTextWriterPtr

        init?(indent: String?, startsDocument: Bool) {
            let context = Unmanaged.passUnretained(output).toOpaque()
            let buffer = xmlOutputBufferCreateIO(
                { context, bytes, count in
                    guard let context, let bytes, count > 0 else { return 0 }
                    let output = Unmanaged<Output>.fromOpaque(context).takeUnretainedValue()
                    bytes.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
                        output.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(count)))
                    }
                    return count
                }, nil, context, nil)
            guard let writer = buffer.flatMap({ xmlNewTextWriter($0) }) else { return nil }
            self.writer = writer
            if let indent {
                xmlTextWriterSetIndent(writer, 1)
                xmlTextWriterSetIndentString(writer, indent)
            }
            if startsDocument { xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil) }
        }

        deinit { xmlFreeTextWriter(writer) }

        func run(_ calls: [Call]) {
            for call in calls {
                switch call {
                case .start(let name, let prefix, let namespace):
                    if prefix != nil || namespace != nil {
                        xmlTextWriterStartElementNS(writer, prefix, name, namespace)
                    } else {
                        xmlTextWriterStartElement(writer, name)
                    }
                case .end: xmlTextWriterEndElement(writer)
                case .attribute(let name, let value):
                    xmlTextWriterWriteAttribute(writer, name, XMLEscape.safe(value))
                case .unescapedAttribute(let name, let value):
                    xmlTextWriterStartAttribute(writer, name)
                    xmlTextWriterWriteRaw(writer, value)
                    xmlTextWriterEndAttribute(writer)
                case .namespace(let prefix, let uri):
                    xmlTextWriterWriteAttribute(writer, prefix.map { "xmlns:" + $0 } ?? "xmlns", uri)
                case .text(let text): xmlTextWriterWriteString(writer, XMLEscape.safe(text))
                case .raw(let text), .rawBytes(let text): xmlTextWriterWriteRaw(writer, text)
                case .element(let name, let text):
                    xmlTextWriterStartElement(writer, name)
                    xmlTextWriterWriteString(writer, XMLEscape.safe(text))
                    xmlTextWriterEndElement(writer)
                case .comment(let text): xmlTextWriterWriteComment(writer, text)
                }
            }
        }

        func finish() -> [UInt8] {
            xmlTextWriterEndDocument(writer)
            return output.bytes
        }

        func flushed() -> [UInt8] {
            xmlTextWriterFlush(writer)
            return output.bytes
        }
    }

    @Test(arguments: ["  ", "", nil] as [String?])
    func wholeDocumentsAreLibxml2s(indent: String?) throws {
        for seed in UInt64(1)...400 {
            let calls = Self.calls(seed: seed)
            let writer = XMLWriter(indent: indent)
            Self.run(calls, on: writer)
            let reference = try #require(Reference(indent: indent, startsDocument: true))
            reference.run(calls)
            let ours = try #require(writer.finish())
            let theirs = reference.finish()
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self), "seed \(seed)")
        }
    }

    /// A fragment is written after a sibling element, with no XML declaration: as
    /// libxml2 writes the same calls without a document start.
    @Test(arguments: ["  ", nil] as [String?])
    func fragmentsAreLibxml2s(indent: String?) throws {
        for seed in UInt64(1_000)...1_400 {
            let calls = Self.calls(seed: seed)
            let (writer, start) = XMLWriter.fragment(depth: 1, indent: indent)
            Self.run(calls, on: writer)
            let reference = try #require(Reference(indent: indent, startsDocument: false))
            reference.run([.start("f", prefix: nil, namespace: nil), .start("sibling", prefix: nil, namespace: nil), .end])
            let cut = reference.flushed().count
            reference.run(calls)
            let theirs = Array(reference.flushed()[cut...])
            let ours = try #require(writer.fragment(from: start))
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self), "seed \(seed)")
        }
    }
}
