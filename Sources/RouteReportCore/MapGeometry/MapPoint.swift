/// A point on MapKit's flat map: spherical Web Mercator on a world `MapPoint.worldSize`
/// points square, x east from the antimeridian, y south from the top.
public struct MapPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// 2^28 map points, MapKit's `MKMapSize.world`.
    public static let worldSize: Double = 268_435_456
}
