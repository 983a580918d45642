import Foundation
@testable import RouteReportCore

/// |a − b| ≤ tolerance, and false for NaN.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// |a − b| ≤ relative · |b|, and false for NaN.
func isClose(_ a: Double, _ b: Double, relative: Double) -> Bool {
    abs(a - b) <= relative * abs(b)
}

/// Difference of two longitudes (degrees) modulo whole turns, in [0, 180].
func longitudeGap(_ a: Double, _ b: Double) -> Double {
    let d = abs((a - b).truncatingRemainder(dividingBy: 360))
    return min(d, 360 - d)
}

let worldSize = MapPoint.worldSize
/// WGS84 equatorial radius, metres: an equatorial geodesic of Δλ radians is a·Δλ long
/// (on the ellipsoid as on the sphere of radius a), the base of the hand-worked tests.
let equatorialRadius = 6_378_137.0

func flight(_ vertices: [(Double, Double)], times: [Double] = [], begin: Double? = nil, end: Double? = nil, progress: Double? = nil) -> Flight {
    Flight(
        source: SourceLocation(file: "test.kml", line: 1),
        vertices: vertices.map { Coordinate(latitude: $0.0, longitude: $0.1) },
        vertexTimes: times, spanBegin: begin, spanEnd: end, explicitProgress: progress)
}

func options(referenceTime: Double = 0, maxSegment: Double = 100_000) -> MapOptions {
    var options = MapOptions()
    options.referenceTime = referenceTime
    options.maxSegment = maxSegment
    return options
}
