import Foundation

/// Shapes with the points a globe view of the flight needs (`GlobeView`), for routes.kml
/// and routes.geojson, which a viewer opens framed on one flight or on all of them:
/// endpoint rings with as many vertices as their size on screen needs, and an aircraft
/// track with as many samples along a densified leg as its length on screen needs.
extension FlightShapes {
    /// Pixels the field of view's narrower side is taken to span (a laptop window).
    static let viewPixels = 1000.0
    /// The most a ring's side may bow inside the true circle, pixels.
    static let ringSagitta = 0.5
    /// Fewest and most vertices of a drawn endpoint ring (before the closing repeat).
    static let ringPoints = 8...72
    /// Samples of the aircraft's track along a densified leg: about this many over the
    /// whole distance (a recorded track, whose legs are not densified, keeps every point).
    /// Between samples a viewer moves the icon on the chord; a sixth of the flight's
    /// chord lies within a few pixels of the drawn route at the flight's view, and the
    /// position placemark marks the reference time's point on the geodesic itself.
    static let trackSamples = 6.0

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

    /// `timedPath` with, inside each densified leg, only every k-th point: k the path
    /// segments in `distance / trackSamples`. Every vertex of the flight stays, so a
    /// recorded track keeps all its points and times; nil as `timedPath`.
    var globeTimedPath: TimedPath? {
        guard let timed = timedPath else { return nil }
        let legs = geometry.legs
        let spacing = geometry.distance / Self.trackSamples
        guard legs.fit(vertexCount: flight.vertices.count, pathCount: timed.points.count) else { return timed }
        var kept: [Int] = []
        kept.reserveCapacity(min(timed.points.count, legs.lengths.count + 2 * Int(Self.trackSamples)))
        for leg in legs.lengths.indices {
            let from = legs.pathIndex(ofVertex: leg)
            let segments = legs.segments(ofLeg: leg)
            let segmentLength = legs.lengths[leg] / Double(max(1, segments))
            let step = segmentLength > 0 ? max(1, Int(spacing / segmentLength)) : segments
            kept.append(contentsOf: stride(from: from, to: from + segments, by: max(1, step)))
        }
        kept.append(timed.points.count - 1)
        guard kept.count < timed.points.count else { return timed }
        return TimedPath(points: kept.map { timed.points[$0] }, times: kept.map { timed.times[$0] })
    }
}
