#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One linear look at the source before libxml2 parses it, for the budget libxml2 2.9
/// cannot keep itself: it compares each attribute of a start tag with every attribute
/// before it, so a 2.2 MB tag with 200,000 attributes took 87 s (debug build; 20,000
/// took 0.4 s: quadratic). A real KML or GPX element has a handful of attributes.
///
/// A tag with more than N attributes is longer than 5·N bytes (` a=""` each), and `<`
/// cannot occur inside a tag, so only a `<` whose next `<` is further away than that
/// gets its `=` signs counted (outside quotes; every attribute and namespace declaration
/// has one). Comments, CDATA sections and processing instructions are skipped whole,
/// so their text is never taken for a tag. Measured on a 99 MB GPX (1M points): 30 ms,
/// where counting every tag took 57 ms and `xmllint --stream` takes 520 ms.
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
        if asciiCompatible {
            let outcome = scan(bytes, from: Resume(), final: true, maximumAttributes: maximumAttributes, nextTag: nextByteTag)
            if case .crowded(let offset) = outcome { return position(of: offset, in: bytes) }
            return nil
        }
        // The code units are read in place: a copy would be as big as the document, which
        // may be a KMZ entry of hundreds of MiB inflated into one checked allocation.
        let units = UTF16Units(bytes)
        let outcome = scan(units, from: Resume(), final: true, maximumAttributes: maximumAttributes) { $0.nextTag(from: $1) }
        if case .crowded(let offset) = outcome { return position(of: offset, in: units) }
        return nil
    }

    /// UTF-16 bytes as code units, in the byte order of the BOM or of the first `<`.
    struct UTF16Units: RandomAccessCollection {
        let bytes: UnsafeBufferPointer<UInt8>
        let bigEndian: Bool

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            bigEndian = bytes.count >= 2 && (bytes[0] == 0xFE || bytes[0] == 0x00)
        }

        var startIndex: Int { 0 }
        var endIndex: Int { bytes.count / 2 }

        subscript(index: Int) -> UInt16 {
            let first = UInt16(bytes[2 * index])
            let second = UInt16(bytes[2 * index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }

        /// The index of the first `<` at or after `from`, or `count`: memchr finds the
        /// byte 0x3C, which is a `<` where it is the low byte of a unit whose high byte is 0.
        func nextTag(from: Int) -> Int {
            guard let base = bytes.baseAddress else { return count }
            let low = bigEndian ? 1 : 0
            var offset = 2 * from + low
            let end = 2 * count
            while offset < end, let found = memchr(base + offset, 0x3C, end - offset) {
                let at = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                let high = bigEndian ? at - 1 : at + 1
                if (at - low) % 2 == 0 && bytes[high] == 0 { return (at - low) / 2 }
                offset = at + 1
            }
            return count
        }
    }

    /// Where a scan of a document that arrives in pieces goes on: at `index`, inside a
    /// comment, CDATA section or processing instruction when `terminator` is set.
    struct Resume: Equatable {
        var index = 0
        var terminator: [UInt8]?
        /// A long start tag cut by the end of the bytes, counted up to `index`: it goes
        /// on there, not from its `<` again (an 11 MB tag was scanned 170 times over).
        var openTag: OpenTag?
    }

    struct OpenTag: Equatable {
        /// The offset of its `<`.
        var start: Int
        var attributes: Int
        /// The quote of the value being read, if any.
        var quote: UInt8?
    }

    enum Outcome: Equatable {
        /// The offset of the crowded tag's `<`.
        case crowded(Int)
        /// No crowded tag so far; the next piece is scanned from here. A tag cut by the
        /// end of the bytes is scanned again whole, from its `<`.
        case clean(Resume)
    }

    /// The same over ASCII-compatible bytes that arrive in pieces: `bytes` ends where the
    /// bytes so far end, the scan starts at `resume` (0 and nil for the first piece).
    /// Offsets are indexes into `bytes`; a tag cut by their end is counted on from there
    /// (`Resume.openTag`).
    static func scanPiece(_ bytes: UnsafeBufferPointer<UInt8>, from resume: Resume, maximumAttributes: Int) -> Outcome {
        scan(bytes, from: resume, final: false, maximumAttributes: maximumAttributes, nextTag: nextByteTag)
    }

    private static func nextByteTag(_ units: UnsafeBufferPointer<UInt8>, _ from: Int) -> Int {
        guard from < units.count, let base = units.baseAddress, let found = memchr(base + from, 0x3C, units.count - from)
        else { return units.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// `nextTag(units, i)`: the index of the first `<` at or after `i`, or `units.count`.
    /// `final`: the units are the whole document; else a construct cut by their end is
    /// left for the next piece (`Outcome.clean` says where to go on).
    private static func scan<Units: RandomAccessCollection>(
        _ units: Units, from resume: Resume, final: Bool, maximumAttributes: Int, nextTag: (Units, Int) -> Int
    ) -> Outcome where Units.Element: FixedWidthInteger, Units.Index == Int {
        typealias Unit = Units.Element
        let gt: Unit = 0x3E
        let equals: Unit = 0x3D
        let lt: Unit = 0x3C
        let doubleQuote: Unit = 0x22
        let singleQuote: Unit = 0x27
        let bang: Unit = 0x21
        let question: Unit = 0x3F
        let slash: Unit = 0x2F
        let count = units.count
        let shortTag = 5 * maximumAttributes
        /// Skips to past `terminator` from `from`; nil when the units end first.
        func skip(_ terminator: [Unit], from: Int) -> Int? {
            var i = from
            while i < count && !(units[i] == terminator[0] && matches(units, at: i, terminator)) { i += 1 }
            return i < count ? nextTag(units, i + terminator.count) : nil
        }
        func pending(_ terminator: [Unit], searchedFrom: Int) -> Outcome {
            // The terminator may have begun in the last units: search those again.
            .clean(
                Resume(
                    index: max(searchedFrom, count - (terminator.count - 1)),
                    terminator: terminator.map { UInt8(truncatingIfNeeded: $0) }))
        }
        /// Counts `=` outside quotes from `from` to the end of the tag at `start`: the
        /// index of its `>` (or of a `<` that ends it), or the outcome when it is crowded
        /// or cut by the end of the units.
        func countTag(start: Int, from: Int, counted: Int, quote open: Unit?) -> (end: Int?, outcome: Outcome?) {
            var attributes = counted
            var quote = open
            var i = from
            while i < count {
                let unit = units[i]
                if let open = quote {
                    if unit == open { quote = nil }
                } else if unit == doubleQuote || unit == singleQuote {
                    quote = unit
                } else if unit == equals {
                    attributes += 1
                    if attributes > maximumAttributes { return (nil, .crowded(start)) }
                } else if unit == gt || unit == lt {
                    break
                }
                i += 1
            }
            if i == count && !final {
                let tag = OpenTag(start: start, attributes: attributes, quote: quote.map { UInt8(truncatingIfNeeded: $0) })
                return (nil, .clean(Resume(index: count, openTag: tag)))
            }
            return (i, nil)
        }
        var i: Int
        if let open = resume.openTag {
            let counted = countTag(
                start: open.start, from: resume.index, counted: open.attributes, quote: open.quote.map { Unit($0) })
            if let outcome = counted.outcome { return outcome }
            i = nextTag(units, counted.end ?? count)
        } else if let waiting = resume.terminator {
            let terminator = waiting.map { Unit($0) }
            guard let after = skip(terminator, from: resume.index) else {
                return final ? .clean(Resume(index: count)) : pending(terminator, searchedFrom: resume.index)
            }
            i = after
        } else {
            i = nextTag(units, resume.index)
        }
        while i + 1 < count {
            let next = units[i + 1]
            if next == bang || next == question {
                if !final && i + 3 >= count { return .clean(Resume(index: i)) }
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
                guard let after = skip(terminator, from: i + 2) else {
                    return final ? .clean(Resume(index: count)) : pending(terminator, searchedFrom: i + 2)
                }
                i = after
                continue
            }
            let following = nextTag(units, i + 1)
            // The last tag of a piece is counted whole: it may go on in the next piece.
            let cut = !final && following == count
            if next == slash || (following - i <= shortTag && !cut) {
                i = following
                continue
            }
            // A long start tag: count `=` outside quotes until its `>`.
            let counted = countTag(start: i, from: i + 1, counted: 0, quote: nil)
            if let outcome = counted.outcome { return outcome }
            i = nextTag(units, counted.end ?? count)
        }
        if !final && i < count { return .clean(Resume(index: i)) }
        return .clean(Resume(index: count))
    }

    /// Line and column of `offset`, counted only for the one tag that is reported.
    private static func position<Units: RandomAccessCollection>(of offset: Int, in units: Units) -> CrowdedTag
    where Units.Element: FixedWidthInteger, Units.Index == Int {
        var line = 1
        var lineStart = 0
        for i in 0..<offset where units[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return CrowdedTag(line: line, column: offset - lineStart + 1)
    }

    @inline(__always)
    private static func matches<Units: RandomAccessCollection>(_ units: Units, at index: Int, _ pattern: [Units.Element]) -> Bool
    where Units.Element: FixedWidthInteger, Units.Index == Int {
        guard index + pattern.count <= units.count else { return false }
        for offset in 0..<pattern.count where units[index + offset] != pattern[offset] { return false }
        return true
    }
}
