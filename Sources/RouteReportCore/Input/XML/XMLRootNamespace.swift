/// The namespace of a document's root element, read from its first bytes before libxml2
/// parses them: the schema validator must be plugged in before the first event. Skips a
/// UTF-8 BOM, the XML declaration, comments, processing instructions and a DOCTYPE
/// (with its internal subset).
enum XMLRootNamespace {
    enum Scan: Equatable {
        /// The root's namespace; nil when the text is not ASCII-compatible XML or the
        /// root declares no namespace for its prefix.
        case namespace(String?)
        /// The bytes end before the root's start tag does: read more.
        case cut
    }

    /// The root's namespace, nil when it is not within `bytes` or there is none.
    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if case .namespace(let found) = scan(bytes) { return found }
        return nil
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var i = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        while i < bytes.count {
            let byte = bytes[i]
            if isSpace(byte) {
                i += 1
                continue
            }
            guard byte == UInt8(ascii: "<") else { return .namespace(nil) }
            guard i + 1 < bytes.count else { return .cut }
            switch bytes[i + 1] {
            case UInt8(ascii: "?"):
                guard let end = find("?>", in: bytes, from: i + 2) else { return .cut }
                i = end + 2
            case UInt8(ascii: "!"):
                if starts("<!--", in: bytes, at: i) {
                    guard let end = find("-->", in: bytes, from: i + 4) else { return .cut }
                    i = end + 3
                } else {
                    guard let end = doctypeEnd(in: bytes, from: i + 2) else { return .cut }
                    i = end + 1
                }
            default:
                return namespace(ofTagAt: i, in: bytes)
            }
        }
        return .cut
    }

    /// The start tag at `start` (`<`): its prefix's `xmlns` declaration.
    private static func namespace(ofTagAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var i = start + 1
        let nameStart = i
        while i < bytes.count && !isSpace(bytes[i]) && bytes[i] != UInt8(ascii: ">") && bytes[i] != UInt8(ascii: "/") {
            i += 1
        }
        guard i < bytes.count else { return .cut }
        let name = Array(bytes[nameStart..<i])
        let prefix = name.firstIndex(of: UInt8(ascii: ":")).map { Array(name[..<$0]) }
        let wanted = Array("xmlns".utf8) + (prefix.map { [UInt8(ascii: ":")] + $0 } ?? [])
        while i < bytes.count {
            while i < bytes.count && isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return .cut }
            guard bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { return .namespace(nil) }
            let attributeStart = i
            while i < bytes.count && bytes[i] != UInt8(ascii: "=") && !isSpace(bytes[i]) { i += 1 }
            let attribute = Array(bytes[attributeStart..<min(i, bytes.count)])
            while i < bytes.count && (isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "=")) { i += 1 }
            guard i < bytes.count else { return .cut }
            guard bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return .namespace(nil) }
            let quote = bytes[i]
            let valueStart = i + 1
            i = valueStart
            while i < bytes.count && bytes[i] != quote { i += 1 }
            guard i < bytes.count else { return .cut }
            if attribute == wanted { return .namespace(String(decoding: bytes[valueStart..<i], as: UTF8.self)) }
            i += 1
        }
        return .cut
    }

    /// The `>` that ends a `<!DOCTYPE …>` whose text starts at `from`, past an internal
    /// subset in brackets and quoted strings.
    private static func doctypeEnd(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var i = from
        var inSubset = false
        var quote: UInt8?
        while i < bytes.count {
            let byte = bytes[i]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return i
            }
            i += 1
        }
        return nil
    }

    private static func starts(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for k in 0..<count where bytes[index + k] != text.utf8Start[k] { return false }
        return true
    }

    private static func find(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var i = from
        while i + text.utf8CodeUnitCount <= bytes.count {
            if starts(text, in: bytes, at: i) { return i }
            i += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
