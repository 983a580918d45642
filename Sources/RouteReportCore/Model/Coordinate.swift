/// A position on the WGS84 ellipsoid, in degrees.
///
/// `latitude` is in [-90, 90]; `longitude` is usually in [-180, 180], but a path that is
/// unwrapped across the antimeridian may carry longitudes outside that range.
/// Input validates coordinates; everything after Input may assume they are finite.
struct Coordinate: Sendable, Hashable {
    /// Degrees north of the equator.
    var latitude: Double
    /// Degrees east of Greenwich.
    var longitude: Double
}
