/// A rect in viewport points that something drawn takes up (a label, a circle, the
/// aircraft), so labels can be kept off each other and off the drawing.
struct SVGBox: Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The square around a circle (or any mark) of `radius` at `centre`.
    init(centre: SVGPoint, radius: Double) {
        self.init(minX: centre.x - radius, minY: centre.y - radius, maxX: centre.x + radius, maxY: centre.y + radius)
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box of one line of text with its anchor point on the baseline, from
    /// `SVGLabelText.width`'s estimate, with the halo's width around it.
    init(text: String, at point: SVGPoint, anchor: String, fontSize: Double) {
        let width = SVGLabelText.width(text, fontSize: fontSize)
        let left: Double
        switch anchor {
        case "end": left = point.x - width
        case "middle": left = point.x - width / 2
        default: left = point.x
        }
        let halo = Self.halo
        self.init(
            minX: left - halo, minY: point.y - fontSize * SVGLabelText.ascent - halo,
            maxX: left + width + halo, maxY: point.y + fontSize * SVGLabelText.descent + halo)
    }

    /// How far a label's white halo reaches beyond its glyphs, points.
    static let halo = 1.0

    func intersects(_ other: SVGBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Inside a viewport of `width` × `height`, `margin` points from every edge.
    func isInside(width: Double, height: Double, margin: Double = 0) -> Bool {
        minX >= margin && minY >= margin && maxX <= width - margin && maxY <= height - margin
    }
}
