/// Which column of a file holds each field of its dialect (`CSVField`): one column per
/// field, the first that names it; the departures and arrivals each a list, in the
/// dialect's order of preference.
struct CSVColumns {
    var from, to, divertedTo, date, duration: Int?
    var flightNumber, flightNumberDigits, airline, airlineCode, aircraft, aircraftCode: Int?
    var registration, seat, seatType, seatClass, reason, callsign, notes, cancelled: Int?
    var name, id, progress, position, altitudeFeet: Int?
    var latitude, longitude, description: Int?
    var departures: [(column: Int, kind: TimeKind)] = []
    var arrivals: [(column: Int, kind: TimeKind)] = []
    var pointTimes: [Int] = []

    /// The column of a single-column field.
    subscript(field: CSVField) -> Int? {
        get {
            switch field {
            case .from: from
            case .to: to
            case .divertedTo: divertedTo
            case .date: date
            case .duration: duration
            case .flightNumber: flightNumber
            case .flightNumberDigits: flightNumberDigits
            case .airline: airline
            case .airlineCode: airlineCode
            case .aircraft: aircraft
            case .aircraftCode: aircraftCode
            case .registration: registration
            case .seat: seat
            case .seatType: seatType
            case .seatClass: seatClass
            case .reason: reason
            case .callsign: callsign
            case .notes: notes
            case .cancelled: cancelled
            case .name: name
            case .id: id
            case .progress: progress
            case .position: position
            case .altitudeFeet: altitudeFeet
            case .latitude: latitude
            case .longitude: longitude
            case .description: description
            case .departure, .arrival: departures.first?.column
            case .pointTime: pointTimes.first
            }
        }
        set {
            switch field {
            case .from: from = newValue
            case .to: to = newValue
            case .divertedTo: divertedTo = newValue
            case .date: date = newValue
            case .duration: duration = newValue
            case .flightNumber: flightNumber = newValue
            case .flightNumberDigits: flightNumberDigits = newValue
            case .airline: airline = newValue
            case .airlineCode: airlineCode = newValue
            case .aircraft: aircraft = newValue
            case .aircraftCode: aircraftCode = newValue
            case .registration: registration = newValue
            case .seat: seat = newValue
            case .seatType: seatType = newValue
            case .seatClass: seatClass = newValue
            case .reason: reason = newValue
            case .callsign: callsign = newValue
            case .notes: notes = newValue
            case .cancelled: cancelled = newValue
            case .name: name = newValue
            case .id: id = newValue
            case .progress: progress = newValue
            case .position: position = newValue
            case .altitudeFeet: altitudeFeet = newValue
            case .latitude: latitude = newValue
            case .longitude: longitude = newValue
            case .description: description = newValue
            case .departure, .arrival, .pointTime: break
            }
        }
    }

    /// Assigns the columns of a header (its names normalised) from the dialect's
    /// columns; the indices of the header's columns no field took.
    mutating func assign(_ names: [String], dialect: CSVDialect) -> [Int] {
        var used = Set<Int>()
        var times: [(order: Int, column: Int, field: CSVField)] = []
        for (order, spec) in dialect.columns.enumerated() {
            switch spec.field {
            case .departure, .arrival, .pointTime:
                for (index, name) in names.enumerated() where !used.contains(index) && spec.names.contains(name) {
                    times.append((order, index, spec.field))
                    used.insert(index)
                }
            default:
                guard self[spec.field] == nil,
                    let index = names.indices.first(where: { !used.contains($0) && spec.names.contains(names[$0]) })
                else { continue }
                self[spec.field] = index
                used.insert(index)
            }
        }
        for time in times.sorted(by: { $0.order < $1.order }) {
            switch time.field {
            case .departure(let kind): departures.append((time.column, kind))
            case .arrival(let kind): arrivals.append((time.column, kind))
            default: pointTimes.append(time.column)
            }
        }
        return names.indices.filter { !used.contains($0) && !names[$0].isEmpty }
    }
}
