/// A flight with its settled identity and computed geometry.
public struct FlightReport: Sendable, Hashable {
    /// Unique within the run: the explicit id, or `FILESTEM-N`.
    var id: String
    /// `<name>`, else the id.
    public var name: String
    public var flight: Flight
    var geometry: FlightGeometry
    /// The nearest airport of the table within 3 km of the first / last vertex, if any.
    var startAirportID: AirportID?
    var endAirportID: AirportID?
    /// The flown track that gives this flight list row its path, if one was joined.
    var track: JoinedTrack?

    init(
        id: String, name: String, flight: Flight, geometry: FlightGeometry,
        startAirport: AirportID? = nil, endAirport: AirportID? = nil, track: JoinedTrack? = nil
    ) {
        self.id = id
        self.name = name
        self.flight = flight
        self.geometry = geometry
        self.startAirportID = startAirport
        self.endAirportID = endAirport
        self.track = track
    }

    /// The airport at the first vertex, read from the table.
    var startAirport: Airport? { startAirportID.map(AirportTable.shared.airport) }
    /// The airport at the last vertex, read from the table.
    var endAirport: Airport? { endAirportID.map(AirportTable.shared.airport) }
}
