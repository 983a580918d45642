import Testing

@testable import RouteReportCore

/// Long raw text goes past libxml2 into the writer's bytes; the document must be what
/// libxml2 would have written with it, around it and after it.
@Suite("XMLWriter")
struct XMLWriterTests {
    @Test func longRawTextSitsWhereLibxml2PutsRawText() throws {
        let long = String(repeating: "0123456789", count: 700)
        let writer = XMLWriter()
        writer.startElement("a")
        writer.startElement("b")
        let before = writer.offset()
        Array(long.utf8).withUnsafeBufferPointer { writer.raw($0) }
        #expect(writer.offset() == before + 1 + long.utf8.count)  // the start tag's ">" first
        Array("yz".utf8).withUnsafeBufferPointer { writer.raw($0) }
        writer.endElement()
        writer.startElement("c")
        Array(long.utf8).withUnsafeBufferPointer { writer.raw($0) }
        writer.endElement()
        writer.element("d", "1 < 2")
        writer.endElement()
        let document = String(decoding: try #require(writer.finish()), as: UTF8.self)
        #expect(
            document
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>\n  <b>" + long + "yz</b>\n  <c>" + long
                + "</c>\n  <d>1 &lt; 2</d>\n</a>\n")
    }

    /// A fragment's bytes, and what is left of a writer after `dropWritten`, keep the
    /// offsets of the whole document.
    @Test func fragmentsAndDroppedBytesKeepTheirOffsets() throws {
        let whole = XMLWriter()
        whole.startElement("f")
        whole.startElement("sibling")
        whole.endElement()
        let cut = whole.offset()
        whole.element("x", "1")
        let middle = whole.offset()
        whole.element("y", "2")
        let end = whole.offset()
        let document = try #require(whole.finish())

        let (writer, start) = XMLWriter.fragment(depth: 1)
        writer.element("x", "1")
        writer.dropWritten()
        #expect(writer.offset() == middle - cut + start)
        writer.element("y", "2")
        let bytes = try #require(writer.fragment(from: writer.offset() - (end - middle)))
        #expect(bytes == Array(document[middle..<end]))
        #expect(String(decoding: bytes, as: UTF8.self) == "  <y>2</y>\n")
    }
}
