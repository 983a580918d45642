/// Names as map labels: one line, short enough to fit a small map.
enum SVGLabelText {
    static let maximumLength = 32

    /// Above and below the baseline, in ems: DejaVu Sans's digits and capitals reach 0.73,
    /// descenders 0.24.
    static let ascent = 0.76
    static let descent = 0.24

    /// Whitespace runs (newlines too) become one space; a long name is cut with "…".
    static func shortened(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ")
        guard line.count > maximumLength else { return line }
        return String(line.prefix(maximumLength - 1)) + "…"
    }

    /// The width of one line of `text` in points, estimated without the font: 0.62 em a
    /// character. The maps' coordinate labels rendered by Chromium in DejaVu Sans (their
    /// first font) measured 0.57 em a character; capitals in names run wider. Errs wide,
    /// so labels kept apart by it stay apart.
    static func width(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * 0.62 * fontSize
    }
}
