/// Where an endpoint's label goes: beside its circle on the side away from the route, and
/// extending toward the middle of the map so it is not cut off at an edge.
struct SVGEndLabelPlacement {
    /// The text's anchor point (baseline) and its `text-anchor`.
    let point: SVGPoint
    let anchor: String

    /// Rough text metrics at the maps' font size, points.
    static let lineHeight = 9.0
    static let gap = 3.0

    init(centre: SVGPoint, radius: Double, toward other: SVGPoint, width: Double, height: Double) {
        let dx = other.x - centre.x
        let dy = other.y - centre.y
        let gap = Self.gap
        if abs(dx) >= abs(dy) {
            // The route leaves sideways: label below the circle (above near the bottom),
            // starting at the circle and running along the route.
            let below = centre.y + radius + gap + Self.lineHeight
            let y = below <= height - 2 ? below : centre.y - radius - gap
            let runsRight = dx > 0 || (dx == 0 && centre.x < width / 2)
            point = SVGPoint(x: runsRight ? centre.x - radius : centre.x + radius, y: max(y, Self.lineHeight))
            anchor = runsRight ? "start" : "end"
        } else {
            // The route leaves up or down: label to the side with more room.
            let right = centre.x <= width / 2
            let y = min(max(centre.y + Self.lineHeight / 3, Self.lineHeight), height - 2)
            point = SVGPoint(x: right ? centre.x + radius + gap : centre.x - radius - gap, y: y)
            anchor = right ? "start" : "end"
        }
    }
}
