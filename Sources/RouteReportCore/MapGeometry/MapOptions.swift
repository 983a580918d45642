/// Edge padding in viewport points, as `UIEdgeInsets`.
public struct EdgePadding: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }
}

/// The run's options that change the geometry of a flight map.
public struct MapOptions: Sendable, Hashable {
    /// Viewport width and height, points.
    public var viewportWidth: Double = 300
    public var viewportHeight: Double = 300
    public var padding = EdgePadding(all: 10)
    /// Endpoint radius = distance / radiusDivisor.
    public var radiusDivisor: Double = 100
    /// Longest piece of a densified geodesic, metres.
    public var maxSegment: Double = 100_000
    /// Reference time for time-based progress, seconds since 1970: the run's one
    /// reference time (its report and shard state read it here). The command line sets
    /// it from `--at`, `$SOURCE_DATE_EPOCH` or the clock.
    public var referenceTime: Double = 0
    /// How much routes.kml holds of each flight (`--kml-detail`).
    public var kmlDetail = KMLDetail.auto
    /// How routes.kml draws a flight with altitudes (`--kml-altitude`).
    public var kmlAltitude = KMLAltitude.absolute

    public init() {}
}
