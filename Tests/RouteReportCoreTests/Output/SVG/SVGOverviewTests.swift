import Foundation
import Testing

@testable import RouteReportCore

@Suite("SVG overview map")
struct SVGOverviewTests {
    static let world = Mercator.world

    func report(flights: [FlightReport] = [], landmarks: [LandmarkReport] = []) -> RunReport {
        RunReport(
            generator: "routereport test", inputs: ["in/a.kml"], flights: flights,
            landmarks: landmarks, diagnostics: [], options: MapOptions())
    }

    func landmark(_ id: String, _ name: String, latitude: Double, longitude: Double) -> LandmarkReport {
        LandmarkReport(
            id: id, name: name,
            landmark: Landmark(
                source: SourceLocation(file: "in/p.gpx", line: 1),
                coordinate: Coordinate(latitude: latitude, longitude: longitude)))
    }

    func overview(_ report: RunReport) throws -> SVGElement {
        try #require(parseSVG(SVGMapWriter.overview(for: report)))
    }

    @Test func rootIsTheOverview() throws {
        let svg = try overview(report(flights: [HandMadeFlight.equator(progress: 0.5)]))
        #expect(svg.name == "svg" && svg.namespace == "http://www.w3.org/2000/svg")
        #expect(svg["data-flight-id"] == "overview")
        #expect(svg["width"] == "300" && svg["height"] == "300" && svg["viewBox"] == "0 0 300 300")
        #expect(svg.elements(class: "graticule").count == 1)
    }

    @Test func aFlightIsFittedByItsContentRect() throws {
        // Content rect x W/2…3W/4, y 3W/8…5W/8: s = (W/4)/280, visible x = 5W/8 − 150s,
        // so 0°E (x W/2) is at 150 − (W/8)/s = 150 − 140 = 10 and 90°E at 290; y 150.
        let flight = HandMadeFlight.equator(progress: 0.5, id: "eq", name: "Equator")
        let svg = try overview(report(flights: [flight]))
        let routes = svg.elements(class: "route")
        try #require(routes.count == 1)
        #expect(routes[0]["data-flight-id"] == "eq")
        let points = pathPoints(try #require(routes[0]["d"]))
        // A straight line on the map: thinned to its ends.
        #expect(points.map { ($0.x * 100).rounded() / 100 } == [10, 290])
        #expect(points.allSatisfy { abs($0.y - 150) < 1e-6 })
        let lines = try #require(svg.elements(class: "flight-lines").first)
        #expect(lines["stroke"] == "#2457b5" && lines["stroke-opacity"] == "0.8" && lines["stroke-width"] == "3")
    }

    @Test func landmarksEitherSideOfTheAntimeridianAreNeighbours() throws {
        // 179°E and 179°W: the narrow union is 2° wide around 180°, not 358° across the
        // world. s = (2W/360)/280; 179°E is (W/360)/s = 140 left of the middle: x 10,
        // 179°W moved one world east is at 290. Both on the equator: y 150.
        let svg = try overview(
            report(landmarks: [
                landmark("e", "East", latitude: 0, longitude: 179),
                landmark("w", "West", latitude: 0, longitude: -179),
            ]))
        let dots = svg.elements(class: "landmark")
        try #require(dots.count == 2)
        #expect(dots.map { $0["data-landmark-id"] } == ["e", "w"])
        #expect(abs(try #require(dots[0].number("cx")) - 10) < 1e-6)
        #expect(abs(try #require(dots[1].number("cx")) - 290) < 1e-6)
        #expect(dots.allSatisfy { abs(($0.number("cy") ?? 0) - 150) < 1e-6 })
    }

    @Test func flightOverTheAntimeridianJoinsLandmarksOnBothSides() throws {
        // The antimeridian flight's content rect is lon 170…190 (unwrapped); a landmark at
        // 178°W (182° unwrapped) lies inside it, so the union is that rect and the
        // landmark is drawn between the flight's ends, not a world away.
        let flight = HandMadeFlight.antimeridian()
        let svg = try overview(report(flights: [flight], landmarks: [landmark("x", "X", latitude: 0, longitude: -178)]))
        // One piece, on the map: not torn at the antimeridian.
        let d = try #require(svg.elements(class: "route").first?["d"])
        #expect(d.filter { $0 == "M" }.count == 1)
        #expect(pathPoints(d).allSatisfy { $0.x >= 0 && $0.x <= 300 })
        // Union x 350W/360 … 370W/360: s = (W/18)/280; 182° is 2° east of the middle
        // (180°): 150 + (2W/360)/s = 150 + 2/20 · 280 = 178.
        let dot = try #require(svg.elements(class: "landmark").first)
        #expect(abs(try #require(dot.number("cx")) - 178) < 1e-6)
    }

    @Test func aSingleLandmarkIsShownAtOneKilometre() throws {
        let svg = try overview(report(landmarks: [landmark("p", "Point", latitude: 0, longitude: 0)]))
        let dot = try #require(svg.elements(class: "landmark").first)
        #expect(abs(try #require(dot.number("cx")) - 150) < 1e-6)
        #expect(abs(try #require(dot.number("cy")) - 150) < 1e-6)
        // 1 km across 280 points: 1000 / (2π · 6378137) · 360 = 0.0089832° of longitude,
        // so 300 points show 0.0096249°. 0.001° steps would give 9.6 lines, 0.002° give
        // −0.004…0.004, 0.002 / 0.0096249 · 300 = 62.338 points apart around 150.
        let graticule = try #require(svg.elements(class: "graticule").first)
        let meridians = pathPoints(try #require(graticule["d"])).enumerated()
            .filter { $0.offset % 2 == 0 && $0.element.y == 0 }.map(\.element.x)
        let expected = [-2.0, -1, 0, 1, 2].map { 150 + $0 * 62.338 }
        try #require(meridians.count == 5)
        for (drawn, wanted) in zip(meridians, expected) { #expect(abs(drawn - wanted) < 0.01) }
    }

    @Test func landmarkNamesAreText() throws {
        let name = "Nadi <b>Fiji</b> & co\u{7}"
        let svg = try overview(report(landmarks: [landmark("f", name, latitude: -17.755, longitude: 177.443)]))
        let labels = try #require(svg.elements(class: "place-names").first)
        #expect(labels.children.map(\.text) == ["Nadi <b>Fiji</b> & co\u{FFFD}"])
        #expect(svg.all.allSatisfy { $0.name != "b" })
    }

    @Test func emptyReportShowsTheWorld() throws {
        let svg = try overview(report())
        #expect(svg.elements(class: "route").isEmpty && svg.elements(class: "landmark").isEmpty)
        // The world (W × W) fitted: s = W/280, so 0° longitude (x W/2) is at 150 and
        // 300/280 · 360° = 385.7° are shown: 45° steps would give 8.6 lines, so 90° steps:
        // 180°W, 90°W, 0°, 90°E, 180° at 150 + k · 70.
        let graticule = try #require(svg.elements(class: "graticule").first)
        let meridians = pathPoints(try #require(graticule["d"])).enumerated()
            .filter { $0.offset % 2 == 0 && $0.element.y == 0 }.map(\.element.x)
        #expect(meridians == [10, 80, 150, 220, 290])
    }

    /// Three legs along the equator round the whole world: the overview is one world
    /// (its 300 points, no more), and the one leg the cut goes through is drawn at both edges.
    @Test func aRouteOverTheCutIsDrawnAtBothEdges() throws {
        var options = MapOptions()
        options.maxSegment = 1_000_000
        let legs = [(0.0, 120.0), (120.0, -120.0), (-120.0, 0.0)].enumerated().map { index, leg in
            let flight = Flight(
                explicitID: "leg\(index)", source: SourceLocation(file: "in/w.kml", line: index + 1),
                vertices: [Coordinate(latitude: 0, longitude: leg.0), Coordinate(latitude: 0, longitude: leg.1)])
            return FlightReport(
                id: "leg\(index)", name: "Leg \(index)", flight: flight,
                geometry: FlightGeometry.compute(for: flight, options: options))
        }
        let run = RunReport(
            generator: "routereport test", inputs: ["in/w.kml"], flights: legs, landmarks: [],
            diagnostics: [], options: options)
        let svg = try overview(run)
        let routes = svg.elements(class: "route")
        try #require(routes.count == 3)
        let pieces = routes.map { route in
            (route["d"] ?? "").split(separator: "M").map { pathPoints("M" + $0) }
        }
        #expect(pieces.map(\.count).sorted() == [1, 1, 2])
        for piece in pieces.joined() {
            for (a, b) in zip(piece, piece.dropFirst()) { #expect(abs(b.x - a.x) < 150) }
        }
        let cut = try #require(pieces.first { $0.count == 2 })
        // The same leg a world apart, each piece running to its edge of the map.
        let xs = cut.flatMap { $0.map(\.x) }
        #expect(xs.contains(0) && xs.contains(300))
        #expect(cut[1][0].y == cut[0][0].y)
        // Each of the three airports is marked once.
        #expect(svg.elements(class: "flight-ends").first?.children.count == 3)
    }

    @Test func crowdedPlaceNamesDoNotOverlap() throws {
        // Five landmarks within a few points of each other (at this zoom), far from the
        // sixth that stretches the map: the names that get a place stay apart, and none
        // covers a dot.
        let crowd = (0..<5).map { k in
            landmark("c\(k)", "Crowded place \(k)", latitude: 48 + Double(k) * 0.3, longitude: 2 + Double(k) * 0.4)
        }
        let svg = try overview(report(landmarks: crowd + [landmark("far", "Far", latitude: -30, longitude: 100)]))
        let dots = svg.elements(class: "landmark").map {
            SVGPoint(x: $0.number("cx") ?? .nan, y: $0.number("cy") ?? .nan)
        }
        let labels = try #require(svg.elements(class: "place-names").first).children
        #expect(labels.count >= 2 && labels.count <= 6)
        let boxes = labels.map { label in
            SVGBox(
                text: label.text, at: SVGPoint(x: label.number("x") ?? .nan, y: label.number("y") ?? .nan),
                anchor: label["text-anchor"] ?? "start", fontSize: SVGStyle.placeNameFontSize)
        }
        for (i, a) in boxes.enumerated() {
            #expect(a.isInside(width: 300, height: 300))
            for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "\(a) and \(b)") }
            for dot in dots { #expect(!a.intersects(SVGBox(centre: dot, radius: 3)), "\(a) covers \(dot)") }
        }
        // Every dot keeps its name on hover, placed or not.
        #expect(svg.elements(class: "landmark").map { $0.children.first?.text } == (crowd.map(\.name) + ["Far"]))
    }

    /// Flights round the world between airports, LHR–JFK three times (once the other way).
    func aroundTheWorld() -> [FlightReport] {
        let airports: [(String, Double, Double)] = [
            ("LHR", 51.47, -0.4543), ("JFK", 40.6413, -73.7781), ("LAX", 33.9416, -118.4085),
            ("NRT", 35.772, 140.3929), ("SIN", 1.3644, 103.9915), ("DXB", 25.2532, 55.3657), ("SYD", -33.9399, 151.1753),
        ]
        let legs = [(0, 1), (1, 0), (0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (6, 2)]
        return legs.enumerated().map { index, leg in
            let (from, to) = (airports[leg.0], airports[leg.1])
            return SVGLabelPlacementTests.flight(
                [Coordinate(latitude: from.1, longitude: from.2), Coordinate(latitude: to.1, longitude: to.2)],
                id: "f\(index)", name: from.0 + " to " + to.0,
                airports: (SVGLabelPlacementTests.airport(from.0), SVGLabelPlacementTests.airport(to.0)))
        }
    }

    @Test func aroundTheWorldIsOneWorldWithEachAirportOnce() throws {
        let report = report(flights: aroundTheWorld())
        // At most 360° of longitude across the map.
        let frame = SVGMapWriter.OverviewFrame(report)
        #expect(frame.canvas.visible.width <= Self.world * (1 + 1e-12))
        let svg = try overview(report)
        // One dot per airport, none at the same place, every one on the map.
        let dots = try #require(svg.elements(class: "flight-ends").first).children
        #expect(dots.count == 7)
        let places = Set(dots.map { SVGPoint(x: $0.number("cx") ?? .nan, y: $0.number("cy") ?? .nan) })
        #expect(places.count == 7)
        #expect(places.allSatisfy { $0.x >= 0 && $0.x <= 300 && $0.y >= 0 && $0.y <= 300 })
        // No grid value twice (a map wider than the world shows a meridian twice).
        let grid = SVGMapChecks.texts(svg).filter { $0.group == "grid-labels" }.map(\.text).filter(SVGMapChecks.isLongitude)
        #expect(!grid.isEmpty && Set(grid).count == grid.count, "\(grid)")
        // One line per unordered pair: LHR–JFK flown three times is one, wider and more opaque.
        let routes = svg.elements(class: "route")
        #expect(routes.count == 7)
        let busy = try #require(routes.first { $0["data-flights"] == "3" })
        #expect(busy["data-flight-id"] == "f0")
        #expect((busy.number("stroke-width") ?? 0) > 3 && (busy.number("stroke-opacity") ?? 0) > 0.8)
        #expect(routes.filter { $0["data-flights"] != nil }.count == 1)
        #expect(SVGMapChecks.pathProblems(svg).isEmpty, "\(SVGMapChecks.pathProblems(svg))")
        #expect(SVGMapChecks.contrastProblems(svg).isEmpty, "\(SVGMapChecks.contrastProblems(svg))")
        #expect(SVGMapChecks.problems(svg).isEmpty, "\(SVGMapChecks.problems(svg))")
    }

    @Test("A repeated listing of a flight counts once on the overview, as in the totals")
    func aDuplicateListingCountsOnce() throws {
        var flights = aroundTheWorld()
        flights[2].duplicateOf = "f0"  // LHR → JFK listed twice
        let report = report(flights: flights)
        let svg = try overview(report)
        let busy = try #require(svg.elements(class: "route").first { $0["data-flight-id"] == "f0" })
        #expect(busy["data-flights"] == "2")
        #expect(report.distinctFlightCount == 8)
        #expect(SVGMapChecks.texts(svg).contains { $0.text == "Overview: 8 flights, 0 landmarks" })
        #expect(MarkdownReportWriter.overviewAlt(report) == "Map of all 8 flights")
    }

    @Test("Recorded tracks between the same airports are drawn each by its path; planned flights share one line")
    func tracksBetweenTheSameAirportsAreDrawnEachOnce() throws {
        let (pao, mry) = (SVGLabelPlacementTests.airport("PAO"), SVGLabelPlacementTests.airport("MRY"))
        let start = Coordinate(latitude: 37.461, longitude: -122.115)
        let end = Coordinate(latitude: 36.587, longitude: -121.843)
        func track(_ id: String, via middle: [Coordinate]) -> FlightReport {
            let vertices = [start] + middle + [end]
            var report = SVGLabelPlacementTests.flight(vertices, id: id, airports: (pao, mry))
            report.flight.vertexTimes = vertices.indices.map { 1_767_225_600 + Double($0) * 600 }
            return report
        }
        let dogleg = track("out", via: [Coordinate(latitude: 37.0, longitude: -122.6)])
        let direct = track("back", via: [Coordinate(latitude: 37.0, longitude: -121.98)])
        let planned = [start, end].map { _ in SVGLabelPlacementTests.flight([start, end], id: "p", airports: (pao, mry)) }
        let routes = OverviewRoutes([dogleg, direct] + planned, limit: 10)
        #expect(routes.all.map(\.count) == [1, 1, 2])
        #expect(routes.all.map(\.flight) == [0, 1, 2])
    }

    @Test func aRouteOverTheSeamRunsToBothEdges() throws {
        // The map is cut where fewest routes cross; any route it cuts is drawn to the edge
        // on both sides: a piece ending on x 0 and another on x 300.
        let svg = try overview(report(flights: aroundTheWorld()))
        let frame = SVGMapWriter.OverviewFrame(report(flights: aroundTheWorld()))
        #expect(frame.canvas.visible.width == Self.world)
        for route in svg.elements(class: "route") {
            let d = try #require(route["d"])
            let pieces = d.split(separator: "M").map { pathPoints("M" + $0) }
            let touchesLeft = pieces.contains { $0.contains { $0.x <= 1e-6 } }
            let touchesRight = pieces.contains { $0.contains { $0.x >= 300 - 1e-6 } }
            #expect(touchesLeft == touchesRight, "\(route["data-flight-id"] ?? ""): \(d)")
        }
    }

    @Test func unlabelledAirportsAreListed() throws {
        // 47 airports on a 300 × 300 map that labels at most 36 names: the rest are listed,
        // busiest first, in a note on the map and in its desc.
        let codes = [
            "ATL", "ORD", "DFW", "DEN", "SEA", "SFO", "MIA", "BOS", "YYZ", "YVR", "MEX", "GRU", "EZE", "SCL", "BOG",
            "LIM", "CDG", "FRA", "AMS", "MAD", "FCO", "ZRH", "VIE", "IST", "CAI", "JNB", "NBO", "DOH", "DEL", "BOM",
            "BKK", "HKG", "PEK", "ICN", "MNL", "CGK", "MEL", "AKL", "HNL", "ANC",
        ]
        var flights: [FlightReport] = []
        for (index, code) in codes.enumerated() {
            let airport = try #require(AirportTable.shared.airport(code: code))
            let other = codes[(index + 7) % codes.count]
            let to = try #require(AirportTable.shared.airport(code: other))
            flights.append(
                SVGLabelPlacementTests.flight(
                    [
                        Coordinate(latitude: airport.latitude, longitude: airport.longitude),
                        Coordinate(latitude: to.latitude, longitude: to.longitude),
                    ], id: "u\(index)",
                    airports: (SVGLabelPlacementTests.airport(code), SVGLabelPlacementTests.airport(other))))
        }
        let svg = try overview(report(flights: aroundTheWorld() + flights))
        let note = try #require(svg.elements(class: "unlabelled-note").first?.children.first?.text)
        let labelled = SVGMapChecks.texts(svg).filter { $0.group == "airport-codes" }.map(\.text)
        let described = try #require(svg.all.first { $0.name == "desc" }?.text)
        let listed =
            described.components(separatedBy: "busiest first: ").last?.dropLast().split(separator: ", ").map(String.init) ?? []
        // Every code either labelled or listed, never both.
        #expect(Set(labelled + listed) == Set(codes + ["LHR", "JFK", "LAX", "NRT", "SIN", "DXB", "SYD"]))
        #expect(Set(labelled).isDisjoint(with: listed))
        #expect(!listed.isEmpty && labelled.count <= 36)
        #expect(note.contains(String(listed.count) + " airports not labelled: " + listed[0]))
    }

    @Test func twoHundredThousandFlightsMakeAtMostTwoMegabytes() throws {
        // 5,000 distinct routes (more than the 4,000 drawn), flown 200,000 times, the
        // busiest far more than the rest: the file holds routes, not flights.
        var random = SeededGenerator(seed: 31)
        func uniform(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(random.next() >> 11) / Double(1 << 53)
        }
        let routes = (0..<5000).map { index in
            SVGLabelPlacementTests.flight(
                [
                    Coordinate(latitude: uniform(-60, 70), longitude: uniform(-180, 180)),
                    Coordinate(latitude: uniform(-60, 70), longitude: uniform(-180, 180)),
                ], id: "r\(index)", name: "Route \(index)")
        }
        var flights: [FlightReport] = []
        flights.reserveCapacity(200_000)
        for index in 0..<200_000 {
            // Each route once, then route k about 1/(k+1) as often as route 0.
            let pick =
                index < routes.count
                ? index : min(routes.count - 1, Int(exp(uniform(0, log(Double(routes.count) + 1)))) - 1)
            var flight = routes[max(0, pick)]
            flight.id = "x\(index)"
            flights.append(flight)
        }
        let bytes = SVGMapWriter.overview(for: report(flights: flights))
        #expect(bytes.count <= 2_000_000, "\(bytes.count) bytes")
        let svg = try #require(parseSVG(bytes))
        let drawn = svg.elements(class: "route")
        #expect(drawn.count == SVGOverviewStyle.maximumRoutes)
        let note = svg.elements(class: "unlabelled-note").first?.children.first?.text ?? ""
        #expect(note.hasPrefix("1000 least flown routes not drawn"), "\(note)")
    }
}
