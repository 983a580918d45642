import Foundation

/// The azimuthal equidistant projection on a sphere of radius `MapProjection.sphereRadius`,
/// centred on `centre`: every point at its true distance and azimuth from the centre,
/// north up there (Snyder, *Map Projections — A Working Manual*, USGS 1987, eq. 25-2 to
/// 25-4). A polar route is drawn true in it, where Web Mercator clamps it to its top edge.
///
/// Plane coordinates are metres, x east and y north of the centre.
struct AzimuthalProjection: Sendable, Hashable {
    let centre: Coordinate
    private let sinLatitude0: Double
    private let cosLatitude0: Double

    /// Points farther than this from the centre, degrees of arc, are not drawn: near the
    /// antipode the projection tears (the antipode is the whole outer circle).
    static let reach = 160.0

    init(centre: Coordinate) {
        self.centre = centre
        let phi0 = centre.latitude * .pi / 180
        sinLatitude0 = sin(phi0)
        cosLatitude0 = cos(phi0)
    }

    /// The angular distance c from the centre, degrees (cos c = sin φ0 sin φ + cos φ0 cos φ cos Δλ).
    func arc(to coordinate: Coordinate) -> Double {
        let phi = coordinate.latitude * .pi / 180
        let dLambda = (coordinate.longitude - centre.longitude) * .pi / 180
        let cosC = sinLatitude0 * sin(phi) + cosLatitude0 * cos(phi) * cos(dLambda)
        return acos(MapAngle.clamp(cosC, -1, 1)) * 180 / .pi
    }

    /// Whether a coordinate is drawn: within `reach` of the centre.
    func reaches(_ coordinate: Coordinate) -> Bool {
        arc(to: coordinate) <= Self.reach
    }

    /// The centre's antipode, longitude in [-180, 180]: where the projection tears.
    var antipode: Coordinate {
        Coordinate(latitude: -centre.latitude + 0, longitude: MapAngle.longitude(centre.longitude + 180))
    }

    /// The plane point of a coordinate, one beyond `reach` moved in along its azimuth
    /// onto the circle at `reach`: land reaching round towards the antipode ends there
    /// rather than stretching without bound.
    func pointWithinReach(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        let plane = point(coordinate)
        let distance = arc(to: coordinate)
        guard distance > Self.reach else { return plane }
        let shrink = Self.reach / distance
        return (plane.x * shrink, plane.y * shrink)
    }

    /// The plane point of a coordinate, metres: x = R k cos φ sin Δλ,
    /// y = R k (cos φ0 sin φ − sin φ0 cos φ cos Δλ), k = c / sin c (1 at the centre).
    func point(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        let phi = coordinate.latitude * .pi / 180
        let dLambda = (coordinate.longitude - centre.longitude) * .pi / 180
        let sinPhi = sin(phi)
        let cosPhi = cos(phi)
        let cosDLambda = cos(dLambda)
        let cosC = MapAngle.clamp(sinLatitude0 * sinPhi + cosLatitude0 * cosPhi * cosDLambda, -1, 1)
        let c = acos(cosC)
        let sinC = sin(c)
        // At the centre k → 1; at the antipode sin c → 0 and the point has no one place.
        let k = sinC < 1e-12 ? 1 : c / sinC
        let radius = MapProjection.sphereRadius
        return (
            radius * k * cosPhi * sin(dLambda) + 0,
            radius * k * (cosLatitude0 * sinPhi - sinLatitude0 * cosPhi * cosDLambda) + 0
        )
    }
}
