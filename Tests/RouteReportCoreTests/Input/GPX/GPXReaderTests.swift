import Foundation
import Testing

@testable import RouteReportCore

@Suite("GPXReader")
struct GPXReaderTests {
    @Test("GPX 1.1: wpt, rte, trk with segments (one empty), extensions progress, times")
    func gpx11() throws {
        let document = try InputFixtures.read("gpx11-constructs.gpx")
        #expect(document.format == .gpx)
        #expect(document.diagnostics.isEmpty)
        #expect(document.features.map { $0.source.line } == [5, 10, 17, 32])
        #expect(document.features.allSatisfy { $0.explicitID == nil })

        let waypoint = try #require(InputFixtures.landmarks(document).first)
        #expect(waypoint.name == "ZRH")
        #expect(waypoint.description == "Zurich airport")
        #expect(waypoint.coordinate == Coordinate(latitude: 47.4647, longitude: 8.5492))

        let flights = InputFixtures.flights(document)
        #expect(flights.map(\.name) == ["Planned", "Recorded", "No times"])
        #expect(flights.map(\.folder) == [nil, nil, nil])
        #expect(InputFixtures.pairs(flights[0].vertices) == [[47.4647, 8.5492], [48.3538, 11.7861], [50.0379, 8.5622]])
        // 12:00+02:00 is 10:00Z, 1767261600; the middle point has no time.
        #expect(InputFixtures.times(flights[0].vertexTimes) == [1_767_261_600, nil, 1_767_261_600])
        #expect(flights[0].explicitProgress == 0.75)
        #expect(InputFixtures.pairs(flights[1].vertices) == [[1, 2], [1.5, 2.5], [-3.25, -179.5]])
        #expect(flights[1].vertexTimes == [1_767_312_000, 1_767_312_010.25, 1_767_312_020])
        // Only a direct child of <extensions> counts; the nested 0.9 does not.
        #expect(flights[1].explicitProgress == 0.125)
        #expect(flights[2].vertexTimes.isEmpty)
        #expect(flights[2].explicitProgress == nil)
    }

    @Test("GPX 1.0: progress only from a non-GPX namespace")
    func gpx10() throws {
        let document = try InputFixtures.read("gpx10-constructs.gpx")
        #expect(document.diagnostics.isEmpty)
        let landmark = try #require(InputFixtures.landmarks(document).first)
        #expect(landmark.name == "W")
        #expect(landmark.description == "waypoint")
        let flights = InputFixtures.flights(document)
        #expect(flights.map(\.name) == ["R", "T"])
        #expect(flights.map { $0.source.line } == [5, 11])
        #expect(flights[0].explicitProgress == nil)  // <progress> in the GPX 1.0 namespace
        #expect(flights[1].explicitProgress == 0.3)
        #expect(InputFixtures.pairs(flights[1].vertices) == [[5, 5], [6, 6], [7, 7]])
        #expect(InputFixtures.times(flights[1].vertexTimes) == [1_767_225_600, nil, 1_767_225_720])
    }

    @Test("Bad points drop their feature; bad times and progress are diagnosed")
    func errors() throws {
        let document = try InputFixtures.read("gpx-errors.gpx")
        #expect(
            InputFixtures.summary(document) == [
                "coordinate-out-of-range error 3:3",
                "coordinate-not-number error 4:3",
                "time-order warning 8:30",
                "time-syntax error 9:30",
                "route-too-short warning 13:3",
                "progress-out-of-range error 15:17",
                "coordinate-out-of-range error 17:5",
            ])
        #expect(document.diagnostics[3].message.contains("(and 1 more)"))
        let flights = InputFixtures.flights(document)
        #expect(flights.count == 1)
        #expect(InputFixtures.times(flights[0].vertexTimes) == [1_767_225_610, 1_767_225_605, nil, nil])
    }

    @Test("UTF-8 BOM")
    func bom() throws {
        let document = try InputFixtures.read("bom-utf8.gpx")
        #expect(document.format == .gpx)
        #expect(document.diagnostics.isEmpty)
        let landmark = try #require(InputFixtures.landmarks(document).first)
        #expect(landmark.name == "Jungfraujoch é✈")
        #expect(landmark.source.line == 3)
        #expect(landmark.coordinate == Coordinate(latitude: 46.5, longitude: 7.25))
    }

    @Test("Malformed XML: an error where libxml2 stops, features before it kept")
    func malformed() throws {
        let document = try InputFixtures.read("malformed.gpx")
        #expect(InputFixtures.summary(document) == ["xml-malformed error 23:42"])
        // libxml2's reader parses up to 512 bytes ahead, so the last few waypoints
        // before the break may be lost; the ones kept are the first, in order.
        let names = InputFixtures.landmarks(document).map(\.name)
        #expect(names.count >= 10 && names.count <= 20)
        #expect(names == (1...names.count).map { "wpt \($0)" })
    }
}

extension GPXReaderTests {
    @Test("Only a point's own <time> is its vertex time")
    func pointTimesOnly() {
        let text = """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="1" lon="1"><time>2026-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="2" lon="2"/>
            <extensions><time>2030-01-01T00:00:00Z</time></extensions>
            </trkseg></trk></gpx>
            """
        let document = InputReader.read(Array(text.utf8), file: "t.gpx")
        #expect(document.diagnostics.isEmpty)
        let flight = InputFixtures.flights(document).first
        #expect(flight.map { InputFixtures.times($0.vertexTimes) } == [1_767_225_600, nil])
    }
}
