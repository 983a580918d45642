/// The typed attributes of our placemarks: a KML `Schema` per kind, and the
/// `ExtendedData/SchemaData` each placemark carries. GDAL's LIBKML driver turns the
/// SimpleField types into column types (`double` → Real, `int` and `bool` → Integer).
enum KMLSchema {
    static let flightID = "flight"
    static let landmarkID = "landmark"

    /// What a placemark of a flight shows. Readers of our own routes.kml skip every
    /// role but `route` (the flight itself).
    enum Role: String {
        case route
        case flown
        case start
        case end
        case position
        /// The aircraft's timed `gx:Track` along the path.
        case aircraft
    }

    /// Flight fields, in the order they are declared and written.
    static let flightFields: [(name: String, type: String)] = [
        ("flight_id", "string"),
        ("role", "string"),
        ("distance_m", "double"),
        ("radius_m", "double"),
        ("initial_bearing_deg", "double"),
        ("final_bearing_deg", "double"),
        ("progress", "double"),
        ("progress_source", "string"),
        ("departure", "string"),
        ("arrival", "string"),
        ("vertices", "int"),
        ("crosses_antimeridian", "bool"),
        ("source_file", "string"),
        ("source_line", "int"),
        ("folder", "string"),
    ]

    static let landmarkFields: [(name: String, type: String)] = [
        ("landmark_id", "string"),
        ("source_file", "string"),
        ("source_line", "int"),
        ("folder", "string"),
    ]

    /// Declares both schemas (only allowed directly in a `Document`, after its styles).
    static func write(to writer: XMLWriter) {
        declare(id: flightID, fields: flightFields, to: writer)
        declare(id: landmarkID, fields: landmarkFields, to: writer)
    }

    /// The flight's values for `role`; the flight placemark gets every known value,
    /// auxiliary placemarks only what ties them to it. Null values are left out.
    static func flightValues(_ report: FlightReport, role: Role) -> [(String, String)] {
        var values = [("flight_id", report.id), ("role", role.rawValue)]
        guard role == .route else { return values }
        let geometry = report.geometry
        values.append(("distance_m", number(geometry.distance)))
        values.append(("radius_m", number(geometry.radius)))
        values.append(("initial_bearing_deg", number(geometry.initialBearing)))
        values.append(("final_bearing_deg", number(geometry.finalBearing)))
        if let progress = geometry.progress { values.append(("progress", number(progress))) }
        values.append(("progress_source", geometry.progressSource.rawValue))
        if let departure = geometry.departure { values.append(("departure", ReportTime.iso8601(departure))) }
        if let arrival = geometry.arrival { values.append(("arrival", ReportTime.iso8601(arrival))) }
        values.append(("vertices", String(report.flight.vertices.count)))
        // 1/0 rather than true/false: both are xsd:boolean, and GDAL parses only digits
        // into the Integer column it makes for `bool`.
        values.append(("crosses_antimeridian", geometry.crossesAntimeridian ? "1" : "0"))
        values.append(("source_file", report.flight.source.file))
        if let line = report.flight.source.line { values.append(("source_line", String(line))) }
        if let folder = report.flight.folder { values.append(("folder", folder)) }
        return values
    }

    static func landmarkValues(_ report: LandmarkReport) -> [(String, String)] {
        var values = [("landmark_id", report.id), ("source_file", report.landmark.source.file)]
        if let line = report.landmark.source.line { values.append(("source_line", String(line))) }
        if let folder = report.landmark.folder { values.append(("folder", folder)) }
        return values
    }

    /// `<ExtendedData><SchemaData schemaUrl="#id">` with one `SimpleData` per value
    /// (formatted as one block, see `KMLTextBlock`).
    static func writeData(schema id: String, _ values: [(String, String)], to writer: XMLWriter) {
        writer.startElement("ExtendedData")
        writer.startElement("SchemaData")
        writer.attribute("schemaUrl", "#" + id)
        KMLTextBlock.simpleData(values).withUnsafeBufferPointer { writer.raw($0) }
        writer.endElement()
        writer.endElement()
    }

    /// Shortest text that reads back as the same Double: attributes are data, not display.
    private static func number(_ value: Double) -> String {
        DecimalFormat.shortest(value)
    }

    private static func declare(id: String, fields: [(name: String, type: String)], to writer: XMLWriter) {
        writer.startElement("Schema")
        writer.attribute("name", id)
        writer.attribute("id", id)
        for field in fields {
            writer.startElement("SimpleField")
            writer.attribute("type", field.type)
            writer.attribute("name", field.name)
            writer.endElement()
        }
        writer.endElement()
    }
}
