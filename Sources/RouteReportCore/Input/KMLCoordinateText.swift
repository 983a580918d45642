/// The text of a KML `coordinates` element, or of a `gx:coord`, parsed.
///
/// `coordinates` holds `lon,lat[,alt]` tuples separated by any XML whitespace. Google
/// Earth joins a tuple that has a space next to a comma (`10, 20`); other viewers split
/// it into two broken tuples. We read it as Google Earth does and note where, for a
/// `coordinate-syntax` warning. Offsets are byte offsets into the text.
struct KMLCoordinateText {
    var coordinates: [Coordinate] = []
    /// Offset of the first tuple with a space beside a comma.
    var joinedAt: Int?
    /// Offset of the first tuple with more than three values.
    var extraValuesAt: Int?
    /// The first tuple that is not two or three numbers with lat/lon in range.
    var problem: (offset: Int, message: String)?

    /// Parses `text` (UTF-8, no NUL needed).
    init(coordinates text: [UInt8]) {
        var bytes = text
        bytes.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                parseTuples(base, count: text.count)
            }
        }
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

    private mutating func parseTuples(_ base: UnsafePointer<CChar>, count: Int) {
        var p = base
        while true {
            while XMLWhitespace.contains(p.pointee) { p += 1 }
            if p.pointee == 0 { return }
            let tupleStart = p
            var values: (Double?, Double?) = (nil, nil)
            var valueCount = 0
            var bad = false
            while true {
                let tokenStart = p
                while p.pointee != 0 && p.pointee != 0x2C && !XMLWhitespace.contains(p.pointee) { p += 1 }
                let value = NumberText.parse(tokenStart, p)
                if value == nil { bad = true }
                if valueCount == 0 { values.0 = value } else if valueCount == 1 { values.1 = value }
                valueCount += 1
                if p.pointee == 0x2C {
                    p += 1
                    if XMLWhitespace.contains(p.pointee) {
                        noteJoined(tupleStart - base)
                        while XMLWhitespace.contains(p.pointee) { p += 1 }
                    }
                    continue
                }
                // Whitespace, then a comma: the space sits before a comma, also joined.
                var q = p
                while XMLWhitespace.contains(q.pointee) { q += 1 }
                if q != p && q.pointee == 0x2C {
                    noteJoined(tupleStart - base)
                    p = q + 1
                    while XMLWhitespace.contains(p.pointee) { p += 1 }
                    continue
                }
                break
            }
            let offset = tupleStart - base
            if valueCount > 3 && extraValuesAt == nil { extraValuesAt = offset }
            guard problem == nil else { continue }
            let tuple = Self.excerpt(tupleStart, p)
            if valueCount < 2 {
                problem = (offset, "'\(tuple)' is not a lon,lat[,alt] tuple")
            } else if bad || values.0 == nil || values.1 == nil {
                problem = (offset, "'\(tuple)' holds a value that is not a number")
            } else if let lon = values.0, let lat = values.1 {
                if let message = Self.rangeProblem(latitude: lat, longitude: lon) {
                    problem = (offset, "'\(tuple)': \(message)")
                } else {
                    coordinates.append(Coordinate(latitude: lat, longitude: lon))
                }
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
            problem = (0, "gx:coord is empty")
        } else if values.count < 2 || values.count > 3 {
            problem = (0, "'\(text)' is not 'lon lat [alt]'")
        } else if let lon = values[0], let lat = values[1] {
            if let message = Self.rangeProblem(latitude: lat, longitude: lon) {
                problem = (0, "'\(text)': \(message)")
            } else {
                coordinates.append(Coordinate(latitude: lat, longitude: lon))
            }
        } else {
            problem = (0, "'\(text)' holds a value that is not a number")
        }
    }

    private mutating func noteJoined(_ offset: Int) {
        if joinedAt == nil { joinedAt = offset }
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
