/// One linear look at the source before libxml2 parses it, for the budget libxml2 2.9
/// cannot keep itself: it compares each attribute of a start tag with every attribute
/// before it, so a 2.2 MB tag with 200,000 attributes took 87 s (debug build, 20,000
/// took 0.4 s: quadratic). A real KML or GPX element has a handful of attributes.
///
/// Counts `=` signs outside quotes in each start tag (every attribute and namespace
/// declaration has one); comments, CDATA sections and processing instructions are
/// skipped, so their text is never taken for a tag.
enum XMLStartTagScan {
    struct CrowdedTag: Equatable {
        /// 1-based line and column (in code units) of the tag's `<`.
        var line: Int
        var column: Int
    }

    /// The first start tag with more than `maximumAttributes` attributes, if any.
    /// `asciiCompatible` false means UTF-16, read in its byte order (BOM or first `<`).
    static func firstCrowdedTag(
        in bytes: UnsafeBufferPointer<UInt8>, asciiCompatible: Bool, maximumAttributes: Int
    ) -> CrowdedTag? {
        if asciiCompatible { return scan(bytes, maximumAttributes: maximumAttributes) }
        let bigEndian = bytes.count >= 2 && (bytes[0] == 0xFE || bytes[0] == 0x00)
        let units = (0..<(bytes.count / 2)).map { index -> UInt16 in
            let high = UInt16(bytes[2 * index + (bigEndian ? 0 : 1)]), low = UInt16(bytes[2 * index + (bigEndian ? 1 : 0)])
            return high << 8 | low
        }
        return units.withUnsafeBufferPointer { scan($0, maximumAttributes: maximumAttributes) }
    }

    private static func scan<Unit: FixedWidthInteger>(
        _ units: UnsafeBufferPointer<Unit>, maximumAttributes: Int
    ) -> CrowdedTag? {
        let lt: Unit = 0x3C, gt: Unit = 0x3E, equals: Unit = 0x3D, newline: Unit = 0x0A
        let doubleQuote: Unit = 0x22, singleQuote: Unit = 0x27, bang: Unit = 0x21, question: Unit = 0x3F
        let slash: Unit = 0x2F
        let count = units.count
        var line = 1, lineStart = 0
        var i = 0
        while i < count {
            let unit = units[i]
            if unit == newline {
                line += 1
                lineStart = i + 1
            }
            guard unit == lt, i + 1 < count else {
                i += 1
                continue
            }
            let next = units[i + 1]
            if next == bang || next == question {
                // `<!--…-->`, `<![CDATA[…]]>`, `<?…?>`; `<!DOCTYPE`/`<!ENTITY` end at `>`.
                let terminator: [Unit]
                if next == question {
                    terminator = [question, gt]
                } else if i + 3 < count && units[i + 2] == 0x2D && units[i + 3] == 0x2D {
                    terminator = [0x2D, 0x2D, gt]
                } else if i + 2 < count && units[i + 2] == 0x5B {
                    terminator = [0x5D, 0x5D, gt]
                } else {
                    terminator = [gt]
                }
                i += 2
                while i < count && !(units[i] == terminator[0] && matches(units, at: i, terminator)) {
                    if units[i] == newline {
                        line += 1
                        lineStart = i + 1
                    }
                    i += 1
                }
                i += terminator.count
                continue
            }
            if next == slash {
                i += 2
                continue
            }
            // A start tag: count `=` outside quotes until its `>`.
            let tagLine = line, tagColumn = i - lineStart + 1
            var attributes = 0
            var quote: Unit?
            i += 1
            while i < count {
                let unit = units[i]
                if unit == newline {
                    line += 1
                    lineStart = i + 1
                }
                if let open = quote {
                    if unit == open { quote = nil }
                } else if unit == doubleQuote || unit == singleQuote {
                    quote = unit
                } else if unit == equals {
                    attributes += 1
                    if attributes > maximumAttributes { return CrowdedTag(line: tagLine, column: tagColumn) }
                } else if unit == gt || unit == lt {
                    break
                }
                i += 1
            }
            if i < count && units[i] == gt { i += 1 }
        }
        return nil
    }

    @inline(__always)
    private static func matches<Unit: FixedWidthInteger>(
        _ units: UnsafeBufferPointer<Unit>, at index: Int, _ pattern: [Unit]
    ) -> Bool {
        guard index + pattern.count <= units.count else { return false }
        for offset in 0..<pattern.count where units[index + offset] != pattern[offset] { return false }
        return true
    }
}
