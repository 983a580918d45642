/// The flight-list details (flight number, airline, aircraft, seat, …) a Feature's
/// properties give, by the names the spreadsheet dialect reads from a CSV header
/// (`CSVDialects.spreadsheet`), so a property and a column of the same name mean the
/// same, cleaned the same way (`CSVDetailText`).
enum GeoJSONDetails {
    /// The normalised property names of the spreadsheet's detail columns, and their field.
    private static let fields: [String: CSVField] = {
        var fields: [String: CSVField] = [:]
        for column in CSVDialects.spreadsheet.columns where isDetail(column.field) {
            for name in column.names where fields[name] == nil { fields[name] = column.field }
        }
        return fields
    }()

    private static func isDetail(_ field: CSVField) -> Bool {
        switch field {
        case .flightNumber, .airline, .airlineCode, .aircraft, .aircraftCode, .registration, .seat, .seatType,
            .seatClass, .reason, .callsign, .notes:
            return true
        default:
            return false
        }
    }

    /// The details of `properties`, or nil when they give none. A property that is no
    /// text (a number, for a flight number written `117`) is read as its text.
    static func read(_ properties: JSONObject) -> FlightDetails? {
        var values: [CSVField: String] = [:]
        for member in properties.members {
            guard let field = fields[CSVHeader.normalised(Array(member.name.utf8))], values[field] == nil else { continue }
            let text: String?
            switch member.value.value {
            case .string(let string): text = CSVDetailText.trimmed(Array(string.utf8))
            case .number(_, let written): text = written
            default: text = nil
            }
            if let text { values[field] = text }
        }
        guard !values.isEmpty else { return nil }
        let details = FlightDetails(
            flightNumber: values[.flightNumber].map(CSVDetailText.code), airline: values[.airline],
            airlineCode: values[.airlineCode].map(CSVDetailText.code), aircraft: values[.aircraft],
            aircraftCode: values[.aircraftCode].map(CSVDetailText.code),
            registration: values[.registration].map(CSVDetailText.code), seat: values[.seat],
            seatType: values[.seatType].map(CSVDetailText.seatType), seatClass: values[.seatClass].map(CSVDetailText.seatClass),
            reason: values[.reason].map(CSVDetailText.reason), callsign: values[.callsign].map(CSVDetailText.code),
            notes: values[.notes])
        return details.isEmpty ? nil : details
    }
}
