/// Names as map labels: one line, short enough to fit a small map.
enum SVGLabelText {
    static let maximumLength = 32

    /// Whitespace runs (newlines too) become one space; a long name is cut with "…".
    static func shortened(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ")
        guard line.count > maximumLength else { return line }
        return String(line.prefix(maximumLength - 1)) + "…"
    }
}
