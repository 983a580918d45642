import Foundation
import Testing

@testable import RouteReportCore

/// Whether a run is worth a report, and how many inputs it lost.
@Suite struct RunYieldTests {
    static let configuration: RunConfiguration = {
        var options = MapOptions()
        options.referenceTime = 1_767_261_600
        return RunConfiguration(map: options, jobs: 2, strict: false, generator: "routereport test")
    }()

    /// The run over `arguments` (files and routes), with the input names discovery gave.
    static func run(_ arguments: [String]) -> (report: RunReport, names: [InputSource]) {
        let found = ReportPipeline.discover(arguments.map(InputSource.init(argument:)), outputFolder: nil, markers: [])
        return (ReportPipeline.run(found, configuration: configuration), found.inputs)
    }

    static func folder(_ files: [String: [UInt8]]) throws -> String {
        let path = NSTemporaryDirectory() + "input-yield-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name)) }
        return path
    }

    static let flight = Array(
        ("<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><name>ok</name><LineString>"
            + "<coordinates>0,0 10,10</coordinates></LineString></Placemark></kml>").utf8)

    @Test func everyRouteUnknownGivesNothing() {
        let (report, names) = Self.run(["LHR-XYZ", "JFK-XYZ"])
        #expect(report.flights.isEmpty && report.errorCount == 2)
        #expect(!report.readNothing)  // the routes were read: their airports are unknown
        #expect(report.givesNothing)
        #expect(report.lostInputs(names) == 2)
    }

    @Test func aRunThatLostSomeInputsSaysHowMany() throws {
        let folder = try Self.folder(["ok.kml": Self.flight, "broken.kml": Array("<kml".utf8)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (report, names) = Self.run([folder, "LHR-JFK", "LHR-XYZ", "LHR-JFK,LHR-XYZ", folder + "/missing.gpx"])
        #expect(report.flights.count == 3)
        #expect(!report.givesNothing)
        // broken.kml, the route LHR-XYZ and missing.gpx; the route list that gave one flight is not lost.
        #expect(report.lostInputs(names) == 3)
    }

    /// A run that gives no flight and no landmark with only warnings is still a report
    /// (an empty one); one whose every input is unreadable is not.
    @Test func warningsAloneGiveAReportUnlessNothingWasRead() throws {
        let folder = try Self.folder([
            "empty.kml": Array("<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>".utf8), "blank.gpx": [],
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (valid, _) = Self.run([folder + "/empty.kml"])
        #expect(valid.errorCount == 0 && !valid.givesNothing)
        let (blank, names) = Self.run([folder + "/blank.gpx"])
        #expect(blank.errorCount == 0 && blank.readNothing && blank.givesNothing)
        #expect(blank.lostInputs(names) == 1)
    }

    /// A KMZ holding an entry with an unsafe path and a good one gives the good one's
    /// flight, alone or beside another input: it was read.
    @Test func aKMZThatGaveAFlightWasRead() throws {
        var zip = ZipWriter(dosTime: 0, dosDate: 0x21)
        #expect(zip.add(name: "../doc.kml", contents: Self.flight) && zip.add(name: "ok.kml", contents: Self.flight))
        let folder = try Self.folder(["odd.kmz": try #require(zip.finish()), "ok.kml": Self.flight])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (alone, aloneNames) = Self.run([folder + "/odd.kmz"])
        #expect(alone.flights.count == 1 && alone.diagnostics.map(\.rule) == [.archiveInvalid])
        #expect(!alone.readNothing && !alone.givesNothing && alone.lostInputs(aloneNames) == 0)
        let (beside, _) = Self.run([folder + "/odd.kmz", folder + "/ok.kml"])
        #expect(beside.flights.count == 2 && !beside.givesNothing)
    }
}
