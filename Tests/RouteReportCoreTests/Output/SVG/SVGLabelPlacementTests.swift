import Foundation
import Testing

@testable import RouteReportCore

/// Labels on flight maps of every kind: no two text boxes overlap, none leaves the map,
/// the grid keeps a latitude and a longitude value, the land stays inside; ends are named
/// by their airports where known.
@Suite("SVG labels and land")
struct SVGLabelPlacementTests {
    /// The table's airport of that IATA code, set on an end wherever it is (the maps
    /// read only the code).
    static func airport(_ code: String) -> AirportID? {
        AirportTable.shared.id(code: code)
    }

    static func flight(
        _ vertices: [Coordinate], id: String = "f", name: String? = nil, progress: Double? = nil,
        airports: (AirportID?, AirportID?) = (nil, nil)
    ) -> FlightReport {
        let flight = Flight(
            explicitID: id, name: name, source: SourceLocation(file: "in/f.kml", line: 1), vertices: vertices,
            explicitProgress: progress)
        return FlightReport(
            id: id, name: name ?? id, flight: flight, geometry: FlightGeometry.compute(for: flight, options: MapOptions()),
            startAirport: airports.0, endAirport: airports.1)
    }

    static func map(_ flight: FlightReport) throws -> SVGElement {
        try #require(parseSVG(SVGMapWriter.flightMap(for: flight, airports: .shared, options: MapOptions())))
    }

    /// 1,000 flights in five kinds, 200 each, from a fixed seed: over the antimeridian,
    /// near a pole, short (100 m to 20 km), long (over 15,000 km), multi-leg (3 to 6
    /// vertices); a random progress or none; a third with airports set by hand.
    static func randomFlights() -> [FlightReport] {
        var random = SeededGenerator(seed: 17)
        func uniform(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(random.next() >> 11) / Double(1 << 53)
        }
        var flights: [FlightReport] = []
        for index in 0..<1000 {
            var vertices: [Coordinate]
            switch index % 5 {
            case 0:
                let latitude = uniform(-60, 60)
                vertices = [
                    Coordinate(latitude: latitude, longitude: uniform(150, 179.9)),
                    Coordinate(latitude: latitude + uniform(-30, 30), longitude: uniform(-179.9, -140)),
                ]
            case 1:
                let north = random.next() % 2 == 0 ? 1.0 : -1.0
                vertices = [
                    Coordinate(latitude: north * uniform(70, 89.9), longitude: uniform(-180, 180)),
                    Coordinate(latitude: north * uniform(55, 89.9), longitude: uniform(-180, 180)),
                ]
            case 2:
                let start = Coordinate(latitude: uniform(-80, 80), longitude: uniform(-180, 180))
                let metres = uniform(100, 20_000)
                let bearing = uniform(0, 360) * .pi / 180
                let dLat = metres * cos(bearing) / 111_000
                let dLon = metres * sin(bearing) / (111_000 * cos(start.latitude * .pi / 180))
                vertices = [start, Coordinate(latitude: start.latitude + dLat, longitude: start.longitude + dLon)]
            case 3:
                let start = Coordinate(latitude: uniform(-50, 50), longitude: uniform(-180, 180))
                vertices = [
                    start,
                    Coordinate(latitude: -start.latitude + uniform(-15, 15), longitude: start.longitude + 180 + uniform(-40, 40)),
                ]
            default:
                let count = random.next(in: 3...6)
                var here = Coordinate(latitude: uniform(-60, 60), longitude: uniform(-180, 180))
                vertices = [here]
                for _ in 1..<count {
                    here = Coordinate(
                        latitude: min(80, max(-80, here.latitude + uniform(-25, 25))),
                        longitude: here.longitude + uniform(-60, 60))
                    vertices.append(here)
                }
            }
            vertices = vertices.map {
                var longitude = $0.longitude.truncatingRemainder(dividingBy: 360)
                if longitude > 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
                return Coordinate(latitude: $0.latitude, longitude: longitude)
            }
            let progress: Double? =
                switch random.next() % 4 {
                case 0: nil
                case 1: 0
                case 2: 1
                default: uniform(0, 1)
                }
            let names = ["Tokyo Narita to San Francisco", "A very long flight name that will not fit on a small map at all", "x"]
            let airports: (AirportID?, AirportID?) =
                index % 3 == 0
                ? (Self.airport("AAA"), Self.airport("BBB"))
                : (nil, nil)
            flights.append(
                Self.flight(
                    vertices, id: "r\(index)", name: names[index % names.count], progress: progress, airports: airports))
        }
        return flights
    }

    @Test func thousandRandomFlightsHaveLabelsApartAndOnTheMap() throws {
        var failures: [String] = []
        for (index, flight) in Self.randomFlights().enumerated() {
            let root = try Self.map(flight)
            // The land of every seventh map (all five kinds come round), to keep the test quick.
            let problems =
                SVGMapChecks.problems(root, land: index % 7 == 0) + SVGMapChecks.pathProblems(root)
                + SVGMapChecks.contrastProblems(root)
            if !problems.isEmpty {
                failures.append(flight.id + " " + "\(flight.flight.vertices): " + problems.joined(separator: "; "))
            }
            // Both ends named (one label for a flight back to where it started).
            let ends = SVGMapChecks.texts(root).filter { $0.group == "end-labels" }
            if ends.isEmpty { failures.append(flight.id + ": no end label") }
            if root.elements(class: "map-title").first?.children.count != 1 { failures.append(flight.id + ": no title") }
        }
        #expect(failures.isEmpty, "\(failures.count) maps: \(failures.prefix(5))")
    }

    @Test func airportsNameTheEndsAndTheTitle() throws {
        let narita = Coordinate(latitude: 35.7647, longitude: 140.3864)
        let sfo = Coordinate(latitude: 37.619, longitude: -122.375)
        let root = try Self.map(
            Self.flight(
                [narita, sfo], id: "NRT-SFO", name: "NRT-SFO", progress: 0.3,
                airports: (Self.airport("NRT"), Self.airport("SFO"))))
        let texts = SVGMapChecks.texts(root)
        #expect(texts.filter { $0.group == "end-labels" }.map(\.text) == ["NRT", "SFO"])
        // The name only repeats the id: the title is the airports.
        #expect(texts.filter { $0.group == "map-title" }.map(\.text) == ["NRT → SFO"])
        // Without airports the name's places, and without those the coordinates.
        let named = SVGMapChecks.texts(try Self.map(Self.flight([narita, sfo], name: "Tokyo Narita to San Francisco")))
        #expect(named.filter { $0.group == "end-labels" }.map(\.text) == ["Tokyo Narita", "San Francisco"])
        #expect(named.filter { $0.group == "map-title" }.map(\.text) == ["Tokyo Narita → San Francisco"])
        #expect(named.filter { $0.group == "map-subtitle" }.map(\.text) == ["Tokyo Narita to San Francisco"])
        let plain = SVGMapChecks.texts(try Self.map(Self.flight([narita, sfo], name: "Morning flight")))
        #expect(plain.filter { $0.group == "end-labels" }.map(\.text) == ["35.765°N 140.386°E", "37.619°N 122.375°W"])
    }

    @Test func placesInANameNameTheStops() throws {
        let vertices = [
            Coordinate(latitude: 51.47, longitude: -0.454), Coordinate(latitude: 25.253, longitude: 55.364),
            Coordinate(latitude: 1.35, longitude: 103.994), Coordinate(latitude: -33.946, longitude: 151.177),
        ]
        let texts = SVGMapChecks.texts(
            try Self.map(
                Self.flight(
                    vertices, name: "The Kangaroo Route: London, Dubai, Singapore, Sydney")))
        #expect(texts.filter { $0.group == "end-labels" }.map(\.text) == ["London", "Sydney"])
        // Stops at airports (within 3 km) by their codes, as ends with airports are.
        #expect(texts.filter { $0.group == "stop-names" }.map(\.text) == ["DXB", "SIN"])
        #expect(texts.filter { $0.group == "map-title" }.map(\.text) == ["London → DXB → SIN → Sydney"])
        #expect(SVGPlaceNames.places(in: "Zurich to Lisbon (recorded track)") == ["Zurich", "Lisbon"])
        #expect(SVGPlaceNames.places(in: "Classic flight") == nil)
    }

    @Test func directionArrowsPointFromStartToEnd() throws {
        // Along the equator eastwards: every arrow turned 0° (pointing +x), on the route.
        let root = try Self.map(Self.flight([Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 60)]))
        let arrows = try #require(root.elements(class: "direction").first).children
        try #require(!arrows.isEmpty)
        let end = try #require(root.elements(class: "endpoint").last)
        let endY = try #require(end.number("cy"))
        for arrow in arrows {
            let transform = try #require(arrow["transform"])
            #expect(transform.hasSuffix("rotate(0)"), "\(transform)")
            #expect(transform.contains(" " + SVGPathData.number(endY) + ")"), "\(transform) on y \(endY)")
        }
        // Westwards: turned 180°.
        let back = try Self.map(Self.flight([Coordinate(latitude: 0, longitude: 60), Coordinate(latitude: 0, longitude: 0)]))
        let turned = try #require(back.elements(class: "direction").first).children.compactMap { $0["transform"] }
        #expect(!turned.isEmpty && turned.allSatisfy { $0.hasSuffix("rotate(180)") || $0.hasSuffix("rotate(-180)") })
    }

    @Test(arguments: [0.0, 0.02, 0.9, 0.98, 1.0])
    func theAircraftNeverCoversAnEndOrALabel(progress: Double) throws {
        // The aircraft's box from its own shape (its path's vertices turned by its
        // heading), against each end's disc box and each label's box.
        for vertices in [
            [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 60)],
            [Coordinate(latitude: 51.47, longitude: -0.454), Coordinate(latitude: 49.01, longitude: 2.55)],
            [Coordinate(latitude: 1.35, longitude: 103.994), Coordinate(latitude: 40.69, longitude: -74.17)],
        ] {
            let root = try Self.map(Self.flight(vertices, progress: progress))
            let marker = try #require(root.elements(class: "position").first)
            let numbers = try #require(marker["transform"]).split(whereSeparator: { "() ".contains($0) }).compactMap {
                Double($0)
            }
            try #require(numbers.count == 3)
            let angle = numbers[2] * .pi / 180
            // The curves' control points lie within the vertices' hull, so the vertices bound it.
            var box = SVGBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
            for vertex in pathPoints(try #require(marker["d"])) {
                let (x, y) = (vertex.x, vertex.y)
                let point = SVGPoint(
                    x: numbers[0] + x * cos(angle) - y * sin(angle), y: numbers[1] + x * sin(angle) + y * cos(angle))
                box = SVGBox(
                    minX: min(box.minX, point.x), minY: min(box.minY, point.y), maxX: max(box.maxX, point.x),
                    maxY: max(box.maxY, point.y))
            }
            for end in root.elements(class: "endpoint") + root.elements(class: "end-dots").flatMap(\.children) {
                let (x, y, r) = (end.number("cx") ?? .nan, end.number("cy") ?? .nan, end.number("r") ?? .nan)
                // A ring's inside is map, not mark: only a disc (or a ring's dot) counts.
                guard end["fill-opacity"] == nil else { continue }
                #expect(!box.intersects(SVGBox(centre: SVGPoint(x: x, y: y), radius: r)), "\(vertices) at \(progress)")
            }
            for text in SVGMapChecks.texts(root) {
                #expect(!box.intersects(text.box), "\(text.text) under the aircraft, \(vertices) at \(progress)")
            }
        }
    }

    @Test func wideCirclesAreTrueSizeRingsNotDiscs() throws {
        // Zurich–Geneva and back 25 times: 11,000 km, so radius 110 km, on a map 300 km
        // wide: discs that would cover half of it. Drawn as rings at their true radius.
        let zurich = Coordinate(latitude: 47.458, longitude: 8.548)
        let geneva = Coordinate(latitude: 46.238, longitude: 6.109)
        let root = try Self.map(Self.flight((0..<51).map { $0 % 2 == 0 ? zurich : geneva }))
        let ends = root.elements(class: "endpoint")
        try #require(ends.count == 2)
        for end in ends {
            #expect(try #require(end.number("r")) > 0.06 * 300)
            #expect(end["fill-opacity"] == "0.06" && end["stroke"] == "#000000")
        }
        #expect(root.elements(class: "end-dots").first?.children.count == 2)
        // A short flight keeps the classic black discs.
        let short = try Self.map(
            Self.flight([Coordinate(latitude: 47.46, longitude: 8.55), Coordinate(latitude: 38.77, longitude: -9.13)]))
        #expect(short.elements(class: "endpoint").allSatisfy { $0["fill-opacity"] == nil && $0["fill"] == "#000000" })
    }

    @Test func landIsDrawnUnderTheGraticuleAndOverTheAntimeridian() throws {
        // Fiji lies on both sides of 180°: a map over it has land on both sides.
        let root = try Self.map(
            Self.flight([Coordinate(latitude: -17.755, longitude: 177.443), Coordinate(latitude: -16.5, longitude: -179.9)]))
        let land = pathPoints(try #require(root.elements(class: "land").first?["d"]))
        let middle = 150.0
        #expect(land.contains { $0.x < middle } && land.contains { $0.x > middle })
        let classes = root.all.compactMap { $0["class"] }
        #expect(try #require(classes.firstIndex(of: "land")) < #require(classes.firstIndex(of: "graticule")))
        #expect(SVGMapChecks.problems(root).isEmpty)
        // No coast is drawn along the 180th meridian where Natural Earth cuts Fiji's rings.
        let coast = try #require(root.elements(class: "coast").first?["d"]).split(separator: "M").map { pathPoints("M" + $0) }
        let canvas = SVGCanvas(
            visible: Self.flight([
                Coordinate(latitude: -17.755, longitude: 177.443), Coordinate(latitude: -16.5, longitude: -179.9),
            ]).geometry.visibleRect, width: 300, height: 300)
        let meridianX = canvas.point(latitude: -17, longitude: 180, worldShift: canvas.worldShift(forMapX: MapPoint.worldSize)).x
        let onMeridian = coast.flatMap { zip($0, $0.dropFirst()) }.filter {
            abs($0.x - meridianX) < 0.06 && abs($1.x - meridianX) < 0.06
        }
        #expect(onMeridian.isEmpty, "\(onMeridian.prefix(3))")
        // A polar map shows Greenland, whose latitude Mercator clamps nowhere near.
        let polar = try Self.map(
            Self.flight([Coordinate(latitude: 80, longitude: -60), Coordinate(latitude: 75, longitude: -20)]))
        #expect(SVGMapChecks.landArea(polar) > 1000)
        #expect(SVGMapChecks.problems(polar).isEmpty)
    }
}

/// The maps of the real-file corpus (`Fixtures/corpus`: tracks from GPS loggers, KML from
/// other programs), made in-process: every flight map and the overview keep their labels
/// apart and on the map, and their land inside.
@Suite("SVG maps of the corpus")
struct SVGCorpusMapTests {
    static let corpus: String = PackageRoot.corpus.path

    @Test
    func corpusMapsHaveLabelsApartAndOnTheMap() throws {
        let report = KMLRealInputs.run([Self.corpus])
        #expect(report.flights.count > 100)
        var failures: [String] = []
        for flight in report.flights {
            let root = try #require(parseSVG(SVGMapWriter.flightMap(for: flight, airports: .shared, options: report.options)))
            let problems = SVGMapChecks.problems(root)
            if !problems.isEmpty { failures.append(flight.id + ": " + problems.joined(separator: "; ")) }
        }
        let overview = try #require(parseSVG(SVGMapWriter.overview(for: report)))
        failures += SVGMapChecks.problems(overview).map { "overview: " + $0 }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(5))")
    }
}

@Suite struct SVGLandNumberTests {
    @Test func tenthsAreWrittenAsDecimalFormatWritesThem() {
        for value in [
            0, 0.04, -0.04, 0.05, -0.05, 12.34, 12.35, 299.96, -3.999, 150, 7.25, 1e6 + 0.15, 2.449999, 99_999.94, -99_999.94,
            99_999.95, 12_345.6, -0.96, 100_000, .nan,
        ] {
            #expect(SVGLand.PathText.tenths(value) == DecimalFormat.fixed(value, fractionDigits: 1), "\(value)")
        }
    }
}
