extension FlightGeometry {
    /// Everything a flight map needs (SPEC section 2), from the flight and the run's options.
    ///
    /// Total: never fails. A flight of one vertex is a zero-distance flight at it; one with
    /// no vertices has an empty path and NaN rects. A zero-distance flight has bearings 0,
    /// radius 0, circles collapsed on the point, a content rect of zero size (fitted as a
    /// 1 km square), and its position (when it has a progress) is the point, heading 0.
    /// The endpoint circles are bounded here (`content_rect`) from the few ring points
    /// that bound them; their rings are solved by the writers that draw them, part by part
    /// (`endpointRings(maxSegment:)`), so no run keeps them for all its flights.
    static func compute(for flight: Flight, options: MapOptions) -> FlightGeometry {
        compute(for: flight, options: options, geodesic: .wgs84)
    }

    /// `solved`: runs of legs solved elsewhere with `geodesic` and `options.maxSegment`
    /// (ahead while the flight was read, or on parallel workers; see `DensifiedPath.init`).
    static func compute(
        for flight: Flight, options: MapOptions, geodesic: Geodesic, solved: [DensifiedPath.SolvedLegs] = []
    ) -> FlightGeometry {
        let path = DensifiedPath(vertices: flight.vertices, maxSegment: options.maxSegment, geodesic: geodesic, solved: solved)
        let distance = path.distance
        let radius = distance / options.radiusDivisor
        let start = path.points.first ?? Coordinate(latitude: .nan, longitude: .nan)
        let end = path.points.last ?? start
        let circleBounds: GeoBounds
        if path.points.isEmpty {
            circleBounds = GeoBounds([])
        } else {
            circleBounds = EndpointCircle.bounds(
                latitude: start.latitude, longitude: start.longitude, radius: radius,
                maxSegment: options.maxSegment, geodesic: geodesic
            ).union(
                EndpointCircle.bounds(
                    latitude: end.latitude, longitude: end.longitude, radius: radius,
                    maxSegment: options.maxSegment, geodesic: geodesic))
        }

        let timing = FlightProgress(flight: flight, path: path, referenceTime: options.referenceTime)
        let position = timing.progress.map { path.position(at: $0 * distance) }

        let pathBounds = GeoBounds(path.points)
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
            path: path.points, rings: nil,
            departure: timing.departure, arrival: timing.arrival,
            progress: timing.progress, progressSource: timing.source, position: position,
            contentRect: contentRect, visibleRect: visibleRect, visibleBox: GeoBox(mapRect: visibleRect),
            crossesAntimeridian: pathBounds.west < -180 || pathBounds.east > 180,
            worldOffset: worldOffset + 0)
    }
}
