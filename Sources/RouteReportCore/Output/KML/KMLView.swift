import Foundation

/// Where a viewer looks: `LookAt` views, the flight's `Region`, and its `TimeSpan`.
enum KMLView {
    /// Landmark views: close enough to see the place, far enough to see around it.
    static let landmarkRange = 1500.0

    /// `<LookAt>` straight down on `centre` from `range` metres: longitude, latitude and
    /// range; heading, tilt, altitude 0 and clampToGround are KML's defaults. Its
    /// children on lines `depth` deep (a tour's stop), or with none (nil: a placemark's,
    /// one line, see `KMLTextBlock`).
    static func writeLookAt(centre: Coordinate, range: Double, depth: Int? = nil, to writer: XMLWriter) {
        writer.startElement("LookAt")
        KMLTextBlock.elements(lookAtChildren(centre: centre, range: range), depth: depth.map { $0 + 1 })
            .withUnsafeBufferPointer { writer.raw($0) }
        writer.endElement()
    }

    /// The flight seen whole on the globe (`GlobeView`), as pieces of its one-line
    /// placemark's block (`KMLTextBlock.block`).
    static func appendLookAt(_ view: GlobeView, to pieces: inout [KMLTextBlock.Piece]) {
        pieces.append(.markup("<LookAt>"))
        pieces.append(.element("longitude", degrees(view.centre.longitude)))
        pieces.append(.element("latitude", degrees(view.centre.latitude)))
        pieces.append(.element("range", DecimalFormat.fixed(view.range, fractionDigits: 0)))
        pieces.append(.markup("</LookAt>"))
    }

    /// The `LookAt`'s children: longitude, latitude and range.
    private static func lookAtChildren(centre: Coordinate, range: Double) -> [(String, String)] {
        [
            ("longitude", degrees(centre.longitude)), ("latitude", degrees(centre.latitude)),
            ("range", DecimalFormat.fixed(range, fractionDigits: 0)),
        ]
    }

    /// `<Region>` over what the flight covers (`GlobeView.box`), with no `Lod`: KML's
    /// defaults (minLodPixels 0, maxLodPixels -1) never hide the flight. KML's box edges are in
    /// [-180, 180] and the spec leaves a west > east box undefined for `Region`, so a box
    /// over the antimeridian is widened to the full band of latitudes it covers: the
    /// Region is then active wherever the flight could be seen, never less.
    ///
    /// The edges are rounded outwards to `decimals` (4: 11 m), so the box still holds the
    /// flight and whatever is drawn of it on a grid as fine or finer (the 10⁻³° rings of a
    /// long flight, `FlightShapes.endpointRingDecimals`, take 3). As pieces of a one-line
    /// placemark's block (`KMLTextBlock.block`).
    static func appendRegion(for box: GeoBox, decimals: Int = 4, to pieces: inout [KMLTextBlock.Piece]) {
        let crosses = box.east < box.west
        let scale = pow(10, Double(decimals))
        func outwards(_ value: Double, _ rule: FloatingPointRoundingRule, limit: Double) -> String {
            let rounded = (value * scale).rounded(rule) / scale
            return DecimalFormat.fixed(rule == .up ? min(limit, rounded) : max(limit, rounded), fractionDigits: decimals)
        }
        pieces.append(.markup("<Region><LatLonAltBox>"))
        pieces.append(.element("north", outwards(box.north, .up, limit: 90)))
        pieces.append(.element("south", outwards(box.south, .down, limit: -90)))
        pieces.append(.element("east", crosses ? "180" : outwards(box.east, .up, limit: 180)))
        pieces.append(.element("west", crosses ? "-180" : outwards(box.west, .down, limit: -180)))
        pieces.append(.markup("</LatLonAltBox></Region>"))
    }

    /// `<TimeSpan>` with whichever of begin/end is known; nothing when neither is. As
    /// pieces of a one-line placemark's block (`KMLTextBlock.block`).
    static func appendTimeSpan(begin: Double?, end: Double?, to pieces: inout [KMLTextBlock.Piece]) {
        guard begin != nil || end != nil else { return }
        pieces.append(.markup("<TimeSpan>"))
        if let begin { pieces.append(.element("begin", ReportTime.iso8601(begin))) }
        if let end { pieces.append(.element("end", ReportTime.iso8601(end))) }
        pieces.append(.markup("</TimeSpan>"))
    }

    /// A view's degrees: 5 decimals, 1.1 m.
    static func degrees(_ value: Double) -> String {
        DecimalFormat.fixed(value, fractionDigits: 5)
    }
}
