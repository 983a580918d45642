/// A point on MapKit's flat map: spherical Web Mercator on a world `MapPoint.worldSize`
/// points square, x east from the antimeridian, y south from the top.
struct MapPoint: Sendable, Hashable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate in degrees, as `MKMapPoint(_:)` (see `MapProjection`).
    init(_ coordinate: Coordinate) {
        self = MapProjection.mapPoint(coordinate)
    }

    /// The coordinate of this point, degrees; longitude not wrapped.
    var coordinate: Coordinate { MapProjection.coordinate(self) }

    /// 2^28 map points, MapKit's `MKMapSize.world`.
    static let worldSize: Double = 268_435_456
}
