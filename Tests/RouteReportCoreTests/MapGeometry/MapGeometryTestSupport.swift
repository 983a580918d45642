import Foundation

@testable import RouteReportCore

/// Helpers for the MapGeometry tests, in a namespace so they cannot clash with other
/// test folders' helpers in the same test target.
enum MapTest {
    /// |a − b| ≤ tolerance, and false for NaN.
    static func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
        abs(a - b) <= tolerance
    }

    /// |a − b| ≤ relative · |b|, and false for NaN.
    static func isClose(_ a: Double, _ b: Double, relative: Double) -> Bool {
        abs(a - b) <= relative * abs(b)
    }

    /// Difference of two angles (degrees) modulo whole turns, in [0, 180].
    static func angleGap(_ a: Double, _ b: Double) -> Double {
        let d = abs((a - b).truncatingRemainder(dividingBy: 360))
        return min(d, 360 - d)
    }

    /// Whether two arrays are one buffer (a path that is its flight's vertices, not a copy).
    static func sharesStorage(_ a: [Coordinate], _ b: [Coordinate]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count } }
    }

    /// A flight of (latitude, longitude) vertices in degrees.
    static func flight(
        _ vertices: [(Double, Double)], times: [Double] = [], begin: Double? = nil, end: Double? = nil,
        progress: Double? = nil
    ) -> Flight {
        Flight(
            source: SourceLocation(file: "test.kml", line: 1),
            vertices: vertices.map { Coordinate(latitude: $0.0, longitude: $0.1) },
            vertexTimes: times, spanBegin: begin, spanEnd: end, explicitProgress: progress)
    }

    /// The endpoint rings the writers draw of a geometry (`FlightShapes`; they need
    /// nothing of the flight).
    static func rings(of geometry: FlightGeometry) -> EndpointRings? {
        FlightShapes(flight: Flight(source: SourceLocation(file: "test.kml"), vertices: []), geometry: geometry).endpointRings
    }

    /// Default options (300 × 300, padding 10, divisor 100) with these changes.
    static func options(referenceTime: Double = 0, maxSegment: Double = 100_000) -> MapOptions {
        var options = MapOptions()
        options.referenceTime = referenceTime
        options.maxSegment = maxSegment
        return options
    }
}
