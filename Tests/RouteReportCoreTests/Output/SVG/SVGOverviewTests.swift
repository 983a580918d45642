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
        #expect(points.map { ($0.x * 100).rounded() / 100 } == [10, 150, 290])
        #expect(points.allSatisfy { abs($0.y - 150) < 1e-6 })
        #expect(routes[0]["stroke"] == "#0000FF" && routes[0]["stroke-opacity"] == "0.3")
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
        let route = pathPoints(try #require(svg.elements(class: "route").first?["d"]))
        for (a, b) in zip(route, route.dropFirst()) { #expect(abs(b.x - a.x) <= 150) }
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
    /// (280 of its 300 points), and the one leg the cut goes through is drawn at both edges.
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
        // The same leg a world apart: 280 points, as the fitted world is 280 points wide.
        #expect(abs(abs(cut[1][0].x - cut[0][0].x) - 280) < 1e-6)
        #expect(cut[1][0].y == cut[0][0].y)
        // Every leg's two ends are marked.
        #expect(svg.elements(class: "flight-ends").first?.children.count == 8)
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
}
