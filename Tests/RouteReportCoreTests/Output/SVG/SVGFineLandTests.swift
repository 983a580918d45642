import Foundation
import Testing

@testable import RouteReportCore

/// A map a few hundred km across draws Natural Earth's 1:50m coasts and the borders
/// between countries; a wider one keeps the 1:110m land.
@Suite("SVG fine land")
struct SVGFineLandTests {
    static let heathrow = Coordinate(latitude: 51.4700, longitude: -0.4543)
    static let charlesDeGaulle = Coordinate(latitude: 49.0097, longitude: 2.5479)
    static let kennedy = Coordinate(latitude: 40.6413, longitude: -73.7781)

    func flight(_ from: Coordinate, _ to: Coordinate) -> FlightReport {
        let flight = Flight(
            explicitID: "f", source: SourceLocation(file: "in/f.kml", line: 1), vertices: [from, to])
        return FlightReport(
            id: "f", name: "Flight", flight: flight, geometry: FlightGeometry.compute(for: flight, options: MapOptions()))
    }

    func map(_ report: FlightReport) throws -> SVGElement {
        try #require(parseSVG(SVGMapWriter.flightMap(for: report, airports: .shared, options: MapOptions())))
    }

    /// A coordinate in the 300-point viewport by the SPEC's Web Mercator formula, worked
    /// here from the flight's visible rect rather than by the writer's canvas.
    func viewportPoint(_ coordinate: Coordinate, visible: MapRect) -> SVGPoint {
        let world = 268_435_456.0
        let x = (coordinate.longitude + 180) / 360 * world
        let phi = coordinate.latitude * .pi / 180
        let y = (0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)) * world
        return SVGPoint(x: (x - visible.x) / visible.width * 300, y: (y - visible.y) / visible.height * 300)
    }

    func nearest(_ target: SVGPoint, in points: [SVGPoint]) -> Double {
        points.map { hypot($0.x - target.x, $0.y - target.y) }.min() ?? .infinity
    }

    @Test func theChannelCoastComesFromTheFineData() throws {
        let report = flight(Self.heathrow, Self.charlesDeGaulle)
        let svg = try map(report)
        let coast = pathPoints(try #require(svg.elements(class: "coast").first?["d"]))
        // Dover's South Foreland: the 1:50m coast has a vertex 1.7 km from it (a point is
        // about 1 km on this map).
        let southForeland = Coordinate(latitude: 51.1406, longitude: 1.3736)
        #expect(nearest(viewportPoint(southForeland, visible: report.geometry.visibleRect), in: coast) < 2.5)
        // The 1:50m coast, thinned to the drawing's 0.8-point spacing, still has detail.
        #expect(coast.count > 40)
    }

    @Test func smallMapsDrawTheBordersBetweenCountries() throws {
        let report = flight(Self.heathrow, Self.charlesDeGaulle)
        let svg = try map(report)
        let borders = pathPoints(try #require(svg.elements(class: "border").first?["d"]))
        #expect(borders.allSatisfy { $0.x >= 0 && $0.x <= 300 && $0.y >= 0 && $0.y <= 300 })
        // Where France, Belgium and the North Sea meet, by De Panne (the data's vertex is
        // 1.7 km from it).
        let coastalTripoint = Coordinate(latitude: 51.0906, longitude: 2.5465)
        #expect(nearest(viewportPoint(coastalTripoint, visible: report.geometry.visibleRect), in: borders) < 2.5)
        // A border is not also drawn as coast.
        let coast = Set(pathPoints(try #require(svg.elements(class: "coast").first?["d"])))
        #expect(borders.filter { coast.contains($0) }.count < borders.count / 4)
    }

    @Test func wideMapsKeepTheCoarseLand() throws {
        let svg = try map(flight(Self.heathrow, Self.kennedy))
        #expect(svg.elements(class: "border").isEmpty)
        #expect(!svg.elements(class: "coast").isEmpty)
    }

    @Test func sharedEdgesAreBordersAndTheRestCoast() {
        // Two unit squares side by side share the edge x = 1.
        let left = encodedSquare(atLongitude: 0)
        let right = encodedSquare(atLongitude: 1)
        let rings = SVGLand.markingBorders(SVGLand.decode(left + "\n" + right))
        #expect(rings.count == 2)
        #expect(rings[0].isBorder.filter { $0 }.count == 1)
        #expect(rings[1].isBorder.filter { $0 }.count == 1)
    }

    /// A one-degree square from (lon, 0) anticlockwise, in the land encoding
    /// (hundredths of a degree, deltas, zigzag, 5-bit groups).
    func encodedSquare(atLongitude longitude: Int) -> String {
        let corners = [(longitude, 0), (longitude + 1, 0), (longitude + 1, 1), (longitude, 1)]
        var text = ""
        var last = (0, 0)
        for corner in corners {
            for delta in [(corner.0 - last.0) * 100, (corner.1 - last.1) * 100] {
                var value = delta >= 0 ? delta * 2 : -delta * 2 - 1
                repeat {
                    let group = value & 31
                    value >>= 5
                    text.append(Character(Unicode.Scalar(UInt8(63 + group + (value != 0 ? 32 : 0)))))
                } while value != 0
            }
            last = corner
        }
        return text
    }
}
