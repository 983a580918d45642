/// A `gx:Tour` through the landmarks, as pressing "Next" would go: fly to each in
/// order, pause, and finally fly back to the first. `gx:Tour` is a Feature, so it
/// sits in the Landmarks folder after the placemarks. Written in pieces: its start with
/// the first stop, the later stops in batches (each a `FlyTo` after a sibling), its end.
enum KMLTour {
    static let name = "Landmarks tour"
    /// Seconds of flight between landmarks, and of pause at each.
    static let flyDuration = 4.0
    static let waitDuration = 3.0

    /// The stops: every landmark, and back to the first when there is somewhere else to
    /// come back from; none without landmarks.
    static func stopCount(_ landmarks: [LandmarkReport]) -> Int {
        landmarks.count > 1 ? landmarks.count + 1 : landmarks.count
    }

    /// The stops after the first, which the tour's start holds.
    static func laterStops(_ landmarks: [LandmarkReport]) -> Range<Int> {
        min(1, stopCount(landmarks))..<stopCount(landmarks)
    }

    /// The tour, its playlist and its first stop; nothing without landmarks.
    static func writeStart(_ landmarks: [LandmarkReport], to writer: XMLWriter) {
        guard !landmarks.isEmpty else { return }
        writer.startElement("Tour", prefix: "gx")
        writer.element("name", name)
        writer.startElement("Playlist", prefix: "gx")
        writeStops(landmarks, in: 0..<1, to: writer)
    }

    /// Stops `range` (0 the first landmark, `landmarks.count` the way back to it), each a
    /// `FlyTo` and a `Wait` in kml > Document > Folder > gx:Tour > gx:Playlist.
    static func writeStops(_ landmarks: [LandmarkReport], in range: Range<Int>, to writer: XMLWriter) {
        for stop in range {
            let landmark = landmarks[stop % landmarks.count]
            writer.startElement("FlyTo", prefix: "gx")
            gxElement("duration", DecimalFormat.shortest(flyDuration), to: writer)
            gxElement("flyToMode", "smooth", to: writer)
            // kml > Document > Folder > gx:Tour > gx:Playlist > gx:FlyTo > LookAt.
            KMLView.writeLookAt(centre: landmark.landmark.coordinate, range: KMLView.landmarkRange, depth: 6, to: writer)
            writer.endElement()
            writer.startElement("Wait", prefix: "gx")
            gxElement("duration", DecimalFormat.shortest(waitDuration), to: writer)
            writer.endElement()
        }
    }

    /// The playlist's and the tour's end tags; nothing without landmarks.
    static func writeEnd(_ landmarks: [LandmarkReport], to writer: XMLWriter) {
        guard !landmarks.isEmpty else { return }
        writer.endElement()
        writer.endElement()
    }

    private static func gxElement(_ name: String, _ content: String, to writer: XMLWriter) {
        writer.startElement(name, prefix: "gx")
        writer.text(content)
        writer.endElement()
    }
}
