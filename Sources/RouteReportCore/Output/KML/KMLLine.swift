/// One LineString as routes.kml writes it: a stretch of a line cut at ±180 and, for a
/// flight drawn at its altitudes, the altitude of each of its points.
struct KMLLine: Sendable {
    var points: ArraySlice<Coordinate>
    /// Metres, one per point, written with `altitudeMode` `absolute`; nil: clamped to the
    /// ground and tessellated.
    var altitudes: ArraySlice<Double>?

    init(points: ArraySlice<Coordinate>, altitudes: ArraySlice<Double>? = nil) {
        self.points = points
        self.altitudes = altitudes
    }

    var count: Int { points.count }
}
