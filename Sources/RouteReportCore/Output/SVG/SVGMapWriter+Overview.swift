extension SVGMapWriter {
    /// Every flight's route and every landmark, fitted like a flight map around the
    /// narrowest union of their rects (see `OverviewExtent`). A route or landmark that
    /// also lies a world east or west inside the map (an overview a world wide shows both
    /// sides of its cut) is drawn there too, so nothing is torn at the map's edge.
    ///
    /// Many flights are drawn thinner and fainter (`SVGOverviewStyle`), so ten thousand
    /// read as a network whose busy corridors are darker, not as a solid mass. A title
    /// counts what is shown, a legend says what the marks are, and labels go only where
    /// they fit: the busiest airports first (by flights starting or ending there, where
    /// the airport is known), then landmarks, up to `SVGOverviewStyle.maximumLabels`.
    ///
    /// The routes are most of the file: it is made in parts (`OverviewPlan`), the
    /// routes in runs of flights between the rest of the map, drawn once without them.
    static func overview(for report: RunReport) -> [UInt8] {
        OverviewPlan(report).joined() ?? []
    }

    /// What every part of the overview draws on: the canvas fitted to the report, the
    /// routes drawn (`OverviewRoutes`) and the one world's stretch of the viewport. A set
    /// that reaches a polar cap is drawn in the overview's azimuthal projection
    /// (`FlightMapProjection.overview`), fitted as a polar flight map is.
    struct OverviewFrame: Sendable {
        let canvas: SVGCanvas
        let worldWidth: Double
        let style: SVGOverviewStyle
        let routes: OverviewRoutes
        /// The viewport x where the world the overview shows begins: a mark is drawn once,
        /// in [worldStart, worldStart + worldWidth).
        let worldStart: Double

        init(_ report: RunReport) {
            let options = report.options
            let routes = OverviewRoutes(report.flights, limit: SVGOverviewStyle.maximumRoutes)
            let visible = OverviewExtent.visibleRect(
                contentRects: report.flights.map(\.geometry.contentRect), points: report.landmarks.map(\.landmark.coordinate),
                options: options)
            let paths = routes.drawn.map { Self.coordinates(of: report.flights[$0.flight]) }
            // Each route's ends, then the landmarks; through a buffer pointer, so that each
            // flight is borrowed, not copied.
            var points: [Coordinate] = []
            points.reserveCapacity(2 * routes.all.count + report.landmarks.count)
            report.flights.withUnsafeBufferPointer { flights in
                for route in routes.all {
                    let path = Self.coordinates(of: flights[route.flight])
                    if let first = path.first { points.append(first) }
                    if let last = path.last { points.append(last) }
                }
            }
            points += report.landmarks.map(\.landmark.coordinate)
            if case .azimuthal(let projection) = FlightMapProjection.overview(paths: paths, points: points) {
                // A polar view fills its square, so the title and the note under it get a
                // band of their own along the top.
                var padding = options.padding
                padding.top += SVGLabelCandidates.titleAndNoteHeight
                let frame = SVGAzimuthalFrame(
                    projection: projection, fitting: paths.joined() + points, width: options.viewportWidth,
                    height: options.viewportHeight, padding: padding)
                canvas = SVGCanvas(
                    visible: visible, width: options.viewportWidth, height: options.viewportHeight, azimuthal: frame)
            } else {
                canvas = SVGCanvas(visible: visible, width: options.viewportWidth, height: options.viewportHeight)
            }
            worldWidth = MapPoint.worldSize * canvas.scaleX
            self.routes = routes
            style = SVGOverviewStyle(
                routes: routes.drawn.count, landmarks: report.landmarks.count, width: canvas.width, height: canvas.height)
            worldStart = (canvas.width - worldWidth) / 2
        }

        /// What the overview draws of a flight: its path, else (a half-made geometry) its
        /// vertices.
        static func coordinates(of flight: FlightReport) -> [Coordinate] {
            flight.geometry.path.isEmpty ? flight.flight.vertices : flight.geometry.path
        }

        /// A route's line (simplified to the map's resolution) and its copies a world east
        /// and west, clipped to the map: a route over the seam runs to both edges. An
        /// azimuthal overview has no seam: the line once.
        func routeCopies(_ flight: FlightReport) -> [[SVGPoint]] {
            let line = SVGFlightDrawing(flight: flight, canvas: canvas, withCircles: false).route
            // A flight that never left its start is a point, drawn as one.
            guard line.count >= 2 else { return [line] }
            let simplified = SVGSimplify.line(line, tolerance: 0.3)
            let copies =
                canvas.azimuthal == nil ? visibleCopies(of: simplified, worldWidth: worldWidth, canvas: canvas) : [simplified]
            return copies.flatMap { SVGClip.line($0, width: canvas.width, height: canvas.height) }
        }

        /// Where a mark (an airport, a landmark) is drawn: in Mercator, brought into the
        /// world the map shows (each mark drawn once).
        func place(_ coordinate: Coordinate) -> SVGPoint {
            if let frame = canvas.azimuthal { return frame.point(coordinate) }
            let mapPoint = MapProjection.mapPoint(coordinate)
            return inWorld(canvas.point(mapPoint, worldShift: canvas.worldShift(forMapX: mapPoint.x)))
        }

        /// A mark's point brought into the world the map shows (each mark drawn once).
        func inWorld(_ point: SVGPoint) -> SVGPoint {
            guard worldWidth.isFinite, worldWidth > 0, point.x.isFinite, worldWidth < canvas.width * 1e6 else { return point }
            let turns = ((point.x - worldStart) / worldWidth).rounded(.down)
            return SVGPoint(x: point.x - turns * worldWidth, y: point.y)
        }
    }

    /// The overview without its routes (a stand-in element where they go), and the
    /// offsets of the stand-in's start and of its end: the bytes before the first route
    /// and after the last one.
    static func overviewWithoutRoutes(for report: RunReport, frame: OverviewFrame) -> (
        bytes: [UInt8], routesStart: Int, routesEnd: Int
    ) {
        let canvas = frame.canvas
        let style = frame.style

        var layout = SVGLabelLayout(width: canvas.width, height: canvas.height)
        if style.avoidsRoutes {
            for route in frame.routes.drawn {
                for copy in frame.routeCopies(report.flights[route.flight]) { layout.cross(copy, reach: 1.5) }
            }
        }
        // Each airport (by code, else by where it is drawn) once, with its flights.
        var airports: [String: (count: Int, first: Int, point: SVGPoint, code: String?)] = [:]
        // Through a buffer pointer, so that each flight is borrowed, not copied.
        report.flights.withUnsafeBufferPointer { flights in
            for route in frame.routes.all {
                let coordinates = OverviewFrame.coordinates(of: flights[route.flight])
                guard let first = coordinates.first, let last = coordinates.last else { continue }
                for (airport, end) in [(flights[route.flight].startAirport, first), (flights[route.flight].endAirport, last)] {
                    let point = frame.place(end)
                    let code = airport?.code
                    let key = code ?? SVGPathData.number(point.x) + " " + SVGPathData.number(point.y)
                    let known = airports[key]
                    airports[key] = (
                        count: (known?.count ?? 0) + route.count, first: known?.first ?? route.flight,
                        point: known?.point ?? point, code: code
                    )
                }
            }
        }
        // Busiest first, then the first met, then the key: a flight's two ends share `first`,
        // and a Dictionary's order is not the same from run to run.
        let busiest = airports.sorted {
            ($1.value.count, $0.value.first, $0.key) < ($0.value.count, $1.value.first, $1.key)
        }
        let ends = busiest.map(\.value.point)
        for end in ends { layout.reserve(SVGBox(centre: end, radius: style.endRadius + 0.5)) }
        var dots: [(LandmarkReport, SVGPoint)] = []
        for landmark in report.landmarks {
            let point = frame.place(landmark.landmark.coordinate)
            dots.append((landmark, point))
            layout.reserve(SVGBox(centre: point, radius: style.landmarkRadius + 0.5))
        }
        typealias Label = (text: String, point: SVGPoint, anchor: String)
        let title =
            SVGLabelCandidates.placeTitle(
                Self.overviewTitle(flights: report.distinctFlightCount, landmarks: report.landmarks.count), in: &layout
            ).map { [$0] } ?? []
        // The note on what goes unlabelled keeps a line of its own, taken before any name;
        // in a polar view, which fills its square, before the legend too: the line under
        // the title is the only one left free.
        let codes = busiest.count { $0.value.code != nil }
        let needsNote =
            codes + dots.count > style.maximumLabels / 2 || frame.routes.drawn.count < frame.routes.all.count
        var noteSpot =
            needsNote && canvas.azimuthal != nil ? SVGLabelCandidates.reserveNoteLine(below: title.first, in: &layout) : nil
        let busiestRoute = frame.routes.drawn.map(\.count).max() ?? 0
        let legend = SVGOverviewLegend.place(
            flights: !report.flights.isEmpty, busiestRoute: busiestRoute, landmarks: !report.landmarks.isEmpty, style: style,
            marks: ends + dots.map(\.1),
            avoiding: title.map { SVGBox(text: $0.text, at: $0.point, anchor: $0.anchor, fontSize: SVGStyle.titleFontSize) }
                + (noteSpot.map { [SVGLabelCandidates.noteLineBox(at: $0, width: canvas.width)] } ?? []),
            alongEdges: canvas.azimuthal != nil, in: &layout)

        // A latitude and a longitude value before any name, so the map keeps them.
        let graticule = SVGGraticule(canvas: canvas)
        let requiredGrid = SVGGraticuleLabels.place(graticule, in: &layout, crossesAntimeridian: false, required: true)

        // Names beside their marks where there is room: right, left, above, below, then the
        // four diagonals; each box clear of the mark's by 2 points.
        let fontSize = SVGStyle.placeNameFontSize
        func candidates(_ point: SVGPoint, radius: Double) -> [SVGLabelCandidate] {
            let clear = radius + 0.5 + 2 + SVGBox.halo
            let middle = point.y + fontSize * 0.35
            let above = point.y - clear - fontSize * SVGLabelText.descent
            let below = point.y + clear + fontSize * SVGLabelText.ascent
            let diagonal = clear * 0.7
            return [
                (SVGPoint(x: point.x + clear, y: middle), "start"), (SVGPoint(x: point.x - clear, y: middle), "end"),
                (SVGPoint(x: point.x, y: above), "middle"), (SVGPoint(x: point.x, y: below), "middle"),
                (SVGPoint(x: point.x + diagonal, y: above), "start"), (SVGPoint(x: point.x + diagonal, y: below), "start"),
                (SVGPoint(x: point.x - diagonal, y: above), "end"), (SVGPoint(x: point.x - diagonal, y: below), "end"),
            ].enumerated().map { SVGLabelCandidate(point: $1.0, anchor: $1.1, penalty: Double($0)) }
        }
        if needsNote && canvas.azimuthal == nil {
            noteSpot = SVGLabelCandidates.reserveNoteLine(below: title.first, in: &layout)
        }
        var airportNames: [Label] = []
        var unlabelled: [String] = []
        func labelAirports(_ airports: ArraySlice<(key: String, value: (count: Int, first: Int, point: SVGPoint, code: String?))>)
        {
            for (_, airport) in airports {
                guard let code = airport.code else { continue }
                if airportNames.count < style.maximumLabels,
                    let spot = layout.place(
                        code, fontSize: fontSize, candidates: candidates(airport.point, radius: style.endRadius))
                {
                    airportNames.append((code, spot.point, spot.anchor))
                } else {
                    unlabelled.append(code)
                }
            }
        }
        // Airports flown more than once, then the landmarks, then the airports flown once.
        let once = busiest.firstIndex { $0.value.count < 2 } ?? busiest.count
        labelAirports(busiest[..<once])
        // Landmarks with the fewest neighbours go first (then input order): a crowd's first
        // name would take the room of the loners around it, which have nowhere else to go.
        var names: [Label] = []
        for (landmark, point) in placementOrder(dots.map(\.1)).map({ dots[$0] })
        where airportNames.count + names.count < style.maximumLabels {
            let name = SVGLabelText.shortened(landmark.name)
            // Beside the dot, else a little further out (a name is long; a code is not).
            let spots = SVGLabelCandidates.around(
                point, clearance: style.landmarkRadius + 0.5, fontSize: fontSize, away: nil, width: canvas.width,
                height: canvas.height
            ).filter { $0.penalty < 3 * SVGLabelCandidates.ringPenalty }
            if let spot = layout.place(name, fontSize: fontSize, candidates: spots) {
                names.append((name, spot.point, spot.anchor))
            }
        }
        labelAirports(busiest[once...])
        let unnamed = dots.count - names.count
        let noteLabel: [Label] =
            noteSpot.flatMap { spot in
                overviewNote(unlabelled: unlabelled, unnamedLandmarks: unnamed, routes: frame.routes).map {
                    (SVGLabelText.fitted($0, fontSize: SVGStyle.gridFontSize, width: canvas.width - 12), spot, "start")
                }
            }.map { [$0] } ?? []
        let gridLabels =
            (requiredGrid
            + SVGGraticuleLabels.place(
                graticule, in: &layout, crossesAntimeridian: false, required: false)).map { ($0.text, $0.point, $0.anchor) }

        let document = SVGDocument(
            canvas: canvas, flightID: MapFileNames.overview, title: "Overview", generator: report.generator,
            description: overviewDescription(projection: canvas.projection, unlabelled: unlabelled, routes: frame.routes))
        document.background()
        document.graticule(graticule)
        document.start("g", [("class", "flight-lines")] + style.routeStyle)
        // Where the routes go: they are written in parts of their own (`overviewRoutes`).
        let (routesStart, routesEnd) = document.standIn()
        document.end()
        if !ends.isEmpty {
            // Each airport once: the classic map's black circles, small, white-edged.
            document.start(
                "g", [("class", "flight-ends"), ("fill", SVGStyle.endpoint), ("stroke", SVGStyle.halo), ("stroke-width", "0.5")])
            for end in ends {
                document.element(
                    "circle",
                    [
                        ("cx", SVGPathData.number(end.x)), ("cy", SVGPathData.number(end.y)),
                        ("r", SVGPathData.number(style.endRadius)),
                    ])
            }
            document.end()
        }
        for (landmark, point) in dots {
            document.start(
                "circle",
                [
                    ("class", "landmark"), ("data-landmark-id", landmark.id),
                    ("cx", SVGPathData.number(point.x, digits: SVGPathData.anchorDigits)),
                    ("cy", SVGPathData.number(point.y, digits: SVGPathData.anchorDigits)),
                    ("r", SVGPathData.number(style.landmarkRadius)), ("fill", SVGStyle.landmark),
                    ("stroke", SVGStyle.halo), ("stroke-width", style.landmarkRadius < SVGStyle.landmarkRadius ? "0.3" : "1"),
                ])
            // The name on hover, also for a dot whose label found no room.
            document.start("title", [])
            document.text(landmark.name)
            document.end()
            document.end()
        }
        // Names after every dot, so no dot covers a name.
        document.labels(gridLabels, class: "grid-labels", fill: SVGStyle.graticuleLabel, fontSize: SVGStyle.gridFontSize)
        document.labels(airportNames, class: "airport-codes", fill: SVGStyle.label, fontSize: fontSize)
        document.labels(names, class: "place-names", fill: SVGStyle.label, fontSize: fontSize)
        if let legend { legend.draw(in: document, style: style) }
        document.labels(noteLabel, class: "unlabelled-note", fill: SVGStyle.label, fontSize: SVGStyle.gridFontSize)
        document.labels(title, class: "map-title", fill: SVGStyle.label, fontSize: SVGStyle.titleFontSize)
        return (document.finish(), routesStart, routesEnd)
    }

    /// The `routes`, as they stand in the overview: a route flown more than once wider and
    /// more opaque than its group's style (`SVGOverviewStyle.line(count:)`).
    static func overviewRoutes(_ routes: ArraySlice<OverviewRoutes.Route>, of report: RunReport, frame: OverviewFrame)
        -> [UInt8]
    {
        let document = SVGDocument(fragmentAtDepth: 2, canvas: frame.canvas)
        for route in routes {
            let flight = report.flights[route.flight]
            let data = frame.routeCopies(flight).map(SVGPathData.polyline).joined()
            var attributes = [("class", "route"), ("data-flight-id", flight.id)]
            if route.count > 1 {
                let line = frame.style.line(count: route.count)
                attributes += [
                    ("data-flights", String(route.count)), ("stroke-width", SVGPathData.number(line.width, digits: 2)),
                    ("stroke-opacity", SVGPathData.number(line.opacity, digits: 2)),
                ]
            }
            document.start("path", attributes + [("d", data)])
            document.start("title", [])
            document.text(
                SVGLabelText.shortened(flight.name) + (route.count > 1 ? " (" + String(route.count) + " flights)" : ""))
            document.end()
            document.end()
        }
        return document.fragment()
    }

    /// "12 airports not labelled: ATL, CDG, …", "3 landmarks not named", and the routes
    /// left out: what the map could not show, for its reader; nil when it shows all.
    static func overviewNote(unlabelled: [String], unnamedLandmarks: Int, routes: OverviewRoutes) -> String? {
        var parts: [String] = []
        let hidden = routes.all.count - routes.drawn.count
        if hidden > 0 { parts.append(String(hidden) + " least flown routes not drawn") }
        if unnamedLandmarks > 0 {
            parts.append(String(unnamedLandmarks) + " landmark" + (unnamedLandmarks == 1 ? "" : "s") + " not named")
        }
        if !unlabelled.isEmpty {
            parts.append(
                String(unlabelled.count) + " airport" + (unlabelled.count == 1 ? "" : "s") + " not labelled: "
                    + unlabelled.prefix(40).joined(separator: ", "))
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The overview's `desc`: its projection, and every airport it could not label.
    static func overviewDescription(projection: FlightMapProjection, unlabelled: [String], routes: OverviewRoutes)
        -> String
    {
        var text =
            projection.overviewDescription + " " + String(routes.all.count) + " routes, "
            + String(routes.drawn.count) + " drawn."
        if !unlabelled.isEmpty { text += " Airports not labelled, busiest first: " + unlabelled.joined(separator: ", ") + "." }
        return text
    }

    /// "Overview: 16 flights, 10 landmarks".
    static func overviewTitle(flights: Int, landmarks: Int) -> String {
        func count(_ n: Int, _ noun: String) -> String { String(n) + " " + noun + (n == 1 ? "" : "s") }
        return "Overview: " + count(flights, "flight") + ", " + count(landmarks, "landmark")
    }

    /// Indices of `points`, those with the fewest others within about `reach` points
    /// first, ties in order. Neighbours are counted in a grid of `reach`-point cells (the
    /// cell and the eight around it), so 100,000 landmarks cost a linear pass.
    static func placementOrder(_ points: [SVGPoint], reach: Double = 24) -> [Int] {
        func cell(_ point: SVGPoint) -> (Int, Int)? {
            let column = (point.x / reach).rounded(.down)
            let row = (point.y / reach).rounded(.down)
            guard abs(column) < 1e6, abs(row) < 1e6 else { return nil }
            return (Int(column), Int(row))
        }
        var counts: [Int: Int] = [:]
        func key(_ column: Int, _ row: Int) -> Int { column * 4_000_000 + row }
        for point in points {
            if let (column, row) = cell(point) { counts[key(column, row), default: 0] += 1 }
        }
        let crowding = points.map { point -> Int in
            guard let (column, row) = cell(point) else { return Int.max }
            var total = 0
            for dx in -1...1 {
                for dy in -1...1 { total += counts[key(column + dx, row + dy)] ?? 0 }
            }
            return total
        }
        return points.indices.sorted { (crowding[$0], $0) < (crowding[$1], $1) }
    }

    /// The polyline and its copies a world east and west, those that reach into the map.
    static func visibleCopies(of points: [SVGPoint], worldWidth: Double, canvas: SVGCanvas) -> [[SVGPoint]] {
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max() else { return [] }
        var copies: [[SVGPoint]] = []
        for shift in [0.0, -worldWidth, worldWidth] {
            let isPrimary = shift == 0
            guard isPrimary || (maxX + shift >= 0 && minX + shift <= canvas.width) else { continue }
            copies.append(isPrimary ? points : points.map { SVGPoint(x: $0.x + shift, y: $0.y) })
        }
        return copies
    }
}
