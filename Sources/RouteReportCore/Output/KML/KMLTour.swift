/// A `gx:Tour` through the landmarks, as pressing "Next" would go: fly to each in
/// order, pause, and finally fly back to the first. `gx:Tour` is a Feature, so it
/// sits in the Landmarks folder after the placemarks.
enum KMLTour {
    static let name = "Landmarks tour"
    /// Seconds of flight between landmarks, and of pause at each.
    static let flyDuration = 4.0
    static let waitDuration = 3.0

    static func write(_ landmarks: [LandmarkReport], to writer: XMLWriter) {
        guard let first = landmarks.first else { return }
        // Back to the first only when there is somewhere else to come back from.
        let stops = landmarks.count > 1 ? landmarks + [first] : landmarks
        writer.startElement("Tour", prefix: "gx")
        writer.element("name", name)
        writer.startElement("Playlist", prefix: "gx")
        for stop in stops {
            writer.startElement("FlyTo", prefix: "gx")
            gxElement("duration", DecimalFormat.shortest(flyDuration), to: writer)
            gxElement("flyToMode", "smooth", to: writer)
            // kml > Document > Folder > gx:Tour > gx:Playlist > gx:FlyTo > LookAt.
            KMLView.writeLookAt(centre: stop.landmark.coordinate, range: KMLView.landmarkRange, depth: 6, to: writer)
            writer.endElement()
            writer.startElement("Wait", prefix: "gx")
            gxElement("duration", DecimalFormat.shortest(waitDuration), to: writer)
            writer.endElement()
        }
        writer.endElement()
        writer.endElement()
    }

    private static func gxElement(_ name: String, _ content: String, to writer: XMLWriter) {
        writer.startElement(name, prefix: "gx")
        writer.text(content)
        writer.endElement()
    }
}
