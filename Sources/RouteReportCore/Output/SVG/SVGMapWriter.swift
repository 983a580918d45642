/// The SVG maps (SPEC §3): `maps/FLIGHT.svg`, the classic flight map drawn from our
/// numbers, and `maps/overview.svg`, every flight and landmark on one map.
///
/// Each map is also a checkable document: a map point (x, y) is drawn at
/// ((x − visible.x) / visible.width · V_w, (y − visible.y) / visible.height · V_h), and
/// the parts carry the classes `graticule`, `endpoint`, `route`, `flown`, `remaining`,
/// `position` (and `landmark` on the overview). Other groups take classes that do not
/// contain those words (`grid-labels`, `end-labels`, `place-names`, `stops`,
/// `flight-ends`), so even a substring match on a class finds the drawn parts alone.
enum SVGMapWriter: ReportOutput {
    /// A map per flight for the first `maxMaps` flights (`maps/STEM.svg`), an altitude
    /// profile for those of them with altitudes (`SVGAltitudeProfile`), then the overview.
    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        var files: [OutputFile] = []
        for (index, name) in context.mapFileNames.enumerated().prefix(max(0, context.maxMaps)) {
            files.append(
                OutputFile(
                    flightMapFileName(stem: name),
                    Parts(one: {
                        flightMap(
                            for: report.flights[index], airports: context.airports, options: report.options,
                            generator: report.generator)
                    }), mark: SVGDocument.mark, perFlight: true))
        }
        // A recorded track with altitudes: its altitude profile beside its map.
        for (index, name) in context.mapFileNames.enumerated().prefix(max(0, context.maxMaps))
        where SVGAltitudeProfile.samples(for: report.flights[index]) != nil {
            files.append(
                OutputFile(
                    SVGAltitudeProfile.fileName(stem: name),
                    Parts(one: {
                        SVGAltitudeProfile.document(for: report.flights[index], generator: report.generator) ?? []
                    }), mark: SVGDocument.mark, perFlight: true))
        }
        files.append(OutputFile(overviewFileName, OverviewPlan(report), mark: SVGDocument.mark))
        return files
    }

    /// A flight map's file, by its stem (`MapFileNames`).
    static func flightMapFileName(stem: String) -> String {
        "maps/" + stem + ".svg"
    }

    static let overviewFileName = "maps/" + MapFileNames.overview + ".svg"

    /// The map of one flight in its visible rect, at the options' viewport size: sea and
    /// land, the graticule, the route with its direction, the ends (and stops), the
    /// aircraft, and the labels (title, place names, grid values), placed so that no two
    /// overlap and none leaves the map.
    static func flightMap(
        for flight: FlightReport, airports: AirportTable, options: MapOptions, generator: String = "routereport"
    ) -> [UInt8] {
        let canvas = flightCanvas(for: flight, options: options)
        let drawing = SVGFlightDrawing(flight: flight, canvas: canvas, withCircles: true)
        let names = SVGPlaceNames(flight: flight, stopCount: drawing.stops.count, airports: airports)
        let ends = [
            SVGEndMark(centre: drawing.start, radius: drawing.startRadius, canvas: canvas),
            SVGEndMark(centre: drawing.end, radius: drawing.endRadius, canvas: canvas),
        ]
        // The aircraft never covers an end: at (or near) progress 0 or 1 it moves along the
        // route until it is clear of both ends' marks.
        let aircraft = drawing.position.map { aircraftSpot(near: $0, along: drawing.route, clearOf: ends) }
        var marks = ends.map { (centre: $0.centre, radius: $0.markRadius) }
        marks += drawing.stops.map { (centre: $0, radius: SVGStyle.stopRadius) }
        if let aircraft { marks.append((centre: aircraft, radius: SVGStyle.aircraftRadius)) }
        let arrows = SVGDirection.arrows(along: drawing.route, avoiding: marks)

        var layout = SVGLabelLayout(width: canvas.width, height: canvas.height)
        layout.cross(drawing.route, reach: 2.5)
        for end in ends where end.isRing { layout.cross(end.outline, reach: 1) }
        for mark in marks { layout.reserve(SVGBox(centre: mark.centre, radius: mark.radius + 1)) }
        for arrow in arrows { layout.reserve(SVGBox(centre: arrow.point, radius: 5)) }

        typealias Label = (text: String, point: SVGPoint, anchor: String)
        let title = SVGLabelCandidates.placeTitle(names.title, subtitle: names.subtitle, in: &layout)
        var endLabels: [Label] = []
        let routeOut = [drawing.route, Array(drawing.route.reversed())]
        for (index, end) in ends.enumerated() {
            let text = SVGLabelText.fitted(
                index == 0 ? names.start : names.end, fontSize: SVGStyle.fontSize, width: canvas.width - 8)
            // A flight back to its start: one label for both ends.
            if index == 1 && text == endLabels.first?.text && Self.distance(end.centre, ends[0].centre) < 20 { continue }
            let candidates = SVGLabelCandidates.around(
                end.centre, clearance: end.markRadius, fontSize: SVGStyle.fontSize,
                away: Self.direction(from: end.centre, along: routeOut[index]), width: canvas.width, height: canvas.height)
            if let spot = layout.placeSomewhere(text, fontSize: SVGStyle.fontSize, candidates: candidates, near: end.centre) {
                endLabels.append((text, spot.point, spot.anchor))
            }
        }
        let graticule = SVGGraticule(canvas: canvas)
        let crosses = flight.geometry.crossesAntimeridian
        var gridLabels = SVGGraticuleLabels.place(graticule, in: &layout, crossesAntimeridian: crosses, required: true)
        var stopLabels: [Label] = []
        for (stop, name) in zip(drawing.stops, names.stops) {
            let text = SVGLabelText.fitted(name, fontSize: SVGStyle.stopFontSize, width: canvas.width - 8)
            let candidates = SVGLabelCandidates.around(
                stop, clearance: SVGStyle.stopRadius, fontSize: SVGStyle.stopFontSize, away: nil,
                width: canvas.width, height: canvas.height)
            if let spot = layout.placeSomewhere(text, fontSize: SVGStyle.stopFontSize, candidates: candidates, near: stop) {
                stopLabels.append((text, spot.point, spot.anchor))
            }
        }
        gridLabels += SVGGraticuleLabels.place(graticule, in: &layout, crossesAntimeridian: crosses, required: false)

        let document = SVGDocument(canvas: canvas, flightID: flight.id, title: flight.name, generator: generator)
        document.background()
        document.graticule(graticule)
        drawPath(drawing, in: document)
        drawArrows(arrows, in: document)
        drawStops(drawing, in: document)
        drawEndpoints(ends, in: document)
        if let aircraft { drawAircraft(at: aircraft, heading: drawing.heading, in: document) }
        document.labels(
            gridLabels.map { ($0.text, $0.point, $0.anchor) }, class: "grid-labels", fill: SVGStyle.graticuleLabel,
            fontSize: SVGStyle.gridFontSize)
        document.labels(stopLabels, class: "stop-names", fill: SVGStyle.label, fontSize: SVGStyle.stopFontSize)
        document.labels(endLabels, class: "end-labels", fill: SVGStyle.label, fontSize: SVGStyle.fontSize)
        document.labels(
            title.prefix(1).map { ($0.text, $0.point, $0.anchor) }, class: "map-title", fill: SVGStyle.label,
            fontSize: SVGStyle.titleFontSize)
        document.labels(
            title.dropFirst().map { ($0.text, $0.point, $0.anchor) }, class: "map-subtitle", fill: SVGStyle.label,
            fontSize: SVGStyle.subtitleFontSize)
        return document.finish()
    }

    /// The flight's visible rect in the viewport, or, for a path that reaches a polar cap,
    /// an azimuthal frame fitted to the path and its circles (`FlightMapProjection`).
    static func flightCanvas(for flight: FlightReport, options: MapOptions) -> SVGCanvas {
        let geometry = flight.geometry
        let shapes = FlightShapes(flight: flight.flight, geometry: geometry)
        let bounds = shapes.endpointRingBounds
        let choice = FlightMapProjection.choose(
            path: geometry.path, south: bounds.map { min($0.start.south, $0.end.south) },
            north: bounds.map { max($0.start.north, $0.end.north) })
        guard case .azimuthal(let projection) = choice else {
            return SVGCanvas(visible: geometry.visibleRect, width: options.viewportWidth, height: options.viewportHeight)
        }
        let rings = shapes.endpointRings.map { $0.start + $0.end } ?? []
        let frame = SVGAzimuthalFrame(
            projection: projection, fitting: geometry.path + rings, width: options.viewportWidth,
            height: options.viewportHeight, padding: options.padding)
        return SVGCanvas(
            visible: geometry.visibleRect, width: options.viewportWidth, height: options.viewportHeight, azimuthal: frame)
    }

    /// Where the aircraft is drawn: at `position`, or, where its box would meet an end's
    /// mark there, at the nearest point along the drawn route (sampled every point) whose
    /// box is clear of both; at `position` when no point is.
    static func aircraftSpot(near position: SVGPoint, along route: [SVGPoint], clearOf ends: [SVGEndMark]) -> SVGPoint {
        func isClear(_ point: SVGPoint) -> Bool {
            ends.allSatisfy { end in
                let reach = SVGStyle.aircraftRadius + end.markRadius + 1
                return abs(point.x - end.centre.x) > reach || abs(point.y - end.centre.y) > reach
            }
        }
        guard !isClear(position) else { return position }
        var best: (distance: Double, point: SVGPoint)?
        for (a, b) in zip(route, route.dropFirst()) {
            let length = distance(a, b)
            let steps = length.isFinite ? min(10_000, Int(length.rounded(.up))) : 0
            for step in 0...steps {
                let t = steps == 0 ? 0 : Double(step) / Double(steps)
                let point = SVGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                guard isClear(point) else { continue }
                let away = distance(point, position)
                if best.map({ away < $0.distance }) ?? true { best = (away, point) }
            }
        }
        return best?.point ?? position
    }

    static func distance(_ a: SVGPoint, _ b: SVGPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Where the route goes from a mark: towards its first point 30 points away (far
    /// enough to ignore the first densified piece's wiggle), else its last point.
    static func direction(from centre: SVGPoint, along route: [SVGPoint]) -> SVGPoint? {
        guard let ahead = route.first(where: { distance($0, centre) >= 30 }) ?? route.last else { return nil }
        return SVGPoint(x: ahead.x - centre.x, y: ahead.y - centre.y)
    }

    /// The flight map's `flown` style: blue at alpha 0.3, width 3.
    static let routeStyle: [(String, String)] = [
        ("fill", "none"), ("stroke", SVGStyle.path), ("stroke-opacity", SVGStyle.pathOpacity),
        ("stroke-width", SVGStyle.pathWidth), ("stroke-linejoin", "round"),
    ]

    /// The seed's pale line (blue at alpha 0.3, `routeStyle`) is 1.9:1 against the sea, so
    /// each line is drawn on a mid-blue casing (`SVGStyle.lineCasing`, over 4:1 against land
    /// and sea) a little wider than it. Without a progress: the casing, then `route`. With
    /// one: a white `route` under all (it shows in the dashes' gaps and where the path
    /// crosses graticule lines), then `flown` solid and `remaining` dashed, each on its
    /// casing, dashed alike.
    private static func drawPath(_ drawing: SVGFlightDrawing, in document: SVGDocument) {
        // Each line is drawn twice (its casing, then itself): its path data is made once.
        func casing(_ data: String, dashed: Bool) {
            document.polyline(
                data: data,
                attributes: [
                    ("class", "casing"), ("fill", "none"), ("stroke", SVGStyle.lineCasing),
                    ("stroke-width", SVGStyle.lineCasingWidth), ("stroke-linejoin", "round"),
                ] + (dashed ? [("stroke-dasharray", SVGStyle.remainingDash)] : []))
        }
        let route = SVGPathData.polyline(drawing.route)
        guard drawing.position != nil else {
            casing(route, dashed: false)
            document.polyline(data: route, attributes: [("class", "route")] + routeStyle)
            return
        }
        document.polyline(
            data: route,
            attributes: [
                ("class", "route"), ("fill", "none"), ("stroke", SVGStyle.casing), ("stroke-width", SVGStyle.casingWidth),
                ("stroke-opacity", "0.8"), ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
            ])
        if let flown = drawing.flown.map(SVGPathData.polyline) {
            casing(flown, dashed: false)
            document.polyline(data: flown, attributes: [("class", "flown")] + routeStyle)
        }
        if let remaining = drawing.remaining.map(SVGPathData.polyline) {
            casing(remaining, dashed: true)
            document.polyline(
                data: remaining,
                attributes: [("class", "remaining")] + routeStyle + [("stroke-dasharray", SVGStyle.remainingDash)])
        }
    }

    /// The two endpoint circles, start first, at their true radius: filled black, or a
    /// ring with a dot at its centre when the disc would hide the map (`SVGEndMark`).
    private static func drawEndpoints(_ ends: [SVGEndMark], in document: SVGDocument) {
        for end in ends {
            var attributes = [
                ("class", "endpoint"),
                ("cx", SVGPathData.number(end.centre.x, digits: SVGPathData.anchorDigits)),
                ("cy", SVGPathData.number(end.centre.y, digits: SVGPathData.anchorDigits)),
                ("r", SVGPathData.number(end.radius, digits: SVGPathData.anchorDigits)),
            ]
            if end.isRing {
                attributes += [
                    ("fill", SVGStyle.endpoint), ("fill-opacity", "0.06"), ("stroke", SVGStyle.endpoint),
                    ("stroke-width", "1.5"),
                ]
            } else {
                attributes += [("fill", SVGStyle.endpoint), ("stroke", SVGStyle.halo), ("stroke-width", "0.75")]
            }
            document.element("circle", attributes)
        }
        let dots = ends.filter(\.hasDot)
        guard !dots.isEmpty else { return }
        document.start(
            "g", [("class", "end-dots"), ("fill", SVGStyle.endpoint), ("stroke", SVGStyle.halo), ("stroke-width", "0.75")])
        for end in dots {
            document.element(
                "circle",
                [
                    ("cx", SVGPathData.number(end.centre.x)), ("cy", SVGPathData.number(end.centre.y)),
                    ("r", SVGPathData.number(SVGStyle.endDotRadius)),
                ])
        }
        document.end()
    }

    /// Arrowheads along the route, pointing the way it is flown.
    private static func drawArrows(_ arrows: [SVGDirection.Arrow], in document: SVGDocument) {
        guard !arrows.isEmpty else { return }
        document.start(
            "g",
            [
                ("class", "direction"), ("fill", SVGStyle.direction), ("fill-opacity", "0.85"), ("stroke", SVGStyle.halo),
                ("stroke-width", "0.75"), ("stroke-linejoin", "round"),
            ])
        for arrow in arrows {
            document.element(
                "path",
                [
                    (
                        "transform",
                        "translate(" + SVGPathData.number(arrow.point.x) + " " + SVGPathData.number(arrow.point.y)
                            + ") rotate(" + SVGPathData.number(arrow.angle) + ")"
                    ),
                    ("d", SVGStyle.directionShape),
                ])
        }
        document.end()
    }

    /// A multi-leg route's stops (its vertices between the ends) as small open circles, so
    /// the legs read as legs. A recorded track's hundreds of fixes are not stops: beyond
    /// `SVGStyle.maximumStops` none is drawn.
    private static func drawStops(_ drawing: SVGFlightDrawing, in document: SVGDocument) {
        guard !drawing.stops.isEmpty else { return }
        document.start(
            "g",
            [
                ("class", "stops"), ("fill", SVGStyle.halo), ("stroke", SVGStyle.endpoint), ("stroke-width", "1.5"),
            ])
        for stop in drawing.stops {
            document.element(
                "circle",
                [
                    ("cx", SVGPathData.number(stop.x)), ("cy", SVGPathData.number(stop.y)),
                    ("r", SVGPathData.number(SVGStyle.stopRadius)),
                ])
        }
        document.end()
    }

    /// The aircraft, nose along the heading (Mercator keeps angles, so true heading is the
    /// angle on the map; SVG's rotate turns clockwise because y points down).
    private static func drawAircraft(at point: SVGPoint, heading: Double, in document: SVGDocument) {
        let x = SVGPathData.number(point.x, digits: SVGPathData.anchorDigits)
        let y = SVGPathData.number(point.y, digits: SVGPathData.anchorDigits)
        document.element(
            "path",
            [
                ("class", "position"),
                ("transform", "translate(" + x + " " + y + ") rotate(" + SVGPathData.number(heading) + ")"),
                ("d", SVGStyle.aircraft), ("fill", SVGStyle.aircraftFill),
                ("stroke", SVGStyle.halo), ("stroke-width", "1"), ("stroke-linejoin", "round"),
            ])
    }
}
