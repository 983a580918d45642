/// The header row of a CSV flight list: which column holds what. A file is a flight list
/// when its first record (after comment lines) names a `from` column; the separator is
/// `;` when the header has more `;` than `,` outside quotes, else `,`.
///
/// Names are matched without regard to case, surrounding spaces, or `_`, `-` and spaces
/// between words (`Dep Time` = `dep_time`):
///
/// | column | names |
/// |---|---|
/// | from (airport or route) | `from`, `origin`, `orig`, `route`, `from_airport`, `departure_airport`, `dep_airport` |
/// | to (airport) | `to`, `destination`, `dest`, `to_airport`, `arrival_airport`, `arr_airport` |
/// | departure time | `departure`, `dep`, `depart`, `departure_time`, `dep_time`, `std` |
/// | arrival time | `arrival`, `arr`, `arrive`, `arrival_time`, `arr_time`, `sta` |
/// | name | `name`, `flight`, `flight_number`, `flight_no` |
/// | id | `id` |
/// | progress | `progress` |
///
/// Other columns are ignored.
struct CSVHeader: Equatable {
    enum Role: String, CaseIterable {
        case from, to, departure, arrival, name, id, progress
    }

    static let aliases: [Role: [String]] = [
        .from: ["from", "origin", "orig", "route", "fromairport", "departureairport", "depairport"],
        .to: ["to", "destination", "dest", "toairport", "arrivalairport", "arrairport"],
        .departure: ["departure", "dep", "depart", "departuretime", "deptime", "std"],
        .arrival: ["arrival", "arr", "arrive", "arrivaltime", "arrtime", "sta"],
        .name: ["name", "flight", "flightnumber", "flightno"],
        .id: ["id"],
        .progress: ["progress"],
    ]

    /// Field index of each role the header names (the first column of that role).
    var columns: [Role: Int] = [:]
    /// How many fields the header has.
    var width: Int

    init?(_ fields: [[UInt8]]) {
        width = fields.count
        for (index, field) in fields.enumerated() {
            let name = Self.normalised(field)
            for role in Role.allCases where columns[role] == nil && (Self.aliases[role] ?? []).contains(name) {
                columns[role] = index
            }
        }
        guard columns[.from] != nil else { return nil }
    }

    /// Lower case, without spaces, `_` and `-`.
    static func normalised(_ field: [UInt8]) -> String {
        String(
            decoding: field.compactMap { byte -> UInt8? in
                if byte == 0x20 || byte == 0x5F || byte == 0x2D || byte == 0x09 { return nil }
                return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            }, as: UTF8.self)
    }

    /// The separator the first record (the first line that is neither empty nor a
    /// comment) uses, judged from its unquoted `;` and `,`.
    static func separator(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var i = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while i < bytes.count && (bytes[i] == 0x23 || bytes[i] == 0x0A || bytes[i] == 0x0D) {
            if bytes[i] == 0x23 {
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            } else {
                i += 1
            }
        }
        var semicolons = 0
        var commas = 0
        var quoted = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x22 {
                quoted.toggle()
            } else if !quoted {
                if byte == 0x0A || byte == 0x0D { break }
                if byte == 0x3B { semicolons += 1 }
                if byte == 0x2C { commas += 1 }
            }
            i += 1
        }
        return semicolons > commas ? 0x3B : 0x2C
    }

    /// The header of `bytes` if they are a CSV flight list, with its separator.
    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>) -> (header: CSVHeader, separator: UInt8, records: CSVRecords)? {
        let separator = separator(of: bytes)
        var records = CSVRecords(bytes, separator: separator)
        guard let first = records.next(), first.unclosedQuote == nil,
            let header = CSVHeader(first.fields.map(\.bytes))
        else { return nil }
        return (header, separator, records)
    }
}
