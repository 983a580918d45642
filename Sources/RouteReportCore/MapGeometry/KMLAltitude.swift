/// How routes.kml draws a flight whose file gave altitudes (`--kml-altitude`).
///
/// - `absolute`: at its altitudes, metres above mean sea level (`altitudeMode`
///   `absolute`): the route, its casing, the flown part and the aircraft's track.
/// - `ground`: clamped to the ground, as a flight without altitudes always is.
public enum KMLAltitude: String, Sendable, Hashable, CaseIterable {
    case absolute
    case ground
}
