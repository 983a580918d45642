import Foundation
import Testing

@testable import RouteReportCore

@Suite("SVG flight map")
struct SVGMapWriterTests {
    static let svgNamespace = "http://www.w3.org/2000/svg"

    func map(_ flight: FlightReport, options: MapOptions = MapOptions()) throws -> SVGElement {
        try #require(parseSVG(SVGMapWriter.flightMap(for: flight, airports: .shared, options: options)))
    }

    /// The equator flight's x for longitude L (see `HandMadeFlight.equator`).
    func equatorX(_ longitude: Double) -> Double { ((longitude + 180) / 360 - 3.0 / 8) * 600 }

    @Test func rootCarriesSizeViewBoxAndFlightID() throws {
        let svg = try map(HandMadeFlight.equator(progress: 0.75, id: "eq-1"))
        #expect(svg.name == "svg")
        #expect(svg.namespace == Self.svgNamespace)
        #expect(svg["width"] == "300")
        #expect(svg["height"] == "300")
        #expect(svg["viewBox"] == "0 0 300 300")
        #expect(svg["data-flight-id"] == "eq-1")
        // Every drawn part is in the SVG namespace too (no stray default namespace).
        #expect(svg.all.allSatisfy { $0.namespace == Self.svgNamespace })
    }

    @Test func endpointsAreCentredOnTheProjectedEndsWithTheRingsRadius() throws {
        let svg = try map(HandMadeFlight.equator(progress: 0.75))
        let endpoints = svg.elements(class: "endpoint")
        try #require(endpoints.count == 2)
        // Start 0°E at x = 75, end 90°E at x = 225, both on the equator at y = 150.
        let start = endpoints[0]
        let end = endpoints[1]
        #expect(start.name == "circle" && end.name == "circle")
        #expect(abs(try #require(start.number("cx")) - 75) < 1e-6)
        #expect(abs(try #require(start.number("cy")) - 150) < 1e-6)
        #expect(abs(try #require(end.number("cx")) - 225) < 1e-6)
        #expect(abs(try #require(end.number("cy")) - 150) < 1e-6)
        // Both ends are on the equator, a geodesic: each ring's east and west points are
        // 100 187.54 m = 1/400 of the equator along it, ±0.9° of longitude, 1.8/360 of the
        // world, which is 600 points wide here: r = 600 · 0.9/360 = 1.5.
        #expect(abs(try #require(start.number("r")) - 1.5) < 1e-6)
        #expect(abs(try #require(end.number("r")) - 1.5) < 1e-6)
        #expect(start["fill"] == "#000000" && end["fill"] == "#000000")
        // Even a substring match on the class finds exactly these two.
        #expect(svg.all.filter { ($0["class"] ?? "").contains("endpoint") }.count == 2)
    }

    @Test func latitudesFollowMercator() throws {
        // Move the equator flight's end to 45°N: y = (Y(45) − W/4) / (W/2) · 300, with
        // Y(45) = (0.5 − ln(tan 67.5°) / 2π) · W = 0.3597258… · W, so y ≈ 0.1097258 · 600 = 65.8355.
        var flight = HandMadeFlight.equator(progress: nil)
        flight.geometry.path[2].latitude = 45
        let expected = (Mercator.y(45) - Mercator.world / 4) / (Mercator.world / 2) * 300
        #expect(abs(expected - 65.8355) < 1e-3)
        let end = try map(flight).elements(class: "endpoint")[1]
        #expect(abs(try #require(end.number("cy")) - expected) < 1e-6)
        #expect(abs(try #require(end.number("cx")) - 225) < 1e-6)
    }

    @Test func viewportSizeScalesEachAxis() throws {
        var options = MapOptions()
        options.viewportWidth = 400
        options.viewportHeight = 200
        let svg = try map(HandMadeFlight.equator(progress: nil), options: options)
        #expect(svg["width"] == "400" && svg["height"] == "200" && svg["viewBox"] == "0 0 400 200")
        let start = svg.elements(class: "endpoint")[0]
        // x: (W/2 − 3W/8) / (W/2) · 400 = 100; y: (W/2 − W/4) / (W/2) · 200 = 100.
        #expect(abs(try #require(start.number("cx")) - 100) < 1e-6)
        #expect(abs(try #require(start.number("cy")) - 100) < 1e-6)
    }

    @Test func flownEndsAndRemainingBeginsAtThePosition() throws {
        let svg = try map(HandMadeFlight.equator(progress: 0.75))
        let flown = try #require(svg.elements(class: "flown").first)
        let remaining = try #require(svg.elements(class: "remaining").first)
        let flownPoints = pathPoints(try #require(flown["d"]))
        let remainingPoints = pathPoints(try #require(remaining["d"]))
        // Position 67.5°E: x = (247.5/360 − 3/8) · 600 = 187.5.
        let positionX = equatorX(67.5)
        #expect(abs(positionX - 187.5) < 1e-9)
        #expect(flownPoints.map(\.x).map { ($0 * 100).rounded() / 100 } == [75, 150, 187.5])
        #expect(remainingPoints.map(\.x).map { ($0 * 100).rounded() / 100 } == [187.5, 225])
        let flownEnd = try #require(flownPoints.last)
        let remainingStart = try #require(remainingPoints.first)
        #expect(abs(flownEnd.x - positionX) < 1e-6 && abs(flownEnd.y - 150) < 1e-6)
        #expect(abs(remainingStart.x - positionX) < 1e-6 && abs(remainingStart.y - 150) < 1e-6)
        // The classic style: blue at alpha 0.3, width 3; the remainder dashed.
        for part in [flown, remaining] {
            #expect(part.name == "path")
            #expect(part["stroke"] == "#0000FF" && part["stroke-opacity"] == "0.3" && part["stroke-width"] == "3")
            #expect(part["fill"] == "none")
        }
        #expect(flown["stroke-dasharray"] == nil)
        #expect(remaining["stroke-dasharray"] != nil)
    }

    @Test func positionMarkerSitsOnThePositionAlongTheHeading() throws {
        let svg = try map(HandMadeFlight.equator(progress: 0.75))
        let markers = svg.elements(class: "position")
        try #require(markers.count == 1)
        let transform = try #require(markers[0]["transform"])
        #expect(transform == "translate(187.5 150) rotate(90)")
        // The shape points north (its topmost point is its nose, on the centre line), so
        // rotate(90), clockwise on screen, points it east.
        let points = pathPoints(try #require(markers[0]["d"]))
        let nose = try #require(points.min { $0.y < $1.y })
        #expect(nose.x == 0 && nose.y < 0)
        #expect(points.allSatisfy { abs($0.x) <= 10 && abs($0.y) <= 10 })
    }

    @Test(arguments: [
        (0.0, false, true),
        (0.75, true, true),
        (1.0, true, false),
    ])
    func partsFollowTheProgress(progress: Double, hasFlown: Bool, hasRemaining: Bool) throws {
        let svg = try map(HandMadeFlight.equator(progress: progress))
        #expect(svg.elements(class: "flown").count == (hasFlown ? 1 : 0))
        #expect(svg.elements(class: "remaining").count == (hasRemaining ? 1 : 0))
        #expect(svg.elements(class: "position").count == 1)
        #expect(svg.elements(class: "route").count == 1)
        // Progress 0.75 sits on its place (x 187.5). At 0 (the start, x 75) and 1 (the end,
        // x 225) the aircraft moves along the route (y 150) just clear of that end's disc:
        // its half-size 10.5, the disc's radius and a point between.
        let transform = try #require(svg.elements(class: "position").first?["transform"])
        guard progress == 0 || progress == 1 else {
            #expect(transform.hasPrefix("translate(187.5 150)"))
            return
        }
        let numbers = transform.split(whereSeparator: { "() ".contains($0) }).compactMap { Double($0) }
        let end = try #require(svg.elements(class: "endpoint")[progress == 0 ? 0 : 1].number("r"))
        let endX = progress == 0 ? 75.0 : 225
        #expect(numbers.count >= 2 && numbers[1] == 150)
        // Clear of the disc (or its dot, 2.5) by a point, found in steps of a point.
        let clearance = abs(numbers[0] - endX) - 10.5 - max(end, 2.5)
        #expect(clearance > 1 && clearance <= 2.01, "\(transform), disc \(end)")
        #expect(numbers[0] > 75 && numbers[0] < 225)
    }

    @Test func withoutProgressTheRouteIsDrawnBlueAndAlone() throws {
        let svg = try map(HandMadeFlight.equator(progress: nil))
        #expect(svg.elements(class: "flown").isEmpty)
        #expect(svg.elements(class: "remaining").isEmpty)
        #expect(svg.elements(class: "position").isEmpty)
        let route = try #require(svg.elements(class: "route").first)
        #expect(route["stroke"] == "#0000FF" && route["stroke-opacity"] == "0.3" && route["stroke-width"] == "3")
        #expect(pathPoints(try #require(route["d"])).map(\.x).map { ($0 * 100).rounded() / 100 } == [75, 150, 225])
    }

    @Test func graticuleMeridiansAndParallelsSitOnRoundValues() throws {
        let svg = try map(HandMadeFlight.equator(progress: nil))
        let graticule = try #require(svg.elements(class: "graticule").first)
        let points = pathPoints(try #require(graticule["d"]))
        // Longitudes −45…135 shown: step 30° gives −30…120, 50 points apart from x = 25.
        let meridians = stride(from: 0, to: points.count, by: 2).filter { points[$0].y == 0 }.map { points[$0].x }
        #expect(meridians == [25, 75, 125, 175, 225, 275])
        // Latitudes ±66.5 shown: step 30° gives −60…60; 30°N at (Y(30) − W/4)/(W/2)·300.
        let parallels = stride(from: 0, to: points.count, by: 2).filter { points[$0].x == 0 }.map { points[$0].y }
        let expected = [-60.0, -30, 0, 30, 60].map { (Mercator.y($0) - Mercator.world / 4) / (Mercator.world / 2) * 300 }
        try #require(parallels.count == 5)
        for (drawn, wanted) in zip(parallels.sorted(), expected.sorted()) { #expect(abs(drawn - wanted) < 0.006) }
    }

    @Test(arguments: [0.0, -1.0, 1.0])
    func flightOverTheAntimeridianIsOnePiece(visibleShift: Double) throws {
        // Whichever world the visible rect was expressed in, the flight is drawn at
        // x = (L − 160) · 7.5 for its unwrapped longitude L: 75 … 225.
        let svg = try map(HandMadeFlight.antimeridian(visibleShift: visibleShift))
        let route = pathPoints(try #require(svg.elements(class: "route").first?["d"]))
        #expect(route.map(\.x).map { ($0 * 100).rounded() / 100 } == [75, 112.5, 150, 187.5, 225])
        for (a, b) in zip(route, route.dropFirst()) { #expect(abs(b.x - a.x) <= 150) }
        let endpoints = svg.elements(class: "endpoint")
        #expect(abs(try #require(endpoints.first?.number("cx")) - 75) < 1e-6)
        #expect(abs(try #require(endpoints.last?.number("cx")) - 225) < 1e-6)
        // 10°S: y = (Y(−10) − (W/2 − W/18)) / (W/9) · 300.
        let startY = (Mercator.y(-10) - (Mercator.world / 2 - Mercator.world / 18)) / (Mercator.world / 9) * 300
        #expect(abs(try #require(endpoints.first?.number("cy")) - startY) < 1e-6)
        let marker = try #require(svg.elements(class: "position").first?["transform"])
        #expect(marker == "translate(150 150) rotate(45)")
    }

    @Test func endLabelsShowTheEndCoordinates() throws {
        let svg = try map(HandMadeFlight.antimeridian())
        let labels = try #require(svg.elements(class: "end-labels").first).children.map(\.text)
        #expect(labels == ["10.000°S 170.000°E", "10.000°N 170.000°W"])
    }

    @Test func nameIsTextNotMarkup() throws {
        let name = "</title><script>alert(1)</script> & \"quotes\""
        let svg = try map(HandMadeFlight.equator(progress: nil, id: "a\"b<c", name: name))
        #expect(svg["data-flight-id"] == "a\"b<c")
        #expect(svg.children.first { $0.name == "title" }?.text == name)
        #expect(svg.all.allSatisfy { $0.name != "script" })
    }

    @Test func denseTrackIsThinnedButKeepsItsEnds() throws {
        // 9001 vertices 0.01° apart along the equator: 0.01 · 600/360 = 1/60 point apart on
        // the map, so a vertex is kept every 12 (0.2 points) or 13 steps: 150 points of
        // line give 692…750 kept vertices between the two exact ends.
        var flight = HandMadeFlight.equator(progress: nil)
        flight.geometry.path = (0...9000).map { Coordinate(latitude: 0, longitude: Double($0) / 100) }
        let route = pathPoints(try #require(try map(flight).elements(class: "route").first?["d"]))
        #expect((694...752).contains(route.count))
        #expect(abs(route[0].x - 75) < 1e-6 && abs(route[route.count - 1].x - 225) < 1e-6)
        // Gaps of 12 or 13 steps; the last kept vertex also keeps 0.2 from the end, so
        // the final gap is up to twice that.
        let gaps = zip(route, route.dropFirst()).map { $1.x - $0.x }
        #expect(gaps.dropLast().allSatisfy { $0 > 0.19 && $0 < 0.24 })
        #expect(gaps[gaps.count - 1] > 0.19 && gaps[gaps.count - 1] < 0.45)
        #expect(route.allSatisfy { abs($0.y - 150) < 1e-6 })
    }

    @Test func brokenGeometryStillGivesWellFormedSVG() throws {
        for visible in [
            MapRect(x: .nan, y: .nan, width: .nan, height: .nan),
            MapRect(x: 1e300, y: -1e300, width: 0, height: 0),
            MapRect(x: 0, y: 0, width: .infinity, height: 1),
        ] {
            var flight = HandMadeFlight.equator(progress: 0.5)
            flight.geometry.visibleRect = visible
            let svg = try map(flight)
            #expect(svg.elements(class: "endpoint").count == 2)
        }
    }

    @Test func controlCharactersInIDsAndNamesKeepTheFileWellFormed() throws {
        // A generated id carries the file's stem, and a file name may hold any byte but
        // "/" and NUL; XML 1.0 cannot hold C0 controls, so they become U+FFFD (a settled
        // id has them escaped already, `FeatureIdentity`); the noncharacter U+FFFE is
        // shown escaped like a bidirectional control.
        let svg = try map(HandMadeFlight.equator(progress: nil, id: "a\u{1}b-1", name: "x\u{1F}y\u{FFFE}\u{202E}"))
        #expect(svg["data-flight-id"] == "a\u{FFFD}b-1")
        #expect(svg.children.first { $0.name == "title" }?.text == "x\u{FFFD}y\\u{fffe}\\u{202e}")
    }

    @Test func withoutUsableRingsTheRadiusComesFromMetres() throws {
        // 100 187.54 m is 1/400 of the equator (2π · 6 378 137 m = 40 075 016.69 m); the
        // world is 600 points wide here, so r = 600/400 = 1.5 at an equatorial end.
        let flight = HandMadeFlight.equator(progress: nil)
        let canvas = SVGCanvas(visible: flight.geometry.visibleRect, width: 300, height: 300)
        let centre = Coordinate(latitude: 0, longitude: 0)
        // No ring points, and a ring half a world wide (one round a pole).
        for ring in [
            GeoBounds([]), GeoBounds([Coordinate(latitude: 80, longitude: -100), Coordinate(latitude: 85, longitude: 90)]),
        ] {
            let radius = SVGFlightDrawing.radius(ring: ring, centre: centre, metres: flight.geometry.radius, canvas: canvas)
            #expect(abs(radius - 1.5) < 1e-6)
        }
    }

    func computed(_ vertices: [Coordinate], progress: Double? = nil) -> FlightReport {
        let flight = Flight(
            explicitID: "c", source: SourceLocation(file: "in/c.kml", line: 1), vertices: vertices,
            explicitProgress: progress)
        return FlightReport(
            id: "c", name: "Computed", flight: flight, geometry: FlightGeometry.compute(for: flight, options: MapOptions()))
    }

    func endLabelTexts(_ svg: SVGElement) -> [String] {
        svg.elements(class: "end-labels").first?.children.map(\.text) ?? []
    }

    @Test func aRoundTripHasOneEndLabelAndItsStopMarked() throws {
        let knoxville = Coordinate(latitude: 35.655, longitude: -83.441)
        let svg = try map(computed([knoxville, Coordinate(latitude: 40.64, longitude: -73.779), knoxville], progress: 0.25))
        #expect(endLabelTexts(svg) == ["35.655°N 83.441°W"])
        #expect(svg.elements(class: "endpoint").count == 2)
        #expect(svg.elements(class: "stops").first?.children.count == 1)
    }

    @Test func endsCloseTogetherGetLabelsThatDoNotOverlap() throws {
        // Out to Lisbon and back to 2 km from the start: on a map of the whole trip the two
        // ends nearly coincide, and so would their labels.
        let svg = try map(
            computed([
                Coordinate(latitude: 47.0, longitude: 8.0), Coordinate(latitude: 38.774, longitude: -9.134),
                Coordinate(latitude: 47.0, longitude: 8.03),
            ]))
        let centres = svg.elements(class: "endpoint").map { $0.number("cx") ?? .nan }
        #expect(abs(centres[0] - centres[1]) < 1)
        let labels = try #require(svg.elements(class: "end-labels").first).children
        try #require(labels.count == 2)
        let boxes = labels.map {
            SVGBox(
                text: $0.text, at: SVGPoint(x: $0.number("x") ?? .nan, y: $0.number("y") ?? .nan),
                anchor: $0["text-anchor"] ?? "start", fontSize: SVGStyle.fontSize)
        }
        #expect(!boxes[0].intersects(boxes[1]))
        #expect(boxes.allSatisfy { $0.isInside(width: 300, height: 300) })
    }

    @Test func aTrackOfManyFixesHasNoStops() throws {
        let fixes = (0...30).map { Coordinate(latitude: 45, longitude: Double($0) * 0.1) }
        #expect(try map(computed(fixes)).elements(class: "stops").isEmpty)
        #expect(try map(computed(Array(fixes.prefix(22)))).elements(class: "stops").first?.children.count == 20)
    }
}
