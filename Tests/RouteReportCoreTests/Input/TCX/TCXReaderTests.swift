import Foundation
import Testing

@testable import RouteReportCore

@Suite("TCX reader")
struct TCXReaderTests {
    static func read(_ body: String, file: String = "t.tcx") -> InputDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">\(body)</TrainingCenterDatabase>
            """
        return InputReader.read(Array(text.utf8), file: file)
    }

    static func trackpoint(_ time: String?, _ latitude: String?, _ longitude: String?, altitude: String? = nil) -> String {
        var point = "<Trackpoint>"
        if let time { point += "<Time>\(time)</Time>" }
        if let latitude, let longitude {
            point +=
                "<Position><LatitudeDegrees>\(latitude)</LatitudeDegrees><LongitudeDegrees>\(longitude)</LongitudeDegrees></Position>"
        }
        if let altitude { point += "<AltitudeMeters>\(altitude)</AltitudeMeters>" }
        return point + "<HeartRateBpm><Value>120</Value></HeartRateBpm></Trackpoint>"
    }

    static let utc = IGCReaderTests.utc

    @Test("An Activity's Laps and Tracks are one flight; a Trackpoint without a Position is no vertex")
    func activity() throws {
        let body = """
            <Activities><Activity Sport="Biking"><Id>2013-10-12T18:17:26.000Z</Id>
            <Lap StartTime="2013-10-12T18:17:26.000Z"><TotalTimeSeconds>10</TotalTimeSeconds>
            <BeginPosition><LatitudeDegrees>1</LatitudeDegrees><LongitudeDegrees>1</LongitudeDegrees></BeginPosition>
            <Track>\(Self.trackpoint("2013-10-12T18:17:26Z", "19.6", "-155.9", altitude: "5.4"))\(Self.trackpoint("2013-10-12T18:17:27.000Z", nil, nil))</Track>
            <Track>\(Self.trackpoint("2013-10-12T18:17:28.123456+00:00", "19.7", "-155.8"))</Track></Lap>
            <Lap StartTime="2013-10-12T18:20:00Z"><Track>\(Self.trackpoint("2013-10-12T18:20:00Z", "-0.5", "0.25"))</Track></Lap>
            </Activity></Activities>
            """
        let document = Self.read(body)
        #expect(document.format == .tcx)
        #expect(InputFixtures.summary(document).isEmpty)
        let flights = InputFixtures.flights(document)
        #expect(flights.count == 1)
        let flight = try #require(flights.first)
        #expect(InputFixtures.pairs(flight.vertices) == [[19.6, -155.9], [19.7, -155.8], [-0.5, 0.25]])
        let start = Self.utc(2013, 10, 12, 18, 17, 26)
        #expect(flight.vertexTimes.count == 3)
        #expect(flight.vertexAltitudes.count == 3)
        #expect(flight.vertexAltitudes.first == 5.4)
        #expect(flight.vertexAltitudes.dropFirst().allSatisfy { $0.isNaN })
        #expect(flight.vertexTimes[0] == start)
        #expect(abs(flight.vertexTimes[1] - (start + 2.123456)) < 1e-6)
        #expect(flight.vertexTimes[2] == Self.utc(2013, 10, 12, 18, 20, 0))
        #expect(flight.name == "Biking 2013-10-12T18:17:26.000Z")
    }

    @Test("A Course is a flight without times, its CoursePoints landmarks")
    func course() throws {
        let body = """
            <Courses><Course><Name>Loop</Name><Lap><TotalTimeSeconds>1</TotalTimeSeconds></Lap>
            <Track>\(Self.trackpoint("2012-01-04T00:00:00Z", "28.38", "-16.58"))\(Self.trackpoint("2012-01-04T00:00:00Z", "28.39", "-16.59"))</Track>
            <CoursePoint><Name>Turn</Name><Time>2012-01-04T00:00:00Z</Time><Position><LatitudeDegrees>28.385</LatitudeDegrees><LongitudeDegrees>-16.585</LongitudeDegrees></Position><PointType>Left</PointType></CoursePoint>
            </Course></Courses>
            """
        let document = Self.read(body)
        #expect(InputFixtures.summary(document).isEmpty)
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.name == "Loop")
        #expect(flight.vertices.count == 2 && flight.vertexTimes.isEmpty)
        #expect(InputFixtures.landmarks(document).map(\.name) == ["Turn"])
        #expect(InputFixtures.landmarks(document).map(\.coordinate) == [Coordinate(latitude: 28.385, longitude: -16.585)])
    }

    @Test("Faults at their element: a latitude not a number drops the activity, an altitude not a number is a warning")
    func faults() throws {
        let bad = Self.read(
            "<Activities><Activity Sport=\"Running\"><Id>x</Id><Lap><Track>\n"
                + Self.trackpoint("2020-01-01T00:00:00Z", "1", "2") + "\n"
                + Self.trackpoint("2020-01-01T00:00:01Z", "1,5", "2") + "</Track></Lap></Activity></Activities>")
        #expect(InputFixtures.summary(bad) == ["coordinate-not-number error 4:56"])
        #expect(InputFixtures.flights(bad).isEmpty)
        let altitude = Self.read(
            "<Activities><Activity Sport=\"Running\"><Id>x</Id><Lap><Track>\n"
                + Self.trackpoint("2020-01-01T00:00:00Z", "1", "2", altitude: "high") + "\n"
                + Self.trackpoint("2020-01-01T00:00:01Z", "1.5", "2") + "</Track></Lap></Activity></Activities>")
        #expect(InputFixtures.summary(altitude) == ["coordinate-not-number warning 3:141"])
        #expect(InputFixtures.flights(altitude).count == 1)
    }

    @Test("An indoor activity (no Position anywhere) is skipped with a warning, never drawn at 0,0")
    func indoor() {
        let document = Self.read(
            "<Activities><Activity Sport=\"Running\"><Id>x</Id><Lap><Track>"
                + Self.trackpoint("2020-01-01T00:00:00Z", nil, nil) + Self.trackpoint("2020-01-01T00:00:01Z", nil, nil)
                + "</Track></Lap></Activity></Activities>")
        #expect(InputFixtures.summary(document) == ["feature-skipped warning 2:104", "no-features warning -:-"])
        #expect(document.features.isEmpty)
    }

    static let samples = ["kona2013.tcx", "tcxdata.tcx", "gtrnctr-readcp.tcx"]

    @Test(
        "Garmin's files read as GPSBabel reads them: every trackpoint's position and an activity's times",
        .enabled(if: GPSBabelTrack.isInstalled, "gpsbabel is not installed"), arguments: samples)
    func agreesWithGPSBabel(name: String) throws {
        let path = PackageRoot.tracks.appendingPathComponent("gpsbabel/" + name).path
        let document = InputReader.read(.file(path))
        #expect(document.diagnostics.isEmpty)
        let flights = InputFixtures.flights(document)
        let theirs = try GPSBabelTrack.tracks(format: "gtrnctr", path: path).flatMap(\.points)
        let vertices = flights.flatMap(\.vertices)
        let times = flights.flatMap(\.vertexTimes)
        // Every flight's altitudes, NaN for a flight or point without one.
        let altitudes = flights.flatMap {
            $0.vertexAltitudes.isEmpty ? Array(repeating: .nan, count: $0.vertices.count) : $0.vertexAltitudes
        }
        #expect(!theirs.isEmpty && vertices.count == theirs.count)
        for (index, point) in theirs.enumerated() where index < vertices.count {
            #expect(abs(vertices[index].latitude - point.latitude) < 1e-8, "point \(index)")
            #expect(abs(vertices[index].longitude - point.longitude) < 1e-8, "point \(index)")
            if !times.isEmpty { #expect(abs(times[index] - (point.time ?? .nan)) < 1e-3, "point \(index)") }
            let altitude = altitudes[index].isNaN ? nil : altitudes[index]
            if let theirs = point.altitude, let altitude {
                #expect(abs(altitude - theirs) < 1e-6, "point \(index)")
            } else {
                #expect(altitude == point.altitude, "point \(index)")
            }
        }
    }

    @Test("A whole file on one line reads as the same file laid out")
    func oneLine() throws {
        let path = PackageRoot.tracks.appendingPathComponent("gpsbabel/tcxdata.tcx").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        let laidOut = InputFixtures.flights(InputReader.read(Array(text.utf8), file: "a.tcx"))
        let flat = InputFixtures.flights(InputReader.read(Array(oneLine.utf8), file: "a.tcx"))
        #expect(!laidOut.isEmpty && laidOut.map(\.vertices) == flat.map(\.vertices))
        #expect(laidOut.map(\.vertexTimes) == flat.map(\.vertexTimes))
    }
}
