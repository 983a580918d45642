/// A flight with its settled identity and computed geometry.
public struct FlightReport: Sendable, Hashable {
    /// Unique within the run: the explicit id, or `FILESTEM-N`.
    public var id: String
    /// `<name>`, else the id.
    public var name: String
    public var flight: Flight
    public var geometry: FlightGeometry
    /// The nearest airport of the table within 3 km of the first / last vertex, if any.
    public var startAirport: Airport?
    public var endAirport: Airport?

    public init(
        id: String, name: String, flight: Flight, geometry: FlightGeometry,
        startAirport: Airport? = nil, endAirport: Airport? = nil
    ) {
        self.id = id
        self.name = name
        self.flight = flight
        self.geometry = geometry
        self.startAirport = startAirport
        self.endAirport = endAirport
    }
}
