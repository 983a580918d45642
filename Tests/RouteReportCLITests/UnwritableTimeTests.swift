import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// A time that parses but that no report can write (before 0001 or after 9999 in UTC) is
/// an input error (`time-syntax`) or a usage error, never the string "invalid" in
/// report.json, report.md and routes.kml.
@Suite struct UnwritableTimeTests {
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> (RouteReportCLI.ExitStatus, String) {
        let captured = CapturedConsole()
        let status = CommandLineTool.run(arguments: arguments, environment: environment, console: captured.console)
        return (status, captured.standardError)
    }

    @Test func referenceTimesOutOfTheYearsAreUsageErrors() {
        var (status, error) = Self.run(["validate", "--at", "0000-01-01T00:00:00Z", "LHR-JFK"])
        #expect(status == .usage)
        #expect(
            error.hasPrefix(
                "Error: The value '0000-01-01T00:00:00Z' is invalid for '--at': expected a time in the years 0001 to 9999 (UTC)\n"
            ))
        (status, error) = Self.run(["validate", "--at", "0001-01-01T00:00:00+00:01", "LHR-JFK"])
        #expect(status == .usage)
        (status, error) = Self.run(["validate", "LHR-JFK"], environment: ["SOURCE_DATE_EPOCH": "253402300800"])
        #expect(status == .usage)
        #expect(
            error
                == "Error: SOURCE_DATE_EPOCH='253402300800' is outside the years 0001 to 9999 (UTC) that the reports can write\n")
        // The last second of 9999 is still a year the reports write.
        (status, _) = Self.run(["validate", "-q", "LHR-JFK"], environment: ["SOURCE_DATE_EPOCH": "253402300799"])
        #expect(status == .success)
    }

    @Test func inputTimesOutOfTheYearsAreTimeSyntaxErrorsAndNeverWritten() throws {
        let folder = try TemporaryFolder()
        let kml = folder.path + "/span.kml"
        try """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark id="old"><TimeSpan><begin>0000-06-01</begin>
        <end>2026-01-01T00:00:00Z</end></TimeSpan><LineString><coordinates>1,2 3,4</coordinates></LineString></Placemark></kml>
        """.write(toFile: kml, atomically: true, encoding: .utf8)
        let csv = folder.path + "/late.csv"
        try "from,to,departure,arrival\nLAX,JFK,2026-01-01 10:00,9999-12-31 23:30\n".write(
            toFile: csv, atomically: true, encoding: .utf8)
        let out = folder.path + "/out"
        let (status, error) = Self.run(["--at", "2026-01-01T00:00:00Z", "-q", "--format", "kml,md,json", "-o", out, kml, csv])
        #expect(status == .inputError)
        #expect(
            error.contains(
                "span.kml:1:75: error: TimeSpan begin '0000-06-01' is outside the years 0001 to 9999 (UTC) that the reports can write [time-syntax]"
            ))
        #expect(
            error.contains(
                "late.csv:2:26: error: arrival '9999-12-31 23:30' is outside the years 0001 to 9999 (UTC) that the reports can write [time-syntax]"
            ))
        for name in ["report.json", "report.md", "routes.kml"] {
            let text = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
            #expect(!text.contains("invalid"), "\(name)")
        }
        // The flights stay, without the time: the KML has no TimeSpan, report.json null.
        #expect(!(try String(contentsOfFile: out + "/routes.kml", encoding: .utf8)).contains("0000-06"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
        let flights = try #require((json as? [String: Any])?["flights"] as? [[String: Any]])
        #expect(flights.map { $0["id"] as? String } == ["old", "late-1"])
        #expect(flights.map { $0["departure"] is NSNull } == [true, false])
        #expect(flights.map { $0["arrival"] is NSNull } == [false, true])
    }
}

/// A folder under the temporary directory, removed when the value goes.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = try ValidateBinary.makeDirectory()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
