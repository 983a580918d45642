import Testing

@testable import RouteReportCore

/// Text that is markup nowhere is returned as it is without the Character-by-Character
/// pass, and that shortcut never changes what the pass gives: random text of the bytes
/// the shortcut takes and of those that stop it (autolink starts, block markers, `#`,
/// `@`, emphasis, non-ASCII), at every position.
@Suite struct MarkdownTextTests {
    static let positions: [MarkdownText.Position] = [.inline, .tableCell, .blockStart, .heading, .imageDescription]

    @Test func theShortcutGivesWhatThePassGives() {
        let alphabet = Array("aw W.:/09 ,'\"()-=+%?!;#@_*$|<&\\[`~é\n")
        var random = SeededGenerator(seed: 20_261_206)
        var inert = 0
        for _ in 0..<100_000 {
            let text = String((0..<random.next(in: 0...9)).map { _ in alphabet[random.next(in: 0...(alphabet.count - 1))] })
            for position in Self.positions {
                let expected = MarkdownText.escapedByCharacter(text, in: position)
                #expect(MarkdownText.escaped(text, in: position) == expected, "\(text) \(position)")
                if MarkdownText.isInert(text, in: position) {
                    inert += 1
                    #expect(expected == text)
                }
            }
        }
        #expect(inert > 20_000)
    }

    /// What a report escapes most is taken by the shortcut; what only looks like it is not.
    @Test func namesCodesAndDatesAreInert() {
        for text in [
            "WI3524 SBB-NCJ", "Santa Barbara de Barinas Airport", "2025-12-31 21:48 UTC", "4,410.7 km (2,381.6 nmi)",
            "O'Hare", "37.4%",
        ] {
            #expect(MarkdownText.isInert(text, in: .inline), "\(text)")
        }
        for (text, position) in [
            ("see www.example.org", MarkdownText.Position.inline), ("http://x", .inline), ("1. place", .blockStart),
            ("- item", .blockStart), (" lead", .blockStart), ("Gate #4", .heading), ("a_b", .inline),
        ] {
            #expect(!MarkdownText.isInert(text, in: position), "\(text)")
        }
    }
}
