/// One flight's `Folder`: the flight itself (the full geodesic path, with its view,
/// region, times and attributes), then the flown part, the two endpoint circles and
/// the current position. Every placemark carries `SchemaData` with `flight_id` and
/// `role`; only the `route` placemark is the flight, the others are drawn from it.
/// The XML `id` is on the route placemark, the feature the flight is (links such as
/// `routes.kml#ID` fly to it); the folder is packaging and has none.
enum KMLFlightFolder {
    static func write(_ report: FlightReport, id: String, to writer: XMLWriter) {
        let geometry = report.geometry
        writer.startElement("Folder")
        writer.element("name", report.name)
        KMLView.writeLookAt(for: geometry.visibleBox, to: writer)

        writeRoute(report, id: id, to: writer)
        if let flown = flownPath(geometry) {
            placemark(report, role: .flown, style: KMLStyles.flown, to: writer) {
                KMLGeometry.writeLine(flown, to: writer)
            }
        }
        placemark(report, role: .start, style: KMLStyles.endpoint, to: writer) {
            KMLGeometry.writePolygon(geometry.startCircle, to: writer)
        }
        placemark(report, role: .end, style: KMLStyles.endpoint, to: writer) {
            KMLGeometry.writePolygon(geometry.endCircle, to: writer)
        }
        if let position = geometry.position {
            writePosition(report, position, to: writer)
        }
        writer.endElement()
    }

    /// The path from the start to the position, in the path's unwrapped longitudes;
    /// nil when nothing has been flown yet (no progress, or progress 0).
    static func flownPath(_ geometry: FlightGeometry) -> [Coordinate]? {
        guard let progress = geometry.progress, progress > 0, let position = geometry.position,
            !geometry.path.isEmpty
        else { return nil }
        let last = min(max(position.pathIndex, 0), geometry.path.count - 1)
        var flown = Array(geometry.path[0...last])
        let here = Coordinate(latitude: position.coordinate.latitude, longitude: position.unwrappedLongitude)
        if flown.last != here { flown.append(here) }
        return flown.count >= 2 ? flown : nil
    }

    private static func writeRoute(_ report: FlightReport, id: String, to writer: XMLWriter) {
        let geometry = report.geometry
        writer.startElement("Placemark")
        writer.attribute("id", id)
        writer.element("name", report.name)
        KMLView.writeLookAt(for: geometry.visibleBox, to: writer)
        KMLView.writeTimeSpan(begin: geometry.departure, end: geometry.arrival, to: writer)
        // With a progress the whole path is the faint underlay of the flown part.
        writer.element("styleUrl", "#" + (geometry.progress == nil ? KMLStyles.route : KMLStyles.routeAhead))
        KMLView.writeRegion(for: geometry.visibleBox, to: writer)
        KMLSchema.writeData(schema: KMLSchema.flightID, KMLSchema.flightValues(report, role: .route), to: writer)
        KMLGeometry.writeLine(geometry.path, to: writer)
        writer.endElement()
    }

    private static func writePosition(_ report: FlightReport, _ position: FlightPosition, to writer: XMLWriter) {
        writer.startElement("Placemark")
        writer.element("name", label(report, .position))
        writer.element("styleUrl", "#" + KMLStyles.position)
        // The heading differs per flight, so it lives in an inline Style.
        writer.startElement("Style")
        KMLStyles.positionIconStyle(heading: position.heading, to: writer)
        writer.endElement()
        KMLSchema.writeData(schema: KMLSchema.flightID, KMLSchema.flightValues(report, role: .position), to: writer)
        KMLGeometry.writePoint(position.coordinate, to: writer)
        writer.endElement()
    }

    /// An auxiliary placemark: name, style, role, then the geometry `body` writes.
    private static func placemark(
        _ report: FlightReport, role: KMLSchema.Role, style: String, to writer: XMLWriter, body: () -> Void
    ) {
        writer.startElement("Placemark")
        writer.element("name", label(report, role))
        writer.element("styleUrl", "#" + style)
        KMLSchema.writeData(schema: KMLSchema.flightID, KMLSchema.flightValues(report, role: role), to: writer)
        body()
        writer.endElement()
    }

    /// "NAME (flown)": names stay telling where viewers flatten folders (GPSBabel, GDAL).
    private static func label(_ report: FlightReport, _ role: KMLSchema.Role) -> String {
        report.name + " (" + role.rawValue + ")"
    }
}
