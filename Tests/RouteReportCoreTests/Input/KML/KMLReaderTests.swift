import Foundation
import Testing

@testable import RouteReportCore

/// Expected values come from reading the fixtures by eye: lines and columns counted in
/// the files, epoch seconds from Python's `datetime` (e.g. 2026-01-01T10:00:00Z is
/// 1767261600).
@Suite("KMLReader")
struct KMLReaderTests {
    @Test("KML 2.2: points, lines, tracks, multi-geometries, folders, times, progress")
    func constructs() throws {
        let document = try InputFixtures.read("kml22-constructs.kml")
        #expect(document.format == .kml)
        #expect(document.features.count == 9)
        #expect(
            document.features.map(\.explicitID) == ["lhr", "ba117", "multi-1", "multi-2", "multi-3", nil, "mt-1", "mt-2", nil])
        #expect(document.features.map { $0.source.line } == [5, 14, 29, 29, 29, 40, 57, 57, 76])
        #expect(InputFixtures.summary(document) == ["external-reference warning 72:5"])

        let landmarks = InputFixtures.landmarks(document)
        #expect(landmarks.map(\.name) == ["Heathrow", "Two legs and a stop", nil])
        #expect(landmarks.map(\.folder) == ["Outer document", "Europe", "Outer document"])
        #expect(landmarks[0].description == "London Heathrow")
        #expect(InputFixtures.pairs(landmarks.map(\.coordinate)) == [[51.47, -0.4543], [52.3667, 13.5033], [20, 10]])

        let flights = InputFixtures.flights(document)
        #expect(
            flights.map(\.name) == [
                "BA117", "Two legs and a stop", "Two legs and a stop", "Logged track", "Multi track", "Multi track",
            ])
        // Innermost named container: the unnamed inner Folder gives way to "Europe".
        #expect(flights.map(\.folder) == ["Scheduled", "Europe", "Europe", "Outer document", "Outer document", "Outer document"])
        #expect(InputFixtures.pairs(flights[0].vertices) == [[51.47, -0.4543], [40.6413, -73.7781]])
        #expect(flights[0].spanBegin == 1_767_261_600)
        #expect(flights[0].spanEnd == 1_767_286_800)  // 18:00+01:00 is 17:00Z
        #expect(flights[0].explicitProgress == 0.25)
        #expect(flights[0].vertexTimes.isEmpty)
        #expect(flights.map(\.vertices.count) == [2, 2, 3, 3, 2, 2])
        #expect(InputFixtures.pairs(flights[2].vertices) == [[52.3667, 13.5033], [48.1103, 16.5697], [47.4, 18.8]])
        // gx:Track: `when` times per vertex; SimpleData progress.
        #expect(InputFixtures.pairs(flights[3].vertices) == [[47.4647, 8.5492], [47.0, 9.0], [48.3538, 11.7861]])
        #expect(flights[3].vertexTimes == [1_767_340_800.0, 1_767_342_600.5, 1_767_344_400.0])
        #expect(flights[3].explicitProgress == 0.5)
        #expect(flights[4].vertexTimes == [1_767_398_400, 1_767_402_000])
        #expect(InputFixtures.pairs(flights[5].vertices) == [[6, 5], [8, 7]])
        #expect(flights[5].vertexTimes.isEmpty)
    }

    @Test("KML 2.0 and 2.1 namespaces")
    func olderVersions() throws {
        let v20 = try InputFixtures.read("kml20.kml")
        #expect(v20.format == .kml)
        #expect(v20.diagnostics.isEmpty)
        let flight = try #require(InputFixtures.flights(v20).first)
        #expect(flight.name == "Hop")
        #expect(flight.folder == "Old style")
        #expect(flight.source == SourceLocation(file: "kml20.kml", line: 5, column: 3))
        #expect(InputFixtures.pairs(flight.vertices) == [[50, 10], [51, 11]])

        let v21 = try InputFixtures.read("kml21.kml")
        let landmark = try #require(InputFixtures.landmarks(v21).first)
        #expect(landmark.explicitID == "p21")
        #expect(landmark.name == "Version 2.1")
        #expect(landmark.folder == nil)
        #expect(landmark.coordinate == Coordinate(latitude: 37.4222, longitude: -122.0822))
    }

    @Test("CRLF and tabs separate tuples; a space after a comma joins, with a warning")
    func coordinateWhitespace() throws {
        let document = try InputFixtures.read("coordinates-whitespace.kml")
        let flights = InputFixtures.flights(document)
        #expect(flights.map(\.explicitID) == ["crlf", "spaced"])
        #expect(InputFixtures.pairs(flights[0].vertices) == [[2.5, 1.5], [4.5, 3.5], [6.5, 5.5]])
        #expect(InputFixtures.pairs(flights[1].vertices) == [[20, 10], [40, 30], [60, 50]])
        // `30, 40` starts at column 26 of line 13.
        #expect(InputFixtures.summary(document) == ["coordinate-syntax warning 13:26"])
    }

    @Test("Broken coordinates, times and progress are diagnosed where they are")
    func errors() throws {
        let document = try InputFixtures.read("kml-errors.kml")
        #expect(
            InputFixtures.summary(document) == [
                "coordinate-out-of-range error 4:34",  // 10,91
                "coordinate-not-number error 7:25",  // abc,10
                "route-too-short error 10:5",  // one vertex
                "time-syntax error 15:15",  // 30 February
                "progress-out-of-range error 16:41",  // 1.5
                "time-order warning 19:7",  // 09:00 after 10:00
                "time-syntax error 20:7",  // yesterday
                "progress-out-of-range error 27:31",  // abc
                "coordinate-not-number error 28:30",  // nan
                "route-too-short warning 31:5",  // one vertex left: a landmark
                "coordinate-missing warning 32:7",  // empty gx:coord, skipped
            ])
        // Dropped: the out-of-range, non-numeric, too-short and empty-coord placemarks.
        let flights = InputFixtures.flights(document)
        #expect(flights.map(\.explicitID) == ["bad-times", "ok"])
        #expect(InputFixtures.times(flights[0].vertexTimes) == [1_772_359_200, 1_772_355_600, nil])
        #expect(flights[0].spanBegin == nil)
        #expect(flights[0].spanEnd == 1_772_366_400)
        #expect(flights[0].explicitProgress == nil)
        #expect(flights[1].source.line == 36)
    }

    @Test("An empty gx:coord is skipped with the when at its place, with one warning a track")
    func trackPauses() throws {
        let document = try InputFixtures.read("kml-track-pauses.kml")
        // The first empty gx:coord is on line 12, column 7.
        #expect(InputFixtures.summary(document) == ["coordinate-missing warning 12:7"])
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(InputFixtures.pairs(flight.vertices) == [[47, 8], [47.5, 8.5], [48, 9]])
        // The 2nd, 4th and 5th whens: 10:01, 10:03 and 10:04 on 2026-03-01.
        #expect(flight.vertexTimes == [1_772_359_260, 1_772_359_380, 1_772_359_440])
    }

    @Test("An undeclared gx: prefix is a warning; the track is still read")
    func undeclaredPrefix() throws {
        let document = try InputFixtures.read("kml-undeclared-gx.kml")
        #expect(document.diagnostics.map(\.rule) == [.xmlMalformed])
        #expect(document.diagnostics.first?.severity == .warning)
        #expect(document.diagnostics.first?.location.line == 4)
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(InputFixtures.pairs(flight.vertices) == [[2, 1], [4, 3]])
        #expect(flight.vertexTimes == [1_767_225_600, 1_767_225_660])
    }

    @Test("UTF-16 with and without BOM")
    func utf16() throws {
        for name in ["utf16le-bom.kml", "utf16be-nobom.kml"] {
            let document = try InputFixtures.read(name)
            #expect(document.format == .kml, "\(name)")
            #expect(document.diagnostics.isEmpty, "\(name)")
            let flight = try #require(InputFixtures.flights(document).first)
            #expect(flight.name == "Zürich → München")
            #expect(flight.source.line == 3)
            #expect(InputFixtures.pairs(flight.vertices) == [[47.4647, 8.5492], [48.3538, 11.7861]])
        }
    }

    @Test("A DOCTYPE and an entity reference are reported, never loaded")
    func doctype() throws {
        let document = try InputFixtures.read("doctype-entity.kml")
        #expect(InputFixtures.summary(document) == ["external-reference warning 2:1", "external-reference warning 8:-"])
        let landmark = try #require(InputFixtures.landmarks(document).first)
        #expect(landmark.name == "A  B")  // &secret; neither read nor substituted
        #expect(landmark.source.line == 7)
    }
}

/// Empty values are unknown, not wrong: warnings, as with an empty track.
@Suite("KMLReader empty values")
struct KMLReaderEmptyValueTests {
    static let kml = """
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
        <Placemark><name>nowhere</name><Point><coordinates/></Point></Placemark>
        <Placemark><name>logged</name><gx:Track>
        <when>2026-01-01T10:00:00Z</when>
        <when/>
        <when>2026-01-01T10:20:00Z</when>
        <gx:coord>8 47 0</gx:coord><gx:coord>9 47.5 0</gx:coord><gx:coord>11 48 0</gx:coord>
        </gx:Track></Placemark>
        </Document></kml>
        """

    @Test func anEmptyPointIsSkippedWithAWarning() {
        let document = InputReader.read(Array(Self.kml.utf8), file: "e.kml")
        #expect(InputFixtures.landmarks(document).isEmpty)
        let point = document.diagnostics.first { $0.location.line == 2 }
        #expect(point?.rule == .featureSkipped)
        #expect(point?.severity == .warning)
        #expect(point?.message == "placemark 'nowhere' is read as neither flight nor landmark: its Point has no coordinates")
    }

    @Test func anEmptyWhenIsAnUnknownTime() {
        let document = InputReader.read(Array(Self.kml.utf8), file: "e.kml")
        let flights = InputFixtures.flights(document)
        #expect(flights.count == 1)
        #expect(flights.first?.vertexTimes.count == 3)
        #expect(flights.first?.vertexTimes[0] == 1_767_261_600)
        #expect(flights.first?.vertexTimes[1].isNaN == true)
        #expect(flights.first?.vertexTimes[2] == 1_767_262_800)
        let when = document.diagnostics.first { $0.location.line == 5 }
        #expect(when?.rule == .timeSyntax)
        #expect(when?.severity == .warning)
        #expect(when?.message == "empty when; the time is unknown")
        #expect(document.diagnostics.allSatisfy { $0.severity == .warning })
    }
}
