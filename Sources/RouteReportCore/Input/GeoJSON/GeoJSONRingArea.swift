/// The shoelace area of a ring in the longitude–latitude plane: positive when it winds
/// counterclockwise (RFC 7946 §3.1.6's right-hand rule).
enum GeoJSONRingArea {
    static func signedArea(_ ring: [Coordinate]) -> Double {
        var sum = 0.0
        for index in ring.indices.dropLast() {
            let a = ring[index]
            let b = ring[index + 1]
            sum += a.longitude * b.latitude - b.longitude * a.latitude
        }
        return sum / 2
    }
}
