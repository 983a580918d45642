/// A flight with its settled identity and computed geometry.
public struct FlightReport: Sendable, Hashable {
    /// Unique within the run: the explicit id, or `FILESTEM-N`.
    public var id: String
    /// `<name>`, else the id.
    public var name: String
    public var flight: Flight
    public var geometry: FlightGeometry
    /// The nearest airport of the table within 3 km of the first / last vertex, if any.
    public var startAirportID: AirportID?
    public var endAirportID: AirportID?

    public init(
        id: String, name: String, flight: Flight, geometry: FlightGeometry,
        startAirport: AirportID? = nil, endAirport: AirportID? = nil
    ) {
        self.id = id
        self.name = name
        self.flight = flight
        self.geometry = geometry
        self.startAirportID = startAirport
        self.endAirportID = endAirport
    }

    /// The airport at the first vertex, read from the table.
    public var startAirport: Airport? { startAirportID.map(AirportTable.shared.airport) }
    /// The airport at the last vertex, read from the table.
    public var endAirport: Airport? { endAirportID.map(AirportTable.shared.airport) }
}
