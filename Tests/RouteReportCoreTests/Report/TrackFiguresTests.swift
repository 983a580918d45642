import Foundation
import Testing

@testable import RouteReportCore

/// The figures of a flight built along one geodesic by GeographicLib
/// (`Scripts/make_track_figures_reference.py`): parked, taxiing, climbing, cruising,
/// descending, taxiing, parked; its header holds what it was built to show.
struct TrackFiguresTests {
    struct Reference {
        var vertices: [Coordinate] = []
        var times: [Double] = []
        var altitudes: [Double] = []
        var expected: [String: Double] = [:]
    }

    static func reference() throws -> Reference {
        let text = try String(contentsOf: Fixtures.url("tracks/figures-reference.csv"), encoding: .utf8)
        var reference = Reference()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                for pair in line.dropFirst(2).split(separator: " ") {
                    let parts = pair.split(separator: "=")
                    reference.expected[String(parts[0])] = Double(parts[1])
                }
                continue
            }
            let fields = line.split(separator: ",").compactMap { Double($0) }
            guard fields.count == 4 else { continue }
            reference.times.append(fields[0])
            reference.vertices.append(Coordinate(latitude: fields[1], longitude: fields[2]))
            reference.altitudes.append(fields[3])
        }
        return reference
    }

    @Test func figuresAgreeWithTheConstruction() throws {
        let reference = try Self.reference()
        let figures = try #require(
            TrackFigures(
                along: TrackFigures.cumulativeDistances(reference.vertices), times: reference.times,
                altitudes: reference.altitudes))
        let expected = reference.expected
        #expect(abs(figures.distance - (expected["distance"] ?? .nan)) < 0.001)
        #expect(figures.maximumAltitude == expected["max_altitude"])
        #expect(figures.maximumAltitudeTime == expected["max_altitude_time"])
        #expect(figures.takeoff == expected["takeoff"])
        #expect(figures.landing == expected["landing"])
        #expect(figures.airborne == 1800)
        #expect(abs((figures.averageGroundSpeed ?? .nan) - (expected["average_ground_speed"] ?? .nan)) < 1e-6)
        // By construction, on coordinates rounded to 1e-9 degrees (0.1 mm).
        #expect(abs((figures.maximumGroundSpeed ?? .nan) - (expected["maximum_ground_speed"] ?? .nan)) < 1e-4)
    }

    /// A paraglider barely moves over the ground in a wind, but climbs and sinks.
    @Test func climbingSlowlyOverTheGroundIsAirborne() {
        var vertices: [Coordinate] = []
        var times: [Double] = []
        var altitudes: [Double] = []
        for second in stride(from: 0, through: 600, by: 10) {
            vertices.append(Coordinate(latitude: 46 + Double(second) * 1e-6, longitude: 7))
            times.append(Double(second))
            let climbing = second >= 100 && second < 500
            altitudes.append(1000 + (climbing ? Double(second - 100) * 2 : (second < 100 ? 0 : 800)))
        }
        let figures = TrackFigures(along: TrackFigures.cumulativeDistances(vertices), times: times, altitudes: altitudes)
        #expect(figures?.takeoff == 100)
        #expect(figures?.landing == 500)
        #expect(figures?.maximumAltitude == 1800)
    }

    /// A logger left on in a parked car: no takeoff, and an average over the whole track.
    @Test func aTrackThatNeverMovesLikeAnAircraftHasNoAirborneTime() {
        let vertices = (0..<20).map { Coordinate(latitude: 51 + Double($0) * 1e-4, longitude: 0) }
        let times = (0..<20).map { Double($0) * 10 }
        let figures = TrackFigures(along: TrackFigures.cumulativeDistances(vertices), times: times, altitudes: [])
        #expect(figures?.takeoff == nil)
        #expect(figures?.airborne == nil)
        #expect(figures?.maximumAltitude == nil)
        #expect((figures?.averageGroundSpeed ?? 0) > 1 && (figures?.averageGroundSpeed ?? 0) < 1.2)
    }

    @Test func withoutTimesOnlyTheDistanceAndAltitude() {
        let vertices = [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1)]
        let figures = TrackFigures(along: TrackFigures.cumulativeDistances(vertices), times: [], altitudes: [10, .nan])
        // GeographicLib: one degree of longitude along the equator.
        #expect(abs((figures?.distance ?? 0) - 111_319.490793) < 0.001)
        #expect(figures?.maximumAltitude == 10)
        #expect(figures?.maximumAltitudeTime == nil)
        #expect(figures?.maximumGroundSpeed == nil)
        #expect(TrackFigures(along: TrackFigures.cumulativeDistances([vertices[0]]), times: [], altitudes: []) == nil)
    }
}

extension TrackFigures {
    /// Metres from the first vertex to each along the track, fix to fix on the ellipsoid.
    static func cumulativeDistances(_ vertices: [Coordinate]) -> [Double] {
        cumulative(
            vertices.indices.dropFirst().map { index in
                let (a, b) = (vertices[index - 1], vertices[index])
                return Geodesic.wgs84.inverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
            })
    }
}
