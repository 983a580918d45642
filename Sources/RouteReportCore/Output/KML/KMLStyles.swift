/// The document's shared styles. KML colours are `aabbggrr`; an alpha of 0.3 is
/// 0.3 × 255 = 76.5, rounded half up to 77 = `4d`.
///
/// The product's line is blue at alpha 0.3, width 3 (SPEC 3), and it stays the route's
/// line. Alone it nearly vanishes over dark imagery (1.07:1 on black) and is pale over
/// cloud, so a casing is drawn under it (`casing`, the Casings folder before Flights):
/// opaque grey of relative luminance 0.18, width 6, which stands 4.5:1 against white and
/// 4.6:1 against black (WCAG 2's ratio, 3:1 asked for graphics), with the blue line
/// through its middle. KML has no dashes, so the SVG's "solid up to progress, dashed
/// after" becomes the flown part drawn over the route in opaque blue (`flown`): solid
/// blue up to the position, the grey-blue route after it.
///
/// The endpoint discs are black with a white outline: black reads against light
/// imagery, the white ring against dark.
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

    /// Blue, alpha 0.3 (77 = 0x4d).
    static let productBlue = "4dff0000"
    /// Opaque blue: the flown part over the route.
    static let flownBlue = "ffff0000"
    /// Opaque grey #767676 (relative luminance 0.181).
    static let casingGrey = "ff767676"
    static let casingWidth = 6
    static let black = "ff000000"
    static let white = "ffffffff"
    /// Fully transparent: the aircraft's track line is the route, drawn already.
    static let transparent = "00ffffff"

    /// Google Earth's stock airplane icon; it points north, so `heading` turns it.
    static let positionIcon = "http://maps.google.com/mapfiles/kml/shapes/airports.png"
    static let landmarkIcon = "http://maps.google.com/mapfiles/kml/pushpin/red-pushpin.png"

    static func write(to writer: XMLWriter) {
        style(id: casing, balloon: .casing, to: writer) { lineStyle(color: casingGrey, width: casingWidth, to: writer) }
        style(id: route, balloon: .route, to: writer) { lineStyle(color: productBlue, width: 3, to: writer) }
        style(id: flown, balloon: .flown, to: writer) { lineStyle(color: flownBlue, width: 3, to: writer) }
        style(id: endpoint, balloon: .endpoints, to: writer) {
            lineStyle(color: white, width: 2, to: writer)
            writer.startElement("PolyStyle")
            writer.element("color", black)
            writer.element("fill", "1")
            writer.element("outline", "1")
            writer.endElement()
        }
        style(id: position, balloon: .position, to: writer) { positionIconStyle(heading: nil, to: writer) }
        style(id: aircraft, balloon: .aircraft, to: writer) {
            positionIconStyle(heading: nil, to: writer)
            lineStyle(color: transparent, width: 1, to: writer)
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

    private static func lineStyle(color: String, width: Int, to writer: XMLWriter) {
        writer.startElement("LineStyle")
        writer.element("color", color)
        writer.element("width", String(width))
        writer.endElement()
    }
}
