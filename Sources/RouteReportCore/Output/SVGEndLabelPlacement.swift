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

    /// Each end's coordinates beside its circle, on the side away from the route, and
    /// clear of the aircraft when it sits on that end (progress 0 or 1). Ends that read
    /// the same (a flight back to its start) get one label; an end label that would run
    /// into the start's moves a line beyond it, away from the circles.
    static func labels(
        for drawing: SVGFlightDrawing, canvas: SVGCanvas
    ) -> [(text: String, point: SVGPoint, anchor: String)] {
        let ends = [
            (drawing.start, drawing.startRadius, drawing.route, drawing.startCoordinate),
            (drawing.end, drawing.endRadius, Array(drawing.route.reversed()), drawing.endCoordinate),
        ]
        var labels: [(text: String, point: SVGPoint, anchor: String)] = []
        for (centre, radius, route, coordinate) in ends {
            let text = SVGCoordinateText.text(coordinate)
            if labels.contains(where: { $0.text == text }) { continue }
            var clearance = radius
            if let position = drawing.position, abs(position.x - centre.x) < SVGStyle.aircraftRadius,
                abs(position.y - centre.y) < SVGStyle.aircraftRadius
            {
                clearance = max(radius, SVGStyle.aircraftRadius)
            }
            let placement = Self(
                centre: centre, clearance: clearance, route: route, width: canvas.width, height: canvas.height)
            var point = placement.point
            if let first = labels.first {
                let firstBox = SVGBox(text: first.text, at: first.point, anchor: first.anchor, fontSize: SVGStyle.fontSize)
                let box = SVGBox(text: text, at: point, anchor: placement.anchor, fontSize: SVGStyle.fontSize)
                if box.intersects(firstBox) {
                    // A line further from the circles than the start's label, so the
                    // stacked label does not cover them; the other way at the map's edge.
                    let line = lineHeight + gap
                    let away = first.point.y < centre.y ? -line : line
                    let stacked = first.point.y + away
                    let fits = stacked >= lineHeight && stacked <= canvas.height - 2
                    point.y = fits ? stacked : first.point.y - away
                }
            }
            labels.append((text, point, placement.anchor))
        }
        return labels
    }
}
