/// simplestyle-spec 1.1.0 properties, which GitHub's map view, geojson.io and Mapbox
/// tools read: the classic flight map as routes.kml draws it (`KMLStyles`). The path is
/// blue `#0000ff` at 0.3, width 3. With a progress the route is the grey casing under
/// its two parts (opaque grey #767676, width 6: 4.5:1 against white, 4.6:1 against
/// black), the flown part solid blue over it, the remaining part the product's blue
/// 0.3, so a viewer tells them apart. Circles are black, outlined white; points carry a
/// `marker-color`. A value the spec gives by default (`stroke-opacity` 1, `stroke-width`
/// 2) is left out: a feature per flight and role would repeat it.
enum GeoJSONStyle {
    static let blue = "#0000ff"
    static let black = "#000000"
    static let white = "#ffffff"
    static let casingGrey = "#767676"
    /// Google Earth's red pushpin, as near as a marker colour gets.
    static let landmarkColor = "#ff0000"

    static func properties(for role: FlightRole, hasProgress: Bool) -> [(String, AttributeValue)] {
        switch role {
        case .route where hasProgress, .casing: line(casingGrey, opacity: 1, width: 6)
        case .route, .remaining: line(blue, opacity: 0.3, width: 3)
        case .flown: line(blue, opacity: 1, width: 3)
        case .endpoints: [("stroke", .string(white)), ("fill", .string(black)), ("fill-opacity", .double(1))]
        // routes.geojson has no timed track; the aircraft is the position.
        case .position, .aircraft: [("marker-symbol", .string("airport")), ("marker-color", .string(blue))]
        }
    }

    static let landmark: [(String, AttributeValue)] = [("marker-color", .string(landmarkColor))]

    private static func line(_ color: String, opacity: Double, width: Int) -> [(String, AttributeValue)] {
        [("stroke", .string(color))] + (opacity == 1 ? [] : [("stroke-opacity", .double(opacity))])
            + (width == 2 ? [] : [("stroke-width", .int(width))])
    }
}
