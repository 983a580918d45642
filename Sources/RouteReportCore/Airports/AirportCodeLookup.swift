/// Resolves an airport code as written in a route string or a CSV field, with the
/// diagnostics a reader of that input needs: `unknown-airport` with the codes a letter
/// away, or the airports of a city whose name was written instead; an FAA local
/// identifier that is no IATA or ICAO code is read as its airport, with a note.
struct AirportCodeLookup {
    let table: AirportTable

    init(table: AirportTable = .shared) {
        self.table = table
    }

    /// How many codes a letter away a message lists before it only counts the rest.
    static let suggestionsListed = 3
    /// How many of a city's airports a message lists.
    static let cityAirportsListed = 6

    /// The airport `code` names (IATA for three letters, ICAO for four, any case), as its
    /// place in the table, or nil with an `unknown-airport` error: naming the airport
    /// whose FAA local identifier the code is, where it is one, else the codes a letter
    /// away. `context` starts the message (e.g. "no file is named 'LAXX-JFK', and as a
    /// route").
    func resolve(
        _ code: String, at location: SourceLocation, context: String? = nil, diagnostics: inout [Diagnostic]
    ) -> AirportID? {
        func report(_ message: String) {
            diagnostics.append(Diagnostic(.unknownAirport, context.map { $0 + ": " + message } ?? message, at: location))
        }
        let count = code.utf8.count
        guard count == 3 || count == 4, AirportTable.key(code) != nil else {
            report(
                code.isEmpty
                    ? "an airport code is missing"
                    : "'\(code)' is not an airport code (3-letter IATA or 4-character ICAO)"
                        + (citySuggestion(code) ?? suggestion(code)))
            return nil
        }
        // Three letters are an IATA code even where they are also another airport's FAA
        // local identifier (HND is Tokyo Haneda; the FAA's HND is Henderson, KHND):
        // a warning on every such row of a logbook would drown the real findings.
        if let id = table.id(code: code) { return id }
        // US logbooks write the FAA's identifiers (`O69`): each names one airport.
        if let id = table.id(localIdentifier: code) {
            let local = table.airport(id)
            diagnostics.append(
                Diagnostic(
                    .unknownAirport,
                    "'\(code.uppercased())' is no \(count == 3 ? "IATA" : "ICAO") code but the FAA local identifier of "
                        + "\(Self.describe(local)); read as that airport",
                    at: location, severity: .note))
            return id
        }
        report("unknown airport code '\(code)'" + (citySuggestion(code) ?? suggestion(code)))
        return nil
    }

    /// "; did you mean LHR, LGW, STN, LTN or LCY (London)?" when `word` is the name of
    /// a city with airports, or nil.
    private func citySuggestion(_ word: String) -> String? {
        let airports = table.airports(inCity: word)
        guard !airports.isEmpty else { return nil }
        let codes = airports.map(\.code)
        let listed: String
        if codes.count > Self.cityAirportsListed {
            let rest = codes.count - Self.cityAirportsListed
            listed = codes.prefix(Self.cityAirportsListed).joined(separator: ", ") + " or \(rest) more"
        } else {
            listed = codes.count == 1 ? codes[0] : codes.dropLast().joined(separator: ", ") + " or " + codes[codes.count - 1]
        }
        return "; did you mean \(listed) (\(airports[0].city))?"
    }

    /// "; did you mean LAX (Los Angeles International Airport)?", or nothing.
    private func suggestion(_ code: String) -> String {
        // Two neighbours swapped first (JKF: JFK), then codes that keep more of the typed
        // code's beginning ("LAXX": LAX before AXX).
        let typed = Array(code.uppercased().utf8)
        let near = table.codesOneEditAway(from: code).enumerated().sorted {
            let swapA = Self.isSwap(Array($0.element.code.utf8), of: typed)
            let swapB = Self.isSwap(Array($1.element.code.utf8), of: typed)
            if swapA != swapB { return swapA }
            let a = Self.sharedPrefix(Array($0.element.code.utf8), typed)
            let b = Self.sharedPrefix(Array($1.element.code.utf8), typed)
            return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
        guard !near.isEmpty else { return "" }
        let listed = near.prefix(Self.suggestionsListed).map { "\($0.code) (\($0.airport.name))" }
        let rest = near.count - listed.count
        var text = "; did you mean "
        if rest > 0 {
            text +=
                listed.joined(separator: ", ") + (rest == 1 ? " or one more code" : " or one of \(rest) more codes")
                + " a letter away"
        } else if listed.count == 1 {
            text += listed[0]
        } else {
            text += listed.dropLast().joined(separator: ", ") + " or " + listed[listed.count - 1]
        }
        return text + "?"
    }

    private static func sharedPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// Whether `a` is `b` with two neighbouring characters swapped.
    private static func isSwap(_ a: [UInt8], of b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        let differ = a.indices.filter { a[$0] != b[$0] }
        return differ.count == 2 && differ[1] == differ[0] + 1 && a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]
    }

    /// "London Heathrow Airport (EGLL)".
    static func describe(_ airport: Airport) -> String {
        "\(airport.name) (\(airport.icao))"
    }
}
