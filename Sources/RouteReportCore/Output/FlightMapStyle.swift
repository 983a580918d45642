/// The classic flight map's lines (SPEC 3) as routes.kml and routes.geojson draw them,
/// each format writing the colours in its own syntax.
///
/// The product's line is blue at opacity 0.3, width 3, and it stays the route's line.
/// Alone it nearly vanishes over dark imagery (1.07:1 on black) and is pale over cloud,
/// so a casing is drawn under it: opaque grey #767676 of relative luminance 0.18, width 6,
/// which stands 4.5:1 against white and 4.6:1 against black (WCAG 2's ratio, 3:1 asked
/// for graphics), with the blue line through its middle. The flown part is drawn over the
/// route in opaque blue. The endpoint discs are black with a white outline: black reads
/// against light imagery, the white ring against dark.
enum FlightMapStyle {
    /// A line's colour as `rrggbb`, its opacity in [0, 1] and its width in pixels.
    struct Line: Sendable {
        var rgb: String
        var opacity: Double
        var width: Int
    }

    static let blue = "0000ff"
    static let black = "000000"
    static let white = "ffffff"

    static let route = Line(rgb: blue, opacity: 0.3, width: 3)
    static let casing = Line(rgb: "767676", opacity: 1, width: 6)
    static let flown = Line(rgb: blue, opacity: 1, width: 3)
    /// Around the endpoint discs, which are filled `black`.
    static let endpointOutline = Line(rgb: white, opacity: 1, width: 2)
}
