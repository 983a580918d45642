extension StatisticsAirports {
    /// `table`'s airports, with the 3 km rule of `AirportTable.nearestID`.
    init(_ table: AirportTable) {
        self.init(airport: { table.airport($0) }, nearest: { table.nearestID($0) })
    }

    /// The embedded table's.
    static let table = StatisticsAirports(AirportTable.shared)
}
