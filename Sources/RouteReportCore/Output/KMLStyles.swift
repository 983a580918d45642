/// The document's shared styles. KML colours are `aabbggrr`; an alpha of 0.3 is
/// 0.3 × 255 = 76.5, rounded half up to 77 = `4d`.
///
/// The product's line is blue at alpha 0.3, width 3 (SPEC 3). KML has no dashes, so the
/// SVG's "solid up to progress, dashed after" becomes two strokes: the whole path, when
/// the flight has a progress, is a lighter, thinner underlay (`route-ahead`, alpha 0.15,
/// width 2) and the flown part is drawn over it in the product's blue (`flown`); the
/// flown stretch thus reads about 0.4 where both overlap, and the rest stays faint.
/// A flight without progress has no flown part, so its whole path is the product's
/// line (`route`).
enum KMLStyles {
    /// Style ids, also reserved so no feature id can take them.
    static let route = "route"
    static let routeAhead = "route-ahead"
    static let flown = "flown"
    static let endpoint = "endpoint"
    static let position = "position"
    static let landmark = "landmark-pin"

    static let all = [route, routeAhead, flown, endpoint, position, landmark]

    /// Blue, alpha 0.3 (77 = 0x4d).
    static let productBlue = "4dff0000"
    /// Blue, alpha 0.15 (38.25 → 38 = 0x26).
    static let faintBlue = "26ff0000"
    static let black = "ff000000"

    /// Google Earth's stock airplane icon; it points north, so `heading` turns it.
    static let positionIcon = "http://maps.google.com/mapfiles/kml/shapes/airports.png"
    static let landmarkIcon = "http://maps.google.com/mapfiles/kml/pushpin/red-pushpin.png"

    static func write(to writer: XMLWriter) {
        lineStyle(id: route, color: productBlue, width: 3, to: writer)
        lineStyle(id: routeAhead, color: faintBlue, width: 2, to: writer)
        lineStyle(id: flown, color: productBlue, width: 3, to: writer)

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
        writer.endElement()

        writer.startElement("Style")
        writer.attribute("id", position)
        positionIconStyle(heading: nil, to: writer)
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

    private static func lineStyle(id: String, color: String, width: Int, to writer: XMLWriter) {
        writer.startElement("Style")
        writer.attribute("id", id)
        writer.startElement("LineStyle")
        writer.element("color", color)
        writer.element("width", String(width))
        writer.endElement()
        writer.endElement()
    }
}
