/// The rect `setVisibleMapRect(_:edgePadding:)` shows for a content rect (SPEC §2
/// "visible_rect"), for the overview map. A private copy until the MapGeometry fit lands.
enum SVGVisibleRect {
    /// Side of the rect a zero-size content rect grows to, metres (SPEC §2).
    static let minimumSide = 1000.0

    static func fit(_ content: MapRect, options: MapOptions) -> MapRect {
        var rect = content
        if rect.width == 0 && rect.height == 0 {
            let side = minimumSide * SVGProjection.mapPointsPerMetre(latitude: SVGProjection.latitude(mapY: rect.midY))
            rect = MapRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        let padding = options.padding
        let innerWidth = options.viewportWidth - padding.left - padding.right
        let innerHeight = options.viewportHeight - padding.top - padding.bottom
        let scale = max(rect.width / innerWidth, rect.height / innerHeight)
        return MapRect(
            x: rect.midX - (padding.left + innerWidth / 2) * scale,
            y: rect.midY - (padding.top + innerHeight / 2) * scale,
            width: options.viewportWidth * scale,
            height: options.viewportHeight * scale
        )
    }
}
