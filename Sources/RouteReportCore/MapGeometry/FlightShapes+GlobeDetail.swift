import Foundation

/// Shapes with the points a globe view of the flight needs (`GlobeView`), for routes.kml
/// and routes.geojson, which a viewer opens framed on one flight or on all of them:
/// endpoint rings with as many vertices as their size on screen needs.
extension FlightShapes {
    /// Pixels the field of view's narrower side is taken to span (a laptop window).
    static let viewPixels = 1000.0
    /// The most a ring's side may bow inside the true circle, pixels.
    static let ringSagitta = 0.5
    /// Fewest and most vertices of a drawn endpoint ring (before the closing repeat).
    static let ringPoints = 8...72
    /// The vertices a ring needs on screen when `view` frames the flight: its radius in
    /// pixels is the circle's angle over the view's, times half the view; n sides bow
    /// r·(1 − cos(π/n)) inside the circle; n a multiple of 4 (the ring keeps its north,
    /// east, south and west points).
    func globeRingPointCount(in view: GlobeView) -> Int {
        let circle = geometry.radius / GlobeView.earthRadius
        let pixels = Self.viewPixels / 2 * circle / max(view.angularRadius, 1e-12)
        guard pixels > Self.ringSagitta else { return Self.ringPoints.lowerBound }
        let sides = Double.pi / acos(1 - Self.ringSagitta / pixels)
        let count = 4 * Int((sides / 4).rounded(.up))
        return min(Self.ringPoints.upperBound, max(Self.ringPoints.lowerBound, count))
    }

    /// The endpoint rings with `pointCount` points, solved on WGS84 as
    /// `endpointRings`, cut at ±180 (`AntimeridianCut.ring`); nil for an empty path.
    func cutEndpointRings(pointCount: Int) -> (start: [[Coordinate]], end: [[Coordinate]])? {
        guard let start = geometry.path.first, let end = geometry.path.last else { return nil }
        func ring(_ centre: Coordinate) -> [[Coordinate]] {
            AntimeridianCut.ring(
                EndpointCircle.ring(
                    latitude: centre.latitude, longitude: centre.longitude, radius: geometry.radius, pointCount: pointCount))
        }
        return (ring(start), ring(end))
    }
}
