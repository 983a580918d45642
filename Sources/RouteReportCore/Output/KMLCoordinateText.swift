/// Writes KML `coordinates` text: `lon,lat` tuples, no space after the comma, one space
/// between tuples, built in byte chunks so a million-point track costs no per-point
/// String concatenation.
///
/// Nine decimals of a degree are 0.11 mm on the ground: a flight read back from
/// routes.kml keeps its geodesic distance to far better than 1e-6 for anything longer
/// than a few metres, and a 1M-point track stays about 28 MB.
enum KMLCoordinateText {
    static let fractionDigits = 9
    /// Bytes gathered before handing them to libxml2.
    private static let chunkSize = 1 << 16

    /// Writes `points` (longitudes already in [-180, 180]) as the text of the open element.
    static func write(_ points: [Coordinate], to writer: XMLWriter) {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkSize + 64)
        for (index, point) in points.enumerated() {
            if index > 0 { chunk.append(UInt8(ascii: " ")) }
            append(point, to: &chunk)
            if chunk.count >= chunkSize {
                flush(&chunk, to: writer)
            }
        }
        flush(&chunk, to: writer)
    }

    /// One `lon,lat` tuple.
    static func tuple(_ point: Coordinate) -> String {
        var bytes: [UInt8] = []
        append(point, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ point: Coordinate, to chunk: inout [UInt8]) {
        chunk.append(contentsOf: DecimalFormat.fixed(point.longitude, fractionDigits: fractionDigits).utf8)
        chunk.append(UInt8(ascii: ","))
        chunk.append(contentsOf: DecimalFormat.fixed(point.latitude, fractionDigits: fractionDigits).utf8)
    }

    private static func flush(_ chunk: inout [UInt8], to writer: XMLWriter) {
        guard !chunk.isEmpty else { return }
        // Digits, '-', '.', ',' and ' ' only: nothing for the escaper to do.
        writer.raw(String(decoding: chunk, as: UTF8.self))
        chunk.removeAll(keepingCapacity: true)
    }
}
