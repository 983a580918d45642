/// Text from inputs (names, ids, file names, messages) made inert for Markdown with as
/// few backslashes as CommonMark and GitHub-flavoured Markdown allow: a character is
/// escaped only where, at that position, a renderer would read it as markup. So ids,
/// paths and versions appear as written (`NRT-SFO`, `inputs/airport-pairs.kml:9`,
/// `routereport 0.1.0`, `Ops & Co`), and `grep` finds them in the raw file, while any
/// name still renders as exactly its characters, never as a link, emphasis, a heading,
/// HTML or a table cell break.
enum MarkdownText {
    /// Where the text goes: what can be markup depends on it.
    enum Position {
        /// Inside a line after other text (a list item's value, a paragraph, alt text).
        case inline
        /// A GFM table cell: `|` also ends the cell.
        case tableCell
        /// The first thing in a block (a paragraph, a list item that is only this text): a
        /// leading `#`, `-`, `+`, `*`, `>` or `1.` would start a block of its own, and
        /// leading spaces indent one (four make a code block), so they are left out.
        case blockStart
        /// An ATX heading's text: a trailing run of `#` after a space would be dropped.
        case heading
        /// An image's description (`![…](…)`), which renderers show as plain text (the
        /// `alt` attribute): a link cannot form there, and HTML would show as written.
        case imageDescription
    }

    /// The text with line breaks and other control characters as spaces (so it cannot end
    /// a table row, a list item or a heading), at the start of a block without the spaces
    /// it starts with, and a backslash before each character that would otherwise be
    /// markup where it stands:
    /// - always `` ` ``, `[`, `]` (code spans, links, images, footnotes);
    /// - `\` before ASCII punctuation (where it would escape it; elsewhere it is literal);
    /// - `*` and `~` unless whitespace is on both sides (then they can neither open nor
    ///   close emphasis or strikethrough); `_` also not inside a word, where CommonMark
    ///   never takes it for emphasis;
    /// - `<` before a letter, `/`, `!` or `?` (an HTML tag, comment or autolink), `&`
    ///   before a letter or `#` (an entity);
    /// - `$` where the text holds two (GitHub's inline maths);
    /// - `|` in a table cell; a block-opening first character; a heading's closing `#`s;
    /// - what GFM's extended autolinks start from, so no text becomes a link: `:` before
    ///   `//` (`http\://`, any scheme, any case), `.` after a word `www` (any case), and
    ///   an `@` between the parts of an address (`a@b.co`, `mailto:`, `xmpp:`), which no
    ///   escape breaks (cmark-gfm finds addresses in the text after escapes are read), so
    ///   an empty HTML comment follows it there, which renders as nothing. An autolink
    ///   once took the backslash of `http://e.x/\<img …>` into its URL and left the
    ///   `<img>` raw.
    static func escaped(_ text: String, in position: Position = .inline) -> String {
        isInert(text, in: position) ? text : escapedByCharacter(text, in: position)
    }

    /// Whether `text` is markup nowhere at `position`, so `escapedByCharacter` would
    /// return it as it is: ASCII letters, digits, spaces and punctuation that no rule
    /// escapes, a `.` after no `www`, a `:` before no `/`, and at the start of a block a
    /// letter first. Most names, codes, dates and figures are; the check costs a pass over
    /// their bytes instead of one over their Characters with a rule each.
    static func isInert(_ text: String, in position: Position) -> Bool {
        var utf8 = text.utf8.makeIterator()
        // The last three bytes, newest lowest.
        var recent: UInt32 = 0
        var previous: UInt8 = 0
        var isFirst = true
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "):
                if isFirst && position == .blockStart { return false }
            case UInt8(ascii: ","), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "%"), UInt8(ascii: "?"),
                UInt8(ascii: "!"), UInt8(ascii: ";"):
                if isFirst && position == .blockStart { return false }
            case UInt8(ascii: "."):
                if isFirst && position == .blockStart { return false }
                // `www.` starts an autolink: any case.
                if recent | 0x20_2020 == 0x77_7777 { return false }
            case UInt8(ascii: "/"):
                // `://` starts an autolink.
                if previous == UInt8(ascii: ":") { return false }
            case UInt8(ascii: ":"):
                if isFirst && position == .blockStart { return false }
            default:
                return false
            }
            recent = (recent << 8 | UInt32(byte)) & 0xFF_FFFF
            previous = byte
            isFirst = false
        }
        return true
    }

    /// `escaped`, Character by Character.
    static func escapedByCharacter(_ text: String, in position: Position = .inline) -> String {
        // A bidirectional control or other hidden format character shows as `\u{202e}`:
        // a renderer would obey it and turn the rest of the line around.
        var characters = FileName.showingFormat(text).map { isBreakOrControl($0) ? " " : $0 }
        if position == .blockStart { characters = Array(characters.drop { $0 == " " }) }
        let pairsDollars = characters.count { $0 == "$" } >= 2
        var result = ""
        result.reserveCapacity(text.utf8.count + 4)
        let closingHashes = position == .heading ? closingSequenceStart(characters) : nil
        let leading = position == .blockStart ? blockMarkerIndex(characters) : nil
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var escape: Bool
            switch character {
            case "`", "[", "]": escape = true
            case "\\": escape = next.map(isASCIIPunctuation) ?? true
            case "*", "~": escape = !(isSpace(previous) && isSpace(next))
            case "_":
                escape = !(isSpace(previous) && isSpace(next)) && !(isWordCharacter(previous) && isWordCharacter(next))
            case "<": escape = next.map { $0.isASCII && ($0.isLetter || "/!?".contains($0)) } ?? false
            case "&": escape = next.map { ($0.isASCII && $0.isLetter) || $0 == "#" } ?? false
            case "$": escape = pairsDollars
            case "|": escape = position == .tableCell
            case ":": escape = next == "/" && index + 2 < characters.count && characters[index + 2] == "/"
            case ".": escape = followsWordWWW(characters, index)
            default: escape = false
            }
            if index == leading || index == closingHashes { escape = true }
            if escape { result.append("\\") }
            result.append(character)
            if character == "@", position != .imageDescription, isAddressCharacter(previous, local: true),
                isAddressCharacter(next, local: false)
            {
                result += "<!-- -->"
            }
        }
        return result
    }

    /// Whether the characters before `index` are a word `www` (any case): GFM's www
    /// autolink starts at its `.`.
    private static func followsWordWWW(_ characters: [Character], _ index: Int) -> Bool {
        guard index >= 3, characters[(index - 3)..<index].allSatisfy({ $0 == "w" || $0 == "W" }) else { return false }
        return index == 3 || !(characters[index - 4].isLetter || characters[index - 4].isNumber)
    }

    /// A character of an address's local part (letters, digits, `.`, `+`, `-`, `_`) or
    /// domain (letters, digits, `-`, `_`), as GFM's email autolink takes them.
    private static func isAddressCharacter(_ character: Character?, local: Bool) -> Bool {
        guard let ascii = character?.asciiValue else { return false }
        let scalar = Character(Unicode.Scalar(ascii))
        return scalar.isLetter || scalar.isNumber || scalar == "-" || scalar == "_" || (local && (scalar == "." || scalar == "+"))
    }

    /// Where a block would open: a leading `#`, `-`, `+`, `*`, `>`, `=`, or the `.`/`)`
    /// after leading digits (an ordered list).
    private static func blockMarkerIndex(_ characters: [Character]) -> Int? {
        guard let first = characters.first else { return nil }
        if "#-+*>=".contains(first) { return 0 }
        let digits = characters.prefix { $0.isASCII && $0.isNumber }.count
        if digits > 0 && digits <= 9 && digits < characters.count && ".)".contains(characters[digits]) { return digits }
        return nil
    }

    /// The first `#` of a trailing run of them that a space (or nothing) precedes: an ATX
    /// heading's optional closing sequence, which a renderer drops.
    private static func closingSequenceStart(_ characters: [Character]) -> Int? {
        var start = characters.count
        while start > 0 && characters[start - 1] == "#" { start -= 1 }
        guard start < characters.count else { return nil }
        return start == 0 || isSpace(characters[start - 1]) ? start : nil
    }

    private static func isSpace(_ character: Character?) -> Bool {
        guard let character else { return true }
        return character.isWhitespace
    }

    /// Neither whitespace nor punctuation (CommonMark's flanking rules' third kind).
    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return !character.isWhitespace && !character.isPunctuation && !character.isSymbol
    }

    private static func isASCIIPunctuation(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii)
            || (123...126).contains(ascii)
    }

    /// Newlines ("\r\n" is one Character), tabs, U+2028/2029, NEL and every other C0/C1
    /// control character.
    private static func isBreakOrControl(_ character: Character) -> Bool {
        if character.isNewline { return true }
        return character.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }
}
