extension StatisticsAirports {
    /// The embedded table's airports, with the 3 km rule of `AirportTable.nearestID`.
    static let table = StatisticsAirports(
        airport: { AirportTable.shared.airport($0) }, nearest: { AirportTable.shared.nearestID($0) })
}
