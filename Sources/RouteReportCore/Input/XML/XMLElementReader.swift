/// An XML dialect read element by element (GPX, TCX): its start and end tags in order,
/// and the text of the one element it is capturing, gathered into `text` and handed to
/// `finishCapture` at that element's end.
protocol XMLElementReader {
    /// What a captured text is for.
    associatedtype Capture
    var xml: XMLReader { get }
    /// The element whose text is being gathered, if one is: what for, its depth and place.
    var capture: (what: Capture, depth: Int, position: XMLPosition)? { get set }
    var text: [UInt8] { get set }
    mutating func startElement()
    /// The end of the element at `depth`, after its captured text, if any, is finished.
    mutating func endElement(depth: Int)
    mutating func finishCapture(_ what: Capture, position: XMLPosition)
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
                if xml.isEmptyElement { end(depth: xml.depth) }
            case .endElement:
                end(depth: xml.depth)
            case .text:
                if let depth = capture?.depth, xml.depth == depth + 1 { xml.appendText(to: &text) }
            default:
                break
            }
        }
    }

    /// Gathers the text of the element `xml` stands on, for `what`.
    mutating func collect(_ what: Capture) {
        text.removeAll(keepingCapacity: true)
        capture = (what, xml.depth, xml.position)
    }

    private mutating func end(depth: Int) {
        if let capture, depth == capture.depth {
            self.capture = nil
            finishCapture(capture.what, position: capture.position)
        }
        endElement(depth: depth)
    }
}
