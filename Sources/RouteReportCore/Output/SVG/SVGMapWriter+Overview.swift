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

    /// What every part of the overview draws on: the canvas fitted to the report.
    struct OverviewFrame: Sendable {
        let canvas: SVGCanvas
        let worldWidth: Double
        let style: SVGOverviewStyle
        /// Many routes share one style on their group, rather than each repeating it.
        let grouped: Bool

        init(_ report: RunReport) {
            let options = report.options
            let visible = OverviewExtent.visibleRect(
                contentRects: report.flights.map(\.geometry.contentRect), points: report.landmarks.map(\.landmark.coordinate),
                options: options)
            canvas = SVGCanvas(visible: visible, width: options.viewportWidth, height: options.viewportHeight)
            worldWidth = MapPoint.worldSize * canvas.scaleX
            style = SVGOverviewStyle(
                flights: report.flights.count, landmarks: report.landmarks.count, width: canvas.width, height: canvas.height)
            grouped = report.flights.count > Int(SVGOverviewStyle.fullStrength)
        }

        /// A flight's route and its copies a world east and west that reach into the map.
        func routeCopies(_ flight: FlightReport) -> [[SVGPoint]] {
            visibleCopies(
                of: SVGFlightDrawing(flight: flight, canvas: canvas, withCircles: false).route, worldWidth: worldWidth,
                canvas: canvas)
        }
    }

    /// The overview without its routes (a stand-in element where they go), and the
    /// offsets of the stand-in's start and of its end: the bytes before the first route
    /// and after the last one.
    static func overviewWithoutRoutes(for report: RunReport, frame: OverviewFrame) -> (
        bytes: [UInt8], routesStart: Int, routesEnd: Int
    ) {
        let canvas = frame.canvas
        let worldWidth = frame.worldWidth
        let style = frame.style

        var layout = SVGLabelLayout(width: canvas.width, height: canvas.height)
        var ends: [SVGPoint] = []
        // Each airport (by code) with its flights and where its end is drawn.
        var airports: [String: (count: Int, first: Int, point: SVGPoint)] = [:]
        for (index, flight) in report.flights.enumerated() {
            let copies = frame.routeCopies(flight)
            let route = copies.first ?? []
            if style.avoidsRoutes { for copy in copies { layout.cross(copy, reach: 1.5) } }
            for copy in copies {
                for end in [copy.first, copy.last].compactMap({ $0 }) {
                    ends.append(end)
                    layout.reserve(SVGBox(centre: end, radius: style.endRadius + 0.5))
                }
            }
            for (airport, end) in [(flight.startAirport, route.first), (flight.endAirport, route.last)] {
                guard let code = airport?.code, let end else { continue }
                let known = airports[code]
                airports[code] = (count: (known?.count ?? 0) + 1, first: known?.first ?? index, point: known?.point ?? end)
            }
        }
        var dots: [(LandmarkReport, SVGPoint)] = []
        for landmark in report.landmarks {
            let mapPoint = MapProjection.mapPoint(landmark.landmark.coordinate)
            let point = canvas.point(mapPoint, worldShift: canvas.worldShift(forMapX: mapPoint.x))
            for copy in visibleCopies(of: [point], worldWidth: worldWidth, canvas: canvas) {
                dots.append((landmark, copy[0]))
                layout.reserve(SVGBox(centre: copy[0], radius: style.landmarkRadius + 0.5))
            }
        }

        typealias Label = (text: String, point: SVGPoint, anchor: String)
        let title =
            SVGLabelCandidates.placeTitle(
                Self.overviewTitle(flights: report.flights.count, landmarks: report.landmarks.count), in: &layout
            ).map { [$0] } ?? []
        let legend = SVGOverviewLegend.place(
            flights: !report.flights.isEmpty, landmarks: !report.landmarks.isEmpty, style: style,
            marks: ends + dots.map(\.1),
            avoiding: title.map { SVGBox(text: $0.text, at: $0.point, anchor: $0.anchor, fontSize: SVGStyle.titleFontSize) },
            in: &layout)

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
        var airportNames: [Label] = []
        // Busiest first, then the first met, then the code: a flight's two ends share `first`,
        // and a Dictionary's order is not the same from run to run.
        let busiest = airports.sorted {
            ($1.value.count, $0.value.first, $0.key) < ($0.value.count, $1.value.first, $1.key)
        }
        for (code, airport) in busiest where airportNames.count < style.maximumLabels {
            if let spot = layout.place(code, fontSize: fontSize, candidates: candidates(airport.point, radius: style.endRadius)) {
                airportNames.append((code, spot.point, spot.anchor))
            }
        }
        // Landmarks with the fewest neighbours go first (then input order): a crowd's first
        // name would take the room of the loners around it, which have nowhere else to go.
        var names: [Label] = []
        for (landmark, point) in placementOrder(dots.map(\.1)).map({ dots[$0] })
        where airportNames.count + names.count < style.maximumLabels {
            let name = SVGLabelText.shortened(landmark.name)
            if let spot = layout.place(name, fontSize: fontSize, candidates: candidates(point, radius: style.landmarkRadius)) {
                names.append((name, spot.point, spot.anchor))
            }
        }
        let gridLabels =
            (requiredGrid
            + SVGGraticuleLabels.place(
                graticule, in: &layout, crossesAntimeridian: false, required: false)).map { ($0.text, $0.point, $0.anchor) }

        let document = SVGDocument(
            canvas: canvas, flightID: MapFileNames.overview, title: "Overview", generator: report.generator)
        document.background()
        document.graticule(graticule)
        if frame.grouped { document.start("g", [("class", "flight-lines")] + style.routeStyle) }
        // Where the routes go: they are written in parts of their own (`overviewRoutes`).
        let (routesStart, routesEnd) = document.standIn()
        if frame.grouped { document.end() }
        if !ends.isEmpty {
            // Where each flight starts and ends: the classic map's black circles, small.
            document.start("g", [("class", "flight-ends"), ("fill", SVGStyle.endpoint)])
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
        document.labels(title, class: "map-title", fill: SVGStyle.label, fontSize: SVGStyle.titleFontSize)
        return (document.finish(), routesStart, routesEnd)
    }

    /// The routes of `flights`, as they stand in the overview.
    static func overviewRoutes(_ flights: ArraySlice<FlightReport>, frame: OverviewFrame) -> [UInt8] {
        let document = SVGDocument(fragmentAtDepth: frame.grouped ? 2 : 1, canvas: frame.canvas)
        for flight in flights {
            let data = frame.routeCopies(flight).map(SVGPathData.polyline).joined()
            document.start(
                "path",
                [("class", "route"), ("data-flight-id", flight.id)] + (frame.grouped ? [] : frame.style.routeStyle) + [
                    ("d", data)
                ])
            document.start("title", [])
            document.text(flight.name)
            document.end()
            document.end()
        }
        return document.fragment()
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
