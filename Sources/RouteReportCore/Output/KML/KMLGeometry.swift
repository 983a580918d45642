/// KML geometry elements from the shapes MapGeometry cut at the antimeridian
/// (`FlightShapes`): lines longer than `maxLineVertices` are cut further; one piece is
/// written bare, several (or any number, with `multi`, so a layer's geometries are all
/// of one type) as a `MultiGeometry`. Lines on the ground are `tessellate`d so Google
/// Earth drapes them on the ground between our densified vertices; lines at their
/// altitudes (`altitudeMode` `absolute`) are not, as tessellation is for the ground
/// alone, and not extruded: a wall down to the ground would hide the map under a long track.
///
/// Lines and polygons go inside a one-line placemark (`KMLFlightLayers`): their tags are
/// written without indentation.
enum KMLGeometry {
    /// The LineStrings of a line cut at ±180: each piece in pieces of at most
    /// `maxLineVertices`.
    static func lines(_ cut: [[Coordinate]]) -> [KMLLine] {
        cut.flatMap(splitLong).map { KMLLine(points: $0) }
    }

    /// The LineStrings of a line at its altitudes cut at ±180, split as `lines(_:)`.
    static func lines(_ cut: [AltitudePath]) -> [KMLLine] {
        cut.flatMap { piece in
            splitRanges(piece.points.count).map {
                KMLLine(points: piece.points[$0], altitudes: piece.altitudes[$0])
            }
        }
    }

    /// `lines` (as `lines(_:)` made them) as LineStrings.
    static func writeLines(
        _ lines: [KMLLine], multi: Bool = false, precision: KMLCoordinateWriter.Precision = .drawing,
        to writer: XMLWriter
    ) {
        write(lines, multi: multi, to: writer) { lineString($0, precision: precision, to: $1) }
    }

    /// Vertices of one written `LineString` at most: 29 bytes a tuple at most
    /// (`-179.123456789,-89.123456789 `), so its `coordinates` text stays below
    /// libxml2's 10,000,000-byte text limit and every default reader opens the file.
    static let maxLineVertices = 300_000

    /// A longer line as consecutive lines, each starting at the vertex where the last
    /// ended (`KMLRoundTrip` joins them back into one); slices, not copies.
    static func splitLong(_ line: [Coordinate]) -> [ArraySlice<Coordinate>] {
        splitRanges(line.count).map { line[$0] }
    }

    /// The index ranges `splitLong` cuts a line of `count` points into.
    static func splitRanges(_ count: Int) -> [Range<Int>] {
        guard count > maxLineVertices else { return [0..<count] }
        return stride(from: 0, to: count - 1, by: maxLineVertices - 1).map { $0..<min($0 + maxLineVertices, count) }
    }

    /// Rings cut at ±180 (`FlightShapes.cutEndpointRings`), a Polygon a piece, all in one
    /// `MultiGeometry`, at `decimals` (`FlightShapes.endpointRingDecimals`).
    static func writePolygons(_ pieces: [[Coordinate]], decimals: Int, to writer: XMLWriter) {
        let precision = KMLCoordinateWriter.Precision(decimals: decimals, fullEnds: 0)
        write(pieces.map { $0[...] }, multi: true, to: writer) { polygon($0, precision: precision, to: $1) }
    }

    /// One piece bare (unless `multi`), several inside a `MultiGeometry`.
    private static func write<Piece>(
        _ pieces: [Piece], multi: Bool, to writer: XMLWriter, each: (Piece, XMLWriter) -> Void
    ) {
        if pieces.count == 1 && !multi {
            each(pieces[0], writer)
        } else if pieces.isEmpty {
            writer.startElement("MultiGeometry")
            writer.endElement()
        } else {
            markup("<MultiGeometry>", to: writer)
            for piece in pieces { each(piece, writer) }
            markup("</MultiGeometry>", to: writer)
        }
    }

    /// Tags written as they are, as `XMLWriter` writes them inside a one-line placemark
    /// (no indentation): a writer call a tag cost more than a short line's coordinates.
    /// Only around content, which keeps libxml2's empty-element tag out of the question.
    private static func markup(_ tags: StaticString, to writer: XMLWriter) {
        tags.withUTF8Buffer { writer.raw($0) }
    }

    static func writePoint(_ point: Coordinate, to writer: XMLWriter) {
        // Points should arrive normalised; an unwrapped one still lands in [-180, 180].
        writer.startElement("Point")
        writer.startElement("coordinates")
        writer.raw(KMLCoordinateWriter.tuple(AntimeridianCut.point(point)))
        writer.endElement()
        writer.endElement()
    }

    private static func lineString(_ line: KMLLine, precision: KMLCoordinateWriter.Precision, to writer: XMLWriter) {
        guard line.count > 0 else {
            writer.startElement("LineString")
            writer.element(line.altitudes == nil ? "tessellate" : "altitudeMode", line.altitudes == nil ? "1" : "absolute")
            writer.startElement("coordinates")
            writer.endElement()
            writer.endElement()
            return
        }
        if line.altitudes == nil {
            markup("<LineString><tessellate>1</tessellate><coordinates>", to: writer)
        } else {
            markup("<LineString><altitudeMode>absolute</altitudeMode><coordinates>", to: writer)
        }
        KMLCoordinateWriter.write(line.points, altitudes: line.altitudes, precision: precision, to: writer)
        markup("</coordinates></LineString>", to: writer)
    }

    private static func polygon(_ ring: ArraySlice<Coordinate>, precision: KMLCoordinateWriter.Precision, to writer: XMLWriter) {
        // A clampToGround polygon is draped whole; `tessellate` would only drape its
        // outline's sides, a few pixels long.
        guard !ring.isEmpty else {
            writer.startElement("Polygon")
            writer.startElement("outerBoundaryIs")
            writer.startElement("LinearRing")
            writer.startElement("coordinates")
            writer.endElement()
            writer.endElement()
            writer.endElement()
            writer.endElement()
            return
        }
        markup("<Polygon><outerBoundaryIs><LinearRing><coordinates>", to: writer)
        KMLCoordinateWriter.write(ring, precision: precision, to: writer)
        markup("</coordinates></LinearRing></outerBoundaryIs></Polygon>", to: writer)
    }
}
