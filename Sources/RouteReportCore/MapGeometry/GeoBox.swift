/// A box in degrees. `west`/`east` are in [-180, 180]; `east < west` when the box spans
/// the antimeridian.
struct GeoBox: Sendable, Hashable {
    var west: Double
    var south: Double
    var east: Double
    var north: Double
}

extension GeoBox {
    /// The box a map rect shows, e.g. `FlightGeometry.visibleRect`: west/east from its x
    /// edges brought into [-180, 180] (west −180 rather than 180, east 180 rather than
    /// −180); north/south from its y edges clamped to the world [0, W], so at most
    /// ±`MapProjection.maxLatitude`. A rect at least a world wide is west −180, east 180.
    init(mapRect rect: MapRect) {
        let w = MapPoint.worldSize
        if rect.width >= w {
            west = -180
            east = 180
        } else {
            let westLongitude = MapAngle.longitude(MapProjection.longitude(x: rect.minX))
            let eastLongitude = MapAngle.longitude(MapProjection.longitude(x: rect.maxX))
            west = westLongitude == 180 ? -180 : westLongitude
            east = eastLongitude == -180 ? 180 : eastLongitude
        }
        north = MapProjection.latitude(y: MapAngle.clamp(rect.minY, 0, w))
        south = MapProjection.latitude(y: MapAngle.clamp(rect.maxY, 0, w))
    }
}
