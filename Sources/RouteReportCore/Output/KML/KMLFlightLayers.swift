/// The flights' placemarks, one folder per kind of drawing rather than per flight, so
/// GIS readers (GDAL makes a layer of every folder) see the same few layers whatever
/// the number of flights, each of one geometry type:
///
/// | folder | role | geometry |
/// |---|---|---|
/// | Casings | casing | MultiGeometry of LineStrings: the outline under the route |
/// | Flights | route | MultiGeometry of LineStrings: the flight, cut at ±180 |
/// | Flown | flown | MultiGeometry of LineStrings |
/// | Endpoints | endpoints | MultiGeometry of Polygons: the start's circle, then the end's |
/// | Positions | position | Point |
/// | Aircraft | aircraft | gx:MultiTrack of gx:Tracks |
///
/// The Casings come first: a viewer draws later features over earlier ones. At
/// `KMLDetail.routes` the Endpoints and Aircraft folders are left out.
///
/// Every placemark is one line (no whitespace inside: a flight's placemarks are most of
/// the file) and carries `SchemaData` with `flight_id` and `role` and the flight's
/// name ("NAME (flown)"); only the `route` placemark is the flight, with its id (links
/// such as `routes.kml#ID` fly to it), view, region, times and every attribute.
enum KMLFlightLayers {
    enum Layer: Int, CaseIterable {
        case casings, flights, flown, endpoints, positions, aircraft

        var name: String {
            switch self {
            case .casings: "Casings"
            case .flights: "Flights"
            case .flown: "Flown"
            case .endpoints: "Endpoints"
            case .positions: "Positions"
            case .aircraft: "Aircraft"
            }
        }

        /// The layers routes.kml writes at `detail` (`full` or `routes`), in order.
        static func written(at detail: KMLDetail) -> [Layer] {
            detail == .routes ? [.casings, .flights, .flown, .positions] : allCases
        }
    }

    /// What the placemarks need besides the flight.
    struct Context {
        /// Seconds since 1970: the positions' `TimeStamp`, and the instant each thinned
        /// track keeps exact (`KMLAircraftTrack.Track`).
        var referenceTime: Double
        var referenceTimeText: String
        /// Whether a flight with altitudes is drawn at them (`--kml-altitude`).
        var drawsAltitudes: Bool

        init(referenceTime: Double, altitude: KMLAltitude = .absolute) {
            self.referenceTime = referenceTime
            referenceTimeText = ReportTime.iso8601(referenceTime)
            drawsAltitudes = altitude == .absolute
        }
    }

    /// The route's LineStrings (also its casing's): at the flight's altitudes when it has
    /// them and `context` draws them, else on the ground.
    static func route(_ shapes: FlightShapes, context: Context) -> [KMLLine] {
        route(shapes, context: context, cut: shapes.route)
    }

    /// `route`, on the ground from `cut` (`FlightShapes.route`, made only if asked for).
    private static func route(
        _ shapes: FlightShapes, context: Context, cut: @autoclosure () -> [[Coordinate]]
    ) -> [KMLLine] {
        if context.drawsAltitudes, let raised = shapes.raisedRoute { return KMLGeometry.lines(raised) }
        return KMLGeometry.lines(cut())
    }

    /// The flown part's LineStrings, drawn as `route`; nil while nothing has been flown.
    static func flown(_ shapes: FlightShapes, context: Context) -> [KMLLine]? {
        if context.drawsAltitudes, let raised = shapes.raisedFlown { return KMLGeometry.lines(raised) }
        return shapes.flown.map(KMLGeometry.lines)
    }

    /// Before each placemark of a folder, its line's indentation (kml > Document >
    /// Folder), and after it the line's end: the folder's indented `name` ends its line.
    static let placemarkLead = Array("      ".utf8)
    static let placemarkEnd = Array("\n".utf8)

    /// The flight's placemark in `layer`'s folder (none or one); `view`, `drawing` and
    /// `crossings`, when made beforehand (`KMLWriter.PartPlan`), are the flight's
    /// `GlobeView`, what it draws, and where its route meets ±180
    /// (`AntimeridianCut.crossings`).
    static func write(
        _ report: FlightReport, id: String, in layer: Layer, context: Context, view: GlobeView? = nil,
        drawing: KMLFlightDrawing? = nil, crossings: [Coordinate]? = nil, to writer: XMLWriter
    ) {
        let geometry = report.geometry
        let shapes = FlightShapes(flight: report.flight, geometry: geometry)
        // The route cut at ±180 once, for its lines and its view's box alike.
        lazy var cut = crossings.map { AntimeridianCut.line(geometry.path, crossings: $0) } ?? shapes.route
        switch layer {
        case .casings:
            let route = drawing?.route ?? route(shapes, context: context, cut: cut)
            placemark(report, role: .casing, style: KMLStyles.casing, to: writer) {
                KMLGeometry.writeLines(route, multi: true, to: writer)
            }
        case .flights:
            let lines = drawing?.route ?? route(shapes, context: context, cut: cut)
            writeRoute(report, id: id, view: view ?? GlobeView(shapes, route: cut), lines: lines, to: writer)
        case .flown:
            guard let flown = drawing.map(\.flown) ?? flown(shapes, context: context) else { return }
            placemark(report, role: .flown, style: KMLStyles.flown, to: writer) {
                KMLGeometry.writeLines(flown, multi: true, to: writer)
            }
        case .endpoints:
            guard let view = view ?? GlobeView(shapes, route: cut),
                let rings = shapes.cutEndpointRings(pointCount: shapes.globeRingPointCount(in: view))
            else { return }
            let decimals = shapes.endpointRingDecimals(finest: KMLCoordinateWriter.drawingDecimals)
            placemark(report, role: .endpoints, style: KMLStyles.endpoint, to: writer) {
                KMLGeometry.writePolygons(rings.start + rings.end, decimals: decimals, to: writer)
            }
        case .positions:
            guard let position = geometry.position else { return }
            // Timed where the aircraft flies, so the time slider shows it at its instant.
            let timed =
                drawing.map { $0.track != nil }
                ?? (KMLAircraftTrack.samples(report, drawsAltitudes: context.drawsAltitudes) != nil)
            writePosition(report, position, at: timed ? context.referenceTimeText : nil, to: writer)
        case .aircraft:
            guard let track = drawing.map(\.track) ?? KMLAircraftTrack.Track(report, context: context) else {
                return
            }
            placemark(report, role: .aircraft, style: KMLStyles.aircraft, to: writer) {
                KMLAircraftTrack.write(track, to: writer)
            }
        }
    }

    private static func writeRoute(
        _ report: FlightReport, id: String, view: GlobeView?, lines: [KMLLine], to writer: XMLWriter
    ) {
        let geometry = report.geometry
        start(to: writer)
        writer.attribute("id", id)
        var head: [KMLTextBlock.Piece] = []
        head.reserveCapacity(40)
        head.append(.element("name", report.name))
        head.append(.markup("<Snippet maxLines=\"1\">"))
        head.append(.text(KMLBalloon.snippet(report)))
        head.append(.markup("</Snippet>"))
        KMLBalloon.appendDescription(report, to: &head)
        if let view { KMLView.appendLookAt(view, to: &head) }
        KMLView.appendTimeSpan(begin: geometry.departure, end: geometry.arrival, to: &head)
        head.append(.element("styleUrl", "#" + KMLStyles.route))
        if let view {
            let shapes = FlightShapes(flight: report.flight, geometry: geometry)
            let ringDecimals = shapes.endpointRingDecimals(finest: KMLCoordinateWriter.drawingDecimals)
            KMLView.appendRegion(for: view.box, decimals: min(4, ringDecimals), to: &head)
        }
        KMLTextBlock.block(head).withUnsafeBufferPointer { writer.raw($0) }
        KMLSchema.writeData(schema: KMLSchema.flightID, KMLSchema.flightAttributes(report, role: .route), to: writer)
        // A flight of more than two vertices (a recorded track) keeps every vertex as it
        // came; a two-vertex flight's inner points are the densified geodesic's.
        let precision: KMLCoordinateWriter.Precision = report.flight.vertices.count > 2 ? .full : .route
        KMLGeometry.writeLines(lines, multi: true, precision: precision, to: writer)
        end(to: writer)
    }

    private static func writePosition(
        _ report: FlightReport, _ position: FlightPosition, at time: String?, to writer: XMLWriter
    ) {
        let values = KMLSchema.flightValues(report, role: .position)
        positionPlacemark(
            name: "\(report.name) (\(KMLSchema.Role.position.rawValue))", time: time, heading: position.heading,
            values: values, at: position.coordinate
        ).withUnsafeBufferPointer { writer.raw($0) }
    }

    /// The position's placemark, its line's indentation and end included, as one block of
    /// bytes for `XMLWriter.raw` (`KMLTextBlock`): what libxml2 writes for its elements
    /// one call at a time. Its name, its `TimeStamp` when timed, the shared style and an
    /// inline one with the heading (the IconStyle whole, as `KMLStyles.positionIconStyle`
    /// writes it: viewers differ on merging a partial inline IconStyle with the shared
    /// one), its SchemaData, and its Point.
    static func positionPlacemark(
        name: String, time: String?, heading: Double?, values: [(String, String)], at point: Coordinate
    ) -> [UInt8] {
        var pieces: [KMLTextBlock.Piece] = [.markup("      <Placemark>"), .element("name", name)]
        pieces.reserveCapacity(16)
        if let time {
            pieces.append(.markup("<TimeStamp>"))
            pieces.append(.element("when", time))
            pieces.append(.markup("</TimeStamp>"))
        }
        pieces.append(.element("styleUrl", "#" + KMLStyles.position))
        pieces.append(.markup("<Style><IconStyle><scale>1.2</scale>"))
        if let heading { pieces.append(.element("heading", DecimalFormat.fixed(heading, fractionDigits: 1))) }
        pieces.append(.markup("<Icon>"))
        pieces.append(.element("href", KMLStyles.positionIcon))
        pieces.append(.markup("</Icon></IconStyle></Style>"))
        pieces.append(.bytes(KMLTextBlock.schemaData(schema: KMLSchema.flightID, values)))
        // Points should arrive normalised; an unwrapped one still lands in [-180, 180].
        pieces.append(.markup("<Point><coordinates>"))
        pieces.append(.text(KMLCoordinateWriter.tuple(AntimeridianCut.point(point))))
        pieces.append(.markup("</coordinates></Point></Placemark>\n"))
        return KMLTextBlock.block(pieces)
    }

    /// A drawing's placemark: name, style, role, then the geometry `body` writes.
    private static func placemark(
        _ report: FlightReport, role: KMLSchema.Role, style: String, to writer: XMLWriter, body: () -> Void
    ) {
        // Its start tag, name and style as one block, its end tag as it is: a writer call a
        // tag cost more than a short drawing's coordinates.
        var head: [KMLTextBlock.Piece] = [.markup("      <Placemark>")]
        head.reserveCapacity(6)
        appendName(report, role, to: &head)
        head.append(.element("styleUrl", "#" + style))
        KMLTextBlock.block(head).withUnsafeBufferPointer { writer.raw($0) }
        KMLSchema.writeData(schema: KMLSchema.flightID, KMLSchema.flightAttributes(report, role: role), to: writer)
        body()
        ("</Placemark>\n" as StaticString).withUTF8Buffer { writer.raw($0) }
    }

    /// A placemark's start tag on a line of its own.
    private static func start(to writer: XMLWriter) {
        placemarkLead.withUnsafeBufferPointer { writer.raw($0) }
        writer.startElement("Placemark")
    }

    /// A placemark's end tag, ending its line.
    static func end(to writer: XMLWriter) {
        writer.endElement()
        placemarkEnd.withUnsafeBufferPointer { writer.raw($0) }
    }

    /// "NAME (flown)", so names stay telling in any list. The flight's details are on
    /// the flight alone (a table per drawing would repeat it five times); the drawings'
    /// balloons name the flight and send the reader to it, and with no description
    /// Google Earth's Places list shows their names alone.
    private static func appendName(_ report: FlightReport, _ role: KMLSchema.Role, to pieces: inout [KMLTextBlock.Piece]) {
        pieces.append(.markup("<name>"))
        pieces.append(.text(report.name))
        pieces.append(.markup(" ("))
        pieces.append(.text(role.rawValue))
        pieces.append(.markup(")</name>"))
    }
}
