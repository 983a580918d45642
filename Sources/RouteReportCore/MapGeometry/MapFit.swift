/// What MapKit's `setVisibleMapRect(_:edgePadding:animated:)` shows for a rect in a
/// viewport: the rect scaled to fit inside the padded viewport, centred there.
enum MapFit {
    /// Side of the square a zero-size rect is grown to before fitting, metres.
    static let minimumSpan: Double = 1000

    /// The visible rect, map points, when `rect` is fitted into a viewport of
    /// `viewportWidth` × `viewportHeight` points with `padding`:
    ///   s = max(w / (Vw − l − r), h / (Vh − t − b))
    ///   visible = (midX − (l + (Vw − l − r)/2)·s, midY − (t + (Vh − t − b)/2)·s, Vw·s, Vh·s)
    /// A rect of zero width and height (one point) is first grown to a square of
    /// `minimumSpan` metres at its latitude; one of zero width or zero height fits by the
    /// other side. A padded viewport side of under 1 point counts as 1 point.
    static func visibleRect(
        fitting rect: MapRect, viewportWidth: Double, viewportHeight: Double, padding: EdgePadding
    ) -> MapRect {
        var content = rect
        if content.width == 0 && content.height == 0 {
            let latitude = MapProjection.latitude(y: content.midY)
            let side = minimumSpan * MapProjection.mapPointsPerMetre(atLatitude: latitude)
            content = MapRect(x: content.midX - side / 2, y: content.midY - side / 2, width: side, height: side)
        }
        let innerWidth = atLeastOne(viewportWidth - padding.left - padding.right)
        let innerHeight = atLeastOne(viewportHeight - padding.top - padding.bottom)
        let scale = MapRect.upper(content.width / innerWidth, content.height / innerHeight)
        return MapRect(
            x: content.midX - (padding.left + innerWidth / 2) * scale + 0,
            y: content.midY - (padding.top + innerHeight / 2) * scale + 0,
            width: viewportWidth * scale + 0,
            height: viewportHeight * scale + 0)
    }

    /// `visibleRect(fitting:viewportWidth:viewportHeight:padding:)` with the run's viewport
    /// and padding.
    static func visibleRect(fitting rect: MapRect, options: MapOptions) -> MapRect {
        visibleRect(
            fitting: rect, viewportWidth: options.viewportWidth, viewportHeight: options.viewportHeight,
            padding: options.padding)
    }

    private static func atLeastOne(_ points: Double) -> Double { points < 1 ? 1 : points }
}
