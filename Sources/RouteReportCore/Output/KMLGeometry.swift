/// KML geometry elements from unwrapped coordinates: lines and rings are cut at the
/// antimeridian (`AntimeridianCut`); one piece is written bare, several as a
/// `MultiGeometry`. Lines and polygons are `tessellate`d so Google Earth drapes them
/// on the ground between our densified vertices.
enum KMLGeometry {
    static func writeLine(_ path: [Coordinate], to writer: XMLWriter) {
        write(AntimeridianCut.line(path), to: writer, each: lineString)
    }

    static func writePolygon(_ ring: [Coordinate], to writer: XMLWriter) {
        write(AntimeridianCut.ring(ring), to: writer, each: polygon)
    }

    /// One piece bare, several inside a `MultiGeometry`.
    private static func write(
        _ pieces: [[Coordinate]], to writer: XMLWriter, each: ([Coordinate], XMLWriter) -> Void
    ) {
        if pieces.count == 1 {
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
        point.longitude -= AntimeridianCut.sheetShift(point.longitude)
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
