/// simplestyle-spec 1.1.0 properties, which GitHub's map view, geojson.io and Mapbox
/// tools read: the lines of `FlightMapStyle`, as routes.kml draws them. With a progress
/// the route is the casing under its two parts, the flown part solid blue over it, the
/// remaining part the route's blue 0.3, so a viewer tells them apart. Points carry a
/// `marker-color`. A value the spec gives by default (`stroke-opacity` 1, `stroke-width`
/// 2) is left out: a feature per flight and role would repeat it.
enum GeoJSONStyle {
    static func properties(for role: FlightRole, hasProgress: Bool) -> [(String, AttributeValue)] {
        switch role {
        case .route where hasProgress, .casing: line(FlightMapStyle.casing)
        case .route, .remaining: line(FlightMapStyle.route)
        case .flown: line(FlightMapStyle.flown)
        case .endpoints:
            line(FlightMapStyle.endpointOutline) + [("fill", color(FlightMapStyle.black)), ("fill-opacity", .double(1))]
        // routes.geojson has no timed track; the aircraft is the position.
        case .position, .aircraft: [("marker-symbol", .string("airport")), ("marker-color", color(FlightMapStyle.blue))]
        }
    }

    /// Google Earth's red pushpin, as near as a marker colour gets.
    static let landmark: [(String, AttributeValue)] = [("marker-color", color("ff0000"))]

    private static func line(_ line: FlightMapStyle.Line) -> [(String, AttributeValue)] {
        [("stroke", color(line.rgb))] + (line.opacity == 1 ? [] : [("stroke-opacity", .double(line.opacity))])
            + (line.width == 2 ? [] : [("stroke-width", .int(line.width))])
    }

    private static func color(_ rgb: String) -> AttributeValue { .string("#" + rgb) }
}
