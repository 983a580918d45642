/// A map in an azimuthal projection placed in its viewport: the projected path and
/// circles fitted into the padded viewport as `MapFit` fits a Mercator rect (the larger
/// of the two scales, centred), north up at the projection's centre.
struct SVGAzimuthalFrame {
    let projection: AzimuthalProjection
    /// Viewport points per plane metre.
    let scale: Double
    /// The plane point (metres) drawn at `origin`.
    let planeMiddle: (x: Double, y: Double)
    let origin: SVGPoint

    /// Fits `coordinates` (the path and the circles' rings) into a `width` × `height`
    /// viewport with `padding`; a set of zero size is grown to `MapFit.minimumSpan`.
    init(
        projection: AzimuthalProjection, fitting coordinates: [Coordinate], width: Double, height: Double,
        padding: EdgePadding
    ) {
        self.projection = projection
        let points = coordinates.map(projection.point)
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let minX = xs.min() ?? 0
        let maxX = xs.max() ?? 0
        let minY = ys.min() ?? 0
        let maxY = ys.max() ?? 0
        let innerWidth = max(1, width - padding.left - padding.right)
        let innerHeight = max(1, height - padding.top - padding.bottom)
        let spanX = max(maxX - minX, MapFit.minimumSpan)
        let spanY = max(maxY - minY, MapFit.minimumSpan)
        scale = min(innerWidth / spanX, innerHeight / spanY)
        planeMiddle = ((minX + maxX) / 2, (minY + maxY) / 2)
        origin = SVGPoint(x: padding.left + innerWidth / 2, y: padding.top + innerHeight / 2)
    }

    func point(_ coordinate: Coordinate) -> SVGPoint {
        place(projection.point(coordinate))
    }

    /// A coordinate's point, moved in onto the reach's circle when it lies beyond
    /// (`AzimuthalProjection.pointWithinReach`).
    func pointWithinReach(_ coordinate: Coordinate) -> SVGPoint {
        place(projection.pointWithinReach(coordinate))
    }

    private func place(_ plane: (x: Double, y: Double)) -> SVGPoint {
        SVGPoint(x: origin.x + (plane.x - planeMiddle.x) * scale, y: origin.y - (plane.y - planeMiddle.y) * scale)
    }

    /// Whether a coordinate is drawn: within `AzimuthalProjection.reach` of the centre.
    func reaches(_ coordinate: Coordinate) -> Bool {
        projection.reaches(coordinate)
    }
}
