/// The SVG maps (SPEC §3): `maps/FLIGHT.svg`, the classic flight map drawn from our
/// numbers, and `maps/overview.svg`, every flight and landmark on one map.
///
/// Each map is also a checkable document: a map point (x, y) is drawn at
/// ((x − visible.x) / visible.width · V_w, (y − visible.y) / visible.height · V_h), and
/// the parts carry the classes `graticule`, `endpoint`, `route`, `flown`, `remaining`,
/// `position` (and `landmark` on the overview). Label groups take classes that do not
/// contain those words (`grid-labels`, `end-labels`, `place-names`), so even a substring
/// match on a class finds the drawn parts alone.
public enum SVGMapWriter {
    /// The map of one flight in its visible rect, at the options' viewport size.
    public static func flightMap(for flight: FlightReport, options: MapOptions) -> [UInt8] {
        let canvas = SVGCanvas(
            visible: flight.geometry.visibleRect, width: options.viewportWidth, height: options.viewportHeight)
        let document = SVGDocument(canvas: canvas, flightID: flight.id, title: flight.name)
        document.background()
        document.graticule()
        let drawing = SVGFlightDrawing(flight: flight, canvas: canvas)
        drawPath(drawing, in: document)
        drawEndpoints(drawing, in: document)
        drawEndLabels(drawing, in: document)
        if let position = drawing.position {
            drawAircraft(at: position, heading: drawing.heading, in: document)
        }
        return document.finish()
    }

    /// Every flight's route and every landmark, fitted like a flight map around the
    /// narrowest union of their rects (see `SVGOverviewExtent`).
    public static func overview(for report: RunReport) -> [UInt8] {
        let options = report.options
        let visible = MapFit.visibleRect(fitting: SVGOverviewExtent.union(of: report), options: options)
        let canvas = SVGCanvas(visible: visible, width: options.viewportWidth, height: options.viewportHeight)
        let document = SVGDocument(canvas: canvas, flightID: MapFileNames.overview, title: "Overview")
        document.background()
        document.graticule()
        for flight in report.flights {
            let drawing = SVGFlightDrawing(flight: flight, canvas: canvas)
            document.start(
                "path",
                [("class", "route"), ("data-flight-id", flight.id)] + routeStyle + [("d", SVGPathData.polyline(drawing.route))])
            document.start("title", [])
            document.text(flight.name)
            document.end()
            document.end()
        }
        drawLandmarks(report.landmarks, in: document)
        return document.finish()
    }

    /// The flight map's `flown` style: blue at alpha 0.3, width 3.
    private static let routeStyle: [(String, String)] = [
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

    /// Each end's coordinates beside its circle, on the side away from the route, and
    /// clear of the aircraft when it sits on that end (progress 0 or 1).
    private static func drawEndLabels(_ drawing: SVGFlightDrawing, in document: SVGDocument) {
        let canvas = document.canvas
        let ends = [
            (drawing.start, drawing.startRadius, drawing.route, drawing.startCoordinate),
            (drawing.end, drawing.endRadius, drawing.route.reversed(), drawing.endCoordinate),
        ]
        document.startLabels(class: "end-labels", fill: SVGStyle.label)
        for (centre, radius, route, coordinate) in ends {
            var clearance = radius
            if let position = drawing.position, abs(position.x - centre.x) < SVGStyle.aircraftRadius,
                abs(position.y - centre.y) < SVGStyle.aircraftRadius
            {
                clearance = max(radius, SVGStyle.aircraftRadius)
            }
            let placement = SVGEndLabelPlacement(
                centre: centre, clearance: clearance, route: route, width: canvas.width, height: canvas.height)
            document.label(SVGCoordinateText.text(coordinate), at: placement.point, anchor: placement.anchor)
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

    /// A dot and the name for each landmark; names east of the middle run leftwards so
    /// they stay on the map.
    private static func drawLandmarks(_ landmarks: [LandmarkReport], in document: SVGDocument) {
        let canvas = document.canvas
        var placed: [(SVGPoint, String)] = []
        for landmark in landmarks {
            let mapPoint = MapProjection.mapPoint(landmark.landmark.coordinate)
            let point = canvas.point(mapPoint, worldShift: canvas.worldShift(forMapX: mapPoint.x))
            document.element("circle", [
                ("class", "landmark"), ("data-landmark-id", landmark.id),
                ("cx", SVGPathData.number(point.x, digits: SVGPathData.anchorDigits)),
                ("cy", SVGPathData.number(point.y, digits: SVGPathData.anchorDigits)),
                ("r", "3"), ("fill", SVGStyle.landmark), ("stroke", SVGStyle.halo), ("stroke-width", "1"),
            ])
            placed.append((point, landmark.name))
        }
        // Names after every dot, so no dot covers a name.
        guard !placed.isEmpty else { return }
        document.startLabels(class: "place-names", fill: SVGStyle.label)
        for (point, name) in placed {
            let east = point.x > canvas.width / 2
            document.label(
                SVGLabelText.shortened(name), at: SVGPoint(x: point.x + (east ? -5 : 5), y: point.y + 3),
                anchor: east ? "end" : "start")
        }
        document.end()
    }
}
