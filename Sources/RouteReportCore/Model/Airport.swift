/// An airport of the embedded table (generated from `airportsdata`, see docs/inputs.md).
struct Airport: Sendable, Hashable {
    /// IATA code (3 letters), where the airport has one.
    var iata: String?
    /// ICAO code (4 characters). The 13 airports airportsdata lists without one carry
    /// its placeholder, `_` and the IATA code (`_MLH`).
    var icao: String
    public var name: String
    var city: String
    /// ISO 3166-1 alpha-2.
    var country: String
    var latitude: Double
    var longitude: Double
    /// IANA time zone, e.g. `America/New_York`.
    var timeZone: String

    init(
        iata: String?, icao: String, name: String, city: String, country: String,
        latitude: Double, longitude: Double, timeZone: String
    ) {
        self.iata = iata
        self.icao = icao
        self.name = name
        self.city = city
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
    }

    /// The code people read on a map and in a table: IATA where there is one, else ICAO.
    public var code: String { iata ?? icao }
}

/// An airport of the embedded table by its place there (`AirportTable`, ICAO order):
/// what a flight's ends carry. Four bytes and no references to count, where an
/// `Airport` is six strings copied with every flight; writers read the fields from the
/// table.
struct AirportID: Sendable, Hashable {
    let index: UInt32

    init(index: Int) {
        self.index = UInt32(index)
    }
}
