import Foundation
import Testing

@testable import RouteReportCore

/// Progress rules of SPEC section 2, on equatorial flights (leg lengths a·Δλ exactly, so
/// distance fractions are fractions of longitude).
@Suite struct FlightProgressTests {
    // Departure 1000 s, arrival 2000 s, no vertex times.
    let timed = MapTest.flight([(0, 0), (0, 10)], begin: 1000, end: 2000)

    @Test(arguments: [(500.0, 0.0), (1000, 0), (1250, 0.25), (1670, 0.67), (2000, 1), (2500, 1)])
    func elapsedTimeFraction(reference: Double, expected: Double) {
        let g = FlightGeometry.compute(for: timed, options: MapTest.options(referenceTime: reference))
        #expect(g.progressSource == .time)
        #expect(MapTest.isClose(try! #require(g.progress), expected, within: 1e-12))
        #expect(g.departure == 1000 && g.arrival == 2000)
        // Position at that fraction of 10°.
        #expect(MapTest.isClose(try! #require(g.position).coordinate.longitude, 10 * expected, within: 1e-9))
    }

    /// One instant is no elapsed time: no progress, whichever side of it the reference is.
    @Test func departureEqualsArrival() {
        let f = MapTest.flight([(0, 0), (0, 10)], begin: 1000, end: 1000)
        for reference in [999.0, 1000, 1001] {
            let g = FlightGeometry.compute(for: f, options: MapTest.options(referenceTime: reference))
            #expect(g.progress == nil && g.progressSource == .none && g.position == nil, "\(reference)")
            #expect(g.departure == 1000 && g.arrival == 1000)
        }
    }

    /// A track with one readable time (the other a leap second, which no reader takes) or
    /// the same time on every vertex: no progress "by time" from a single instant.
    @Test func oneInstantOnATrackGivesNoProgress() throws {
        for times in [[1000, Double.nan], [.nan, 1000], [1000, 1000, 1000]] {
            let points = times.indices.map { (0.0, Double($0) * 5) }
            let g = FlightGeometry.compute(
                for: MapTest.flight(points, times: times), options: MapTest.options(referenceTime: 1500))
            #expect(g.progress == nil && g.progressSource == .none, "\(times)")
        }
        // A leap second in a GPX track, read through the reader.
        let gpx = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="0" lon="0"><time>2016-12-31T23:59:59Z</time></trkpt>
            <trkpt lat="0" lon="1"><time>2016-12-31T23:59:60Z</time></trkpt></trkseg></trk></gpx>
            """
        let flights = InputFixtures.flights(InputReader.read(Array(gpx.utf8), file: "leap.gpx"))
        #expect(flights.count == 1)
        let g = flights.first.map { FlightGeometry.compute(for: $0, options: MapTest.options(referenceTime: 1_483_228_800)) }
        #expect(g?.progress == nil && g?.departure == 1_483_228_799 && g?.arrival == 1_483_228_799)
    }

    @Test func explicitProgressWins() {
        let f = MapTest.flight([(0, 0), (0, 10)], times: [1000, 2000], begin: 1000, end: 2000, progress: 0.1)
        let g = FlightGeometry.compute(for: f, options: MapTest.options(referenceTime: 1900))
        #expect(g.progress == 0.1)
        #expect(g.progressSource == .explicit)
        #expect(MapTest.isClose(try! #require(g.position).coordinate.longitude, 1, within: 1e-9))
        #expect(g.departure == 1000 && g.arrival == 2000)
    }

    @Test func noTimesNoProgress() {
        let g = FlightGeometry.compute(
            for: MapTest.flight([(0, 0), (0, 10)], begin: 1000), options: MapTest.options(referenceTime: 1500))
        #expect(g.progress == nil)
        #expect(g.progressSource == .none)
        #expect(g.position == nil)
        #expect(g.departure == 1000 && g.arrival == nil)
    }

    /// A track of 1° in 100 s, then 2° in 300 s (slower): placed by its own timestamps.
    let track = MapTest.flight([(0, 0), (0, 1), (0, 3)], times: [0, 100, 400])

    @Test func trackPlacedByItsOwnTimestamps() {
        // At 250 s: half way along the second leg (150 of 300 s), 1° + 1° = 2° of 3°
        // flown: progress 2/3, where the elapsed-time fraction would be 250/400 = 0.625.
        let g = FlightGeometry.compute(for: track, options: MapTest.options(referenceTime: 250))
        #expect(g.progressSource == .time)
        #expect(MapTest.isClose(try! #require(g.progress), 2.0 / 3, within: 1e-12))
        #expect(g.departure == 0 && g.arrival == 400)
        let p = try! #require(g.position)
        #expect(MapTest.isClose(p.coordinate.longitude, 2, within: 1e-9))
        #expect(MapTest.isClose(p.heading, 90, within: 1e-9))
        // Path: leg 1 (111 km) in 2 pieces, leg 2 (223 km) in 3: longitudes
        // 0, 0.5, 1, 1.667, 2.333, 3; the position at 2 is after index 3.
        #expect(g.path.count == 6)
        #expect(p.pathIndex == 3)
    }

    @Test(arguments: [(-5.0, 0.0), (0.0, 0.0), (50.0, 1.0 / 6), (400.0, 1.0), (1000.0, 1.0)] as [(Double, Double)])
    func trackBeforeDuringAndAfter(reference: Double, expected: Double) {
        // At 50 s: half of leg 1, 0.5° of 3°.
        let g = FlightGeometry.compute(for: track, options: MapTest.options(referenceTime: reference))
        #expect(g.progressSource == .time)
        #expect(MapTest.isClose(try! #require(g.progress), expected, within: 1e-12))
    }

    @Test func trackWithAMissingTimeUsesDepartureAndArrival() {
        let f = MapTest.flight([(0, 0), (0, 1), (0, 3)], times: [0, .nan, 400])
        let g = FlightGeometry.compute(for: f, options: MapTest.options(referenceTime: 250))
        #expect(g.progressSource == .time)
        #expect(g.progress == 0.625)
        #expect(g.departure == 0 && g.arrival == 400)
    }

    @Test func spanOverridesVertexTimesForDepartureAndArrival() {
        let f = MapTest.flight([(0, 0), (0, 1), (0, 3)], times: [0, 100, 400], begin: -100, end: 500)
        let g = FlightGeometry.compute(for: f, options: MapTest.options(referenceTime: 250))
        #expect(g.departure == -100 && g.arrival == 500)
        // The track's own timestamps still place it.
        #expect(MapTest.isClose(try! #require(g.progress), 2.0 / 3, within: 1e-12))
    }

    @Test func timesGoingBackwardsUseTheFirstStraddlingLeg() {
        // Times 0, 100, 50, 400 at longitudes 0, 1, 2, 3; at 75 s the first leg with
        // t[i] ≤ 75 < t[i+1] is leg 0: 0.75° of 3°.
        let f = MapTest.flight([(0, 0), (0, 1), (0, 2), (0, 3)], times: [0, 100, 50, 400])
        let g = FlightGeometry.compute(for: f, options: MapTest.options(referenceTime: 75))
        #expect(MapTest.isClose(try! #require(g.progress), 0.25, within: 1e-12))
    }

    @Test func zeroDistanceTrackFallsBackToElapsedTime() {
        let f = MapTest.flight([(5, 5), (5, 5)], times: [0, 100])
        let g = FlightGeometry.compute(for: f, options: MapTest.options(referenceTime: 25))
        #expect(g.progressSource == .time)
        #expect(g.progress == 0.25)
        #expect(g.position?.coordinate == Coordinate(latitude: 5, longitude: 5))
    }

    @Test func nanReferenceTimeGivesNaNProgress() {
        let g = FlightGeometry.compute(for: timed, options: MapTest.options(referenceTime: .nan))
        #expect(g.progress?.isNaN == true)
        #expect(g.position?.coordinate.latitude.isNaN == true)
    }
}
