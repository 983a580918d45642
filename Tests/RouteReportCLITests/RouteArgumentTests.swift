import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// Route strings on the command line, through the built binary as a user runs it.
@Suite struct RouteArgumentTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    @Test func routereportLAXJFKWritesTheFiveReports() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try ValidateBinary.run(["--at", "2026-01-01T00:00:00Z", "LAX-JFK"], in: directory)
        #expect(run.status == 0)
        #expect(
            run.standardError
                == "routereport: 1 route, 1 flight, 0 landmarks; 0 errors, 0 warnings; wrote kml,md,json,svg,html to reports/\n"
                + "  LAX → JFK  3,983.0 km\n"
                // A route has no times: --at cannot place its aircraft, and says so.
                + "routereport: --at places no aircraft on 1 flight (no times, no progress): LAX-JFK\n")
        for file in ["routes.kml", "report.md", "report.html", "report.json", "maps/LAX-JFK.svg", "maps/overview.svg"] {
            #expect(FileManager.default.fileExists(atPath: directory + "/reports/" + file), "\(file)")
        }
        let json = try #require(FileManager.default.contents(atPath: directory + "/reports/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let flight = try #require((object["flights"] as? [[String: Any]])?.first)
        #expect(flight["id"] as? String == "LAX-JFK")
        #expect(flight["name"] as? String == "Los Angeles LAX – New York JFK")
        let start = try #require((flight["start"] as? [String: Any])?["airport"] as? [String: Any])
        #expect(start["iata"] as? String == "LAX")
        #expect(start["icao"] as? String == "KLAX")
        #expect(start["name"] as? String == "Los Angeles International Airport")
        // GeographicLib: LAX-JFK through airportsdata 20260905's coordinates.
        #expect(abs((flight["distance_m"] as? Double ?? 0) - 3982961.4897337575) < 1e-6)
    }

    @Test func aFileOfThatNameIsReadAsAFileUnlessRouteSaysOtherwise() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A KML file named like a route, holding a flight from LHR to CDG.
        try Data(
            """
            <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString>
            <coordinates>-0.46194,51.4706 2.55,49.012798</coordinates></LineString></Placemark></kml>
            """.utf8
        ).write(to: URL(fileURLWithPath: directory + "/LAX-JFK"))
        let asFile = try ValidateBinary.run(["validate", "--diagnostics", "json", "LAX-JFK"], in: directory)
        #expect(asFile.status == 0)
        #expect(asFile.standardError.contains("1 file, 1 flight"))
        let both = try ValidateBinary.run(
            ["--at", "2026-01-01T00:00:00Z", "--format", "json", "LAX-JFK", "--route", "LAX-JFK", "--route=sfo-nrt"],
            in: directory)
        #expect(both.status == 0, "\(both.standardError)")
        // The summary counts the file and the routes apart.
        #expect(both.standardError.contains("routereport: 1 file, 2 routes, 3 flights, 0 landmarks;"), "\(both.standardError)")
        let json = try #require(FileManager.default.contents(atPath: directory + "/reports/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let flights = try #require(object["flights"] as? [[String: Any]])
        #expect(flights.map { $0["id"] as? String } == ["LAX-JFK-1", "LAX-JFK", "SFO-NRT"])
        // The KML flight's ends are named too: Heathrow and Charles de Gaulle.
        let ends = flights.map { (($0["start"] as? [String: Any])?["airport"] as? [String: Any])?["icao"] as? String }
        #expect(ends == ["EGLL", "KLAX", "KSFO"])
        #expect(flights.map { ($0["source"] as? [String: Any])?["line"] as? Int } == [1, 2, 3])
    }

    @Test func aMistypedRouteSaysWhereAndWhatIsNear() throws {
        let captured = CapturedConsole()
        let status = CommandLineTool.run(
            arguments: ["validate", "LAX-JFK", "lhr-JFKX,SIN-AKL"], environment: [:], console: captured.console)
        #expect(status == .inputError)
        #expect(
            captured.standardError.hasPrefix(
                "route:2:5: error: no file is named 'lhr-JFKX,SIN-AKL', and as a route: unknown airport code 'JFKX'; did you mean JFK (John F Kennedy International Airport)"
            ))
        #expect(captured.standardError.hasSuffix("routereport: 3 routes, 2 flights, 0 landmarks; 1 error, 0 warnings\n"))
    }
}
