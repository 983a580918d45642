/// Reads route strings, Great Circle Mapper's notation and what people paste: airport
/// codes joined by `-` (or an en dash, `→`, `/`, `->`) make one flight through those
/// airports (`LAX-JFK-SIN`: one flight of three vertices), and `,` separates routes
/// (`LAX-JFK,SFO-NRT`: two flights). Spaces around separators are ignored; codes are
/// IATA (three letters) or ICAO (four), in any case; a city's name (`London`) is an
/// `unknown-airport` error naming its airports.
///
/// A route's id is its codes as written, upper-cased, joined by `-`; its name comes from
/// the table (`RouteName`). A route with an unknown code is left out, with the error.
enum RouteReader {
    /// A code of a route and the 1-based byte column where it starts in the text.
    struct Stop: Equatable {
        var code: String
        var column: Int
    }

    /// The routes of `text`, each the codes between its stop separators, trimmed of
    /// spaces. A stop separator is `-`, an en or em dash, `→`, `/` or `>`; several in a
    /// row with only spaces between are one (`LHR -> JFK`); `,` separates routes.
    static func routes(in text: String) -> [[Stop]] {
        var routes: [[Stop]] = []
        var stops: [Stop] = []
        var code: [UInt8] = []
        var codeColumn: Int?
        // Where a missing code would be: just after the last separator.
        var segmentStart = 1
        // A separator was the last thing seen (spaces aside): the next one joins it.
        var afterSeparator = false
        func endCode() {
            while code.last == UInt8(ascii: " ") { code.removeLast() }
            stops.append(Stop(code: String(decoding: code, as: UTF8.self), column: codeColumn ?? segmentStart))
            code = []
            codeColumn = nil
        }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let column = offset + 1
            let width = stopSeparatorWidth(bytes, at: offset)
            if width > 0 {
                if !afterSeparator || code.count > 0 { endCode() }
                afterSeparator = true
                segmentStart = column + width
                offset += width
                continue
            }
            switch bytes[offset] {
            case UInt8(ascii: ","):
                endCode()
                routes.append(stops)
                stops = []
                afterSeparator = false
                segmentStart = column + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // Kept inside a stop (a city's name, `New York`), dropped around it.
                if !code.isEmpty { code.append(UInt8(ascii: " ")) }
            default:
                if codeColumn == nil { codeColumn = column }
                code.append(bytes[offset])
                afterSeparator = false
            }
            offset += 1
        }
        endCode()
        routes.append(stops)
        return routes
    }

    /// How many bytes the stop separator at `offset` takes (0: none there).
    static func stopSeparatorWidth(_ bytes: [UInt8], at offset: Int) -> Int {
        switch bytes[offset] {
        case UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ">"): return 1
        case 0xE2 where offset + 2 < bytes.count:
            // U+2013 EN DASH, U+2014 EM DASH, U+2192 RIGHTWARDS ARROW.
            let pair = (bytes[offset + 1], bytes[offset + 2])
            return pair == (0x80, 0x93) || pair == (0x80, 0x94) || pair == (0x86, 0x92) ? 3 : 0
        default: return 0
        }
    }

    /// Whether `text` is a route of two or more stops rather than one airport (a CSV
    /// `from` cell): it has a stop separator between two parts, and is not a code and
    /// its ICAO code (`LHR/EGLL`) naming one airport.
    static func isRoute(_ text: String, table: AirportTable = .shared) -> Bool {
        let routes = routes(in: text)
        guard routes.count == 1, routes[0].count >= 2 else { return routes.count > 1 }
        let codes = routes[0].map(\.code)
        if codes.count == 2, let a = table.id(code: codes[0]), a == table.id(code: codes[1]) { return false }
        return true
    }

    /// The flight through `stops`, or nil (with diagnostics) when a code is unknown or
    /// there are fewer than two. `line` and `column` place the text's first byte.
    static func flight(
        _ stops: [Stop], file: String, line: Int, column: Int, context: String?, lookup: AirportCodeLookup,
        diagnostics: inout [Diagnostic]
    ) -> (flight: Flight, airports: [Airport])? {
        var ids: [AirportID] = []
        var complete = true
        for stop in stops {
            let location = SourceLocation(file: file, line: line, column: column + stop.column - 1)
            if let id = lookup.resolve(stop.code, at: location, context: context, diagnostics: &diagnostics) {
                ids.append(id)
            } else {
                complete = false
            }
        }
        let start = SourceLocation(file: file, line: line, column: column + (stops.first?.column ?? 1) - 1)
        guard complete else { return nil }
        let airports = ids.map(lookup.table.airport)
        guard airports.count >= 2 else {
            diagnostics.append(
                Diagnostic(.routeTooShort, "a route needs at least two airports, this one has \(airports.count)", at: start))
            return nil
        }
        // The ends are the airports named: where two share coordinates (MLH and BSL),
        // the nearest airport would be either.
        let flight = Flight(
            name: RouteName.name(airports, table: lookup.table), source: start,
            vertices: airports.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) },
            startAirport: ids.first, endAirport: ids.last)
        return (flight, airports)
    }

    /// A route argument as an input document: its flights, ids the routes upper-cased.
    static func document(for route: RouteInput, lookup: AirportCodeLookup = AirportCodeLookup()) -> InputDocument {
        var diagnostics: [Diagnostic] = []
        var features: [Feature] = []
        let context = route.positional ? "no file is named '\(route.text)', and as a route" : nil
        for stops in routes(in: route.text) {
            guard
                var (flight, _) = flight(
                    stops, file: RouteInput.file, line: route.argument, column: 1, context: context, lookup: lookup,
                    diagnostics: &diagnostics)
            else { continue }
            flight.explicitID = stops.map { $0.code.uppercased() }.joined(separator: "-")
            features.append(.flight(flight))
        }
        return InputDocument(
            file: route.text, format: .route, features: features, diagnostics: DiagnosticOrder.sorted(diagnostics))
    }
}
