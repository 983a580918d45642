/// The typed attributes of our placemarks: a KML `Schema` per kind, and the
/// `ExtendedData/SchemaData` each placemark carries. GDAL's LIBKML driver turns the
/// SimpleField types into column types (`double` → Real, `int` and `bool` → Integer).
enum KMLSchema {
    /// The schemas' ids, and the fields a reader keys on (Input's `KMLRoundTrip` reads
    /// these names, so routes.kml's schema is stated here once).
    static let flightID = "flight"
    static let landmarkID = "landmark"
    static let flightIDField = FlightAttributes.flightID
    static let roleField = FlightAttributes.role
    static let folderField = FlightAttributes.folder
    static let landmarkIDField = LandmarkAttributes.landmarkID
    /// The `role` of the placemark that is the flight itself.
    static let routeRole = FlightRole.route.rawValue

    /// What a placemark of a flight's folder shows.
    typealias Role = FlightRole

    /// Flight fields, in the order they are declared and written (`FlightAttributes`).
    static let flightFields = fields(FlightAttributes.all)

    static let landmarkFields = fields(LandmarkAttributes.all)

    /// Declares both schemas (only allowed directly in a `Document`, after its styles).
    static func write(to writer: XMLWriter) {
        declare(id: flightID, fields: flightFields, to: writer)
        declare(id: landmarkID, fields: landmarkFields, to: writer)
    }

    /// The flight's values for `role`: the flight placemark gets every known value,
    /// auxiliary placemarks only what ties them to it. Null values are left out; numbers
    /// are at the decimals they mean (`FeatureAttribute.mapValues`).
    static func flightAttributes(_ report: FlightReport, role: Role) -> [(name: String, value: AttributeValue)] {
        FeatureAttribute.mapValues(of: FlightAttributes.carried(by: role), for: FlightPart(report: report, role: role))
    }

    /// `flightAttributes` as `SimpleData` text.
    static func flightValues(_ report: FlightReport, role: Role) -> [(String, String)] {
        flightAttributes(report, role: role).map { ($0.name, text(of: $0.value)) }
    }

    static func landmarkAttributes(_ report: LandmarkReport) -> [(name: String, value: AttributeValue)] {
        FeatureAttribute.mapValues(of: LandmarkAttributes.all, for: report)
    }

    private static func fields<Subject>(_ attributes: [FeatureAttribute<Subject>]) -> [(name: String, type: String)] {
        attributes.map { ($0.name, $0.kind.rawValue) }
    }

    /// `SimpleData` text: numbers (already at their decimals) in the shortest text that
    /// reads back as the same Double; booleans 1/0 rather than true/false:
    /// both are xsd:boolean, and GDAL parses only digits into the Integer column it
    /// makes for `bool`.
    static func text(of value: AttributeValue) -> String {
        switch value {
        case .string(let text): text
        case .double(let number): DecimalFormat.shortest(number)
        case .int(let number): String(number)
        case .bool(let flag): flag ? "1" : "0"
        }
    }

    /// `<ExtendedData><SchemaData schemaUrl="#id">` with one `SimpleData` per value,
    /// formatted as one block (`KMLTextBlock.schemaData`): a placemark is one line.
    static func writeData(schema id: String, _ values: [(name: String, value: AttributeValue)], to writer: XMLWriter) {
        KMLTextBlock.schemaData(schema: id, values).withUnsafeBufferPointer { writer.raw($0) }
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
