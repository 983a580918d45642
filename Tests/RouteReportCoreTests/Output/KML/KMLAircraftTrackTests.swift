import Foundation
import Testing

@testable import RouteReportCore

/// The aircraft's `gx:Track`, read back from routes.kml and interpolated linearly between
/// its samples (as Google Earth moves the icon), against the position routereport itself
/// reports with `--at` at the same instant.
@Suite("KMLAircraftTrack")
struct KMLAircraftTrackTests {
    struct Sample {
        var time: Double
        var lon: Double
        var lat: Double
    }

    /// Each flying flight's track pieces from routes.kml, by flight_id.
    static func tracks(_ document: [UInt8]) throws -> [String: [[Sample]]] {
        let root = try #require(KMLTestNode.parse(document))
        let aircraft = try #require(root.first("Document")?.all("Folder").first { $0.value("name") == "Aircraft" })
        var tracks: [String: [[Sample]]] = [:]
        for placemark in aircraft.all("Placemark") {
            let id = try #require(placemark.simpleData["flight_id"])
            tracks[id] = try placemark.descendants("Track").map { track in
                let whens = try track.all("when").map { try #require(ISO8601Time.parse($0.text)) }
                let coords = track.all("coord").map { $0.text.split(separator: " ").compactMap { Double($0) } }
                try #require(whens.count == coords.count)
                return zip(whens, coords).map { Sample(time: $0, lon: $1[0], lat: $1[1]) }
            }
        }
        return tracks
    }

    /// Where a viewer puts the aircraft at `time`: linear between the two samples around it.
    static func interpolate(_ pieces: [[Sample]], at time: Double) -> (lat: Double, lon: Double)? {
        for piece in pieces {
            for (a, b) in zip(piece, piece.dropFirst()) where a.time <= time && time <= b.time {
                let f = b.time > a.time ? (time - a.time) / (b.time - a.time) : 0
                return (a.lat + (b.lat - a.lat) * f, a.lon + (b.lon - a.lon) * f)
            }
        }
        return nil
    }

    @Test func trackIsWithinOneKilometreOfTheReportedPositionAtEveryInstant() throws {
        let tracks = try Self.tracks(KMLRealInputs.document)
        let flying = KMLRealInputs.report.flights.filter { tracks[$0.id] != nil }
        // Flights placed by their span, and the recorded track by its own times.
        #expect(flying.count >= 3)
        #expect(flying.contains { !$0.flight.vertexTimes.isEmpty })
        #expect(flying.contains { $0.geometry.crossesAntimeridian })
        var instants: Set<Double> = []
        for flight in flying {
            let pieces = try #require(tracks[flight.id])
            let first = try #require(pieces.first?.first?.time)
            let last = try #require(pieces.last?.last?.time)
            for fraction in [0, 0.013, 0.137, 0.29, 0.5, 0.713, 0.861, 0.999, 1] {
                instants.insert((first + (last - first) * fraction).rounded())
            }
        }
        var worst = 0.0
        for instant in instants.sorted() {
            let run = KMLRealInputs.run([KMLRealInputs.folder], at: instant)
            for flight in run.flights {
                guard let pieces = tracks[flight.id], flight.geometry.progressSource == .time,
                    let position = flight.geometry.position, let here = Self.interpolate(pieces, at: instant)
                else { continue }
                let gap = Geodesic.wgs84.inverse(
                    lat1: here.lat, lon1: here.lon, lat2: position.coordinate.latitude, lon2: position.coordinate.longitude
                ).s12
                worst = max(worst, gap)
                #expect(gap < 1000, "\(flight.id) at \(ReportTime.iso8601(instant)): \(gap) m")
            }
        }
        // The chords of 100 km pieces: a few hundred metres at most (docs/outputs.md states the figure).
        #expect(worst > 0 && worst < 1000, "worst \(worst) m")
        print("KMLAircraftTrack: worst distance from the --at position \(worst) m over \(instants.count) instants")
    }

    /// The samples' times are those the pipeline flies by: the departure plus the share
    /// of the distance (one leg in equal pieces), or each vertex's own time.
    @Test func timesFollowTheDistanceOrTheVertexTimes() throws {
        let paris = KMLTestFixture.paris
        let samples = try #require(KMLAircraftTrack.samples(paris))
        #expect(samples.times == [1_767_254_400, 1_767_255_600, 1_767_256_800, 1_767_258_000])
        var track = paris
        track.flight.vertices = [
            Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 0.1),
            Coordinate(latitude: 0, longitude: 0.3),
        ]
        track.flight.vertexTimes = [100, 160, 400]
        track.geometry.path = track.flight.vertices
        #expect(KMLAircraftTrack.samples(track)?.times == [100, 160, 400])
        // Backwards in time: no track rather than an aircraft that jumps.
        track.flight.vertexTimes = [100, 90, 400]
        #expect(KMLAircraftTrack.samples(track) == nil)
        // No arrival: nothing to fly by.
        var open = paris
        open.geometry.arrival = nil
        #expect(KMLAircraftTrack.samples(open) == nil)
    }

    @Test func timeTextIsReportTime() {
        var text: [UInt8] = []
        // One writer for all: its cached day must follow the day of each time.
        var clock = KMLTimeText()
        for time in [
            0, 1_767_254_400, 1_767_255_600.361_5, -1.5, 951_782_400, 951_868_799.9996, 1e9 + 0.9996, -62_135_596_800,
            253_402_300_799,
        ] {
            text.removeAll()
            clock.append(time, to: &text)
            #expect(String(decoding: text, as: UTF8.self) == ReportTime.iso8601(time), "\(time)")
        }
        #expect(!ReportTime.isWritable(.nan) && !ReportTime.isWritable(253_402_300_800))
    }
}
