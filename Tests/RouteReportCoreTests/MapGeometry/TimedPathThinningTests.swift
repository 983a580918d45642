import Testing

@testable import RouteReportCore

/// `TimedPath.thinned` on paths whose great circles and chords are known by hand: the
/// equator is both a great circle and a straight line of longitude and latitude.
@Suite("TimedPathThinning")
struct TimedPathThinningTests {
    /// Points on the equator at each longitude, one a minute.
    static func equator(_ longitudes: [Double], times: [Double]? = nil) -> TimedPath {
        TimedPath(
            points: longitudes.map { Coordinate(latitude: 0, longitude: $0) },
            times: times ?? longitudes.indices.map { Double($0) * 60 })
    }

    @Test func aStraightEvenPathKeepsItsEnds() {
        let path = Self.equator(Array(stride(from: 0.0, through: 10, by: 1)))
        let thinned = path.thinned(within: 750, keeping: -1)
        #expect(thinned.points.map(\.longitude) == [0, 10])
        #expect(thinned.times == [0, 600])
    }

    @Test func theTwoSamplesAroundTheInstantStay() {
        let path = Self.equator(Array(stride(from: 0.0, through: 10, by: 1)))
        // 4.5 minutes in: between the samples at 4° and 5°.
        let thinned = path.thinned(within: 750, keeping: 270)
        #expect(thinned.points.map(\.longitude) == [0, 4, 5, 10])
        #expect(thinned.times == [0, 240, 300, 600])
    }

    @Test func aCornerStays() {
        // East along the equator to 2°, then north: the chord from the start to the end
        // passes 1° of longitude (111 km) from the corner.
        let path = TimedPath(
            points: [
                Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1),
                Coordinate(latitude: 0, longitude: 2), Coordinate(latitude: 1, longitude: 2),
            ],
            times: [0, 60, 120, 180])
        #expect(path.thinned(within: 750, keeping: -1).points.map(\.longitude) == [0, 2, 2])
    }

    @Test func anUnevenPaceStays() {
        // Straight in space, but the aircraft takes 100 s for the first degree and 900 s
        // for the second: at 100 s the chord puts it at 0.2°, 89 km short.
        let path = Self.equator([0, 1, 2], times: [0, 100, 1000])
        #expect(path.thinned(within: 750, keeping: -1).times == [0, 100, 1000])
    }

    @Test func noStretchLongerThanTheLongestSkip() {
        let path = Self.equator(Array(stride(from: 0.0, through: 9, by: 1)))
        #expect(path.thinned(within: 750, keeping: -1, longestSkip: 3).points.map(\.longitude) == [0, 3, 6, 9])
    }
}
