extension FlightGeometry {
    /// Everything a flight map needs (SPEC section 2), from the flight and the run's options.
    ///
    /// Total: never fails. A flight of one vertex is a zero-distance flight at it; one with
    /// no vertices has an empty path and NaN rects. A zero-distance flight has bearings 0,
    /// radius 0, circles collapsed on the point, a content rect of zero size (fitted as a
    /// 1 km square), and its position (when it has a progress) is the point, heading 0.
    /// The endpoint circles are bounded here (`content_rect`) from the few ring points
    /// that bound them; their rings are solved when drawn, part by part (`FlightShapes`),
    /// so no run keeps them for all its flights.
    static func compute(for flight: Flight, options: MapOptions) -> FlightGeometry {
        compute(for: flight, options: options, geodesic: .wgs84)
    }

    /// `solved`: runs of legs solved elsewhere with `geodesic` and `options.maxSegment`
    /// (ahead while the flight was read, or on parallel workers; see `DensifiedPath.init`).
    /// Without `keepsPath` (a run that draws nothing) the points inside each leg are
    /// bounded, not kept, and the rings' bounds are let go: every number is the same, but
    /// nothing may draw the geometry (`withoutPath`).
    static func compute(
        for flight: Flight, options: MapOptions, geodesic: Geodesic, solved: [DensifiedPath.SolvedLegs] = [],
        keepsPath: Bool = true
    ) -> FlightGeometry {
        let path = DensifiedPath(
            vertices: flight.vertices, maxSegment: options.maxSegment, geodesic: geodesic, solved: solved,
            keepsInnerPoints: keepsPath)
        let distance = path.distance
        let radius = distance / options.radiusDivisor
        let start = path.points.first ?? Coordinate(latitude: .nan, longitude: .nan)
        let end = path.points.last ?? start
        let ringPointCount = EndpointCircle.pointCount(radius: radius, maxSegment: options.maxSegment)
        let ringBounds =
            path.points.isEmpty
            ? nil
            : endpointRingBounds(
                start: start, end: end, radius: radius, pointCount: ringPointCount, geodesic: geodesic)
        let circleBounds = ringBounds.map { $0.start.union($0.end) } ?? GeoBounds([])

        let timing = FlightProgress(flight: flight, path: path, referenceTime: options.referenceTime)
        let position = timing.progress.map { path.position(at: $0 * distance) }

        let pathBounds = path.bounds
        let bounds = pathBounds.union(circleBounds)
        let rawRect = bounds.mapRect
        let worldOffset = -MapRect.worldShift(rawRect.x)
        var contentRect = rawRect
        contentRect.x += worldOffset
        let visibleRect = MapFit.visibleRect(fitting: contentRect, options: options)

        return FlightGeometry(
            distance: distance,
            initialBearing: MapAngle.bearing(path.initialAzimuth ?? 0),
            finalBearing: MapAngle.bearing(path.finalAzimuth ?? 0),
            radius: radius + 0,
            path: path.points, legs: path.legs, ringPointCount: ringPointCount,
            departure: timing.departure, arrival: timing.arrival,
            progress: timing.progress, progressSource: timing.source, position: position,
            contentRect: contentRect, visibleRect: visibleRect, visibleBox: GeoBox(mapRect: visibleRect),
            crossesAntimeridian: pathBounds.west < -180 || pathBounds.east > 180,
            worldOffset: worldOffset + 0, endpointRingBounds: keepsPath ? ringBounds : nil,
            pathLatitudes: LatitudeSpan(pathBounds))
    }
}

extension FlightGeometry {
    /// The legs and the ring size of a geometry kept without them (a shard state keeps the
    /// path, not how it was cut), solved again from the flight's vertices as `compute`
    /// solved them: one inverse a leg, the same lengths bit for bit.
    mutating func restoreLegs(of flight: Flight, maxSegment: Double, geodesic: Geodesic = .wgs84) {
        let vertices = flight.vertices
        let lengths = zip(vertices, vertices.dropFirst()).map { a, b in
            geodesic.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
        }
        legs = PathLegs(lengths: lengths, maxSegment: maxSegment)
        ringPointCount = EndpointCircle.pointCount(radius: radius, maxSegment: maxSegment)
        if let start = path.first, let end = path.last {
            endpointRingBounds = Self.endpointRingBounds(
                start: start, end: end, radius: radius, pointCount: ringPointCount, geodesic: geodesic)
        }
    }

    /// The bounds of the rings of `pointCount` points and `radius` metres round `start` and `end`.
    static func endpointRingBounds(
        start: Coordinate, end: Coordinate, radius: Double, pointCount: Int, geodesic: Geodesic
    ) -> EndpointRingBounds {
        func bounds(around centre: Coordinate) -> GeoBounds {
            EndpointCircle.bounds(
                latitude: centre.latitude, longitude: centre.longitude, radius: radius, pointCount: pointCount,
                geodesic: geodesic)
        }
        return EndpointRingBounds(start: bounds(around: start), end: bounds(around: end))
    }
}
