/// Where a flight's progress came from.
enum ProgressSource: String, Sendable, Hashable {
    case explicit
    case time
    case none
}

/// The current position along a flight.
struct FlightPosition: Sendable, Hashable {
    /// Latitude and longitude, longitude normalised to [-180, 180].
    var coordinate: Coordinate
    /// Longitude unwrapped like `FlightGeometry.path` (continuous along the path).
    var unwrappedLongitude: Double
    /// Heading, degrees clockwise from true north, in [0, 360).
    var heading: Double
    /// Index in `FlightGeometry.path` of the last path vertex at or before the position.
    var pathIndex: Int
}

/// Everything a flight map needs, computed from a `Flight` and the run's options.
struct FlightGeometry: Sendable, Hashable {
    /// Sum of the legs' geodesic lengths, metres.
    var distance: Double
    /// Initial azimuth at the start, degrees in [0, 360).
    var initialBearing: Double
    /// Final azimuth at the end, degrees in [0, 360).
    var finalBearing: Double
    /// Endpoint circle radius, metres: distance / divisor.
    var radius: Double
    /// The densified geodesic path, no segment longer than the max segment. Longitudes are
    /// unwrapped (continuous from the start), so they may leave [-180, 180]. Every input
    /// vertex is on it, in order (its longitude plus whole turns), duplicates included.
    var path: [Coordinate]
    /// Each leg's length and the path point each input vertex is.
    var legs: PathLegs
    /// How far south and north the path goes: kept where the path is not
    /// (`withoutPath`), for the statistics' equator and polar circle records.
    var pathLatitudes: LatitudeSpan
    /// Points on each endpoint circle's ring before its closing repeat: as many as keep
    /// its segments no longer than the max segment (`EndpointCircle.pointCount`). The
    /// rings themselves are solved when drawn (`FlightShapes`), never kept.
    var ringPointCount: Int
    /// Departure and arrival, seconds since 1970.
    var departure: Double?
    var arrival: Double?
    var progress: Double?
    var progressSource: ProgressSource
    /// nil exactly when progress is nil.
    var position: FlightPosition?
    var contentRect: MapRect
    var visibleRect: MapRect
    var visibleBox: GeoBox
    /// True when the unwrapped path leaves [-180, 180]: it crosses the 180th meridian.
    var crossesAntimeridian: Bool
    /// Map points added to the x of every unwrapped coordinate here (path, circles,
    /// position) to put it in the frame of `contentRect`/`visibleRect`: a whole number of
    /// world widths (W for a path unwrapped west of −180, else 0). See `mapPoint(_:)`.
    var worldOffset: Double
    /// The endpoint rings' bounds as `compute` solved them; nil where not kept (a
    /// geometry read from a shard before its legs are restored, or kept without its
    /// path), then solved when asked (`FlightShapes.endpointRingBounds`). Held by
    /// reference, so a run that draws nothing pays a pointer for them.
    @SharedValue var endpointRingBounds: EndpointRingBounds?

    /// `legs`: nil for one leg along the whole path (a two-vertex flight's);
    /// `pathLatitudes`: nil for `path`'s.
    init(
        distance: Double, initialBearing: Double, finalBearing: Double, radius: Double,
        path: [Coordinate], legs: PathLegs? = nil, ringPointCount: Int = EndpointCircle.minimumPoints,
        departure: Double?, arrival: Double?, progress: Double?, progressSource: ProgressSource,
        position: FlightPosition?, contentRect: MapRect, visibleRect: MapRect, visibleBox: GeoBox,
        crossesAntimeridian: Bool, worldOffset: Double = 0, endpointRingBounds: EndpointRingBounds? = nil,
        pathLatitudes: LatitudeSpan? = nil
    ) {
        self.distance = distance
        self.initialBearing = initialBearing
        self.finalBearing = finalBearing
        self.radius = radius
        self.path = path
        self.legs = legs ?? .single(length: distance, lastPathIndex: path.count - 1)
        self.pathLatitudes = pathLatitudes ?? LatitudeSpan(GeoBounds(path))
        self.ringPointCount = ringPointCount
        self.departure = departure
        self.arrival = arrival
        self.progress = progress
        self.progressSource = progressSource
        self.position = position
        self.contentRect = contentRect
        self.visibleRect = visibleRect
        self.visibleBox = visibleBox
        self.crossesAntimeridian = crossesAntimeridian
        self.worldOffset = worldOffset
        self.endpointRingBounds = endpointRingBounds
    }
}

/// The southmost and northmost latitudes of a set of points, degrees; +infinity and
/// -infinity for none.
struct LatitudeSpan: Sendable, Hashable {
    var south: Double
    var north: Double

    init(_ bounds: GeoBounds) {
        south = bounds.south
        north = bounds.north
    }
}
