import Foundation

/// Reads a CSV flight list (see `CSVHeader` for the columns): one flight a row, through
/// the airports of `from` (one code, or a whole route such as `LHR-JFK-SFO`) and then
/// `to`, with departure and arrival times, a name, an id and a progress where the
/// columns give them. Rows are read one at a time from the file's bytes.
///
/// Times with `Z` or an offset are those instants; times without are local at the
/// row's airport (departure at the first, arrival at the last), through the table's
/// IANA zone (`LocalTimeZones`). The flight's name is the `name` column, else the
/// route's (`RouteName`); its id the `id` column, else `FILESTEM-N` as for any input.
enum CSVReader {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, lookup: AirportCodeLookup = AirportCodeLookup())
        -> InputDocument
    {
        guard let (header, _, records) = CSVHeader.sniff(bytes) else {
            return InputDocument(
                file: file, format: nil,
                diagnostics: [
                    Diagnostic(
                        .unknownFormat, "the file is neither KML, KMZ, GPX nor a CSV flight list",
                        at: SourceLocation(file: file, line: 1, column: 1))
                ])
        }
        var rows = records
        var reader = RowReader(header: header, file: file, lookup: lookup)
        while let record = rows.next() {
            reader.read(record)
        }
        if let empty = InputDocument.noFeatures(file: file, features: reader.features, diagnostics: reader.diagnostics) {
            reader.diagnostics.append(empty)
        }
        return InputDocument(
            file: file, format: .csv, features: reader.features, diagnostics: DiagnosticOrder.sorted(reader.diagnostics))
    }

    private struct RowReader {
        let header: CSVHeader
        let file: String
        let lookup: AirportCodeLookup
        let zones = LocalTimeZones()
        var features: [Feature] = []
        var diagnostics: [Diagnostic] = []

        init(header: CSVHeader, file: String, lookup: AirportCodeLookup) {
            self.header = header
            self.file = file
            self.lookup = lookup
        }

        private func location(_ record: CSVRecords.Record, _ column: Int?) -> SourceLocation {
            SourceLocation(file: file, line: record.line, column: column)
        }

        private func field(_ role: CSVHeader.Role, of record: CSVRecords.Record) -> CSVRecords.Field? {
            guard let index = header.columns[role], index < record.fields.count else { return nil }
            let field = record.fields[index]
            return field.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) ? nil : field
        }

        /// Where a field's text starts (after its opening quote).
        private static func textColumn(_ field: CSVRecords.Field) -> Int {
            field.column + (field.quoted ? 1 : 0)
        }

        mutating func read(_ record: CSVRecords.Record) {
            if let open = record.unclosedQuote {
                diagnostics.append(
                    Diagnostic(
                        .csvSyntax, "the quote opened here is never closed",
                        at: SourceLocation(file: file, line: open.line, column: open.column)))
                return
            }
            if record.fields.allSatisfy({ $0.bytes.isEmpty }) { return }
            guard record.fields.count >= header.width else {
                diagnostics.append(
                    Diagnostic(
                        .csvSyntax,
                        "the row has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), the header \(header.width)",
                        at: location(record, 1)))
                return
            }
            guard let from = field(.from, of: record) else {
                diagnostics.append(
                    Diagnostic(
                        .unknownAirport, "an airport code is missing",
                        at: location(record, header.columns[.from].map { record.fields[$0].column } ?? 1)))
                return
            }
            let routes = RouteReader.routes(in: String(decoding: from.bytes, as: UTF8.self))
            guard routes.count == 1 else {
                diagnostics.append(
                    Diagnostic(
                        .csvSyntax, "a row is one flight, but this field holds \(routes.count) routes separated by ','",
                        at: location(record, from.column)))
                return
            }
            var stops = routes[0].map { RouteReader.Stop(code: $0.code, column: Self.textColumn(from) + $0.column - 1) }
            if let to = field(.to, of: record) {
                let leading = to.bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
                let code = String(
                    decoding: to.bytes.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed(),
                    as: UTF8.self)
                stops.append(RouteReader.Stop(code: code, column: Self.textColumn(to) + leading))
            }
            guard
                let route = RouteReader.flight(
                    stops, file: file, line: record.line, column: 1, context: nil, lookup: lookup, diagnostics: &diagnostics)
            else { return }
            var flight = route.flight
            let airports = route.airports
            flight.source = location(record, nil)
            if let name = field(.name, of: record) { flight.name = Self.trimmed(name) }
            if let id = field(.id, of: record) { flight.explicitID = Self.trimmed(id) }
            let departure = time(.departure, of: record, at: airports[0])
            let arrival = time(.arrival, of: record, at: airports[airports.count - 1])
            flight.spanBegin = departure
            flight.spanEnd = arrival
            if let departure, let arrival, arrival < departure, let field = field(.arrival, of: record) {
                diagnostics.append(
                    Diagnostic(
                        .timeOrder,
                        "arrival \(ReportTime.iso8601(arrival)) is before departure \(ReportTime.iso8601(departure)) (local times converted to UTC)",
                        at: location(record, Self.textColumn(field))))
            }
            if let progress = field(.progress, of: record) {
                let text = Self.trimmed(progress)
                if let value = NumberText.parse(Array(text.utf8)), value >= 0, value <= 1 {
                    flight.explicitProgress = value
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .progressOutOfRange, "progress '\(text)' is not a number in [0, 1]",
                            at: location(record, Self.textColumn(progress))))
                }
            }
            features.append(.flight(flight))
        }

        /// The instant in column `role`, local times read at `airport`; nil (with a
        /// `time-syntax` error when it is not a time) when there is none.
        private mutating func time(_ role: CSVHeader.Role, of record: CSVRecords.Record, at airport: Airport) -> Double? {
            guard let field = field(role, of: record) else { return nil }
            let parsed = field.bytes.withUnsafeBufferPointer { CSVTime.parse($0) }
            switch parsed {
            case .instant(let seconds):
                return seconds
            case .local(let wall):
                if let seconds = zones.instant(local: wall, zone: airport.timeZone) { return seconds }
                diagnostics.append(
                    Diagnostic(
                        .timeSyntax,
                        "\(role.rawValue) '\(Self.trimmed(field))' has no zone, and the system knows no time zone '\(airport.timeZone)' for \(airport.code)",
                        at: location(record, Self.textColumn(field))))
                return nil
            case nil:
                diagnostics.append(
                    Diagnostic(
                        .timeSyntax,
                        "\(role.rawValue) '\(Self.trimmed(field))' is not a time (YYYY-MM-DD hh:mm[:ss], with Z or ±hh:mm for UTC or an offset, else local)",
                        at: location(record, Self.textColumn(field))))
                return nil
            }
        }

        private static func trimmed(_ field: CSVRecords.Field) -> String {
            String(decoding: field.bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
    }
}
