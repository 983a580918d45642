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
        // A newline and two spaces a level.
        let indent = depth.map { 1 + 2 * $0 } ?? 0
        var room = indent
        for (name, text) in pairs { room += indent + mostBytes(name, text) }
        return [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            var cursor = ByteCursor(at: base)
            for (name, text) in pairs {
                cursor.putIndent(indent)
                cursor.putElement(name, text)
            }
            cursor.putIndent(max(0, indent - 2))
            count = cursor.at - base
            precondition(count <= room, "elements past their room")
        }
    }

    /// A stretch of a block: tags as they are, text to escape, `<NAME>TEXT</NAME>`, or
    /// bytes made as they go (`schemaData`).
    enum Piece {
        case markup(StaticString)
        case text(String)
        case element(String, String)
        case bytes([UInt8])
    }

    /// The pieces one after another, no whitespace (inside a one-line placemark), written
    /// through a pointer into room reserved once: what `XMLWriter` writes for the same
    /// calls (`startElement`, `text`, `endElement`; text, even empty, ends a start tag).
    static func block(_ pieces: [Piece]) -> [UInt8] {
        var room = 0
        for piece in pieces {
            switch piece {
            case .markup(let tags): room += tags.utf8CodeUnitCount
            case .text(let text): room += 6 * text.utf8.count
            case .element(let name, let text): room += mostBytes(name, text)
            case .bytes(let bytes): room += bytes.count
            }
        }
        return [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            var cursor = ByteCursor(at: base)
            for piece in pieces {
                switch piece {
                case .markup(let tags): cursor.put(tags)
                case .text(let text): cursor.putText(text)
                case .element(let name, let text): cursor.putElement(name, text)
                case .bytes(let bytes): bytes.withUnsafeBufferPointer { cursor.put($0) }
                }
            }
            count = cursor.at - base
            precondition(count <= room, "block past its room")
        }
    }

    /// At least as many bytes as `<NAME>TEXT</NAME>` takes, the text escaped (6 bytes for
    /// a byte, `&quot;`, is the most).
    private static func mostBytes(_ name: String, _ text: String) -> Int {
        2 * name.utf8.count + 5 + 6 * text.utf8.count
    }

    /// `<ExtendedData><SchemaData schemaUrl="#ID">`, one `<SimpleData name="NAME">VALUE</SimpleData>`
    /// per (name, value), and the two end tags, no whitespace: as `XMLWriter` writes them
    /// inside a one-line placemark, without a writer call per tag. `id` and the names
    /// are ours (letters and `_`, nothing to escape).
    static func schemaData(schema id: String, _ values: [(String, String)]) -> [UInt8] {
        schemaData(schema: id, values.map { (name: $0.0, value: AttributeValue.string($0.1)) })
    }

    /// `schemaData` of typed values, each written as `KMLSchema.text(of:)` has it,
    /// numbers formatted straight into the bytes. Written through a pointer into room
    /// reserved once (`mostBytes`): an Array append a tag cost more than the values.
    static func schemaData(schema id: String, _ values: [(name: String, value: AttributeValue)]) -> [UInt8] {
        let room = mostBytes(schema: id, values)
        var scratch: [UInt8] = []
        return [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            var cursor = ByteCursor(at: base)
            cursor.put("<ExtendedData><SchemaData schemaUrl=\"#")
            cursor.put(id)
            // Each value's start tag goes with the end of what comes before it.
            var startTag: StaticString = "\"><SimpleData name=\""
            for (name, value) in values {
                cursor.put(startTag)
                startTag = "</SimpleData><SimpleData name=\""
                cursor.put(name)
                cursor.put("\">")
                switch value {
                case .string(let text): cursor.putText(text)
                case .double(let number):
                    scratch.removeAll(keepingCapacity: true)
                    DecimalFormat.appendShortest(number, to: &scratch)
                    scratch.withUnsafeBufferPointer { cursor.put($0) }
                case .int, .bool: cursor.put(KMLSchema.text(of: value))
                }
            }
            cursor.put(values.isEmpty ? "\"></SchemaData></ExtendedData>" : "</SimpleData></SchemaData></ExtendedData>")
            count = cursor.at - base
            precondition(count <= room, "SchemaData past its room")
        }
    }

    /// At least as many bytes as `schemaData` writes: its markup, and each value at its
    /// longest, text escaped (6 bytes for a byte, `&quot;`, is the most).
    private static func mostBytes(schema id: String, _ values: [(name: String, value: AttributeValue)]) -> Int {
        // The markup before the first value and after the last, 80 bytes at most.
        var room = 96 + id.utf8.count
        for (name, value) in values {
            // A value's tags, 33 bytes, and its name.
            room += 40 + name.utf8.count
            switch value {
            case .string(let text): room += 6 * text.utf8.count
            case .double: room += ShortestDecimal.longest + 2
            case .int: room += 20
            case .bool: room += 1
            }
        }
        return room
    }

    /// Writes bytes at a pointer with room enough, reserved beforehand.
    private struct ByteCursor {
        var at: UnsafeMutablePointer<UInt8>

        mutating func put(_ byte: UInt8) {
            at.pointee = byte
            at += 1
        }

        /// A newline and `count - 1` spaces; nothing for 0.
        mutating func putIndent(_ count: Int) {
            guard count > 0 else { return }
            put(UInt8(ascii: "\n"))
            at.update(repeating: UInt8(ascii: " "), count: count - 1)
            at += count - 1
        }

        /// `<NAME>TEXT</NAME>`, the text escaped.
        mutating func putElement(_ name: String, _ text: String) {
            put(UInt8(ascii: "<"))
            put(name)
            put(UInt8(ascii: ">"))
            putText(text)
            put(UInt8(ascii: "<"))
            put(UInt8(ascii: "/"))
            put(name)
            put(UInt8(ascii: ">"))
        }

        /// `text` as element content (`XMLEscape.appendText`), at most 6 bytes a byte: text
        /// with nothing to look at closer (nearly all) copied whole, other safe text
        /// escaped straight into the room, any other through the escaper.
        mutating func putText(_ text: String) {
            let written = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
                if !utf8.contains(where: XMLEscape.mayNeedEscape) {
                    put(utf8)
                    return true
                }
                guard XMLEscape.isSafe(utf8) else { return false }
                for byte in utf8 {
                    if let reference = XMLEscape.textReference(byte) { put(reference) } else { put(byte) }
                }
                return true
            }
            guard written != true else { return }
            var escaped: [UInt8] = []
            XMLEscape.appendText(text, to: &escaped)
            escaped.withUnsafeBufferPointer { put($0) }
        }

        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            at.update(from: source, count: bytes.count)
            at += bytes.count
        }

        mutating func put(_ markup: StaticString) {
            put(UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
        }

        mutating func put(_ text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ put($0) }) == nil {
                for byte in text.utf8 { put(byte) }
            }
        }
    }
}
