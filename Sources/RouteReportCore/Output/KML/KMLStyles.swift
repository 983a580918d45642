/// The document's shared styles: the lines of `FlightMapStyle`, the casing in the
/// Casings folder before Flights. KML has no dashes, so the SVG's "solid up to progress,
/// dashed after" becomes the flown part drawn over the route (`flown`): solid blue up to
/// the position, the grey-blue route after it.
///
/// Every style of a flight's placemarks has a `BalloonStyle` (see `KMLBalloon`).
enum KMLStyles {
    /// Style ids, also reserved so no feature id can take them.
    static let route = "route"
    static let casing = "casing"
    static let flown = "flown"
    static let endpoint = "endpoint"
    static let position = "position"
    static let aircraft = "aircraft"
    static let landmark = "landmark-pin"

    static let all = [route, casing, flown, endpoint, position, aircraft, landmark]

    /// Fully transparent: the aircraft's track line is the route, drawn already.
    private static let hiddenLine = FlightMapStyle.Line(rgb: FlightMapStyle.white, opacity: 0, width: 1)

    /// Google Earth's stock airplane icon; it points north, so `heading` turns it.
    static let positionIcon = "http://maps.google.com/mapfiles/kml/shapes/airports.png"
    static let landmarkIcon = "http://maps.google.com/mapfiles/kml/pushpin/red-pushpin.png"

    static func write(to writer: XMLWriter) {
        style(id: casing, balloon: .casing, to: writer) { lineStyle(FlightMapStyle.casing, to: writer) }
        style(id: route, balloon: .route, to: writer) { lineStyle(FlightMapStyle.route, to: writer) }
        style(id: flown, balloon: .flown, to: writer) { lineStyle(FlightMapStyle.flown, to: writer) }
        style(id: endpoint, balloon: .endpoints, to: writer) {
            lineStyle(FlightMapStyle.endpointOutline, to: writer)
            writer.startElement("PolyStyle")
            writer.element("color", color(FlightMapStyle.black, opacity: 1))
            writer.element("fill", "1")
            writer.element("outline", "1")
            writer.endElement()
        }
        style(id: position, balloon: .position, to: writer) { positionIconStyle(heading: nil, to: writer) }
        style(id: aircraft, balloon: .aircraft, to: writer) {
            positionIconStyle(heading: nil, to: writer)
            lineStyle(hiddenLine, to: writer)
        }
        style(id: landmark, balloon: nil, to: writer) {
            writer.startElement("IconStyle")
            writer.startElement("Icon")
            writer.element("href", landmarkIcon)
            writer.endElement()
            writer.endElement()
        }
    }

    /// The position marker's IconStyle; written whole in the inline Style too, since
    /// viewers differ on merging a partial inline IconStyle with the shared one.
    static func positionIconStyle(heading: Double?, to writer: XMLWriter) {
        writer.startElement("IconStyle")
        writer.element("scale", "1.2")
        if let heading {
            writer.element("heading", DecimalFormat.fixed(heading, fractionDigits: 1))
        }
        writer.startElement("Icon")
        writer.element("href", positionIcon)
        writer.endElement()
        writer.endElement()
    }

    /// The balloon of a role's placemarks (`KMLBalloon.template`).
    private static func balloonStyle(_ role: KMLSchema.Role, to writer: XMLWriter) {
        writer.startElement("BalloonStyle")
        writer.element("text", KMLBalloon.template(for: role))
        writer.endElement()
    }

    /// A shared `Style` of this id: what `content` writes, then the balloon of a role's
    /// placemarks.
    private static func style(id: String, balloon: KMLSchema.Role?, to writer: XMLWriter, _ content: () -> Void) {
        writer.startElement("Style")
        writer.attribute("id", id)
        content()
        if let balloon { balloonStyle(balloon, to: writer) }
        writer.endElement()
    }

    private static func lineStyle(_ line: FlightMapStyle.Line, to writer: XMLWriter) {
        writer.startElement("LineStyle")
        writer.element("color", color(line.rgb, opacity: line.opacity))
        writer.element("width", String(line.width))
        writer.endElement()
    }

    /// KML's `aabbggrr`: an opacity of 0.3 is 0.3 × 255 = 76.5, rounded half up to 77 = `4d`.
    private static func color(_ rgb: String, opacity: Double) -> String {
        let alpha = String(Int((opacity * 255).rounded(.toNearestOrAwayFromZero)), radix: 16)
        let red = rgb.prefix(2)
        let green = rgb.dropFirst(2).prefix(2)
        let blue = rgb.suffix(2)
        return String(repeating: "0", count: 2 - alpha.count) + alpha + blue + green + red
    }
}
