extension SVGMapWriter {
    /// Every flight's route and every landmark, fitted like a flight map around the
    /// narrowest union of their rects (see `SVGOverviewExtent`). A route or landmark that
    /// also lies a world east or west inside the map (an overview a world wide shows both
    /// sides of its cut) is drawn there too, so nothing is torn at the map's edge.
    public static func overview(for report: RunReport) -> [UInt8] {
        let options = report.options
        let visible = MapFit.visibleRect(fitting: SVGOverviewExtent.union(of: report), options: options)
        let canvas = SVGCanvas(visible: visible, width: options.viewportWidth, height: options.viewportHeight)
        let worldWidth = MapPoint.worldSize * canvas.scaleX

        var layout = SVGLabelLayout(width: canvas.width, height: canvas.height)
        var routes: [(FlightReport, [[SVGPoint]])] = []
        var ends: [SVGPoint] = []
        for flight in report.flights {
            let route = SVGFlightDrawing(flight: flight, canvas: canvas).route
            let copies = visibleCopies(of: route, worldWidth: worldWidth, canvas: canvas)
            routes.append((flight, copies))
            for copy in copies {
                for end in [copy.first, copy.last].compactMap({ $0 }) {
                    ends.append(end)
                    layout.reserve(SVGBox(centre: end, radius: SVGStyle.overviewEndRadius + 0.5))
                }
            }
        }
        var dots: [(LandmarkReport, SVGPoint)] = []
        var names: [(String, SVGPoint, String)] = []
        for landmark in report.landmarks {
            let mapPoint = MapProjection.mapPoint(landmark.landmark.coordinate)
            let point = canvas.point(mapPoint, worldShift: canvas.worldShift(forMapX: mapPoint.x))
            for copy in visibleCopies(of: [point], worldWidth: worldWidth, canvas: canvas) {
                dots.append((landmark, copy[0]))
                layout.reserve(SVGBox(centre: copy[0], radius: SVGStyle.landmarkRadius + 0.5))
            }
        }
        // Names beside their dots where there is room: right, left, above, below, then the
        // four diagonals; each box clear of the dot's by 2 points. Dots with the fewest
        // neighbours go first (then input order): a crowd's first name would take the
        // room of the loners around it, which have nowhere else to go.
        let fontSize = SVGStyle.placeNameFontSize
        for (landmark, point) in placementOrder(dots.map(\.1)).map({ dots[$0] }) {
            let name = SVGLabelText.shortened(landmark.name)
            let clear = SVGStyle.landmarkRadius + 0.5 + 2 + SVGBox.halo
            let middle = point.y + fontSize * 0.35
            let above = point.y - clear - fontSize * SVGLabelText.descent
            let below = point.y + clear + fontSize * SVGLabelText.ascent
            let diagonal = clear * 0.7
            let spot = layout.place(name, fontSize: fontSize, candidates: [
                (SVGPoint(x: point.x + clear, y: middle), "start"),
                (SVGPoint(x: point.x - clear, y: middle), "end"),
                (SVGPoint(x: point.x, y: above), "middle"),
                (SVGPoint(x: point.x, y: below), "middle"),
                (SVGPoint(x: point.x + diagonal, y: above), "start"),
                (SVGPoint(x: point.x + diagonal, y: below), "start"),
                (SVGPoint(x: point.x - diagonal, y: above), "end"),
                (SVGPoint(x: point.x - diagonal, y: below), "end"),
            ])
            if let spot { names.append((name, spot.point, spot.anchor)) }
        }

        let document = SVGDocument(canvas: canvas, flightID: MapFileNames.overview, title: "Overview")
        document.background()
        document.graticule(avoiding: names.map { SVGBox(text: $0.0, at: $0.1, anchor: $0.2, fontSize: SVGStyle.placeNameFontSize) })
        for (flight, copies) in routes {
            let data = copies.map(SVGPathData.polyline).joined()
            document.start("path", [("class", "route"), ("data-flight-id", flight.id)] + routeStyle + [("d", data)])
            document.start("title", [])
            document.text(flight.name)
            document.end()
            document.end()
        }
        if !ends.isEmpty {
            // Where each flight starts and ends: the classic map's black circles, small.
            document.start("g", [("class", "flight-ends"), ("fill", SVGStyle.endpoint)])
            for end in ends {
                document.element("circle", [
                    ("cx", SVGPathData.number(end.x)), ("cy", SVGPathData.number(end.y)),
                    ("r", SVGPathData.number(SVGStyle.overviewEndRadius)),
                ])
            }
            document.end()
        }
        for (landmark, point) in dots {
            document.start("circle", [
                ("class", "landmark"), ("data-landmark-id", landmark.id),
                ("cx", SVGPathData.number(point.x, digits: SVGPathData.anchorDigits)),
                ("cy", SVGPathData.number(point.y, digits: SVGPathData.anchorDigits)),
                ("r", SVGPathData.number(SVGStyle.landmarkRadius)), ("fill", SVGStyle.landmark),
                ("stroke", SVGStyle.halo), ("stroke-width", "1"),
            ])
            // The name on hover, also for a dot whose label found no room.
            document.start("title", [])
            document.text(landmark.name)
            document.end()
            document.end()
        }
        // Names after every dot, so no dot covers a name.
        if !names.isEmpty {
            document.startLabels(class: "place-names", fill: SVGStyle.label, fontSize: SVGStyle.placeNameFontSize)
            for (name, point, anchor) in names { document.label(name, at: point, anchor: anchor) }
            document.end()
        }
        return document.finish()
    }

    /// Indices of `points`, those with the fewest others within about `reach` points
    /// first, ties in order. Neighbours are counted in a grid of `reach`-point cells (the
    /// cell and the eight around it), so 100,000 landmarks cost a linear pass.
    static func placementOrder(_ points: [SVGPoint], reach: Double = 24) -> [Int] {
        func cell(_ point: SVGPoint) -> (Int, Int)? {
            let column = (point.x / reach).rounded(.down), row = (point.y / reach).rounded(.down)
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
