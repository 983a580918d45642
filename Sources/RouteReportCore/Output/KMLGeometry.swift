/// KML geometry elements from unwrapped coordinates: lines and rings are cut at the
/// antimeridian (see `KMLAntimeridian`); one piece is written bare, several (or any
/// number, with `multi`, so a layer's geometries are all of one type) as a `MultiGeometry`. Lines and polygons are `tessellate`d so Google Earth drapes them
/// on the ground between our densified vertices.
enum KMLGeometry {
    static func writeLine(_ path: [Coordinate], multi: Bool = false, to writer: XMLWriter) {
        write(KMLAntimeridian.splitLine(path), multi: multi, to: writer, each: lineString)
    }

    static func writePolygon(_ ring: [Coordinate], multi: Bool = false, to writer: XMLWriter) {
        write(KMLAntimeridian.splitRing(ring), multi: multi, to: writer, each: polygon)
    }

    /// One piece bare (unless `multi`), several inside a `MultiGeometry`.
    private static func write(
        _ pieces: [[Coordinate]], multi: Bool, to writer: XMLWriter, each: ([Coordinate], XMLWriter) -> Void
    ) {
        if pieces.count == 1 && !multi {
            each(pieces[0], writer)
        } else {
            writer.startElement("MultiGeometry")
            for piece in pieces { each(piece, writer) }
            writer.endElement()
        }
    }

    static func writePoint(_ point: Coordinate, to writer: XMLWriter) {
        // Points should arrive normalised; an unwrapped one still lands in [-180, 180].
        var point = point
        point.longitude -= KMLAntimeridian.sheetShift(point.longitude)
        writer.startElement("Point")
        writer.startElement("coordinates")
        writer.raw(KMLCoordinateWriter.tuple(point))
        writer.endElement()
        writer.endElement()
    }

    private static func lineString(_ points: [Coordinate], to writer: XMLWriter) {
        writer.startElement("LineString")
        writer.element("tessellate", "1")
        coordinates(points, to: writer)
        writer.endElement()
    }

    private static func polygon(_ ring: [Coordinate], to writer: XMLWriter) {
        writer.startElement("Polygon")
        writer.element("tessellate", "1")
        writer.startElement("outerBoundaryIs")
        writer.startElement("LinearRing")
        coordinates(ring, to: writer)
        writer.endElement()
        writer.endElement()
        writer.endElement()
    }

    private static func coordinates(_ points: [Coordinate], to writer: XMLWriter) {
        writer.startElement("coordinates")
        KMLCoordinateWriter.write(points, to: writer)
        writer.endElement()
    }
}
