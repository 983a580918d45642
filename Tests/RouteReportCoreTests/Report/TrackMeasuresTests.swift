import Foundation
import Testing

@testable import RouteReportCore

@Suite("Track measures")
struct TrackMeasuresTests {
    /// A track of fixes every 10 s whose legs are `lengths` metres, at `altitudes`.
    static func measures(_ lengths: [Double], altitudes: [Double] = []) -> TrackMeasures? {
        let count = lengths.count + 1
        let flight = Flight(
            source: SourceLocation(file: "t.gpx", line: 1),
            vertices: (0..<count).map { Coordinate(latitude: 0, longitude: Double($0) / 1000) },
            vertexTimes: (0..<count).map { 1_000 + 10 * Double($0) }, vertexAltitudes: altitudes)
        return TrackMeasures(flight: flight, legs: PathLegs(lengths: lengths, maxSegment: 1e12))
    }

    @Test("Taxi, fly, taxi: airborne from the first fast stretch to the end of the last")
    func taxiFlyTaxi() throws {
        // 5 m/s, 5 m/s, 50 m/s × 3, 5 m/s: fixes 2 to 5 are in the air.
        let track = try #require(Self.measures([50, 50, 500, 500, 500, 50]))
        #expect(track.distance == 1650)
        #expect(track.duration == 60)
        #expect(track.averageGroundSpeed == 27.5)
        #expect(track.maxGroundSpeed == 50)
        #expect(track.takeoff == 1_020)
        #expect(track.landing == 1_050)
        #expect(track.airborne == 30)
        #expect(track.maxAltitude == nil)
    }

    @Test("Slow but high (a glider circling) is airborne; a walk never is")
    func slowButHigh() throws {
        let glider = try #require(Self.measures([50, 50, 50, 50], altitudes: [300, 450, 600, .nan, 310]))
        #expect(glider.maxAltitude == 600)
        #expect(glider.takeoff == 1_010)
        #expect(glider.landing == 1_020)
        let walk = try #require(Self.measures([10, 10, 10]))
        #expect(walk.airborne == nil)
        #expect(walk.maxGroundSpeed == 1)
    }

    @Test("A route or a track whose times go back or are missing has none")
    func notATrack() {
        #expect(Self.measures([1000]) == nil)
        let flight = Flight(
            source: SourceLocation(file: "t.gpx", line: 1),
            vertices: [
                Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1),
                Coordinate(latitude: 0, longitude: 2),
            ],
            vertexTimes: [10, 5, 20])
        #expect(TrackMeasures(flight: flight, legs: PathLegs(lengths: [1, 1], maxSegment: 1e12)) == nil)
    }
}
