/// A point in the SVG viewport, in viewport points (x right, y down).
struct SVGPoint: Hashable {
    var x: Double
    var y: Double
}

/// Places map points in a viewport of `width` × `height` points showing `visible`
/// (SPEC §3): ((x − visible.x) / visible.width · V_w, (y − visible.y) / visible.height · V_h).
/// A map drawn in an azimuthal projection (`FlightMapProjection`) places coordinates by
/// its `azimuthal` frame instead; `visible` then only says where the flight is.
struct SVGCanvas {
    let visible: MapRect
    let width: Double
    let height: Double
    let azimuthal: SVGAzimuthalFrame?

    init(visible: MapRect, width: Double, height: Double, azimuthal: SVGAzimuthalFrame? = nil) {
        self.azimuthal = azimuthal
        // A degenerate rect would divide by zero; one map point still draws something.
        self.visible = MapRect(
            x: visible.x, y: visible.y,
            width: visible.width > 0 ? visible.width : 1, height: visible.height > 0 ? visible.height : 1)
        self.width = width
        self.height = height
    }

    /// The whole-world offset (a multiple of the world width) that brings map x `x`
    /// within half a world of the visible centre. One shape (a flight's path, its circles
    /// and marker) takes one offset, chosen from its middle, so it is never torn apart.
    func worldShift(forMapX x: Double) -> Double {
        let world = MapPoint.worldSize
        return ((visible.midX - x) / world).rounded() * world
    }

    func point(_ mapPoint: MapPoint, worldShift: Double = 0) -> SVGPoint {
        SVGPoint(
            x: (mapPoint.x + worldShift - visible.x) / visible.width * width,
            y: (mapPoint.y - visible.y) / visible.height * height)
    }

    func point(latitude: Double, longitude: Double, worldShift: Double = 0) -> SVGPoint {
        if let azimuthal { return azimuthal.point(Coordinate(latitude: latitude, longitude: longitude)) }
        return point(MapProjection.mapPoint(Coordinate(latitude: latitude, longitude: longitude)), worldShift: worldShift)
    }

    /// Viewport points per map point along x (and y: the fit keeps the aspect).
    var scaleX: Double { width / visible.width }
    var scaleY: Double { height / visible.height }

    /// The map's projection, as `data-projection` and the `desc` name it.
    var projection: FlightMapProjection {
        azimuthal.map { .azimuthal($0.projection) } ?? .mercator
    }
}
