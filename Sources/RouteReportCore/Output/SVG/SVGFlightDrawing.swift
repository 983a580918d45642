import Foundation

/// A flight's geometry placed in a viewport: everything the map draws, in viewport points.
///
/// The whole flight (path, circles, marker) takes one whole-world shift, chosen from the
/// middle of its path, so a flight over the antimeridian is drawn in one piece.
struct SVGFlightDrawing {
    /// The densified path.
    let route: [SVGPoint]
    let start: SVGPoint
    let end: SVGPoint
    /// Endpoint circle radii, viewport points.
    let startRadius: Double
    let endRadius: Double
    /// The current position and heading (degrees clockwise from north), when the flight
    /// has a progress.
    let position: SVGPoint?
    let heading: Double
    /// Start to position; nil at progress 0 or with no progress.
    let flown: [SVGPoint]?
    /// Position to end; nil at progress 1 or with no progress.
    let remaining: [SVGPoint]?
    /// The vertices between the ends (a multi-leg route's stops), at most
    /// `SVGStyle.maximumStops` of them, else none.
    let stops: [SVGPoint]
    /// The ends as coordinates, for labels.
    let startCoordinate: Coordinate
    let endCoordinate: Coordinate

    /// `withCircles`: whether the endpoint circles are drawn (the overview draws none).
    init(flight: FlightReport, canvas: SVGCanvas, withCircles: Bool) {
        let geometry = flight.geometry
        // The path is never empty for a computed flight; the vertices keep a half-made
        // geometry drawable.
        let coordinates = geometry.path.isEmpty ? flight.flight.vertices : geometry.path
        startCoordinate = coordinates.first ?? Coordinate(latitude: 0, longitude: 0)
        endCoordinate = coordinates.last ?? startCoordinate
        let between = flight.flight.vertices.dropFirst().dropLast()
        let project: (Coordinate) -> SVGPoint
        if let frame = canvas.azimuthal {
            project = frame.point
            route = coordinates.map(frame.point)
            stops = between.count > SVGStyle.maximumStops ? [] : between.map(frame.point)
            let endRings = withCircles ? FlightShapes(flight: flight.flight, geometry: geometry).endpointRings : nil
            startRadius = Self.radius(ring: endRings?.start, centre: startCoordinate, frame: frame)
            endRadius = Self.radius(ring: endRings?.end, centre: endCoordinate, frame: frame)
        } else {
            let rings = withCircles ? FlightShapes(flight: flight.flight, geometry: geometry).endpointRingBounds : nil
            let mapPoints = coordinates.map(MapProjection.mapPoint)
            let xs = mapPoints.map(\.x)
            let shift = canvas.worldShift(forMapX: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2)
            project = { canvas.point(latitude: $0.latitude, longitude: $0.longitude, worldShift: shift) }
            route = mapPoints.map { canvas.point($0, worldShift: shift) }
            startRadius = Self.radius(ring: rings?.start, centre: startCoordinate, metres: geometry.radius, canvas: canvas)
            endRadius = Self.radius(ring: rings?.end, centre: endCoordinate, metres: geometry.radius, canvas: canvas)
            // A vertex's longitude is wrapped; the copy nearest the map's middle is the one on
            // the route (the route is narrower than a world).
            stops =
                between.count > SVGStyle.maximumStops
                ? []
                : between.map { vertex in
                    let point = MapProjection.mapPoint(vertex)
                    return canvas.point(point, worldShift: canvas.worldShift(forMapX: point.x))
                }
        }
        start = route.first ?? SVGPoint(x: canvas.width / 2, y: canvas.height / 2)
        end = route.last ?? start

        guard let progress = geometry.progress, let position = geometry.position, !route.isEmpty else {
            self.position = nil
            heading = 0
            flown = nil
            remaining = nil
            return
        }
        let marker = project(Coordinate(latitude: position.coordinate.latitude, longitude: position.unwrappedLongitude))
        self.position = marker
        // Mercator keeps angles, so the true heading is the angle on the map; an
        // azimuthal map does not, so there the heading is the drawn route's own.
        heading = canvas.azimuthal == nil ? position.heading : Self.drawnHeading(route, at: position.pathIndex)
        // Cut as the geometry's flown and remaining paths are, on the drawn route. A flown
        // part that has not left the start (a flight of zero length) is still a line, of
        // zero length, so every progress above 0 has its `flown` (SPEC 2).
        let flownPart = PathSplit.flown(route, through: position.pathIndex, at: marker)
        flown = progress > 0 ? (flownPart.count == 1 ? flownPart + [marker] : flownPart) : nil
        remaining = progress < 1 ? PathSplit.remaining(route, from: position.pathIndex, at: marker) : nil
    }

    /// A circle's radius in viewport points: half the east–west map extent of its ring
    /// (`ring`: the ring's bounds), which Mercator keeps symmetric about the centre (the
    /// north–south extent is not: the poleward half is stretched more). Without a usable
    /// ring, the metres at the centre's map scale.
    static func radius(ring: GeoBounds?, centre: Coordinate, metres: Double, canvas: SVGCanvas) -> Double {
        if let ring, ring.west <= ring.east, ring.east - ring.west < 180 {
            return (MapProjection.x(longitude: ring.east) - MapProjection.x(longitude: ring.west)) / 2 * canvas.scaleX
        }
        return metres * MapProjection.mapPointsPerMetre(atLatitude: centre.latitude) * canvas.scaleX
    }

    /// A circle's radius in an azimuthal map: the mean distance of its projected ring
    /// from its projected centre (the projection keeps distances only from its own centre).
    static func radius(ring: [Coordinate]?, centre: Coordinate, frame: SVGAzimuthalFrame) -> Double {
        guard let ring, !ring.isEmpty else { return 0 }
        let middle = frame.point(centre)
        let total = ring.map { point -> Double in
            let drawn = frame.point(point)
            return ((drawn.x - middle.x) * (drawn.x - middle.x) + (drawn.y - middle.y) * (drawn.y - middle.y)).squareRoot()
        }.reduce(0, +)
        return total / Double(ring.count)
    }

    /// The direction of the drawn route at path vertex `index`, degrees clockwise from up.
    static func drawnHeading(_ route: [SVGPoint], at index: Int) -> Double {
        guard route.count >= 2 else { return 0 }
        let from = min(max(index, 0), route.count - 2)
        let a = route[from]
        let b = route[from + 1]
        return MapAngle.bearing(atan2(b.x - a.x, a.y - b.y) * 180 / .pi)
    }
}
