/// What a feature drawn for a flight shows. Only `route` is the flight itself; readers
/// of our own routes.kml and routes.geojson skip the others.
enum FlightRole: String, Sendable, CaseIterable {
    case route
    /// The outline drawn under the route's line so it stands out on any imagery
    /// (routes.kml only).
    case casing
    case flown
    /// From the position to the end (routes.geojson only: routes.kml's route is drawn
    /// whole under its flown part).
    case remaining
    /// The two endpoint circles, round the start and the end, as one feature.
    case endpoints
    case position
    /// The aircraft's timed `gx:Track` along the path (routes.kml only).
    case aircraft
}
