/// Names as map labels: one line, short enough to fit, measured with DejaVu Sans's own
/// advance widths (the maps' first font; `SVGFontMetricsData.swift`, made by
/// `Scripts/make_font_metrics.py`).
enum SVGLabelText {
    static let maximumLength = 32

    /// Above and below the baseline, in ems: DejaVu Sans's digits and capitals reach 0.73,
    /// descenders 0.24.
    static let ascent = 0.76
    static let descent = 0.24

    /// Whitespace runs (newlines too) become one space; a long name is cut with "…".
    static func shortened(_ name: String, maximumLength: Int = maximumLength) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ")
        guard line.count > maximumLength else { return line }
        return String(line.prefix(max(0, maximumLength - 1))) + "…"
    }

    /// `shortened`, then cut further (with "…") until it is at most `width` points wide.
    static func fitted(_ name: String, fontSize: Double, width: Double) -> String {
        var text = shortened(name, maximumLength: 200)
        var length = text.count
        while length > 1 && self.width(text, fontSize: fontSize) > width {
            length -= 1
            text = shortened(name, maximumLength: length)
        }
        return text
    }

    /// The advance width of one line of `text` in points: DejaVu Sans's widths, rounded
    /// up to a thousandth of an em; a character outside the table counts 1 em (another
    /// font may draw it), so boxes err wide and labels kept apart by them stay apart.
    static func width(_ text: String, fontSize: Double) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let index = Int(scalar.value) - Int(firstTableScalar)
            if index >= 0 && index < advanceTable.count {
                thousandths += Int(advanceTable[index])
            } else {
                thousandths += Int(symbolAdvances[scalar.value] ?? 1000)
            }
        }
        return Double(thousandths) / 1000 * fontSize
    }
}
