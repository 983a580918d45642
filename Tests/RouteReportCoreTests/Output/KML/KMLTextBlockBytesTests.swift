import Testing

@testable import RouteReportCore

/// `KMLTextBlock`'s blocks, written through a pointer into room reserved beforehand,
/// against the same blocks appended piece by piece with `XMLEscape` (the way they were
/// written before): the same bytes for text that needs escaping, making safe, or neither.
@Suite("KML text block bytes")
struct KMLTextBlockBytesTests {
    static let texts: [String] = [
        "", "plain", "a & b", "<tag>", "say \"hi\"", "tab\there", "line\nbreak", "cr\r", "bell\u{7}", "nul\u{0}",
        "caf\u{E9}", "\u{FFFE}\u{FFFF}", "\u{F000}", "\u{1F6EB} flight", String(repeating: "\"&<>", count: 50),
        String(repeating: "x", count: 300), "ends with ]]>", "2026-01-01T10:30:00Z",
    ]

    /// Text a block escapes in one pass (safe text) or through the escaper (any other),
    /// every ASCII byte before a letter among them, is what the escaper writes.
    @Test func textIsWhatTheEscaperWrites() {
        var texts = Self.texts
        for byte in UInt8(0)..<0x80 { texts.append(String(decoding: [byte, UInt8(ascii: "a")], as: UTF8.self)) }
        for text in texts {
            var escaped: [UInt8] = []
            XMLEscape.appendText(text, to: &escaped)
            #expect(KMLTextBlock.block([.text(text)]) == escaped, "\(text.debugDescription)")
            let safe = text.utf8.withContiguousStorageIfAvailable { XMLEscape.isSafe($0) }
            #expect(safe == (XMLEscape.safe(text) == text && !text.utf8.contains(0xEF)), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [nil, 0, 1, 3] as [Int?])
    func elementsAreTheAppendedPieces(depth: Int?) {
        let pairs = Self.texts.enumerated().map { ("name\($0.offset)", $0.element) }
        for count in [0, 1, 2, pairs.count] {
            let chosen = Array(pairs.prefix(count))
            #expect(KMLTextBlock.elements(chosen, depth: depth) == Self.referenceElements(chosen, depth: depth))
        }
    }

    @Test func blockIsTheAppendedPieces() {
        for text in Self.texts {
            let bytes = KMLTextBlock.block([
                .markup("before<a>"), .element("when", text), .text(text), .bytes(Array("&<".utf8)), .markup("</a>"),
            ])
            var expected = Array("before<a>".utf8)
            Self.referenceElement("when", text, to: &expected)
            XMLEscape.appendText(text, to: &expected)
            expected += Array("&<</a>".utf8)
            #expect(bytes == expected, "\(text.debugDescription)")
        }
        #expect(KMLTextBlock.block([]).isEmpty)
    }

    @Test func schemaDataIsTheAppendedPieces() {
        var values: [(name: String, value: AttributeValue)] = Self.texts.enumerated().map {
            (name: "text_\($0.offset)", value: .string($0.element))
        }
        values += [
            (name: "zero", value: .double(0)), (name: "whole", value: .double(12)), (name: "part", value: .double(-0.1)),
            (name: "huge", value: .double(1.7976931348623157e308)), (name: "tiny", value: .double(5e-324)),
            (name: "count", value: .int(Int.min)), (name: "flag", value: .bool(true)), (name: "off", value: .bool(false)),
        ]
        for count in [0, 1, 5, values.count] {
            let chosen = Array(values.prefix(count))
            #expect(KMLTextBlock.schemaData(schema: "flight", chosen) == Self.referenceSchemaData(schema: "flight", chosen))
        }
    }

    private static func referenceElement(_ name: String, _ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "<"))
        XMLEscape.appendUTF8(name, to: &bytes)
        bytes.append(UInt8(ascii: ">"))
        XMLEscape.appendText(text, to: &bytes)
        XMLEscape.appendMarkup("</", to: &bytes)
        XMLEscape.appendUTF8(name, to: &bytes)
        bytes.append(UInt8(ascii: ">"))
    }

    private static func referenceElements(_ pairs: [(String, String)], depth: Int?) -> [UInt8] {
        var bytes: [UInt8] = []
        let indent = depth.map { Array(("\n" + String(repeating: "  ", count: $0)).utf8) } ?? []
        for (name, text) in pairs {
            bytes += indent
            referenceElement(name, text, to: &bytes)
        }
        bytes += indent.dropLast(2)
        return bytes
    }

    private static func referenceSchemaData(schema id: String, _ values: [(name: String, value: AttributeValue)]) -> [UInt8] {
        var bytes: [UInt8] = []
        XMLEscape.appendMarkup("<ExtendedData><SchemaData schemaUrl=\"#", to: &bytes)
        XMLEscape.appendUTF8(id, to: &bytes)
        XMLEscape.appendMarkup("\">", to: &bytes)
        for (name, value) in values {
            XMLEscape.appendMarkup("<SimpleData name=\"", to: &bytes)
            XMLEscape.appendUTF8(name, to: &bytes)
            XMLEscape.appendMarkup("\">", to: &bytes)
            switch value {
            case .string(let text): XMLEscape.appendText(text, to: &bytes)
            case .double(let number): DecimalFormat.appendShortest(number, to: &bytes)
            case .int, .bool: bytes += KMLSchema.text(of: value).utf8
            }
            XMLEscape.appendMarkup("</SimpleData>", to: &bytes)
        }
        XMLEscape.appendMarkup("</SchemaData></ExtendedData>", to: &bytes)
        return bytes
    }
}
