/// Runs of simple child elements (`<name>text</name>`, `<SimpleData name="…">text`)
/// formatted as one block of bytes for `XMLWriter.raw` inside their open parent: every
/// placemark has its SchemaData values and views, and a writer call per
/// element cost more than any other part of routes.kml but the coordinates. The bytes are
/// what `XMLWriter` writes for the same elements: its indentation (none in a
/// placemark, which is one line, see `KMLFlightLayers`), and its escaping of text
/// (`XMLEscape`).
enum KMLTextBlock {
    /// `<NAME>TEXT</NAME>` per pair, each on its own line at `depth` and then the
    /// indentation of the parent's end tag; nil: one after another, no whitespace.
    static func elements(_ pairs: [(String, String)], depth: Int?) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pairs.count * 48)
        let indent = depth.map { Array(("\n" + String(repeating: "  ", count: $0)).utf8) } ?? []
        for (name, text) in pairs {
            bytes += indent
            appendElement(name, text, to: &bytes)
        }
        bytes += indent.dropLast(2)
        return bytes
    }

    /// Appends `<NAME>TEXT</NAME>`, the text escaped.
    static func appendElement(_ name: String, _ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "<"))
        XMLEscape.appendUTF8(name, to: &bytes)
        bytes.append(UInt8(ascii: ">"))
        XMLEscape.appendText(text, to: &bytes)
        XMLEscape.appendMarkup("</", to: &bytes)
        XMLEscape.appendUTF8(name, to: &bytes)
        bytes.append(UInt8(ascii: ">"))
    }

    /// `<ExtendedData><SchemaData schemaUrl="#ID">`, one `<SimpleData name="NAME">VALUE</SimpleData>`
    /// per (name, value), and the two end tags, no whitespace: as `XMLWriter` writes them
    /// inside a one-line placemark, without a writer call per tag. `id` and the names
    /// are ours (letters and `_`, nothing to escape).
    static func schemaData(schema id: String, _ values: [(String, String)]) -> [UInt8] {
        schemaData(schema: id, values.map { (name: $0.0, value: AttributeValue.string($0.1)) })
    }

    /// `schemaData` of typed values, each written as `KMLSchema.text(of:)` has it,
    /// numbers formatted straight into the bytes.
    static func schemaData(schema id: String, _ values: [(name: String, value: AttributeValue)]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + values.count * 48)
        XMLEscape.appendMarkup("<ExtendedData><SchemaData schemaUrl=\"#", to: &bytes)
        XMLEscape.appendUTF8(id, to: &bytes)
        // Each value's start tag goes with the end of what comes before it, one append.
        var startTag: StaticString = "\"><SimpleData name=\""
        for (name, value) in values {
            XMLEscape.appendMarkup(startTag, to: &bytes)
            startTag = "</SimpleData><SimpleData name=\""
            XMLEscape.appendUTF8(name, to: &bytes)
            XMLEscape.appendMarkup("\">", to: &bytes)
            switch value {
            case .string(let text): XMLEscape.appendText(text, to: &bytes)
            case .double(let number): DecimalFormat.appendShortest(number, to: &bytes)
            case .int, .bool: bytes += KMLSchema.text(of: value).utf8
            }
        }
        XMLEscape.appendMarkup(
            values.isEmpty ? "\"></SchemaData></ExtendedData>" : "</SimpleData></SchemaData></ExtendedData>", to: &bytes)
        return bytes
    }

}
