/// Reading routereport's own routes.geojson back: the same flights and landmarks, not
/// the drawings made from them (as `KMLRoundTrip` does for routes.kml).
///
/// Our features say what they are in their properties: a flight's carry `flight_id`
/// and `role`, and only `role: route` is the flight (the `casing`, `flown`,
/// `endpoints`, `position` and `aircraft` features are drawn from it); a landmark's
/// carry `landmark_id`. The id is that property; the folder is `folder`. A route cut at
/// ±180 is a MultiLineString whose parts meet on the meridian, which
/// `GeoJSONLineJoin` joins as any MultiLineString. `GeoJSONRoundTripTests` holds these
/// names to Output's `FlightAttributes`.
enum GeoJSONRoundTrip {
    static let flightID = "flight_id"
    static let landmarkID = "landmark_id"
    static let role = "role"
    static let folder = "folder"
    static let routeRole = "route"

    /// What our properties say about a feature.
    enum Reading: Equatable {
        /// Not one of ours: read as any GeoJSON feature.
        case foreign
        /// One of ours that is a feature, with its id and folder.
        case own(id: String, folder: String?)
        /// A drawing of a flight: not a feature.
        case drawing
    }

    static func reading(_ properties: JSONObject?) -> Reading {
        guard let properties else { return .foreign }
        let folder = properties[folder]?.string
        if let id = properties[flightID]?.string, let role = properties[role]?.string {
            return role == routeRole ? .own(id: id, folder: folder) : .drawing
        }
        if let id = properties[landmarkID]?.string { return .own(id: id, folder: folder) }
        return .foreign
    }
}
