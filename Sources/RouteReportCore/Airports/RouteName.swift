/// The name of a flight through airports given by code: each stop by its city, with the
/// code after it where the table has more than one airport with an IATA code in that
/// city (so "London LHR", but "Singapore"); the airport's name where the table gives no
/// city. Stops are joined with " – " (en dash), as timetables write them.
enum RouteName {
    static func name(_ stops: [Airport], table: AirportTable = .shared) -> String {
        stops.map { stop($0, table: table) }.joined(separator: " – ")
    }

    static func stop(_ airport: Airport, table: AirportTable) -> String {
        guard !airport.city.isEmpty else { return airport.name }
        return table.sharesCity(airport) ? airport.city + " " + airport.code : airport.city
    }
}
