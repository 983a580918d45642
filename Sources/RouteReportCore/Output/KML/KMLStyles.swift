/// The document's shared styles. KML colours are `aabbggrr`; an alpha of 0.3 is
/// 0.3 × 255 = 76.5, rounded half up to 77 = `4d`.
///
/// The product's line is blue at alpha 0.3, width 3 (SPEC 3). KML has no dashes, so the
/// SVG's "solid up to progress, dashed after" becomes two strokes: the whole path, when
/// the flight has a progress, is a white casing (`route-ahead`, alpha 0.8, width 5) and
/// the flown part is drawn over it in the product's blue (`flown`). Blue at 0.3 is near
/// invisible over dark imagery; white at 0.8 stands out over land, sea and cloud alike,
/// the flown stretch reads as pale blue edged in white, the rest as plain white.
/// A flight without progress has no flown part, so its whole path is the product's
/// line (`route`).
///
/// Every style of a flight's placemarks has a `BalloonStyle` (see `KMLBalloon`).
enum KMLStyles {
    /// Style ids, also reserved so no feature id can take them.
    static let route = "route"
    static let routeAhead = "route-ahead"
    static let flown = "flown"
    static let endpoint = "endpoint"
    static let position = "position"
    static let aircraft = "aircraft"
    static let landmark = "landmark-pin"

    static let all = [route, routeAhead, flown, endpoint, position, aircraft, landmark]

    /// Blue, alpha 0.3 (77 = 0x4d).
    static let productBlue = "4dff0000"
    /// White, alpha 0.8 (204 = 0xcc).
    static let casingWhite = "ccffffff"
    static let black = "ff000000"
    /// Fully transparent: the aircraft's track line is the route, drawn already.
    static let transparent = "00ffffff"

    /// Google Earth's stock airplane icon; it points north, so `heading` turns it.
    static let positionIcon = "http://maps.google.com/mapfiles/kml/shapes/airports.png"
    static let landmarkIcon = "http://maps.google.com/mapfiles/kml/pushpin/red-pushpin.png"

    static func write(to writer: XMLWriter) {
        lineStyle(id: route, color: productBlue, width: 3, balloon: .route, to: writer)
        lineStyle(id: routeAhead, color: casingWhite, width: 5, balloon: .route, to: writer)
        lineStyle(id: flown, color: productBlue, width: 3, balloon: .flown, to: writer)

        writer.startElement("Style")
        writer.attribute("id", endpoint)
        writer.startElement("LineStyle")
        writer.element("color", black)
        writer.element("width", "1")
        writer.endElement()
        writer.startElement("PolyStyle")
        writer.element("color", black)
        writer.element("fill", "1")
        writer.element("outline", "1")
        writer.endElement()
        balloonStyle(.start, to: writer)
        writer.endElement()

        writer.startElement("Style")
        writer.attribute("id", position)
        positionIconStyle(heading: nil, to: writer)
        balloonStyle(.position, to: writer)
        writer.endElement()

        writer.startElement("Style")
        writer.attribute("id", aircraft)
        positionIconStyle(heading: nil, to: writer)
        writer.startElement("LineStyle")
        writer.element("color", transparent)
        writer.element("width", "1")
        writer.endElement()
        balloonStyle(.aircraft, to: writer)
        writer.endElement()

        writer.startElement("Style")
        writer.attribute("id", landmark)
        writer.startElement("IconStyle")
        writer.startElement("Icon")
        writer.element("href", landmarkIcon)
        writer.endElement()
        writer.endElement()
        writer.endElement()
    }

    /// The position marker's IconStyle; written whole in the inline Style too, since
    /// viewers differ on merging a partial inline IconStyle with the shared one.
    static func positionIconStyle(heading: Double?, to writer: XMLWriter) {
        writer.startElement("IconStyle")
        writer.element("scale", "1.2")
        if let heading {
            writer.element("heading", DecimalFormat.fixed(heading, fractionDigits: 6))
        }
        writer.startElement("Icon")
        writer.element("href", positionIcon)
        writer.endElement()
        writer.endElement()
    }

    /// The balloon of a role's placemarks (the end circle shares the start's style, so
    /// its template says "endpoint"; see `KMLBalloon.template`).
    private static func balloonStyle(_ role: KMLSchema.Role, to writer: XMLWriter) {
        writer.startElement("BalloonStyle")
        writer.element("text", KMLBalloon.template(for: role))
        writer.endElement()
    }

    private static func lineStyle(id: String, color: String, width: Int, balloon: KMLSchema.Role, to writer: XMLWriter) {
        writer.startElement("Style")
        writer.attribute("id", id)
        writer.startElement("LineStyle")
        writer.element("color", color)
        writer.element("width", String(width))
        writer.endElement()
        balloonStyle(balloon, to: writer)
        writer.endElement()
    }
}
