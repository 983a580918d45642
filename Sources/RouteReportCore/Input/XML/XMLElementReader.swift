/// An XML dialect read element by element (GPX, TCX): its start and end tags in order,
/// and the text of the one element it is capturing, gathered into `text`.
protocol XMLElementReader {
    var xml: XMLReader { get }
    /// The depth of the element whose text is being gathered, if one is.
    var capturedDepth: Int? { get }
    var text: [UInt8] { get set }
    mutating func startElement()
    mutating func endElement(depth: Int)
}

extension XMLElementReader {
    /// Reads every event below the element `xml` stands on; an empty element's end
    /// follows its start.
    mutating func readElements() {
        text.reserveCapacity(64)
        // Once: through the requirement, each use of `xml` would retain and release it.
        let xml = self.xml
        while xml.next() {
            switch xml.kind {
            case .element:
                startElement()
                if xml.isEmptyElement { endElement(depth: xml.depth) }
            case .endElement:
                endElement(depth: xml.depth)
            case .text:
                if let depth = capturedDepth, xml.depth == depth + 1 { xml.appendText(to: &text) }
            default:
                break
            }
        }
    }
}
