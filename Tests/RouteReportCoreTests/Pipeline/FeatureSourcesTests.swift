import Testing

@testable import RouteReportCore

/// A file's feature places, packed a word each, read back as they were given.
@Suite struct FeatureSourcesTests {
    @Test("Lines and columns, missing ones, places too big to pack and places in another file")
    func roundTrip() {
        let places = [
            SourceLocation(file: "a.kml", line: 3, column: 7), SourceLocation(file: "a.kml", line: 4),
            SourceLocation(file: "a.kml"), SourceLocation(file: "a.kml", line: 1, column: 5_000_000_000),
            SourceLocation(file: "a.kmz/doc.kml", line: 2, column: 1), SourceLocation(file: "a.kml", line: 0, column: 1),
            SourceLocation(file: "a.kml", line: 9, column: 9),
        ]
        var sources = FeatureSources()
        for place in places { sources.append(place) }
        #expect(sources.count == places.count)
        #expect(places.indices.map { sources[$0] } == places)
    }
}
