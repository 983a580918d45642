import Foundation

/// Where a viewer looks: `LookAt` views, the flight's `Region`, and its `TimeSpan`.
enum KMLView {
    /// Google Earth's default horizontal field of view, degrees.
    static let fieldOfView = 60.0
    /// Mean Earth radius (IUGG R1), metres: for sizing a view, not for measuring.
    static let earthRadius = 6_371_008.8
    /// Landmark views: close enough to see the place, far enough to see around it.
    static let landmarkRange = 1500.0

    /// Width of the box in degrees of longitude, through the antimeridian when east < west.
    static func longitudeSpan(_ box: GeoBox) -> Double {
        let span = box.east - box.west
        return span < 0 ? span + 360 : span
    }

    static func centre(_ box: GeoBox) -> Coordinate {
        var longitude = box.west + longitudeSpan(box) / 2
        if longitude > 180 { longitude -= 360 }
        return Coordinate(latitude: (box.south + box.north) / 2, longitude: longitude)
    }

    /// The range, metres, from which a camera looking straight down with a 60° field of
    /// view sees the whole box: the larger of the box's ground width (at its middle
    /// latitude) and height, over 2·tan(30°). The visible box already holds the map's
    /// edge padding, so the flight sits inside the view with the same margin.
    static func range(_ box: GeoBox) -> Double {
        let radians = Double.pi / 180
        let middle = (box.south + box.north) / 2 * radians
        let width = longitudeSpan(box) * radians * earthRadius * cos(middle)
        let height = (box.north - box.south) * radians * earthRadius
        let extent = max(width, height)
        return max(1000, extent / (2 * tan(fieldOfView / 2 * radians)))
    }

    /// A placemark's view: kml > Document > Folder > Placemark > LookAt.
    static let placemarkViewDepth = 4

    /// `<LookAt>` straight down on `centre` from `range` metres (heading 0, tilt 0), as an
    /// element `depth` deep (its children formatted as one block, see `KMLTextBlock`).
    static func writeLookAt(centre: Coordinate, range: Double, depth: Int = placemarkViewDepth, to writer: XMLWriter) {
        writer.startElement("LookAt")
        let children = [
            ("longitude", degrees(centre.longitude)), ("latitude", degrees(centre.latitude)), ("altitude", "0"),
            ("heading", "0"), ("tilt", "0"), ("range", DecimalFormat.fixed(range, fractionDigits: 1)),
            ("altitudeMode", "clampToGround"),
        ]
        KMLTextBlock.elements(children, depth: depth + 1).withUnsafeBufferPointer { writer.raw($0) }
        writer.endElement()
    }

    static func writeLookAt(for box: GeoBox, to writer: XMLWriter) {
        writeLookAt(centre: centre(box), range: range(box), to: writer)
    }

    /// `<Region>` over the visible box with a `Lod` that never hides the flight
    /// (minLodPixels 0, maxLodPixels -1). KML's box edges are in [-180, 180] and the
    /// spec leaves a west > east box undefined for `Region`, so a box over the
    /// antimeridian is widened to the full band of latitudes it covers: the Region is
    /// then active wherever the flight could be seen, never less.
    static func writeRegion(for box: GeoBox, to writer: XMLWriter) {
        let crosses = box.east < box.west
        let childDepth = placemarkViewDepth + 2
        writer.startElement("Region")
        writer.startElement("LatLonAltBox")
        let edges = [
            ("north", degrees(box.north)), ("south", degrees(box.south)),
            ("east", crosses ? "180" : degrees(box.east)), ("west", crosses ? "-180" : degrees(box.west)),
        ]
        KMLTextBlock.elements(edges, depth: childDepth).withUnsafeBufferPointer { writer.raw($0) }
        writer.endElement()
        writer.startElement("Lod")
        KMLTextBlock.elements([("minLodPixels", "0"), ("maxLodPixels", "-1")], depth: childDepth)
            .withUnsafeBufferPointer { writer.raw($0) }
        writer.endElement()
        writer.endElement()
    }

    /// `<TimeSpan>` with whichever of begin/end is known; nothing when neither is.
    static func writeTimeSpan(begin: Double?, end: Double?, to writer: XMLWriter) {
        guard begin != nil || end != nil else { return }
        writer.startElement("TimeSpan")
        if let begin { writer.element("begin", ReportTime.iso8601(begin)) }
        if let end { writer.element("end", ReportTime.iso8601(end)) }
        writer.endElement()
    }

    static func degrees(_ value: Double) -> String {
        DecimalFormat.fixed(value, fractionDigits: KMLCoordinateWriter.fractionDigits)
    }
}
