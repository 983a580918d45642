/// Text from inputs (names, ids, file names, messages) made inert for Markdown: whatever
/// a name holds, it renders as those characters, never as a link, emphasis, a heading,
/// HTML or a table cell break.
enum MarkdownText {
    /// Characters that start Markdown (and GitHub-flavoured) constructs; each gets a
    /// backslash, which CommonMark allows before any ASCII punctuation. `~` is GFM
    /// strikethrough and `$` GitHub's maths.
    static let punctuation: Set<Character> = [
        "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "$",
    ]

    /// One line of inert text: `&`, `<`, `>` as entities (so no HTML tag or entity gets
    /// through), Markdown punctuation backslash-escaped (a `|` becomes `\|`, safe in a
    /// table cell), and line breaks and other control characters as spaces, so a name
    /// cannot end a table row, a list item or a heading.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default:
                if punctuation.contains(character) {
                    result.append("\\")
                    result.append(character)
                } else if isBreakOrControl(character) {
                    result.append(" ")
                } else {
                    result.append(character)
                }
            }
        }
        return result
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
