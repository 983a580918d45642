/// A flight with its settled identity and computed geometry.
struct FlightReport: Sendable, Hashable {
    /// Unique within the run: the explicit id, or `FILESTEM-N`.
    var id: String
    /// `<name>`, else the id.
    var name: String
    var flight: Flight
    var geometry: FlightGeometry
    /// The airport at the first / last vertex: the one the input named (`Flight`), else
    /// the nearest of the table within 3 km, if any.
    var startAirport: AirportID?
    var endAirport: AirportID?
    /// The flown track that gives this flight list row its path, if one was joined. Held
    /// by reference, as `trackFigures`: most rows have none.
    @SharedValue var track: JoinedTrack?
    /// The departure and arrival as the clocks at its ends showed them (`AirportClocks`),
    /// set with the statistics; nil without a time.
    var departureLocal: LocalTime?
    var arrivalLocal: LocalTime?
    /// Its share of the emissions (`EmissionFactors`), where the run names airports.
    var emissions: FlightEmissions?
    /// The id of the flight's first listing when this is the same flight listed again
    /// (`DuplicateFlights`): statistics count the flight once.
    var duplicateOf: String?
    /// What the flight's recorded track says (`TrackFigures`); nil for a route. Held by
    /// reference, so each row of a flight list pays a pointer.
    @SharedValue var trackFigures: TrackFigures? = nil

    /// Sets `trackFigures` from the flight and its geometry, for a recorded track: most
    /// flights are routes, told apart by their counts before anything is made.
    mutating func measureTrack() {
        guard TrackFigures.describe(flight) else { return }
        trackFigures = TrackFigures(self)
    }

    init(
        id: String, name: String, flight: Flight, geometry: FlightGeometry,
        startAirport: AirportID? = nil, endAirport: AirportID? = nil, track: JoinedTrack? = nil
    ) {
        self.id = id
        self.name = name
        self.flight = flight
        self.geometry = geometry
        self.startAirport = startAirport
        self.endAirport = endAirport
        self.track = track
    }
}
