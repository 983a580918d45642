/// Where an endpoint's label goes: beside its circle on the side away from where the
/// route leaves it, running toward the map's middle so an edge does not cut it off.
struct SVGEndLabelPlacement {
    /// The text's anchor point (on the baseline) and its `text-anchor`.
    let point: SVGPoint
    let anchor: String

    /// Rough text metrics at the maps' font size, points.
    static let lineHeight = 9.0
    static let gap = 3.0
    /// How far along the route its local direction is read: far enough to ignore the
    /// first densified piece's wiggle, near enough to see where the line actually goes.
    static let lookAhead = 30.0

    /// - Parameters:
    ///   - clearance: how far from the centre the label must stay (the circle's radius,
    ///     or the aircraft's half size when the aircraft sits on the endpoint).
    ///   - route: the route from this endpoint outwards.
    init(centre: SVGPoint, clearance: Double, route: [SVGPoint], width: Double, height: Double) {
        let ahead = route.first { Self.distance($0, centre) >= Self.lookAhead } ?? route.last ?? centre
        let dx = ahead.x - centre.x
        let dy = ahead.y - centre.y
        let gap = Self.gap
        if abs(dx) >= abs(dy) {
            // The route leaves sideways: label on the other side vertically, starting at
            // the circle and running along the route.
            let y = dy > 0 ? centre.y - clearance - gap : centre.y + clearance + gap + Self.lineHeight
            if y >= Self.lineHeight && y <= height - 2 {
                let runsRight = dx > 0 || (dx == 0 && centre.x < width / 2)
                point = SVGPoint(x: runsRight ? centre.x - clearance : centre.x + clearance, y: y)
                anchor = runsRight ? "start" : "end"
                return
            }
            // No room on that side (the end is at the top or bottom edge): beside it.
        }
        // Beside the circle, at its height, on the side with more room: the route leaves
        // it upwards or downwards (or steeply enough that the text stays clear of it).
        let right = centre.x <= width / 2
        let y = min(max(centre.y + Self.lineHeight / 3, Self.lineHeight), height - 2)
        point = SVGPoint(x: right ? centre.x + clearance + gap : centre.x - clearance - gap, y: y)
        anchor = right ? "start" : "end"
    }

    private static func distance(_ a: SVGPoint, _ b: SVGPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
