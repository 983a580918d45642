import Foundation

/// A spatial index of the airport table: airports in cells of 0.1° × 0.1°, the cells'
/// keys sorted, so finding the airports near a point visits the two or three cells
/// within reach (two binary searches a row of cells) instead of the whole table.
struct AirportGrid: Sendable {
    static let cellDegrees = 0.1
    static let rows = 1800
    static let columns = 3600

    /// One entry per airport, sorted by (cell key, airport index): cell key = row ·
    /// columns + column, rows from the south pole, columns from −180°.
    private let keys: [Int32]
    /// Per row of cells, the first entry in that row or a later one; one more at the end.
    private let rowStarts: [Int32]
    private let airportIndices: [Int32]
    /// Earth-centred coordinates of each entry's airport, metres (`AirportDistance`).
    private let points: [AirportDistance.Point]
    /// Per airport (table order): whether it has an IATA code, for the tie rule.
    private let hasIATA: [Bool]

    /// From each airport's coordinates and whether it has an IATA code, in table order;
    /// only the airports `including` says (all when nil).
    init(latitudes: [Double], longitudes: [Double], hasIATA: [Bool], including: [Bool]? = nil) {
        // (key << 32 | index): sorting plain integers sorts by cell, then table order.
        let cells = latitudes.indices.compactMap { index -> UInt64? in
            guard including?[index] ?? true else { return nil }
            return UInt64(Self.key(Coordinate(latitude: latitudes[index], longitude: longitudes[index]))) << 32
                | UInt64(index)
        }.sorted()
        let keys = cells.map { Int32($0 >> 32) }
        self.keys = keys
        rowStarts = (0...Self.rows).map { row in Int32(Self.lowerBound(Int32(row * Self.columns), in: keys, 0..<keys.count)) }
        airportIndices = cells.map { Int32(truncatingIfNeeded: $0) }
        points = cells.map {
            let index = Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF)
            return AirportDistance.Point(latitude: latitudes[index], longitude: longitudes[index])
        }
        self.hasIATA = hasIATA
    }

    /// Whether the airport at `index` (table order) has an IATA code.
    func hasIATA(_ index: Int) -> Bool { hasIATA[index] }

    private static func row(_ latitude: Double) -> Int {
        min(rows - 1, max(0, Int(((latitude + 90) / cellDegrees).rounded(.down))))
    }

    private static func column(_ longitude: Double) -> Int {
        let wrapped = Int(((longitude + 180) / cellDegrees).rounded(.down)) % columns
        return wrapped < 0 ? wrapped + columns : wrapped
    }

    private static func key(_ coordinate: Coordinate) -> Int32 {
        Int32(row(coordinate.latitude) * columns + column(coordinate.longitude))
    }

    /// The index (in table order) of the airport nearest to `point` within `reach`
    /// metres, by `AirportDistance`; of two at the same distance, the one with an IATA
    /// code, then the one first in the table (the lower ICAO code). Nil when none is
    /// that near, or the point is not a finite coordinate.
    func nearest(to point: Coordinate, within reach: Double) -> Int? {
        let latitude = point.latitude
        let longitude = point.longitude
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, reach >= 0 else { return nil }
        // Degrees of reach: a degree of latitude is at least 110.5 km, a degree of
        // longitude at least 111.3 km · cos φ (φ the latitude farthest from the equator
        // within reach), so these bounds never miss an airport.
        let latitudeReach = reach / 110_500
        let firstRow = Self.row(latitude - latitudeReach)
        let lastRow = Self.row(latitude + latitudeReach)
        // Most of the world's rows of cells hold no airport: nothing to measure there.
        guard rowStarts[firstRow] < rowStarts[lastRow + 1] else { return nil }
        let farthest = min(90, abs(latitude) + latitudeReach)
        let cosine = cos(farthest * .pi / 180)
        let longitudeReach = cosine > 1e-9 ? reach / (111_300 * cosine) : 360
        // One or two ranges of columns (two where the reach wraps round the antimeridian).
        var columnRanges = ((0, Self.columns - 1), (0, -1))
        if longitudeReach * 2 + Self.cellDegrees < 360 {
            let span = Int((longitudeReach / Self.cellDegrees).rounded(.up))
            let centre = Self.column(longitude)
            let low = centre - span
            let high = centre + span
            if low < 0 {
                columnRanges = ((0, high), (low + Self.columns, Self.columns - 1))
            } else if high >= Self.columns {
                columnRanges = ((low, Self.columns - 1), (0, high - Self.columns))
            } else {
                columnRanges.0 = (low, high)
            }
        }
        var here: AirportDistance.Point?
        var best: Int?
        var bestDistance = Double.infinity
        for row in firstRow...lastRow {
            let rowEntries = Int(rowStarts[row])..<Int(rowStarts[row + 1])
            guard !rowEntries.isEmpty else { continue }
            for part in 0..<2 {
                let (low, high) = part == 0 ? columnRanges.0 : columnRanges.1
                guard low <= high else { continue }
                let lastKey = Int32(row * Self.columns + high)
                var entry = Self.lowerBound(Int32(row * Self.columns + low), in: keys, rowEntries)
                while entry < rowEntries.upperBound && keys[entry] <= lastKey {
                    let from = here ?? AirportDistance.Point(latitude: latitude, longitude: longitude)
                    here = from
                    let distance = from.distance(to: points[entry])
                    let index = Int(airportIndices[entry])
                    if distance <= reach && (distance < bestDistance || (distance == bestDistance && breaksTie(index, best))) {
                        best = index
                        bestDistance = distance
                    }
                    entry += 1
                }
            }
        }
        return best
    }

    /// Whether `candidate` goes before `current` at the same distance.
    private func breaksTie(_ candidate: Int, _ current: Int?) -> Bool {
        guard let current else { return true }
        if hasIATA[candidate] != hasIATA[current] { return hasIATA[candidate] }
        return candidate < current
    }

    /// The first entry of `range` whose key is at least `key` (the range's end if none).
    private static func lowerBound(_ key: Int32, in keys: [Int32], _ range: Range<Int>) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Short distances on the WGS84 ellipsoid for the nearest-airport rule: the straight
/// line (chord) between the two points in Earth-centred coordinates. The geodesic is
/// longer by about d³ / 24R², under 0.1 mm at 3 km, so the chord ranks airports as the
/// geodesic does and decides "within 3 km" to that margin; it needs no care at the poles
/// or the antimeridian, and with the airports' coordinates computed once a candidate
/// costs a square root.
enum AirportDistance {
    private static let a = 6_378_137.0
    private static let f = 1 / 298.257223563
    private static let e2 = f * (2 - f)

    /// A point in Earth-centred, Earth-fixed coordinates, metres.
    struct Point: Sendable {
        var x: Double
        var y: Double
        var z: Double

        init(latitude: Double, longitude: Double) {
            let phi = latitude * .pi / 180
            let lambda = longitude * .pi / 180
            let sinPhi = sin(phi)
            let cosPhi = cos(phi)
            let n = a / (1 - e2 * sinPhi * sinPhi).squareRoot()
            x = n * cosPhi * cos(lambda)
            y = n * cosPhi * sin(lambda)
            z = n * (1 - e2) * sinPhi
        }

        func distance(to other: Point) -> Double {
            let dx = x - other.x
            let dy = y - other.y
            let dz = z - other.z
            return (dx * dx + dy * dy + dz * dz).squareRoot()
        }
    }

    static func metres(_ a: Coordinate, _ b: Coordinate) -> Double {
        metres(a.latitude, a.longitude, b.latitude, b.longitude)
    }

    static func metres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        Point(latitude: lat1, longitude: lon1).distance(to: Point(latitude: lat2, longitude: lon2))
    }
}
