import Foundation
import Testing
@testable import RouteReportCore

@Suite("SVG overview map")
struct SVGOverviewTests {
    static let world = Mercator.world

    func report(flights: [FlightReport] = [], landmarks: [LandmarkReport] = []) -> RunReport {
        RunReport(
            generator: "routereport test", referenceTime: 0, inputs: ["in/a.kml"], flights: flights,
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
        let svg = try overview(report(landmarks: [
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

    @Test func theUnionIsTheShortestArcOverTheWorld() throws {
        let w = Self.world
        typealias Span = SVGOverviewExtent.Span
        func cover(_ spans: [(Double, Double)]) throws -> (Double, Double) {
            let best = try #require(SVGOverviewExtent.shortestCover(spans.map { Span(minX: $0.0 * w, width: $0.1 * w) }))
            return ((best.minX / w * 1000).rounded() / 1000, (best.width / w * 1000).rounded() / 1000)
        }
        // Apart in the middle of the world: the plain union, 0.4…0.7.
        #expect(try cover([(0.4, 0.1), (0.6, 0.1)]) == (0.4, 0.3))
        // Near both edges: 0.9 … 1.2 (the first span moved one world east) beats 0.1 … 0.95.
        #expect(try cover([(0.1, 0.1), (0.9, 0.05)]) == (0.9, 0.3))
        // A span given west of the world is placed by its normalised start.
        #expect(try cover([(-0.05, 0.1)]) == (0.95, 0.1))
        // Three spans spread evenly: the largest gap (0.7 … 1.0) is left out.
        #expect(try cover([(0.0, 0.1), (0.3, 0.1), (0.6, 0.1)]) == (0.0, 0.7))
        #expect(SVGOverviewExtent.shortestCover([]) == nil)
    }
}
