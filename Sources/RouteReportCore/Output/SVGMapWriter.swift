/// The SVG maps (SPEC §3): `maps/FLIGHT.svg`, the classic flight map drawn from our
/// numbers, and `maps/overview.svg`, every flight and landmark on one map.
///
/// Each map is also a checkable document: a map point (x, y) is drawn at
/// ((x − visible.x) / visible.width · V_w, (y − visible.y) / visible.height · V_h), and
/// the parts carry the classes `graticule`, `endpoint`, `route`, `flown`, `remaining`,
/// `position` (and `landmark` on the overview). Other groups take classes that do not
/// contain those words (`grid-labels`, `end-labels`, `place-names`, `stops`,
/// `flight-ends`), so even a substring match on a class finds the drawn parts alone.
public enum SVGMapWriter {
    /// The map of one flight in its visible rect, at the options' viewport size.
    public static func flightMap(for flight: FlightReport, options: MapOptions) -> [UInt8] {
        let canvas = SVGCanvas(
            visible: flight.geometry.visibleRect, width: options.viewportWidth, height: options.viewportHeight)
        let drawing = SVGFlightDrawing(flight: flight, canvas: canvas)
        let labels = SVGEndLabelPlacement.labels(for: drawing, canvas: canvas)
        // The grid's values give way to what the map is about: the ends, their labels,
        // the aircraft.
        var marks = labels.map { SVGBox(text: $0.text, at: $0.point, anchor: $0.anchor, fontSize: SVGStyle.fontSize) }
        marks.append(SVGBox(centre: drawing.start, radius: drawing.startRadius + 1))
        marks.append(SVGBox(centre: drawing.end, radius: drawing.endRadius + 1))
        if let position = drawing.position { marks.append(SVGBox(centre: position, radius: SVGStyle.aircraftRadius)) }

        let document = SVGDocument(canvas: canvas, flightID: flight.id, title: flight.name)
        document.background()
        document.graticule(avoiding: marks)
        drawPath(drawing, in: document)
        drawStops(drawing, in: document)
        drawEndpoints(drawing, in: document)
        document.startLabels(class: "end-labels", fill: SVGStyle.label)
        for label in labels { document.label(label.text, at: label.point, anchor: label.anchor) }
        document.end()
        if let position = drawing.position {
            drawAircraft(at: position, heading: drawing.heading, in: document)
        }
        return document.finish()
    }

    /// The flight map's `flown` style: blue at alpha 0.3, width 3.
    static let routeStyle: [(String, String)] = [
        ("fill", "none"), ("stroke", SVGStyle.path), ("stroke-opacity", SVGStyle.pathOpacity),
        ("stroke-width", SVGStyle.pathWidth), ("stroke-linejoin", "round"),
    ]

    /// With a progress: a white casing as `route`, then `flown` solid and `remaining`
    /// dashed on it. Without: `route` alone in the path's blue.
    private static func drawPath(_ drawing: SVGFlightDrawing, in document: SVGDocument) {
        guard drawing.position != nil else {
            document.polyline(drawing.route, attributes: [("class", "route")] + routeStyle)
            return
        }
        document.polyline(drawing.route, attributes: [
            ("class", "route"), ("fill", "none"), ("stroke", SVGStyle.casing), ("stroke-width", SVGStyle.casingWidth),
            ("stroke-opacity", "0.8"), ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
        ])
        if let flown = drawing.flown {
            document.polyline(flown, attributes: [("class", "flown")] + routeStyle)
        }
        if let remaining = drawing.remaining {
            document.polyline(
                remaining,
                attributes: [("class", "remaining")] + routeStyle + [("stroke-dasharray", SVGStyle.remainingDash)])
        }
    }

    /// The two endpoint circles, start first, filled black.
    private static func drawEndpoints(_ drawing: SVGFlightDrawing, in document: SVGDocument) {
        for (centre, radius) in [(drawing.start, drawing.startRadius), (drawing.end, drawing.endRadius)] {
            document.element("circle", [
                ("class", "endpoint"),
                ("cx", SVGPathData.number(centre.x, digits: SVGPathData.anchorDigits)),
                ("cy", SVGPathData.number(centre.y, digits: SVGPathData.anchorDigits)),
                ("r", SVGPathData.number(radius, digits: SVGPathData.anchorDigits)),
                ("fill", SVGStyle.endpoint),
            ])
        }
    }

    /// A multi-leg route's stops (its vertices between the ends) as small open circles, so
    /// the legs read as legs. A recorded track's hundreds of fixes are not stops: beyond
    /// `SVGStyle.maximumStops` none is drawn.
    private static func drawStops(_ drawing: SVGFlightDrawing, in document: SVGDocument) {
        guard !drawing.stops.isEmpty else { return }
        document.start("g", [
            ("class", "stops"), ("fill", SVGStyle.halo), ("stroke", SVGStyle.endpoint), ("stroke-width", "1.5"),
        ])
        for stop in drawing.stops {
            document.element("circle", [
                ("cx", SVGPathData.number(stop.x)), ("cy", SVGPathData.number(stop.y)), ("r", "2.5"),
            ])
        }
        document.end()
    }

    /// The aircraft, nose along the heading (Mercator keeps angles, so true heading is the
    /// angle on the map; SVG's rotate turns clockwise because y points down).
    private static func drawAircraft(at point: SVGPoint, heading: Double, in document: SVGDocument) {
        let x = SVGPathData.number(point.x, digits: SVGPathData.anchorDigits)
        let y = SVGPathData.number(point.y, digits: SVGPathData.anchorDigits)
        document.element("path", [
            ("class", "position"),
            ("transform", "translate(" + x + " " + y + ") rotate(" + SVGPathData.number(heading) + ")"),
            ("d", SVGStyle.aircraft), ("fill", SVGStyle.aircraftFill),
            ("stroke", SVGStyle.halo), ("stroke-width", "1"), ("stroke-linejoin", "round"),
        ])
    }
}
