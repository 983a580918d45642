/// routes.kml (SPEC 3): KML 2.2 with the `gx:` extensions, valid against the OGC
/// schema. A `Document` with the shared styles and attribute schemas, a `Flights`
/// folder with a folder per flight, and a `Landmarks` folder with a tour.
///
/// How a reader of this file tells the flight from what is drawn from it: every
/// placemark of a flight's folder has `SchemaData schemaUrl="#flight"` with a `role`;
/// `route` is the flight (its `MultiGeometry`, when it crosses the antimeridian, is
/// one line cut at ±180), while `flown`, `start`, `end` and `position` are drawings.
/// routereport's own reader does exactly that (Input's `KMLRoundTrip`), so reading
/// routes.kml back gives the same flights and landmarks; the field names here and there
/// must agree, which the round-trip tests check.
public enum KMLWriter {
    public static let namespace = "http://www.opengis.net/kml/2.2"
    public static let gxNamespace = "http://www.google.com/kml/ext/2.2"

    /// The whole document, UTF-8. Deterministic: depends only on `report`. `jobs`
    /// workers format the coordinates of long tracks.
    public static func document(for report: RunReport, jobs: Int = 1) -> [UInt8] {
        let writer = XMLWriter(workers: jobs)
        writer.startElement("kml", namespace: namespace)
        writer.namespace(prefix: "gx", uri: gxNamespace)
        writer.startElement("Document")
        writer.element("name", "routereport")
        writer.element("open", "1")
        writer.element("description", report.generator + ", reference time " + ReportTime.iso8601(report.referenceTime))
        KMLStyles.write(to: writer)
        KMLSchema.write(to: writer)

        var identifiers = KMLIdentifiers(reserved: KMLStyles.all + [KMLSchema.flightID, KMLSchema.landmarkID])
        writer.startElement("Folder")
        writer.element("name", "Flights")
        writer.element("open", "1")
        for flight in report.flights {
            KMLFlightFolder.write(flight, id: identifiers.unique(for: flight.id), to: writer)
        }
        writer.endElement()
        let landmarkIDs = report.landmarks.map { identifiers.unique(for: $0.id) }
        KMLLandmarkFolder.write(report.landmarks, ids: landmarkIDs, to: writer)

        writer.endElement()
        writer.endElement()
        // libxml2 fails here only when out of memory; there is no document to give then.
        guard let bytes = writer.finish() else { fatalError("libxml2 could not write routes.kml") }
        return bytes
    }
}
