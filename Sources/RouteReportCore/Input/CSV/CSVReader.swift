import Foundation

/// Reads a flight list in any dialect of `CSVDialects`: one flight a row (or, for a
/// track dialect, one track of all rows, `CSVTrackReader`); or a point list, one
/// landmark a row (`CSVPointListReader`). A row's flight goes through
/// the airports of `from` (one airport, or a whole route such as `LHR-JFK-SFO`) and
/// then `to` (the airport it was diverted to, where one is given); its times are read
/// as `CSVRowTimes` says, its details (`FlightDetails`) cleaned by `CSVDetailText`.
///
/// The flight's name is the `name` column, else its flight number and route name
/// (`RouteName`); its id the `id` column, else `FILESTEM-N` as for any input. A note at
/// the header says which dialect the file was read as and names the columns not used.
enum CSVReader {
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, lookup: AirportCodeLookup = AirportCodeLookup(),
        dateOrder: DateOrder? = nil, maxFeatures: Int = FeatureLimit.standard, batches: FeatureBatches? = nil
    ) -> InputDocument {
        guard let (header, records) = CSVHeader.sniff(bytes) else {
            let why = CSVHeader.notAList(bytes).map { " (" + $0 + ")" } ?? ""
            return InputDocument(
                file: file, format: nil,
                diagnostics: [
                    Diagnostic(
                        .unknownFormat,
                        "the file is neither KML, KMZ, GPX nor a flight list or point list routereport knows" + why,
                        at: SourceLocation(file: file, line: 1, column: 1))
                ])
        }
        var diagnostics = [readAsNote(header, file: file)]
        var features: [Feature] = []
        var featureCount: Int
        switch header.dialect.kind {
        case .track:
            features = CSVTrackReader.read(records, header: header, file: file, diagnostics: &diagnostics)
            featureCount = features.count
        case .points:
            features = CSVPointListReader.read(
                records, header: header, file: file, maxFeatures: maxFeatures, diagnostics: &diagnostics)
            featureCount = features.count
        case .flights:
            let maxFeatures = batches?.maxFeatures ?? maxFeatures
            var reader = RowReader(header: header, file: file, lookup: lookup, firstRecords: records, dateOrder: dateOrder)
            // Rows handed on in batches before those in `reader.features`.
            var handed = 0
            var rows = records
            while let record = rows.next() {
                let findings = reader.diagnostics.count
                reader.read(record)
                if handed + reader.features.count > maxFeatures {
                    // The row past the cap is not read: neither its flight nor its findings.
                    reader.features.removeLast()
                    reader.diagnostics.removeSubrange(findings...)
                    reader.diagnostics.append(
                        FeatureLimit.exceeded(maxFeatures, at: SourceLocation(file: file, line: record.line)))
                    break
                }
                if let batches, reader.features.count >= batches.size {
                    batches.take(handed, reader.features, .csv)
                    handed += reader.features.count
                    reader.features.removeAll(keepingCapacity: true)
                }
            }
            reader.finish()
            featureCount = handed + reader.features.count
            if let batches {
                if !reader.features.isEmpty { batches.take(handed, reader.features, .csv) }
            } else {
                features = reader.features
            }
            diagnostics += reader.diagnostics
        }
        if let empty = InputDocument.noFeatures(file: file, featureCount: featureCount, diagnostics: diagnostics) {
            diagnostics.append(empty)
        }
        return InputDocument(file: file, format: .csv, features: features, diagnostics: DiagnosticOrder.sorted(diagnostics))
    }

    /// "read as a myFlightradar24 export; not used: Dep_id, Arr_id": once per file.
    static func readAsNote(_ header: CSVHeader, file: String) -> Diagnostic {
        var message = "read as "
        switch header.dialect.kind {
        case .points: message += "a point list, a landmark a row"
        case .flights, .track: message += header.dialect.isSpreadsheet ? "a spreadsheet flight list" : header.dialect.name
        }
        if !header.unused.isEmpty { message += "; columns not used: " + header.unused.joined(separator: ", ") }
        return Diagnostic(.readAs, message, at: SourceLocation(file: file, line: header.line ?? 1, column: 1))
    }

    private struct RowReader {
        let header: CSVHeader
        let file: String
        let lookup: AirportCodeLookup
        let zones = LocalTimeZones()
        /// The records after the header, for `CSVDateOrder`.
        let firstRecords: CSVRecords
        /// How dates that read both ways are read: nil until the file's dates were looked
        /// at, then as they show, else as `--date-order` or the dialect says.
        var dateOrder: DateOrder?
        /// `--date-order`.
        let chosenDateOrder: DateOrder?
        /// Whether the file's dates were looked at for their order.
        var dateOrderSettled = false
        var features: [Feature] = []
        var diagnostics: [Diagnostic] = []
        var inSection = false
        var cancelled = 0
        var firstCancelled: Int?

        init(
            header: CSVHeader, file: String, lookup: AirportCodeLookup, firstRecords: CSVRecords,
            dateOrder: DateOrder?
        ) {
            self.header = header
            self.file = file
            self.lookup = lookup
            self.firstRecords = firstRecords
            chosenDateOrder = dateOrder
        }

        private var columns: CSVColumns { header.columns }

        private func location(_ record: CSVRecords.Record, _ column: Int?) -> SourceLocation {
            SourceLocation(file: file, line: record.line, column: column)
        }

        /// The cell in `column`, nil when the row has none there or it is blank.
        private func cell(_ column: Int?, of record: CSVRecords.Record) -> CSVRecords.Field? {
            guard let column, column < record.fields.count else { return nil }
            let field = record.fields[column]
            if field.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
            // App in the Air writes `None` for a value it does not have.
            if header.dialect.layout != .header, field.bytes == Self.none { return nil }
            return field
        }

        private static let none = Array("None".utf8)

        private func text(_ column: Int?, of record: CSVRecords.Record) -> String? {
            cell(column, of: record).flatMap { CSVDetailText.trimmed($0.bytes) }
        }

        /// Where a field's text starts (after its opening quote).
        private static func textColumn(_ field: CSVRecords.Field) -> Int {
            field.column + (field.quoted ? 1 : 0)
        }

        /// The header's written name of a column, for messages.
        private func columnName(_ column: Int?) -> String {
            guard let column else { return "?" }
            if case .sections(_, let names) = header.dialect.layout, column < names.count { return names[column] }
            return "column \(column + 1)"
        }

        mutating func read(_ record: CSVRecords.Record) {
            if case .sections(let start, _) = header.dialect.layout {
                if record.fields.count == 1 {
                    let text = String(decoding: record.fields[0].bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    if text.hasSuffix(":") { inSection = text == start }
                    return
                }
                guard inSection else { return }
            }
            if let open = record.unclosedQuote {
                diagnostics.append(
                    Diagnostic(
                        .csvSyntax, "the quote opened here is never closed",
                        at: SourceLocation(file: file, line: open.line, column: open.column), severity: .error,
                        isFatal: true))
                return
            }
            if record.fields.allSatisfy({ $0.bytes.isEmpty }) { return }
            if let column = columns.cancelled, let value = text(column, of: record), value.lowercased() == "true" {
                cancelled += 1
                if firstCancelled == nil { firstCancelled = record.line }
                return
            }
            // A short row (trailing empty cells left out) reads with those cells empty;
            // only a missing airport cell makes it no flight.
            if record.fields.count < header.width {
                let needed = [columns.from, columns.to].compactMap { $0 }
                if let missing = needed.first(where: { $0 >= record.fields.count }) {
                    diagnostics.append(
                        Diagnostic(
                            .csvSyntax,
                            "the row has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), the header \(header.width): its \(missing == columns.from ? "departure" : "arrival") airport cell is missing",
                            at: location(record, 1), severity: .warning))
                    return
                }
            }
            guard let ids = airports(of: record) else { return }
            let airports = ids.map(lookup.table.airport)
            // The ends are the airports named (`Flight.startAirport`), not the nearest.
            var flight = Flight(
                name: nil, source: location(record, nil),
                vertices: airports.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) },
                startAirport: ids.first, endAirport: ids.last)
            let details = details(of: record)
            let routeName = RouteName.name(airports, table: lookup.table)
            flight.name = text(columns.name, of: record) ?? (details.flightNumber.map { $0 + " " } ?? "") + routeName
            if let id = text(columns.id, of: record) { flight.explicitID = id }
            let times = times(of: record, from: airports[0], to: airports[airports.count - 1])
            flight.spanBegin = times.departure
            flight.spanEnd = times.arrival
            flight.details = FlightDetails(
                flightNumber: details.flightNumber, airline: details.airline, airlineCode: details.airlineCode,
                airlineOtherCode: details.airlineOtherCode == details.airlineCode ? nil : details.airlineOtherCode,
                aircraft: details.aircraft, aircraftCode: details.aircraftCode, registration: details.registration,
                seat: details.seat, seatType: details.seatType, seatClass: details.seatClass, reason: details.reason,
                callsign: details.callsign, notes: details.notes, departureIsDateOnly: times.dateOnly,
                takeoff: times.takeoff, landing: times.landing)
            if flight.details?.isEmpty == true { flight.details = nil }
            if let departure = times.departure, let arrival = times.arrival, arrival < departure {
                let column = columns.arrivals.first { cell($0.column, of: record) != nil }?.column
                diagnostics.append(
                    Diagnostic(
                        .timeOrder,
                        "arrival \(ReportTime.iso8601(arrival)) is before departure \(ReportTime.iso8601(departure)) (local times converted to UTC)",
                        at: location(record, cell(column, of: record).map(Self.textColumn) ?? 1)))
            }
            if let progress = cell(columns.progress, of: record) {
                let text = CSVDetailText.trimmed(progress.bytes) ?? ""
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

        /// The airports of the row: `from` (an airport, or a route in a spreadsheet), then
        /// `to` or the airport it was diverted to; nil, with the diagnostics, when one is
        /// unknown or missing.
        private mutating func airports(of record: CSVRecords.Record) -> [AirportID]? {
            guard let from = cell(columns.from, of: record) else {
                let column = columns.from.flatMap { $0 < record.fields.count ? record.fields[$0].column : nil } ?? 1
                diagnostics.append(
                    Diagnostic(
                        .unknownAirport,
                        header.dialect.airportsMayBeUnknown
                            ? "no departure airport (\(header.dialect.name) could not tell it); the flight is left out"
                            : "an airport code is missing",
                        at: location(record, column), severity: header.dialect.airportsMayBeUnknown ? .warning : .error))
                return nil
            }
            var airports: [AirportID] = []
            var complete = true
            let fromText = String(decoding: from.bytes, as: UTF8.self)
            if header.dialect.isSpreadsheet, !from.bytes.contains(0x28), RouteReader.isRoute(fromText) {
                let routes = RouteReader.routes(in: fromText)
                guard routes.count == 1 else {
                    diagnostics.append(
                        Diagnostic(
                            .csvSyntax, "a row is one flight, but this field holds \(routes.count) routes separated by ','",
                            at: location(record, from.column)))
                    return nil
                }
                for stop in routes[0] {
                    let at = location(record, Self.textColumn(from) + stop.column - 1)
                    if let airport = lookup.resolve(stop.code, at: at, diagnostics: &diagnostics) {
                        airports.append(airport)
                    } else {
                        complete = false
                    }
                }
            } else if let airport = resolve(from, record) {
                airports.append(airport)
            } else {
                complete = false
            }
            if let to = cell(columns.divertedTo, of: record) ?? cell(columns.to, of: record) {
                if let airport = resolve(to, record) { airports.append(airport) } else { complete = false }
            } else if columns.to != nil, header.dialect.airportsMayBeUnknown, complete {
                diagnostics.append(
                    Diagnostic(
                        .unknownAirport, "no arrival airport (\(header.dialect.name) could not tell it); the flight is left out",
                        at: location(record, 1), severity: .warning))
                return nil
            }
            guard complete else { return nil }
            guard airports.count >= 2 else {
                diagnostics.append(
                    Diagnostic(
                        .routeTooShort, "a route needs at least two airports, this one has \(airports.count)",
                        at: location(record, Self.textColumn(from))))
                return nil
            }
            return airports
        }

        private mutating func resolve(_ field: CSVRecords.Field, _ record: CSVRecords.Record) -> AirportID? {
            CSVAirportCell.resolve(
                field.bytes, lookup: lookup, file: file, line: record.line, column: Self.textColumn(field),
                diagnostics: &diagnostics)
        }

        /// The departure and arrival of the row, local times read at `from` and `to`.
        private mutating func times(of record: CSVRecords.Record, from: Airport, to: Airport) -> CSVRowTimes {
            let date = parsedTime(columns.date, of: record, label: "date")
            let departure = firstFilled(columns.departures, of: record)
            let arrival = firstFilled(columns.arrivals, of: record)
            let departureTime = parsedTime(departure, of: record, label: "departure")
            let arrivalTime = parsedTime(arrival, of: record, label: "arrival")
            let duration = cell(columns.duration, of: record).flatMap { field in
                field.bytes.withUnsafeBufferPointer { CSVTime.duration($0) }
            }
            var unknownZone: Airport?
            let utc = header.dialect.zone == .utc
            let zones = self.zones
            var times = CSVRowTimes(
                date: date, departureCell: departureTime, arrivalCell: arrivalTime, duration: duration
            ) { wall, atArrival in
                if utc { return wall }
                let airport = atArrival ? to : from
                if let instant = zones.instant(local: wall, zone: airport.timeZone) { return instant }
                unknownZone = airport
                return nil
            }
            if let airport = unknownZone {
                diagnostics.append(
                    Diagnostic(
                        .timeSyntax,
                        "a local time at \(airport.code), and the system knows no time zone '\(airport.timeZone)' there",
                        at: location(record, 1)))
            }
            if times.problem == .coarseDate, let column = columns.date, let field = cell(column, of: record) {
                diagnostics.append(
                    Diagnostic(
                        .timeSyntax,
                        "the date '\(CSVDetailText.trimmed(field.bytes) ?? "")' has no day, so the row's times of day are not read",
                        at: location(record, Self.textColumn(field)), severity: .warning))
            }
            if case .noDate(let atArrival)? = times.problem, let column = atArrival ? arrival : departure,
                let field = cell(column, of: record)
            {
                diagnostics.append(
                    Diagnostic(
                        .timeSyntax,
                        "\(atArrival ? "arrival" : "departure") '\(CSVDetailText.trimmed(field.bytes) ?? "")' is a time of day, and the row has no date",
                        at: location(record, Self.textColumn(field))))
            }
            // Known only once a local time is in UTC: a wall time in 9999 may be in 10000.
            times.departure = writable(times.departure, label: "departure", column: departure, of: record)
            times.arrival = writable(times.arrival, label: "arrival", column: arrival, of: record)
            if let runway = runwayTimes(of: record, date: date, departure: departure, arrival: arrival, from: from, to: to) {
                (times.takeoff, times.landing) = runway
            }
            return times
        }

        /// The take-off and landing of a row whose departure and arrival are gate times
        /// (off-block, on-block) and which also has runway times (ForeFlight's TimeOff and
        /// TimeOn beside TimeOut and TimeIn): the time in the air beside the block time.
        private mutating func runwayTimes(
            of record: CSVRecords.Record, date: CSVTime?, departure: Int?, arrival: Int?, from: Airport, to: Airport
        ) -> (takeoff: Double, landing: Double)? {
            func filled(_ times: [(column: Int, kind: TimeKind)], _ kind: TimeKind) -> Int? {
                times.first { $0.kind == kind && cell($0.column, of: record) != nil }?.column
            }
            guard let departure, let arrival,
                columns.departures.first(where: { $0.column == departure })?.kind == .actualGate,
                columns.arrivals.first(where: { $0.column == arrival })?.kind == .actualGate,
                let off = filled(columns.departures, .actualRunway), let on = filled(columns.arrivals, .actualRunway)
            else { return nil }
            let takeoffCell = parsedTime(off, of: record, label: "take-off")
            let landingCell = parsedTime(on, of: record, label: "landing")
            let utc = header.dialect.zone == .utc
            let zones = self.zones
            let runway = CSVRowTimes(date: date, departureCell: takeoffCell, arrivalCell: landingCell, duration: nil) {
                wall, atArrival in
                utc ? wall : zones.instant(local: wall, zone: (atArrival ? to : from).timeZone)
            }
            guard let takeoff = runway.departure, let landing = runway.arrival, landing >= takeoff,
                ReportTime.isWritable(takeoff), ReportTime.isWritable(landing)
            else { return nil }
            return (takeoff, landing)
        }

        /// `instant` if the reports can write it, else nil with a `time-syntax` error at
        /// its cell (or the date's, when the time came from the date alone).
        private mutating func writable(
            _ instant: Double?, label: String, column: Int?, of record: CSVRecords.Record
        ) -> Double? {
            guard let instant, !ReportTime.isWritable(instant) else { return instant }
            let field = cell(column, of: record) ?? cell(columns.date, of: record)
            diagnostics.append(
                Diagnostic(
                    .timeSyntax, ISO8601Time.unwritable(label, field.map { CSVDetailText.trimmed($0.bytes) ?? "" } ?? ""),
                    at: location(record, field.map(Self.textColumn) ?? 1)))
            return nil
        }

        /// The first of `times` whose cell has a value.
        private func firstFilled(_ times: [(column: Int, kind: TimeKind)], of record: CSVRecords.Record) -> Int? {
            times.first { cell($0.column, of: record) != nil }?.column
        }

        /// The time in `column`, nil (with a `time-syntax` error when it is none of the
        /// forms) when there is none.
        private mutating func parsedTime(_ column: Int?, of record: CSVRecords.Record, label: String) -> CSVTime? {
            guard let field = cell(column, of: record) else { return nil }
            var ambiguous = false
            let parsed = field.bytes.withUnsafeBufferPointer {
                CSVTime.parse($0, dateOrder: dateOrder, timeColumn: label != "date", ambiguous: &ambiguous)
            }
            if ambiguous && !dateOrderSettled {
                settleDateOrder(at: record, field)
                return self.parsedTime(column, of: record, label: label)
            }
            if parsed == nil {
                diagnostics.append(
                    Diagnostic(
                        .timeSyntax,
                        "\(label) '\(CSVDetailText.trimmed(field.bytes) ?? "")' is not a time (a date such as 2026-03-08 or 08/03/2026, a time of day such as 08:20, 0820 or 8:20 PM, both, or Unix seconds; with Z or ±hh:mm for UTC or an offset, else local)",
                        at: location(record, Self.textColumn(field))))
            }
            return parsed
        }

        /// Looks at every date of the file once, the first time one reads both ways.
        private mutating func settleDateOrder(at record: CSVRecords.Record, _ field: CSVRecords.Field) {
            dateOrderSettled = true
            let dateColumns =
                [columns.date].compactMap { $0 } + columns.departures.map(\.column)
                + columns.arrivals.map(\.column)
            switch CSVDateOrder.finding(firstRecords, columns: dateColumns) {
            case .shown(let order):
                dateOrder = order
                return
            case .mixed, .unshown:
                break
            }
            if let order = chosenDateOrder ?? header.dialect.dateOrder {
                dateOrder = order
                return
            }
            dateOrder = .dayFirst
            let written = CSVDetailText.trimmed(field.bytes) ?? ""
            diagnostics.append(
                Diagnostic(
                    .timeSyntax,
                    "dates such as '\(written)' read both ways and no date of the file tells which: read day first; choose with --date-order day-first or --date-order month-first",
                    at: location(record, Self.textColumn(field)), severity: .warning))
        }

        private struct Details {
            var flightNumber, airline, airlineCode, airlineOtherCode, aircraft, aircraftCode, registration: String?
            var seat, seatType, seatClass, reason, callsign, notes: String?
        }

        /// The row's details, each made clean (`CSVDetailText`), codes looked up first.
        private func details(of record: CSVRecords.Record) -> Details {
            var details = Details()
            let codes = header.dialect.codes
            func coded(_ field: CSVField, _ column: Int?, _ clean: (String) -> String) -> String? {
                guard let value = text(column, of: record) else { return nil }
                if let meaning = codes[field]?[value.uppercased()] { return meaning.isEmpty ? nil : meaning }
                return clean(value)
            }
            if let airline = text(columns.airline, of: record) {
                let (name, found) = CSVDetailText.nameAndCodes(airline)
                details.airline = name
                let codes = found.filter { !$0.isEmpty }
                details.airlineCode = codes.first
                details.airlineOtherCode = codes.dropFirst().first
            }
            if let code = text(columns.airlineCode, of: record) { details.airlineCode = CSVDetailText.code(code) }
            if let number = text(columns.flightNumber, of: record) {
                details.flightNumber = CSVDetailText.code(number)
            } else if let digits = text(columns.flightNumberDigits, of: record) {
                details.flightNumber = (details.airlineCode ?? "") + CSVDetailText.code(digits)
            }
            if header.dialect.airlineCodeFromFlightNumber, let number = details.flightNumber {
                details.airlineCode = CSVDetailText.airlineCode(fromFlightNumber: number) ?? details.airlineCode
            }
            if let aircraft = text(columns.aircraft, of: record) {
                let (name, found) = CSVDetailText.nameAndCodes(aircraft)
                details.aircraft = name
                details.aircraftCode = found.first { !$0.isEmpty }
            }
            if let code = text(columns.aircraftCode, of: record) {
                details.aircraftCode = CSVDetailText.code(code)
                if details.aircraft == nil { details.aircraft = details.aircraftCode }
            }
            details.registration = text(columns.registration, of: record).map(CSVDetailText.code)
            if let registration = details.registration, details.aircraft == nil,
                let known = header.aircraftTable[registration]
            {
                details.aircraft = known.name ?? known.code
                details.aircraftCode = known.code
            }
            details.seat = text(columns.seat, of: record)
            details.seatType = coded(.seatType, columns.seatType, CSVDetailText.seatType)
            details.seatClass = coded(.seatClass, columns.seatClass, CSVDetailText.seatClass)
            details.reason = coded(.reason, columns.reason, CSVDetailText.reason)
            details.callsign = text(columns.callsign, of: record).map(CSVDetailText.code)
            details.notes = text(columns.notes, of: record)
            return details
        }

        mutating func finish() {
            if cancelled > 0, let line = firstCancelled {
                diagnostics.append(
                    Diagnostic(
                        .readAs, "\(cancelled) cancelled flight\(cancelled == 1 ? "" : "s") left out (Canceled is true)",
                        at: SourceLocation(file: file, line: line, column: 1)))
            }
        }
    }
}
