/// The text of a KML `coordinates` element, or of a `gx:coord`, parsed.
///
/// `coordinates` holds `lon,lat[,alt]` tuples separated by any XML whitespace. Google
/// Earth joins a tuple that has a space next to a comma (`10, 20`); other viewers split
/// it into two broken tuples. We read it as Google Earth does and note where, for a
/// `coordinate-syntax` warning. Offsets are byte offsets into the text.
/// `KMLCoordinateStream` reads a `coordinates` text as it arrives; this reads one whole.
struct KMLCoordinateText {
    var coordinates: [Coordinate] = []
    /// The third value of each tuple in `coordinates`, metres; NaN where a tuple has two.
    var altitudes: [Double] = []
    /// Offset of the first tuple with a space beside a comma.
    var joinedAt: Int?
    /// Offset of the first tuple with more than three values.
    var extraValuesAt: Int?
    /// The first tuple that is not two or three numbers with lat/lon in range, and the
    /// rule it breaks.
    var problem: (offset: Int, message: String, rule: Rule)?
    /// A `gx:coord` with nothing but whitespace in it.
    var isEmpty = false

    /// Parses `text` (UTF-8, no NUL needed) in one piece; see `KMLCoordinateStream`.
    init(coordinates text: [UInt8]) {
        var stream = KMLCoordinateStream()
        text.withUnsafeBufferPointer { stream.feed($0) }
        stream.finish()
        coordinates = stream.coordinates
        altitudes = stream.altitudes
        joinedAt = stream.joinedAt?.offset
        extraValuesAt = stream.extraValuesAt?.offset
        problem = stream.problem.map { ($0.position.offset, $0.message, $0.rule) }
    }

    /// Parses a `gx:coord`: `lon lat [alt]` separated by whitespace.
    init(gxCoord text: [UInt8]) {
        var bytes = text
        bytes.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                parseGXCoord(base)
            }
        }
    }

    private mutating func parseGXCoord(_ base: UnsafePointer<CChar>) {
        var p = base
        var values: [Double?] = []
        while true {
            while XMLWhitespace.contains(p.pointee) { p += 1 }
            if p.pointee == 0 { break }
            let start = p
            while p.pointee != 0 && !XMLWhitespace.contains(p.pointee) { p += 1 }
            values.append(NumberText.parse(start, p))
        }
        let text = Self.excerpt(base, p)
        if values.isEmpty {
            isEmpty = true
            problem = (0, "gx:coord is empty", .coordinateMissing)
        } else if values.count < 2 || values.count > 3 {
            problem = (0, "'\(text)' is not 'lon lat [alt]'", .coordinateNotNumber)
        } else if let lon = values[0], let lat = values[1] {
            if let message = Self.rangeProblem(latitude: lat, longitude: lon) {
                problem = (0, "'\(text)': \(message)", .coordinateOutOfRange)
            } else {
                coordinates.append(Coordinate(latitude: lat, longitude: lon))
                altitudes.append(values.count == 3 ? values[2] ?? .nan : .nan)
            }
        } else {
            problem = (0, "'\(text)' holds a value that is not a number", .coordinateNotNumber)
        }
    }

    /// Why a latitude/longitude pair is unusable, or nil when it is fine.
    static func rangeProblem(latitude: Double, longitude: Double) -> String? {
        guard latitude.isFinite, longitude.isFinite else { return "latitude and longitude must be finite" }
        if !(-90...90).contains(latitude) {
            // Evident only one way round: the other order would put both values in range.
            if (-180...180).contains(latitude) && (-90...90).contains(longitude) {
                return "latitude \(latitude) is outside [-90, 90]; looks like lat,lon swapped"
            }
            return "latitude \(latitude) is outside [-90, 90]"
        }
        if !(-180...180).contains(longitude) { return "longitude \(longitude) is outside [-180, 180]" }
        return nil
    }

    private static func excerpt(_ start: UnsafePointer<CChar>, _ end: UnsafePointer<CChar>) -> String {
        let count = min(end - start, 60)
        let bytes = UnsafeRawBufferPointer(start: start, count: count)
        return String(decoding: bytes, as: UTF8.self).trimmingXMLWhitespace()
    }
}
