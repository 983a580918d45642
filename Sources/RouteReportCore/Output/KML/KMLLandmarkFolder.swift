/// The `Landmarks` folder: one placemark per landmark, in report order, then a tour
/// that visits them. Written in pieces (`KMLWriter.PartPlan`): its start, batches of
/// placemarks, the tour's start (with its first stop), batches of the tour's stops, its end;
/// one after another they are the whole folder.
enum KMLLandmarkFolder {
    /// Placemarks, or tour stops, in one part of routes.kml: a few megabytes of text, so
    /// a million landmarks never make one array of gigabytes.
    static let perPart = 10_000

    static func write(_ landmarks: [LandmarkReport], ids: [String], to writer: XMLWriter) {
        writeStart(to: writer)
        writePlacemarks(landmarks, ids: ids, in: landmarks.indices, to: writer)
        writeTourStart(landmarks, to: writer)
        KMLTour.writeStops(landmarks, in: KMLTour.laterStops(landmarks), to: writer)
        writeEnd(landmarks, to: writer)
    }

    /// The folder's start tag and name; the placemarks follow it.
    static func writeStart(to writer: XMLWriter) {
        writer.startElement("Folder")
        writer.element("name", "Landmarks")
    }

    /// The placemarks of `landmarks[range]` (kml > Document > Folder > Placemark).
    static func writePlacemarks(_ landmarks: [LandmarkReport], ids: [String], in range: Range<Int>, to writer: XMLWriter) {
        for index in range { writePlacemark(landmarks[index], id: ids[index], to: writer) }
    }

    /// The tour up to its first stop, that stop included (nothing without landmarks).
    static func writeTourStart(_ landmarks: [LandmarkReport], to writer: XMLWriter) {
        KMLTour.writeStart(landmarks, to: writer)
    }

    /// The tour's end and the folder's.
    static func writeEnd(_ landmarks: [LandmarkReport], to writer: XMLWriter) {
        KMLTour.writeEnd(landmarks, to: writer)
        writer.endElement()
    }

    /// One line, as a flight's (`KMLFlightLayers`).
    private static func writePlacemark(_ report: LandmarkReport, id: String, to writer: XMLWriter) {
        KMLFlightLayers.placemarkLead.withUnsafeBufferPointer { writer.raw($0) }
        writer.startElement("Placemark")
        writer.attribute("id", id)
        writer.element("name", report.name)
        if let description = report.landmark.description {
            // A viewer renders a description as HTML: GPX's plain text is escaped first.
            writer.element("description", report.landmark.descriptionIsHTML ? description : KMLBalloon.escaped(description))
        }
        KMLView.writeLookAt(centre: report.landmark.coordinate, range: KMLView.landmarkRange, to: writer)
        writer.element("styleUrl", "#" + KMLStyles.landmark)
        KMLSchema.writeData(schema: KMLSchema.landmarkID, KMLSchema.landmarkAttributes(report), to: writer)
        KMLGeometry.writePoint(report.landmark.coordinate, to: writer)
        KMLFlightLayers.end(to: writer)
    }
}
