/// simplestyle-spec 1.1.0 properties, which GitHub's map view, geojson.io and Mapbox
/// tools read: the classic flight map as routes.kml draws it (`KMLStyles`). The path is
/// blue `#0000ff` at 0.3, width 3; with a progress the whole path is the faint underlay
/// (0.15, width 2) of the flown part in the product's blue. Circles are black.
enum GeoJSONStyle {
    static let blue = "#0000ff"
    static let black = "#000000"
    /// Google Earth's red pushpin, as near as a marker colour gets.
    static let landmarkColor = "#ff0000"

    static func properties(for role: FlightRole, hasProgress: Bool) -> [(String, AttributeValue)] {
        switch role {
        case .route where hasProgress: line(opacity: 0.15, width: 2)
        case .route, .flown: line(opacity: 0.3, width: 3)
        case .start, .end:
            [
                ("stroke", .string(black)), ("stroke-opacity", .double(1)), ("stroke-width", .int(1)),
                ("fill", .string(black)), ("fill-opacity", .double(1)),
            ]
        // routes.geojson has no timed track; the aircraft is the position.
        case .position, .aircraft: [("marker-symbol", .string("airport")), ("marker-color", .string(blue))]
        }
    }

    static let landmark: [(String, AttributeValue)] = [("marker-color", .string(landmarkColor))]

    private static func line(opacity: Double, width: Int) -> [(String, AttributeValue)] {
        [("stroke", .string(blue)), ("stroke-opacity", .double(opacity)), ("stroke-width", .int(width))]
    }
}
