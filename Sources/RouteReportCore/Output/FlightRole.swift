/// What a feature drawn for a flight shows. Only `route` is the flight itself; readers
/// of our own routes.kml and routes.geojson skip the others.
enum FlightRole: String, Sendable, CaseIterable {
    case route
    case flown
    case start
    case end
    case position
    /// The aircraft's timed `gx:Track` along the path (routes.kml only).
    case aircraft
}
