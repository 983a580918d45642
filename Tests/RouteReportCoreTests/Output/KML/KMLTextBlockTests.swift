import Testing

@testable import RouteReportCore

/// The blocks of bytes are what libxml2's writer writes for the same elements: its
/// indentation and its escaping, control characters included.
@Suite("KMLTextBlock")
struct KMLTextBlockTests {
    static let awkward = [
        ("flight_id", "a & b < c > d \"e\" 'f'"), ("folder", "tab\there\r\nnew line"), ("name", "bell\u{7} 橋 \u{FFFE}"),
        ("source_file", ""),
    ]

    /// `body` written inside `depth` open elements (so at depth `depth`), by one writer.
    static func written(depth: Int, indent: String? = "  ", _ body: (XMLWriter) -> Void) -> [UInt8] {
        let writer = XMLWriter(indent: indent)
        for _ in 0..<depth { writer.startElement("e") }
        body(writer)
        return writer.finish() ?? []
    }

    /// A placemark is one line: no indentation. Before the block the placemark's start
    /// tag may still be open; after it the placemark goes on.
    @Test(arguments: [false, true])
    func schemaDataIsWhatLibxml2Writes(afterAChild: Bool) {
        let depth = 6
        let byLibxml = Self.written(depth: depth, indent: nil) { writer in
            if afterAChild { writer.element("styleUrl", "#style") }
            writer.startElement("ExtendedData")
            writer.startElement("SchemaData")
            writer.attribute("schemaUrl", "#flight")
            for (name, value) in Self.awkward {
                writer.startElement("SimpleData")
                writer.attribute("name", name)
                writer.text(value)
                writer.endElement()
            }
            writer.endElement()
            writer.endElement()
            writer.element("Point", "0,0")
        }
        let byBlock = Self.written(depth: depth, indent: nil) { writer in
            if afterAChild { writer.element("styleUrl", "#style") }
            KMLTextBlock.schemaData(schema: "flight", Self.awkward).withUnsafeBufferPointer { writer.raw($0) }
            writer.element("Point", "0,0")
        }
        #expect(byBlock == byLibxml)
        #expect(String(decoding: byBlock, as: UTF8.self).contains("a &amp; b &lt; c &gt; d &quot;e&quot; 'f'"))
    }

    @Test func elementsAreWhatLibxml2Writes() {
        for depth in [3, 5, 7] {
            let byLibxml = Self.written(depth: depth) { writer in
                for (name, value) in Self.awkward { writer.element(name, value) }
            }
            let byBlock = Self.written(depth: depth) { writer in
                KMLTextBlock.elements(Self.awkward, depth: depth).withUnsafeBufferPointer { writer.raw($0) }
            }
            #expect(byBlock == byLibxml, "depth \(depth)")
        }
        let byLibxml = Self.written(depth: 4, indent: nil) { writer in
            for (name, value) in Self.awkward { writer.element(name, value) }
        }
        let byBlock = Self.written(depth: 4, indent: nil) { writer in
            KMLTextBlock.elements(Self.awkward, depth: nil).withUnsafeBufferPointer { writer.raw($0) }
        }
        #expect(byBlock == byLibxml, "no indentation")
    }

    /// The position's placemark, one block, after a placemark libxml2 wrote and before
    /// another: timed or not, with a heading or not, at an unwrapped longitude.
    @Test(arguments: [(nil, nil), ("2026-01-01T10:30:00Z", 271.25), ("a < b & \"c\"\r", 0.04)] as [(String?, Double?)])
    func positionPlacemarkIsWhatLibxml2Writes(time: String?, heading: Double?) {
        let name = "bell\u{7} 橋 <&> \"x\" (position)"
        let point = Coordinate(latitude: -33.946111, longitude: 208.7654321)
        func other(_ writer: XMLWriter) {
            KMLFlightLayers.placemarkLead.withUnsafeBufferPointer { writer.raw($0) }
            writer.startElement("Placemark")
            writer.element("name", "other")
            KMLFlightLayers.end(to: writer)
        }
        let byLibxml = Self.written(depth: 3, indent: nil) { writer in
            other(writer)
            KMLFlightLayers.placemarkLead.withUnsafeBufferPointer { writer.raw($0) }
            writer.startElement("Placemark")
            writer.element("name", name)
            if let time {
                writer.startElement("TimeStamp")
                writer.element("when", time)
                writer.endElement()
            }
            writer.element("styleUrl", "#" + KMLStyles.position)
            writer.startElement("Style")
            KMLStyles.positionIconStyle(heading: heading, to: writer)
            writer.endElement()
            KMLSchema.writeData(
                schema: KMLSchema.flightID, Self.awkward.map { (name: $0.0, value: AttributeValue.string($0.1)) }, to: writer)
            KMLGeometry.writePoint(point, to: writer)
            KMLFlightLayers.end(to: writer)
            other(writer)
        }
        let byBlock = Self.written(depth: 3, indent: nil) { writer in
            other(writer)
            KMLFlightLayers.positionPlacemark(name: name, time: time, heading: heading, values: Self.awkward, at: point)
                .withUnsafeBufferPointer { writer.raw($0) }
            other(writer)
        }
        #expect(byBlock == byLibxml)
        #expect(String(decoding: byBlock, as: UTF8.self).contains("<coordinates>-151.2345679,-33.946111"))
    }
}
