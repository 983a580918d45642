/// Names as map labels: one line, short enough to fit, measured with DejaVu Sans's own
/// advance widths (the maps' first font; `SVGFontMetricsData.swift`, made by
/// `Scripts/make_font_metrics.py`).
enum SVGLabelText {
    static let maximumLength = 32

    /// Above and below the baseline, in ems: DejaVu Sans's digits and capitals reach 0.73,
    /// descenders 0.24.
    static let ascent = 0.76
    static let descent = 0.24

    /// The longest label any map draws, in characters, before its "…".
    static let longestLabel = 200

    /// Whitespace runs (newlines too) become one space; a long name is cut with "…".
    static func shortened(_ name: String, maximumLength: Int = maximumLength) -> String {
        cut(line(name, upTo: maximumLength + 1), to: maximumLength)
    }

    /// `shortened`, then cut further (with "…") until it is at most `width` points wide.
    /// The name is read once, to its first `longestLabel + 1` characters: a 9 MB name
    /// took 202 s when each of up to 200 tries split it whole again.
    static func fitted(_ name: String, fontSize: Double, width: Double) -> String {
        let line = line(name, upTo: longestLabel + 1)
        var length = min(line.count, longestLabel)
        var text = cut(line, to: length)
        while length > 1 && self.width(text, fontSize: fontSize) > width {
            length -= 1
            text = cut(line, to: length)
        }
        return text
    }

    /// The name as one line (whitespace runs as one space, none at either end, hidden
    /// format characters shown as `\u{…}`) up to its first `limit` characters: the
    /// name is read no further than that.
    static func line<Name: Sequence<Character>>(_ name: Name, upTo limit: Int) -> [Character] {
        var line: [Character] = []
        line.reserveCapacity(min(limit, 64))
        var space = false
        for character in name {
            if line.count >= limit { break }
            if character.isWhitespace || character.isNewline {
                space = !line.isEmpty
                continue
            }
            if space {
                line.append(" ")
                space = false
            }
            if character.unicodeScalars.contains(where: FileName.isHiddenFormat) {
                for visible in FileName.showingFormat(String(character)) where line.count < limit { line.append(visible) }
            } else {
                line.append(character)
            }
        }
        return line
    }

    /// `line` as a label of at most `length` characters, the last one "…" when cut.
    private static func cut(_ line: [Character], to length: Int) -> String {
        guard line.count > length else { return String(line) }
        return String(line.prefix(max(0, length - 1))) + "…"
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

    /// `text` as at most `lines` lines no wider than `width` points, broken at spaces; a
    /// word too long for a line is cut with "…", and so is the last line when words are left.
    static func wrapped(_ text: String, fontSize: Double, width: Double, lines: Int) -> [String] {
        let words = String(line(text, upTo: longestLabel + 1)).split(separator: " ").map(String.init)
        var result: [String] = []
        var current = ""
        var index = 0
        while index < words.count && result.count < lines {
            let candidate = current.isEmpty ? words[index] : current + " " + words[index]
            if self.width(candidate, fontSize: fontSize) <= width {
                current = candidate
                index += 1
            } else if current.isEmpty {
                result.append(fitted(words[index], fontSize: fontSize, width: width))
                index += 1
            } else {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty && result.count < lines { result.append(current) }
        if index < words.count, let last = result.popLast() {
            result.append(fitted(last + " " + words[index...].joined(separator: " "), fontSize: fontSize, width: width))
        }
        return result
    }
}
