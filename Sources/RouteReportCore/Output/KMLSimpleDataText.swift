/// The `SimpleData` children of a placemark's `SchemaData`, formatted as one block of
/// bytes: every placemark has them, and an element call to libxml2 per value cost more
/// than any other part of routes.kml but the coordinates. The bytes are what
/// xmlTextWriter writes for the same elements: its indentation, and its escaping of
/// text (`&`, `<`, `>`, `"`, carriage return), after `XMLWriter.xmlSafe`.
enum KMLSimpleDataText {
    /// `<SimpleData>` sits in kml > Document > Folder > Placemark > ExtendedData > SchemaData.
    static let depth = 6

    private static let open = Array(("\n" + String(repeating: "  ", count: depth) + "<SimpleData name=\"").utf8)
    private static let close = Array("</SimpleData>".utf8)
    private static let end = Array(("\n" + String(repeating: "  ", count: depth - 1)).utf8)

    /// The block, for `XMLWriter.raw` inside the open `SchemaData`: one `SimpleData`
    /// per (name, value), then the indentation of the `SchemaData` end tag.
    static func block(_ values: [(String, String)]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 64)
        for (name, value) in values {
            bytes += open
            escape(name, attribute: true, to: &bytes)
            bytes += [UInt8(ascii: "\""), UInt8(ascii: ">")]
            escape(value, attribute: false, to: &bytes)
            bytes += close
        }
        bytes += end
        return bytes
    }

    /// `text` made XML-safe and escaped as xmlTextWriter escapes text or attribute values.
    private static func escape(_ text: String, attribute: Bool, to bytes: inout [UInt8]) {
        for byte in XMLWriter.xmlSafe(text).utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "\""): bytes += Array("&quot;".utf8)
            case 0x0D: bytes += Array("&#13;".utf8)
            case 0x0A where attribute: bytes += Array("&#10;".utf8)
            case 0x09 where attribute: bytes += Array("&#9;".utf8)
            default: bytes.append(byte)
            }
        }
    }
}
