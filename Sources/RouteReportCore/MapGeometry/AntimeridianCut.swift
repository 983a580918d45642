/// Cuts unwrapped geometry at the 180th meridian so every longitude written is in
/// [-180, 180] and no 2D viewer draws a segment the long way round the world: what
/// routes.kml and routes.geojson (RFC 7946 §3.1.9) both write.
///
/// `FlightGeometry` keeps longitudes continuous along a path (170 … 190); KML and
/// GeoJSON readers take coordinates literally, and GDAL/QGIS would join 179 to -179
/// across the whole map. Lines are split into pieces that end exactly on ±180, where the
/// line meets the meridian (`CutVertex` says where that is for what the line carries);
/// rings are clipped into one polygon per 360° sheet they touch. Ring pieces keep the
/// ring's direction (see `LonLatRing` for orienting them).
enum AntimeridianCut {
    /// The pieces of an unwrapped line, each with longitudes in [-180, 180]. One piece
    /// when the line never crosses ±180 (the line itself when nothing moves); consecutive
    /// pieces share the crossing, the first ending at ±180 and the next starting at ∓180.
    static func line<Line: CutLine>(_ line: Line) -> [Line] {
        cut(line, crossingPoint: Line.Vertex.crossing)
    }

    /// The points where a path meets ±180, in order: what is costly in cutting it (each
    /// solved on its geodesic) and small to keep; none for a path that does not cross.
    static func crossings(of path: [Coordinate]) -> [Coordinate] {
        // A path within its first point's sheet, as `cut` finds it, meets ±180 nowhere.
        guard let first = path.first else { return [] }
        let shift = sheetShift(first.longitude)
        if path.allSatisfy({ abs($0.longitude - shift) <= 180 }) { return [] }
        var crossings: [Coordinate] = []
        _ = cut(path) { p, q, boundary in
            let crossing = Coordinate.crossing(from: p, to: q, atLongitude: boundary)
            crossings.append(crossing)
            return crossing
        }
        return crossings
    }

    /// `line(path)`, its crossings found beforehand (`crossings(of: path)`) rather than
    /// solved again.
    static func line(_ path: [Coordinate], crossings: [Coordinate]) -> [[Coordinate]] {
        var known = crossings.makeIterator()
        return cut(path) { p, q, boundary in
            known.next() ?? Coordinate.crossing(from: p, to: q, atLongitude: boundary)
        }
    }

    /// `line`, each crossing from `crossingPoint(p, q, boundary)`.
    private static func cut<Line: CutLine>(
        _ line: Line, crossingPoint: (Line.Vertex, Line.Vertex, Double) -> Line.Vertex
    ) -> [Line] {
        guard line.count > 0 else { return [] }
        var shift = sheetShift(line[0].coordinate.longitude)
        // The common case: nothing to cut, nothing to copy but the shift.
        if (0..<line.count).allSatisfy({ abs(line[$0].coordinate.longitude - shift) <= 180 }) {
            if shift == 0 { return [line] }
            var moved = Line()
            moved.reserveCapacity(line.count)
            for index in 0..<line.count { moved.append(line[index].shifted(by: shift)) }
            return [moved]
        }
        var pieces: [Line] = []
        var current = Line()
        var last = line[0].shifted(by: shift).coordinate
        current.append(line[0].shifted(by: shift))
        for index in 1..<line.count {
            let p = line[index - 1]
            let q = line[index]
            while abs(q.coordinate.longitude - shift) > 180 {
                let east = q.coordinate.longitude - shift > 180
                let edge: Double = east ? 180 : -180
                let crossing = crossingPoint(p, q, shift + edge)
                let cut = crossing.shifted(by: shift)
                // A vertex already on the meridian is its own crossing point.
                if last != cut.coordinate { current.append(cut) }
                if current.count >= 2 { pieces.append(current) }
                shift += east ? 360 : -360
                current = Line()
                let start = crossing.shifted(by: shift)
                current.append(start)
                last = start.coordinate
            }
            let vertex = q.shifted(by: shift)
            current.append(vertex)
            last = vertex.coordinate
        }
        if current.count >= 2 { pieces.append(current) }
        return pieces
    }

    /// A point brought into [-180, 180] by whole turns, as the lines' points are.
    static func point(_ point: Coordinate) -> Coordinate {
        Coordinate(latitude: point.latitude, longitude: point.longitude - sheetShift(point.longitude))
    }

    /// The pieces of a closed unwrapped ring (first point repeated last), one closed ring
    /// per 360° sheet it touches, west first, longitudes in [-180, 180]. A ring that winds
    /// once around a pole (its last longitude is the first ± 360) is first closed over
    /// that pole, so a polar circle becomes a cap, as a flat map shows it.
    static func ring(_ ring: [Coordinate]) -> [[Coordinate]] {
        guard ring.count >= 4 else { return [] }
        let ring = continuous(ring)
        guard let first = ring.first, let last = ring.last else { return [] }
        var open = Array(ring.dropLast())
        let winding = last.longitude - first.longitude
        if abs(winding) > 180 {
            // Around a pole: the pole the ring's points lean towards.
            let meanLatitude = ring.reduce(0) { $0 + $1.latitude } / Double(ring.count)
            let pole: Double = meanLatitude >= 0 ? 90 : -90
            open = ring
            open.append(Coordinate(latitude: pole, longitude: last.longitude))
            open.append(Coordinate(latitude: pole, longitude: first.longitude))
        }
        var west = Double.infinity
        var east = -Double.infinity
        for point in open {
            west = min(west, point.longitude)
            east = max(east, point.longitude)
        }
        // Sheets k whose open interval (360k - 180, 360k + 180) meets (west, east).
        let firstSheet = Int(((west - 180) / 360).rounded(.down)) + 1
        let lastSheet = max(firstSheet, Int(((east + 180) / 360).rounded(.up)) - 1)
        var pieces: [[Coordinate]] = []
        for sheet in firstSheet...lastSheet {
            let shift = Double(sheet) * 360
            var piece =
                firstSheet == lastSheet
                ? open
                : clip(clip(open, to: shift - 180, keepEast: true), to: shift + 180, keepEast: false)
            guard piece.count >= 3 else { continue }
            for index in piece.indices {
                let longitude = piece[index].longitude - shift
                piece[index].longitude = min(180, max(-180, longitude))
            }
            piece.append(piece[0])
            pieces.append(piece)
        }
        return pieces
    }

    /// The ring with each point within 180° of longitude of the one before. An endpoint
    /// circle is unwrapped point by point about its centre, so one that takes in a pole
    /// jumps by 360° where it passes the centre's antipodal meridian; made continuous, its
    /// last point is its first ± 360, which `ring` closes over the pole. Any other ring
    /// comes back as it is.
    private static func continuous(_ ring: [Coordinate]) -> [Coordinate] {
        guard zip(ring, ring.dropFirst()).contains(where: { abs($1.longitude - $0.longitude) > 180 }) else { return ring }
        var result = ring
        for index in result.indices.dropFirst() {
            let step = result[index].longitude - result[index - 1].longitude
            if abs(step) > 180 { result[index].longitude -= (step / 360).rounded() * 360 }
        }
        return result
    }

    /// Sutherland–Hodgman against the meridian `boundary`: keeps the part of an open ring
    /// east (or west) of it, points on it included.
    private static func clip(_ ring: [Coordinate], to boundary: Double, keepEast: Bool) -> [Coordinate] {
        guard !ring.isEmpty else { return [] }
        func inside(_ point: Coordinate) -> Bool {
            keepEast ? point.longitude >= boundary : point.longitude <= boundary
        }
        var result: [Coordinate] = []
        result.reserveCapacity(ring.count + 2)
        // A vertex on the boundary is also the cut of its outside neighbour's edge: keep one.
        func add(_ point: Coordinate) {
            if result.last != point { result.append(point) }
        }
        var previous = ring[ring.count - 1]
        for current in ring {
            let currentIn = inside(current)
            let previousIn = inside(previous)
            if currentIn != previousIn {
                let latitude = crossingLatitude(from: previous, to: current, atLongitude: boundary)
                add(Coordinate(latitude: latitude, longitude: boundary))
            }
            if currentIn { add(current) }
            previous = current
        }
        if result.count > 1 && result.first == result.last { result.removeLast() }
        return result
    }

    /// The multiple of 360 to subtract from `longitude` to bring it into [-180, 180]
    /// (±180 themselves stay; 540, which is 180 again, becomes -180).
    static func sheetShift(_ longitude: Double) -> Double {
        if abs(longitude) <= 180 { return 0 }
        return ((longitude + 180) / 360).rounded(.down) * 360
    }

    /// The latitude where the geodesic from `p` to `q` (unwrapped longitudes, `boundary`
    /// between them) meets the meridian `boundary`: bisection on the geodesic's length,
    /// so the cut point lies on the same geodesic every viewer would be asked to draw.
    /// Falls back to linear interpolation if the geodesic does not bracket the meridian.
    static func crossingLatitude(from p: Coordinate, to q: Coordinate, atLongitude boundary: Double) -> Double {
        if p.longitude == boundary { return p.latitude }
        if q.longitude == boundary { return q.latitude }
        // Work near [-180, 180]: the geodesic code's inputs are plain longitudes.
        let shift = sheetShift(p.longitude)
        let lon1 = p.longitude - shift
        let lon2 = q.longitude - shift
        let target = boundary - shift
        let t = (target - lon1) / (lon2 - lon1)
        let linear = p.latitude + t * (q.latitude - p.latitude)
        let line = Geodesic.wgs84.inverseLine(lat1: p.latitude, lon1: lon1, lat2: q.latitude, lon2: lon2)
        let length = line.s13
        guard length.isFinite, length > 0 else { return linear }
        let eastward = lon2 > lon1
        // Longitude travelled along the line, positive towards q.
        func past(_ distance: Double) -> Bool {
            let lon = line.position(distance: distance).lon2
            return eastward ? lon >= target : lon <= target
        }
        guard past(length), !past(0) else { return linear }
        var low = 0.0
        var high = length
        // 64 halvings reach the resolution of a Double on any Earth distance.
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if past(mid) { high = mid } else { low = mid }
        }
        let latitude = line.position(distance: (low + high) / 2).lat2
        return latitude.isFinite ? latitude : linear
    }
}
