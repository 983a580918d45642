/// An airport of the embedded table (generated from `airportsdata` and OurAirports, see docs/inputs.md).
struct Airport: Sendable, Hashable {
    /// IATA code (3 letters), where the airport has one.
    var iata: String?
    /// ICAO code (4 characters). The 13 airports airportsdata lists without one carry
    /// its placeholder, `_` and the IATA code (`_MLH`).
    var icao: String
    var name: String
    var city: String
    /// ISO 3166-1 alpha-2.
    var country: String
    var latitude: Double
    var longitude: Double
    /// IANA time zone, e.g. `America/New_York`.
    var timeZone: String
    /// OurAirports lists it as closed: found by its codes, and naming a flight's end only
    /// where no open airport is as near.
    var isClosed = false

    /// The code people read on a map and in a table: IATA where there is one, else ICAO.
    var code: String { iata ?? icao }
}

/// An airport of the embedded table by its place there (`AirportTable`, ICAO order),
/// with the code people read: what a flight's ends carry. Eight bytes and no references
/// to count, where an `Airport` is six strings copied with every flight; the maps and
/// tables show the code, report.json reads the rest from the run's table.
struct AirportID: Sendable, Hashable {
    let index: UInt32
    /// `Airport.code`, its ASCII bytes big-endian, a three-letter code in the high three.
    let codeBytes: UInt32

    init(index: Int, codeBytes: UInt32) {
        self.index = UInt32(index)
        self.codeBytes = codeBytes
    }

    /// The code people read on a map and in a table (`Airport.code`).
    var code: String {
        // The bytes in memory in reading order, a three-letter code without its zero:
        // a small String, no array between.
        withUnsafeBytes(of: codeBytes.bigEndian) { bytes in
            String(decoding: codeBytes & 0xFF == 0 ? bytes.prefix(3) : bytes[...], as: UTF8.self)
        }
    }
}
