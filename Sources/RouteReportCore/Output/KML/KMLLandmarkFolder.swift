/// The `Landmarks` folder: one placemark per landmark, in report order, then a tour
/// that visits them.
enum KMLLandmarkFolder {
    static func write(_ landmarks: [LandmarkReport], ids: [String], to writer: XMLWriter) {
        writer.startElement("Folder")
        writer.element("name", "Landmarks")
        for (landmark, id) in zip(landmarks, ids) {
            writePlacemark(landmark, id: id, to: writer)
        }
        KMLTour.write(landmarks, to: writer)
        writer.endElement()
    }

    private static func writePlacemark(_ report: LandmarkReport, id: String, to writer: XMLWriter) {
        writer.startElement("Placemark")
        writer.attribute("id", id)
        writer.element("name", report.name)
        if let description = report.landmark.description {
            // A viewer renders a description as HTML: GPX's plain text is escaped first.
            writer.element("description", report.landmark.descriptionIsHTML ? description : KMLBalloon.escaped(description))
        }
        KMLView.writeLookAt(centre: report.landmark.coordinate, range: KMLView.landmarkRange, to: writer)
        writer.element("styleUrl", "#" + KMLStyles.landmark)
        KMLSchema.writeData(schema: KMLSchema.landmarkID, KMLSchema.landmarkValues(report), to: writer)
        KMLGeometry.writePoint(report.landmark.coordinate, to: writer)
        writer.endElement()
    }
}
