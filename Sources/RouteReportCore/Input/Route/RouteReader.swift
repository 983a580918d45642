/// Reads route strings, Great Circle Mapper's notation: airport codes joined by `-` make
/// one flight through those airports (`LAX-JFK-SIN`: one flight of three vertices), and
/// `,` separates routes (`LAX-JFK,SFO-NRT`: two flights). Spaces around `-` and `,` are
/// ignored; codes are IATA (three letters) or ICAO (four), in any case.
///
/// A route's id is its codes as written, upper-cased, joined by `-`; its name comes from
/// the table (`RouteName`). A route with an unknown code is left out, with the error.
enum RouteReader {
    /// A code of a route and the 1-based byte column where it starts in the text.
    struct Stop: Equatable {
        var code: String
        var column: Int
    }

    /// The routes of `text`, each the codes between its `-`, trimmed of spaces.
    static func routes(in text: String) -> [[Stop]] {
        var routes: [[Stop]] = []
        var stops: [Stop] = []
        var code: [UInt8] = []
        var codeColumn: Int?
        // Where a missing code would be: just after the last separator.
        var segmentStart = 1
        func endCode() {
            stops.append(Stop(code: String(decoding: code, as: UTF8.self), column: codeColumn ?? segmentStart))
            code = []
            codeColumn = nil
        }
        for (offset, byte) in text.utf8.enumerated() {
            let column = offset + 1
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: ","):
                endCode()
                if byte == UInt8(ascii: ",") {
                    routes.append(stops)
                    stops = []
                }
                segmentStart = column + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            default:
                if codeColumn == nil { codeColumn = column }
                code.append(byte)
            }
        }
        endCode()
        routes.append(stops)
        return routes
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
