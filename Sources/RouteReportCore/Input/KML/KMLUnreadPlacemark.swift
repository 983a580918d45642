/// What a placemark held that gave no flight or landmark, and the one diagnostic that
/// names the placemark when nothing of it is read: a placemark never disappears
/// silently. A placemark whose geometry broke a coordinate or length rule gets no
/// second finding, as that error already says the feature is left out.
struct KMLUnreadPlacemark {
    private var hadError = false
    private var empty: (element: String, line: Int)?
    private var shape: String?
    private var misspelled: (written: String, meant: String)?

    /// The geometries routereport reads or knows it does not draw, as KML spells them.
    private static let geometries = [
        "Point", "LineString", "LinearRing", "Polygon", "MultiGeometry", "Model", "Track", "MultiTrack",
    ]
    /// The ones a map of flights has no use for: an area, a 3D model.
    private static let shapes: Set<String> = ["Polygon", "LinearRing", "Model"]

    /// A geometry was left out for an error reported at it.
    mutating func noteError() { hadError = true }

    /// A geometry had no position at all.
    mutating func noteEmpty(_ element: String, at line: Int) {
        if empty == nil { empty = (element, line) }
    }

    /// A geometry routereport does not draw.
    mutating func noteShape(_ element: String) {
        if shape == nil { shape = element }
    }

    /// An element routereport does not read where a geometry may stand: a geometry it
    /// does not draw, or a geometry's name misspelled (which Google Earth ignores too).
    mutating func noteChild(localName: String) {
        if Self.shapes.contains(localName) {
            noteShape(localName)
            return
        }
        guard misspelled == nil else { return }
        let written = localName.lowercased()
        let meant = Self.geometries.first { geometry in
            let distance = EditDistance.between(written, geometry.lowercased())
            return distance == 0 || distance <= (geometry.count < 6 ? 1 : 2)
        }
        if let meant { misspelled = (localName, meant) }
    }

    /// The finding for a placemark of which nothing was read; nil when an error at its
    /// geometry already says so.
    func diagnostic(name: String?, at source: SourceLocation) -> Diagnostic? {
        guard !hadError else { return nil }
        let placemark = name.map { "placemark '\($0)'" } ?? "a placemark without a name"
        let lead = placemark + " is read as neither flight nor landmark: "
        if let misspelled {
            let meant =
                misspelled.meant == "Track" || misspelled.meant == "MultiTrack" ? "gx:" + misspelled.meant : misspelled.meant
            return Diagnostic(
                .featureSkipped,
                lead
                    + "<\(misspelled.written)> is not a KML geometry (did you mean <\(meant)>?); Google Earth shows nothing for it either",
                at: source)
        }
        if let empty {
            let line = empty.line == source.line ? "" : " (line \(empty.line))"
            return Diagnostic(.featureSkipped, lead + "its \(empty.element)\(line) has no coordinates", at: source)
        }
        if let shape {
            let what = shape == "Model" ? "a 3D Model" : "an area (\(shape))"
            return Diagnostic(
                .featureSkipped, lead + "it holds only \(what), which a flight map does not draw", at: source,
                severity: .note)
        }
        return Diagnostic(.featureSkipped, lead + "it has no Point, LineString or gx:Track", at: source)
    }
}
