import Foundation
import Testing

@testable import RouteReportCore

/// The overview of a set of flights over the North Polar cap, read from the SVG alone:
/// drawn from the pole (Snyder's polar aspect, written out here), every route inside the
/// map and none flattened along an edge, each airport once, land in the same projection,
/// and the `desc` naming the projection.
@Suite("SVG polar overview")
struct SVGPolarOverviewTests {
    /// Routes that cross the cap (JFK–HKG, ANC–ARN, SIN–EWR and YVR–DEL reach 84°, 86.6°,
    /// 87.9° and 78.3°N on a sphere, by Clairaut as below) and some that do not, JFK–HKG
    /// three times.
    static let legs = [
        ("JFK", "HKG"), ("HKG", "JFK"), ("JFK", "HKG"), ("ANC", "ARN"), ("LHR", "NRT"), ("SIN", "EWR"),
        ("SYD", "LAX"), ("YVR", "DEL"), ("ORD", "PEK"), ("LHR", "JFK"),
    ]

    static func flights(_ legs: [(String, String)]) throws -> [FlightReport] {
        try legs.enumerated().map { index, leg in
            let from = try #require(AirportTable.shared.airport(code: leg.0))
            let to = try #require(AirportTable.shared.airport(code: leg.1))
            return SVGLabelPlacementTests.flight(
                [
                    Coordinate(latitude: from.latitude, longitude: from.longitude),
                    Coordinate(latitude: to.latitude, longitude: to.longitude),
                ], id: "p\(index)", name: leg.0 + " to " + leg.1,
                airports: (SVGLabelPlacementTests.airport(leg.0), SVGLabelPlacementTests.airport(leg.1)))
        }
    }

    static func report(_ flights: [FlightReport], landmarks: [LandmarkReport] = []) -> RunReport {
        RunReport(
            generator: "routereport test", inputs: ["in/polar.csv"], flights: flights, landmarks: landmarks,
            diagnostics: [], options: MapOptions())
    }

    /// The north polar aspect of the azimuthal equidistant projection (Snyder 1987,
    /// ch. 25): ρ = R (90° − φ), x = ρ sin λ, y = −ρ cos λ, so on the page
    /// (y down) a point lies at pole + s (90° − φ)(sin λ, cos λ), s points per degree.
    struct PolarFit {
        var pole: SVGPoint
        var pointsPerDegree: Double

        func point(latitude: Double, longitude: Double) -> SVGPoint {
            let rho = pointsPerDegree * (90 - latitude)
            let lambda = longitude * .pi / 180
            return SVGPoint(x: pole.x + rho * sin(lambda), y: pole.y + rho * cos(lambda))
        }

        /// The pole and scale that best place `dots` at their coordinates (least squares,
        /// solved by hand: the scale from the centred sums, then the pole).
        init(dots: [(SVGPoint, Coordinate)]) {
            let a = dots.map { (90 - $0.1.latitude) * sin($0.1.longitude * .pi / 180) }
            let b = dots.map { (90 - $0.1.latitude) * cos($0.1.longitude * .pi / 180) }
            let n = Double(dots.count)
            let (meanA, meanB) = (a.reduce(0, +) / n, b.reduce(0, +) / n)
            let meanX = dots.map(\.0.x).reduce(0, +) / n
            let meanY = dots.map(\.0.y).reduce(0, +) / n
            var numerator = 0.0
            var denominator = 0.0
            for (index, dot) in dots.enumerated() {
                numerator += (a[index] - meanA) * (dot.0.x - meanX) + (b[index] - meanB) * (dot.0.y - meanY)
                denominator += (a[index] - meanA) * (a[index] - meanA) + (b[index] - meanB) * (b[index] - meanB)
            }
            pointsPerDegree = numerator / denominator
            pole = SVGPoint(x: meanX - pointsPerDegree * meanA, y: meanY - pointsPerDegree * meanB)
        }
    }

    /// Each route's drawn ends with its flight's ends' coordinates (the line starts where
    /// its first flight starts).
    static func routeEnds(_ svg: SVGElement, _ flights: [FlightReport]) throws -> [(SVGPoint, Coordinate)] {
        try svg.elements(class: "route").flatMap { route -> [(SVGPoint, Coordinate)] in
            let flight = try #require(flights.first { $0.id == route["data-flight-id"] })
            let points = pathPoints(route["d"] ?? "")
            let vertices = flight.flight.vertices
            return [
                (try #require(points.first), try #require(vertices.first)),
                (try #require(points.last), try #require(vertices.last)),
            ]
        }
    }

    /// Whether a point lies in the land's fill (even–odd over its closed subpaths).
    static func pointInLand(_ point: SVGPoint, _ svg: SVGElement) -> Bool {
        var inside = false
        for land in svg.elements(class: "land") {
            for piece in (land["d"] ?? "").split(separator: "M") {
                let ring = pathPoints("M" + piece.replacingOccurrences(of: "Z", with: ""))
                guard ring.count >= 3 else { continue }
                for (a, b) in zip(ring, ring.dropFirst() + [ring[0]])
                where (a.y > point.y) != (b.y > point.y)
                    && point.x < a.x + (b.x - a.x) * (point.y - a.y) / (b.y - a.y)
                {
                    inside.toggle()
                }
            }
        }
        return inside
    }

    @Test func aSetOverTheCapIsDrawnFromTheNorthPole() throws {
        let flights = try Self.flights(Self.legs)
        let svg = try #require(parseSVG(SVGMapWriter.overview(for: Self.report(flights))))
        #expect(svg["data-projection"] == "azimuthal-equidistant 90 0")
        let desc = try #require(svg.all.first { $0.name == "desc" }).text
        #expect(desc.hasPrefix("Azimuthal equidistant projection centred on 90.000°N 0.000°E (the North Pole)"), "\(desc)")

        // Every route's ends where the polar formula puts them, for one pole and scale.
        let ends = try Self.routeEnds(svg, flights)
        #expect(ends.count == 2 * 8)
        let fit = PolarFit(dots: ends)
        #expect(fit.pointsPerDegree > 0.5)
        for (drawn, coordinate) in ends {
            let expected = fit.point(latitude: coordinate.latitude, longitude: coordinate.longitude)
            #expect(ExampleMapsTests.distance(drawn, expected) < 0.02, "\(coordinate): \(drawn), expected \(expected)")
        }
        // Each airport once, on its place: 15 airports, 15 dots, none twice.
        let codes = Set(Self.legs.flatMap { [$0.0, $0.1] })
        let dots = try #require(svg.elements(class: "flight-ends").first).children.map {
            SVGPoint(x: $0.number("cx") ?? .nan, y: $0.number("cy") ?? .nan)
        }
        #expect(dots.count == codes.count)
        for code in codes {
            let airport = try #require(AirportTable.shared.airport(code: code))
            let place = fit.point(latitude: airport.latitude, longitude: airport.longitude)
            #expect(dots.filter { ExampleMapsTests.distance($0, place) < 0.02 }.count == 1, "\(code) at \(place)")
        }
        // No route vertex off the map or two on its top or bottom edge; labels apart and
        // inside, land inside, contrast kept.
        #expect(SVGMapChecks.pathProblems(svg).isEmpty, "\(SVGMapChecks.pathProblems(svg))")
        #expect(SVGMapChecks.problems(svg).isEmpty, "\(SVGMapChecks.problems(svg))")
        #expect(SVGMapChecks.contrastProblems(svg).isEmpty, "\(SVGMapChecks.contrastProblems(svg))")

        // JFK–HKG drawn through the cap, as high as its great circle goes: on a sphere,
        // its vertex is at cos φmax = |sin α1| cos φ1 (Clairaut), α1 the start azimuth.
        let busy = try #require(svg.elements(class: "route").first { $0["data-flights"] == "3" })
        // The line is thinned to the map's resolution, so where it comes nearest the pole
        // is on a segment, not at a vertex.
        let line = pathPoints(busy["d"] ?? "")
        let nearest = zip(line, line.dropFirst()).map { ExampleMapsTests.distance(fit.pole, toSegment: $0, $1) }.min() ?? .nan
        let highest = 90 - nearest / fit.pointsPerDegree
        let (jfk, hkg) = try (
            #require(AirportTable.shared.airport(code: "JFK")), #require(AirportTable.shared.airport(code: "HKG"))
        )
        let (phi1, phi2) = (jfk.latitude * .pi / 180, hkg.latitude * .pi / 180)
        let dLambda = (hkg.longitude - jfk.longitude) * .pi / 180
        let alpha1 = atan2(sin(dLambda) * cos(phi2), cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda))
        let vertex = acos(abs(sin(alpha1)) * cos(phi1)) * 180 / .pi
        #expect(vertex > 78 && abs(highest - vertex) < 0.5, "drawn up to \(highest)°N, the great circle \(vertex)°N")

        // Land in the same projection: Greenland's ice and Siberia are land, the pole sea.
        #expect(Self.pointInLand(fit.point(latitude: 74, longitude: -41), svg))
        #expect(Self.pointInLand(fit.point(latitude: 65, longitude: 100), svg))
        #expect(!Self.pointInLand(fit.pole, svg))
    }

    @Test func aSetInsideMercatorsRangeStaysMercator() throws {
        let legs = [("LHR", "JFK"), ("SFO", "HND"), ("SIN", "SYD"), ("JFK", "LAX")]
        let svg = try #require(parseSVG(SVGMapWriter.overview(for: Self.report(try Self.flights(legs)))))
        #expect(svg["data-projection"] == "mercator")
        let desc = try #require(svg.all.first { $0.name == "desc" }).text
        #expect(desc.hasPrefix("Web Mercator projection. 4 routes"), "\(desc)")
    }

    @Test func aLandmarkOverTheCapTakesThePolarView() throws {
        // One flight well inside Mercator's range, one landmark at 88°N 100°E that Mercator
        // could only clamp to its edge: the landmark's dot lies 2° from the pole, where
        // the route's ends place it.
        let flights = try Self.flights([("LHR", "JFK")])
        let mark = LandmarkReport(
            id: "m", name: "Near the pole",
            landmark: Landmark(
                source: SourceLocation(file: "in/p.gpx", line: 1), coordinate: Coordinate(latitude: 88, longitude: 100)))
        let svg = try #require(parseSVG(SVGMapWriter.overview(for: Self.report(flights, landmarks: [mark]))))
        #expect(svg["data-projection"] == "azimuthal-equidistant 90 0")
        let fit = PolarFit(dots: try Self.routeEnds(svg, flights))
        let dot = try #require(svg.elements(class: "landmark").first)
        let drawn = SVGPoint(x: try #require(dot.number("cx")), y: try #require(dot.number("cy")))
        #expect(ExampleMapsTests.distance(drawn, fit.point(latitude: 88, longitude: 100)) < 0.05)
    }

    @Test func aSetOverBothCapsIsDrawnFromItsMiddleWithTheFarLandCut() throws {
        // Union Glacier (79.8°S) and a route over the North Pole (twelve of gen.py's
        // flights, seed 4): neither pole holds both within 160°, so the view is centred on
        // the set's middle (56.5°N 91.4°E), and Antarctica, which reaches beyond the
        // view's reach, is drawn up to it: the runway is on land.
        let flights = try Self.flights([
            ("UGL", "CRK"), ("DSK", "KLN"), ("YEI", "WMI"), ("SQZ", "BCX"), ("ZSA", "CKX"), ("PRH", "BTW"),
            ("PEV", "DQM"), ("DVK", "YSF"), ("YTT", "YTH"), ("YEO", "JQA"), ("FLZ", "KAW"), ("TLT", "WWT"),
        ])
        let svg = try #require(parseSVG(SVGMapWriter.overview(for: Self.report(flights))))
        let projection = try #require(svg["data-projection"])
        #expect(projection == "azimuthal-equidistant 56.5 91.4")
        let desc = try #require(svg.all.first { $0.name == "desc" }).text
        #expect(desc.contains("(the routes' middle)"), "\(desc)")
        let ugl = try #require(
            svg.elements(class: "route").first { $0["data-flight-id"] == "p0" }.flatMap { pathPoints($0["d"] ?? "").first })
        #expect(Self.pointInLand(ugl, svg))
        #expect(SVGMapChecks.pathProblems(svg).isEmpty, "\(SVGMapChecks.pathProblems(svg))")
        #expect(SVGMapChecks.problems(svg).isEmpty, "\(SVGMapChecks.problems(svg))")
    }

    @Test func landRoundTheAntipodeIsLeftOut() throws {
        // Centred on 35°N 110°E (China), whose antipode, 35°S 70°W, is in the Andes: South
        // America's ring would enclose the rest of the world if drawn. The centre is land,
        // the East China Sea (30°N 126°E) is not.
        let projection = AzimuthalProjection(centre: Coordinate(latitude: 35, longitude: 110))
        #expect(projection.antipode == Coordinate(latitude: -35, longitude: -70))
        let frame = SVGAzimuthalFrame(
            projection: projection,
            fitting: [Coordinate(latitude: 5, longitude: 80), Coordinate(latitude: 65, longitude: 140)], width: 300,
            height: 300, padding: MapOptions().padding)
        let land = SVGLand.paths(for: frame, width: 300, height: 300)
        let svg = try #require(
            parseSVG(
                Array(
                    ("<svg xmlns=\"http://www.w3.org/2000/svg\"><path class=\"land\" d=\""
                        + String(decoding: land.fill, as: UTF8.self)
                        + "\"/></svg>").utf8)))
        #expect(Self.pointInLand(frame.point(projection.centre), svg))
        #expect(!Self.pointInLand(frame.point(Coordinate(latitude: 30, longitude: 126)), svg))
    }
}
