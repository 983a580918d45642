import Testing

@testable import RouteReportCore

/// A track keeps its vertices, and per-vertex times only once a vertex has one.
@Suite struct FlightBuilderTests {
    static let location = SourceLocation(file: "t.gpx", line: 1)

    @Test func timesAppearWithTheFirstTimedVertex() {
        var builder = FlightBuilder()
        for index in 0..<3 { builder.addVertex(Coordinate(latitude: Double(index), longitude: 1)) }
        #expect(builder.times.isEmpty)
        #expect(builder.vertexTimes.isEmpty)
        // A bad time is no time: still nothing kept.
        builder.setTime(Array("noon".utf8), of: 0, label: "time", at: Self.location)
        #expect(builder.times.isEmpty)
        // 2026-01-01T00:00:00Z is 20,454 days after 1970-01-01: 1,767,225,600 s.
        builder.setTime(Array("2026-01-01T00:00:00Z".utf8), of: 1, label: "time", at: Self.location)
        builder.addVertex(Coordinate(latitude: 3, longitude: 1))
        #expect(InputFixtures.times(builder.vertexTimes) == [nil, 1_767_225_600, nil, nil])
        #expect(builder.diagnostics.map(\.rule) == [.timeSyntax])
    }

    /// GPX points with neither `ele` nor `time`: the flight is its coordinates, exactly as
    /// written, with no times; one timed point gives every vertex a slot.
    @Test func trackWithoutElevationOrTimeReadsBack() throws {
        let gpx = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="47.4647" lon="8.5492"/><trkpt lat="48.3538" lon="11.7861"/><trkpt lat="-0.5" lon="-179.25"/>
            </trkseg></trk><trk><trkseg>
            <trkpt lat="1" lon="2"/><trkpt lat="3" lon="4"><time>2026-01-01T00:00:10.5Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let document = InputReader.read(Array(gpx.utf8), file: "t.gpx")
        #expect(document.diagnostics.isEmpty)
        let flights = InputFixtures.flights(document)
        try #require(flights.count == 2)
        #expect(InputFixtures.pairs(flights[0].vertices) == [[47.4647, 8.5492], [48.3538, 11.7861], [-0.5, -179.25]])
        #expect(flights[0].vertexTimes.isEmpty)
        #expect(InputFixtures.times(flights[1].vertexTimes) == [nil, 1_767_225_610.5])
    }
}
