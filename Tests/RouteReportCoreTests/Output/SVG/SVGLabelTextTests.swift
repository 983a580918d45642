import Testing

@testable import RouteReportCore

/// Map labels: one line, cut once to a bounded length, hidden format characters shown.
@Suite struct SVGLabelTextTests {
    /// Characters handed out one at a time, counted.
    final class CountedName: Sequence {
        let text: String
        private(set) var taken = 0

        init(_ text: String) {
            self.text = text
        }

        func makeIterator() -> AnyIterator<Character> {
            var inner = text.makeIterator()
            return AnyIterator {
                self.taken += 1
                return inner.next()
            }
        }
    }

    @Test("A long name is read only as far as the longest label: 9 MB once took 202 s per map")
    func longNamesAreReadToTheLimitOnly() {
        let name = CountedName(String(repeating: "Flight ", count: 100_000))
        let line = SVGLabelText.line(name, upTo: SVGLabelText.longestLabel + 1)
        #expect(line.count == SVGLabelText.longestLabel + 1)
        #expect(name.taken <= SVGLabelText.longestLabel + 2)
        let fitted = SVGLabelText.fitted(name.text, fontSize: 11, width: 200)
        #expect(fitted == SVGLabelText.fitted(String(name.text.prefix(300)), fontSize: 11, width: 200))
        #expect(fitted.hasSuffix("…") && SVGLabelText.width(fitted, fontSize: 11) <= 200)
    }

    @Test("The same labels as splitting the whole name: runs of white space are one space, none at the ends")
    func sameLabelsAsSplittingTheName() {
        let names = ["  a \n\t b  ", "", "   ", "abc", String(repeating: "x", count: 31) + " y z", "Zürich\u{00A0}Flughafen"]
        for name in names {
            let words = name.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
            for limit in [1, 3, 32, 200] {
                let expected = words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
                #expect(SVGLabelText.shortened(name, maximumLength: limit) == expected, "\(name) \(limit)")
            }
        }
    }

    @Test("A right-to-left override or zero-width space is shown, not obeyed")
    func hiddenFormatCharactersAreShown() {
        #expect(SVGLabelText.shortened("evil\u{202E}lmk.exe") == "evil\\u{202e}lmk.exe")
        #expect(SVGLabelText.shortened("a\u{200B}b\u{FEFF}") == "a\\u{200b}b\\u{feff}")
        // Joiners stay: an emoji sequence and a Persian word are drawn as they are.
        #expect(SVGLabelText.shortened("👩‍✈️ می‌خواهم") == "👩‍✈️ می‌خواهم")
    }
}
