extension FlightGeometry {
    /// What the checks read of a flight, bit for bit as `compute` gives it: the distance,
    /// bearings and radius, the times and the progress. Without what only a drawing
    /// needs (the densified path, the endpoint circles' bounds, the map rects, the
    /// aircraft's position), which `validate` would compute and let go. Nothing may draw
    /// it: its path is empty and its rects are NaN.
    ///
    /// `solved`: runs of legs solved elsewhere with `measureSegment`.
    static func measures(
        for flight: Flight, options: MapOptions, geodesic: Geodesic = .wgs84, solved: [DensifiedPath.SolvedLegs] = []
    ) -> FlightGeometry {
        let path = DensifiedPath(
            vertices: flight.vertices, maxSegment: measureSegment, geodesic: geodesic, solved: solved)
        let distance = path.distance
        let radius = distance / options.radiusDivisor
        let timing = FlightProgress(flight: flight, path: path, referenceTime: options.referenceTime)
        let nowhere = MapRect(x: .nan, y: .nan, width: .nan, height: .nan)
        return FlightGeometry(
            distance: distance,
            initialBearing: MapAngle.bearing(path.initialAzimuth ?? 0),
            finalBearing: MapAngle.bearing(path.finalAzimuth ?? 0),
            radius: radius + 0,
            path: [], legs: .single(length: distance, lastPathIndex: -1),
            ringPointCount: EndpointCircle.pointCount(radius: radius, maxSegment: options.maxSegment),
            departure: timing.departure, arrival: timing.arrival,
            progress: timing.progress, progressSource: timing.source, position: nil,
            contentRect: nowhere, visibleRect: nowhere, visibleBox: GeoBox(mapRect: nowhere),
            crossesAntimeridian: false, worldOffset: 0)
    }

    /// The max segment `measures` solves legs with: one inverse a leg and no cut, which
    /// gives each leg's length and azimuths as the cut path has them, summed in the same
    /// order.
    static let measureSegment = Double.infinity
}
