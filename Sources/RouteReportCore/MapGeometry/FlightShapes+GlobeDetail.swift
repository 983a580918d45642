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

    /// Metres of latitude in a degree, near enough for choosing decimals.
    static let metresPerDegree = 111_320.0

    /// The decimals of a degree a drawn endpoint ring needs, `finest` at most: the fewest
    /// whose step (10⁻ᵈ degree of latitude; a step of longitude is no longer) is at most
    /// a thousandth of the radius, so a ring filling the view is off by a quarter of a
    /// pixel at most. A 2,000 km flight's rings (radius 20 km) get four, a 12,000 km
    /// flight's three; one at least, and a radius that is not a number gets `finest`.
    func endpointRingDecimals(finest: Int) -> Int {
        var decimals = 1
        while decimals < finest && !(Self.metresPerDegree * pow(10, -Double(decimals)) <= geometry.radius / 1000) {
            decimals += 1
        }
        return decimals
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
