import Testing

@testable import RouteReportCore

/// The rankings' entries: one per airline (or aircraft type) however the files name it,
/// checked against groupings worked by hand.
@Suite struct DetailTallyTests {
    private static func entries(_ mentions: [(DetailMention?, Double)]) -> [String: RunStatistics.NameCount] {
        var tally = DetailTally()
        for (mention, distance) in mentions { tally.add(mention, distance: distance) }
        return Dictionary(uniqueKeysWithValues: tally.entries().map { ($0.key, $0) })
    }

    /// myFlightradar24 writes `Virgin Atlantic (VS/VIR)`, Flighty `VIR`: one airline,
    /// counted by the IATA code (one flight each: the shorter code wins the tie), read by
    /// its name.
    @Test func aSecondCodeJoinsTheFilesThatUseIt() {
        let entries = Self.entries([
            (DetailMention(code: "VS", otherCode: "VIR", name: "Virgin Atlantic"), 8_638_000),
            (DetailMention(code: "VIR", name: nil), 8_638_000),
        ])
        #expect(entries.count == 1)
        #expect(entries["VS"]?.flights == 2)
        #expect(entries["VS"]?.name == "Virgin Atlantic")
        #expect(entries["VS"]?.distance == 17_276_000)
    }

    /// A name joins what shares it up to case; the entry reads as the spelling most
    /// flights give, and is counted by the one code given (BA from a flight number).
    @Test func aNameJoinsUpToCaseAndTheCommonestSpellingIsShown() {
        let entries = Self.entries([
            (DetailMention(code: "BA", name: "British Airways"), 1),
            (DetailMention(code: nil, name: "British Airways"), 1),
            (DetailMention(code: nil, name: "BRITISH AIRWAYS"), 1),
            (DetailMention(code: nil, name: "British Airways"), 1),
            (DetailMention(code: "LH", name: "Lufthansa"), 1),
        ])
        #expect(entries.count == 2)
        #expect(entries["BA"]?.flights == 4)
        #expect(entries["BA"]?.name == "British Airways")
        #expect(entries["LH"]?.flights == 1)
    }

    /// Without any code the entry is counted by its name; a name that only repeats the
    /// code is no name; distinct codes and names stay apart.
    @Test func entriesWithoutCodesAndCodesWithoutNames() {
        #expect(DetailMention(code: nil, name: nil) == nil)
        #expect(DetailMention(code: "A388", name: "A388")?.name == nil)
        let entries = Self.entries([
            (DetailMention(code: nil, name: "Boeing 777-200"), 1),
            (DetailMention(code: "A388", name: "A388"), 1),
            (DetailMention(code: "A388", name: nil), 1),
            (DetailMention(code: "B772", name: nil), 1),
            (nil, 1),
        ])
        #expect(entries.keys.sorted() == ["A388", "B772", "Boeing 777-200"])
        #expect(entries["A388"]?.flights == 2)
        #expect(entries["A388"]?.name == "A388")
        #expect(entries["Boeing 777-200"]?.name == "Boeing 777-200")
    }

    /// The key is the code most flights give, whichever mention came first.
    @Test func theCodeMostFlightsGiveIsTheKey() {
        let mentions: [(DetailMention?, Double)] = [
            (DetailMention(code: "BAW", name: "British Airways"), 1),
            (DetailMention(code: "BA", otherCode: "BAW", name: nil), 1),
            (DetailMention(code: "BA", name: nil), 1),
        ]
        #expect(Self.entries(mentions).keys.sorted() == ["BA"])
        #expect(Self.entries(mentions.reversed()).keys.sorted() == ["BA"])
        #expect(Self.entries(mentions)["BA"]?.flights == 3)
    }
}
