/// A box in degrees. `west`/`east` are in [-180, 180]; `east < west` when the box spans
/// the antimeridian.
public struct GeoBox: Sendable, Hashable {
    public var west: Double
    public var south: Double
    public var east: Double
    public var north: Double

    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }
}
