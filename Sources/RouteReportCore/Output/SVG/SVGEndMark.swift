import Foundation

/// How an endpoint circle is drawn. Its radius is always the true one (distance /
/// divisor at the map's scale); a circle wider than `SVGStyle.discShareLimit` of the
/// map's width is a ring, not a disc, so a long flight's 100 km-and-more circles inform
/// without hiding the map; a ring, and a disc too small to see, get a dot at the centre.
struct SVGEndMark {
    let centre: SVGPoint
    let radius: Double
    let isRing: Bool
    let hasDot: Bool

    init(centre: SVGPoint, radius: Double, canvas: SVGCanvas) {
        self.centre = centre
        self.radius = radius
        isRing = radius > SVGStyle.discShareLimit * canvas.width
        hasDot = isRing || !(radius >= SVGStyle.endDotRadius)
    }

    /// What covers the map at the centre: the disc, or the dot of a ring or a tiny disc.
    var markRadius: Double {
        isRing ? SVGStyle.endDotRadius : max(hasDot ? SVGStyle.endDotRadius : 0, radius.isFinite ? radius : 0)
    }

    /// The radius that is drawn solid at the centre.
    var drawnRadius: Double { markRadius }

    /// The ring's line, for keeping labels off it.
    var outline: [SVGPoint] {
        guard radius.isFinite, radius < 1e5 else { return [] }
        return (0...72).map { step in
            let angle = Double(step) * .pi / 36
            return SVGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
    }
}
