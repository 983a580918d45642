import Testing

@testable import RouteReportCore

/// The cleaning of a row's details and airport cells, read from bytes: hand-written
/// cells against what a reader of them sees.
@Suite struct CSVDetailTextTests {
    @Test func namesAndTheCodesInTheirParentheses() {
        #expect(CSVDetailText.nameAndCodes("British Airways (BA/BAW)") == ("British Airways", ["BA", "BAW"]))
        #expect(CSVDetailText.nameAndCodes("Lufthansa (lh/)") == ("Lufthansa", ["LH", ""]))
        #expect(CSVDetailText.nameAndCodes("Airbus A320neo ( A20N )") == ("Airbus A320neo", ["A20N"]))
        #expect(CSVDetailText.nameAndCodes("(/BAW)") == (nil, ["", "BAW"]))
        // Parentheses that hold no codes are part of the name.
        #expect(CSVDetailText.nameAndCodes("Boeing 777 (stretched)") == ("Boeing 777 (stretched)", []))
        #expect(CSVDetailText.nameAndCodes("Zürich (ZRH/LSZH)") == ("Zürich", ["ZRH", "LSZH"]))
        #expect(CSVDetailText.nameAndCodes("Qantas") == ("Qantas", []))
    }

    @Test func trimmedOnBothEnds() {
        #expect(CSVDetailText.trimmed(Array(" \tG-TTNA \r".utf8)) == "G-TTNA")
        #expect(CSVDetailText.trimmed(Array("   ".utf8)) == nil)
        #expect(CSVDetailText.trimmed(Array("\u{00A0}14A\u{3000}".utf8)) == "14A")
        #expect(CSVDetailText.trimmed(Array("Café".utf8)) == "Café")
    }

    @Test func airportCellsFoundWithoutText() throws {
        let lookup = AirportCodeLookup()
        func resolved(_ cell: String) -> String? {
            var diagnostics: [Diagnostic] = []
            let id = CSVAirportCell.resolve(
                Array(cell.utf8), lookup: lookup, file: "f.csv", line: 2, column: 1, diagnostics: &diagnostics)
            return id.map { lookup.table.airport($0).icao }
        }
        #expect(resolved("Frankfurt am Main / Frankfurt (FRA/EDDF)") == "EDDF")
        #expect(resolved("London Heathrow (LHR)") == "EGLL")
        #expect(resolved(" lhr/egll ") == "EGLL")
        // An ICAO code the table lacks: the IATA code beside it names the airport.
        #expect(resolved("Somewhere (LHR/ZZZZ)") == "EGLL")
        var diagnostics: [Diagnostic] = []
        #expect(
            CSVAirportCell.resolve(
                Array("Petaluma (O69)".utf8), lookup: lookup, file: "f.csv", line: 2, column: 1, diagnostics: &diagnostics
            ).map { lookup.table.airport($0).icao } == "KO69")
        #expect(diagnostics.map(\.severity) == [.note])
    }
}
