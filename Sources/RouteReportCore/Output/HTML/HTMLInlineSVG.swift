/// A map file's bytes as an `<svg>` element inside report.html: from its root element
/// on (the XML declaration and the generator comment are a file's, not an element's),
/// every `id` and every reference to one (`href="#…"`, `url(#…)`) given `idPrefix`, so
/// two maps on one page can never share an id. Only markup changes: text between tags
/// (a flight's name may read `id="x"`) and attribute values (a flight id may end in
/// ` id=`) are copied as they are, but for a `url(#…)` in a value.
enum HTMLInlineSVG {
    static func inlined(_ svg: [UInt8], idPrefix: String) -> [UInt8] {
        guard let root = firstIndex(of: Array("<svg".utf8), in: svg, from: 0) else { return [] }
        let prefix = Array(idPrefix.utf8)
        // The writers' attribute values hold no raw `<` or `>` (libxml2 writes them as
        // references), so a tag runs from its `<` to the next `>`.
        var result: [UInt8] = []
        result.reserveCapacity(svg.count - root + 64)
        svg.withUnsafeBufferPointer { bytes in
            // Runs between references are copied whole.
            var run = root
            var index = root
            var inTag = false
            // Inside a tag, whether inside an attribute's value (the writers quote values
            // with `"` and write a `"` within one as `&quot;`).
            var inValue = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    inTag = true
                    inValue = false
                } else if byte == UInt8(ascii: ">") {
                    inTag = false
                } else if inTag && byte == UInt8(ascii: "\"") {
                    inValue.toggle()
                } else if inTag, mayStartReference(bytes, at: index),
                    let marker = (inValue ? valueReferences : nameReferences).first(where: {
                        matches($0, in: bytes, at: index)
                    })
                {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                    result += marker
                    result += prefix
                    index += marker.count
                    run = index
                    // An attribute's marker ends in its value's opening quote.
                    inValue = true
                    continue
                }
                index += 1
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
        }
        return result
    }

    /// Whether a reference can start at `index`: its first two bytes (a space then `i`,
    /// `h` or `x`, or `ur`), checked before the whole marker, as most of a map's spaces
    /// are in path data.
    private static func mayStartReference(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        switch bytes[index] {
        case UInt8(ascii: " "): return next == UInt8(ascii: "i") || next == UInt8(ascii: "h") || next == UInt8(ascii: "x")
        case UInt8(ascii: "u"): return next == UInt8(ascii: "r")
        default: return false
        }
    }

    private static func matches(_ marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + marker.count <= bytes.count
            && UnsafeBufferPointer(rebasing: bytes[index..<index + marker.count]).elementsEqual(marker)
    }

    /// The markup that names an id or points at one, each up to where the id begins
    /// (each starts with a space or `u`, which the scan checks first): attributes,
    /// between values, and references, within one.
    private static let nameReferences = [" id=\"", " href=\"#", " xlink:href=\"#"].map { Array($0.utf8) }
    private static let valueReferences = [Array("url(#".utf8)]

    private static func matches(_ marker: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        index + marker.count <= bytes.count && bytes[index..<index + marker.count].elementsEqual(marker)
    }

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + marker.count <= bytes.count {
            if matches(marker, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }
}
