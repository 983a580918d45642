/// A closed ring (first point repeated last) read as a polygon on the flat lon/lat plane,
/// the way GeoJSON (RFC 7946 §3.1.6) and 2D viewers read it.
enum LonLatRing {
    /// Twice the signed shoelace area, deg²: positive when the ring runs counterclockwise
    /// (east, then north, then west), negative when clockwise, 0 when it encloses nothing.
    static func doubledSignedArea(_ ring: [Coordinate]) -> Double {
        guard ring.count >= 2 else { return 0 }
        // Relative to the first point, so far-apart longitudes lose no digits.
        let origin = ring[0]
        var sum = 0.0
        for index in 1..<ring.count - 1 {
            let a = ring[index]
            let b = ring[index + 1]
            let ax = a.longitude - origin.longitude
            let ay = a.latitude - origin.latitude
            let bx = b.longitude - origin.longitude
            let by = b.latitude - origin.latitude
            sum += ax * by - bx * ay
        }
        return sum
    }

    /// The ring running counterclockwise: as given, or reversed when it runs clockwise.
    /// (Endpoint circles go round clockwise, by increasing azimuth.)
    static func counterclockwise(_ ring: [Coordinate]) -> [Coordinate] {
        doubledSignedArea(ring) < 0 ? ring.reversed() : ring
    }
}
