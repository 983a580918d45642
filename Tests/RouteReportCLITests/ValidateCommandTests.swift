import Foundation
import Testing

/// `routereport validate` end to end, through the built binary: exit statuses, the
/// diagnostic forms, `--strict`, and no files written.
@Suite("Validate command", .serialized)
struct ValidateCommandTests {
    static let clean = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2">
          <Placemark id="lhr-jfk"><name>London to New York</name>
            <LineString><coordinates>-0.4543,51.47 -73.7789,40.6398</coordinates></LineString>
          </Placemark>
        </kml>

        """
    static let cleanGPX = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="47.4647" lon="8.5492"><name>Zurich</name></wpt>
          <rte><name>Munich to Zurich</name><rtept lat="48.3538" lon="11.7861"/><rtept lat="47.4647" lon="8.5492"/></rte>
        </gpx>

        """
    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
          <Placemark id="bad">
            <LineString><coordinates>0,0 100,95</coordinates></LineString>
          </Placemark>
          <Placemark id="good"><Point><coordinates>1,2</coordinates></Point></Placemark>
        </Document></kml>

        """
    /// Only a warning: no features.
    static let warningOnly = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"></gpx>

        """

    /// Where `needle` starts in `text`: 1-based line and byte column, found by plain search.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return (0, 0)
    }

    /// A fresh folder holding the four inputs.
    static func workspace() throws -> String {
        let directory = try ValidateBinary.makeDirectory()
        try ValidateBinary.write(clean, to: directory + "/clean.kml")
        try ValidateBinary.write(cleanGPX, to: directory + "/clean.gpx")
        try ValidateBinary.write(broken, to: directory + "/broken.kml")
        try ValidateBinary.write(warningOnly, to: directory + "/empty-doc.gpx")
        return directory
    }

    static let brokenAt = position(of: "100,95", in: broken)

    @Test("The binary the tests run is built (beside the test bundle or in .build/debug)")
    func binaryIsBuilt() throws {
        let executable = try #require(ValidateBinary.executable)
        let directory = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(["--version"], in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("routereport "))
        // Built no earlier than the sources it is tested against.
        let built = try FileManager.default.attributesOfItem(atPath: executable.path)[.modificationDate] as? Date
        let source =
            try FileManager.default.attributesOfItem(
                atPath: ValidateBinary.packageRoot.appendingPathComponent("Sources/RouteReportCore/Input/InputReader.swift").path)[
                .modificationDate] as? Date
        #expect(built! >= source!)
    }

    @Test("Clean inputs: exit 0, nothing on stdout, a summary on stderr")
    func cleanExitsZero() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(["validate", "clean.kml", "clean.gpx"], in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "routereport: 2 files, 2 flights, 1 landmark; 0 errors, 0 warnings\n")
    }

    @Test("A placemark read as neither flight nor landmark is named at its line, and the summary counts it")
    func skippedPlacemarkIsNamedAndCounted() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
            <Style id="s"><LineStyle><color>ff0000zz</color><width>3</width></LineStyle></Style>
            <Placemark><name>Route</name><styleUrl>#missing</styleUrl>
              <Linestring><coordinates>-0.45,51.47 -73.78,40.64</coordinates></Linestring></Placemark>
            <Placemark><Point><coordinates>2.35,48.85</coordinates></Point><name>Paris</name>
              <altitudeMode>relativeToSeaFloor</altitudeMode></Placemark>
            </Document></kml>
            """
        try kml.write(toFile: directory + "/bad.kml", atomically: true, encoding: .utf8)
        let outcome = try ValidateBinary.run(["validate", "bad.kml"], in: directory)
        #expect(outcome.status == 1)
        let findings = outcome.standardError.split(separator: "\n").dropLast().map { line in
            let fields = line.split(separator: ":", maxSplits: 3)
            return "\(fields[1]) \(line.split(separator: "[").last ?? "")"
        }
        #expect(
            findings == [
                "3 kml-schema]", "4 feature-skipped]", "4 style-reference]", "5 kml-schema]", "6 kml-schema]",
            ])
        #expect(outcome.standardError.contains("placemark 'Route' is read as neither flight nor landmark: <Linestring>"))
        #expect(outcome.standardError.hasSuffix("routereport: 1 file, 0 flights, 1 landmark, 1 not read; 2 errors, 3 warnings\n"))
    }

    @Test("An error: exit 1, FILE:LINE:COLUMN: error: MESSAGE [rule] on stderr")
    func errorExitsOne() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(["validate", "-q", "clean.kml", "broken.kml"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError
                == "broken.kml:\(Self.brokenAt.line):\(Self.brokenAt.column): error: '100,95': latitude 95.0 is outside [-90, 90] [coordinate-out-of-range]\n"
        )
    }

    @Test("A warning alone exits 0; --strict prints it as an error and exits 1")
    func strictRaisesWarnings() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let relaxed = try ValidateBinary.run(["validate", "-q", "clean.kml", "empty-doc.gpx"], in: directory)
        #expect(relaxed.status == 0)
        #expect(relaxed.standardError == "empty-doc.gpx: warning: the file holds no flight and no landmark [no-features]\n")
        let strict = try ValidateBinary.run(["validate", "-q", "--strict", "clean.kml", "empty-doc.gpx"], in: directory)
        #expect(strict.status == 1)
        #expect(strict.standardError == "empty-doc.gpx: error: the file holds no flight and no landmark [no-features]\n")
    }

    @Test(
        "Bad usage exits 2",
        arguments: [
            ["validate"],
            ["validate", "--diagnostics", "xml", "clean.kml"],
            ["validate", "--no-such-option", "clean.kml"],
            ["validate", "--diagnostics"],
        ])
    func usageExitsTwo(arguments: [String]) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(arguments, in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Error: "))
    }

    @Test("Reports that cannot be written exit 3: a file where the folder goes, /proc")
    func unwritableOutputExitsThree() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ValidateBinary.write("in the way\n", to: directory + "/taken")
        for output in ["taken", "taken/sub", "/proc/forbidden"] {
            let outcome = try ValidateBinary.run(
                ["-q", "--at", "2026-01-01T00:00:00Z", "-o", output, "clean.kml"], in: directory)
            #expect(outcome.status == 3, "\(output)")
            #expect(outcome.standardError.hasPrefix("routereport: error: cannot write"), "\(output)")
        }
        #expect(try String(contentsOfFile: directory + "/taken", encoding: .utf8) == "in the way\n")
        // validate writes nothing; an --output given to it is a usage error, not ignored.
        let validate = try ValidateBinary.run(["validate", "-q", "-o", "/proc/forbidden", "clean.kml"], in: directory)
        #expect(validate.status == 2)
        #expect(validate.standardError.hasPrefix("Error: '--output' works with the report and merge commands only\n"))
    }

    @Test("A one-letter output folder, relative or not, is written (Foundation's path code trapped on it)")
    func oneLetterOutputFolder() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for output in ["a", "b/", "c/d", directory + "/e"] {
            let outcome = try ValidateBinary.run(
                ["-q", "--at", "2026-01-01T00:00:00Z", "--format", "json", "-o", output, "clean.kml"], in: directory)
            #expect(outcome.status == 0, "\(output): \(outcome.standardError)")
            let folder = output.hasPrefix("/") ? output : directory + "/" + output
            #expect(FileManager.default.fileExists(atPath: folder + "/report.json"), "\(output)")
        }
    }

    @Test("validate writes no files, not even the default reports/ folder")
    func validateWritesNothing() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = ValidateBinary.listing(directory)
        for format in ["text", "github", "sarif", "json"] {
            let outcome = try ValidateBinary.run(
                ["validate", "--diagnostics", format, "clean.kml", "broken.kml", "empty-doc.gpx"], in: directory)
            #expect(outcome.status == 1)
        }
        #expect(ValidateBinary.listing(directory) == before)
        #expect(before == ["broken.kml", "clean.gpx", "clean.kml", "empty-doc.gpx"])
    }

    @Test("--diagnostics sarif: SARIF 2.1.0 on stdout, each result on its line and column")
    func sarif() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ValidateBinary.write(
            Self.broken.replacingOccurrences(of: "id=\"", with: "id=\"other-"), to: directory + "/with space%.kml")
        let outcome = try ValidateBinary.run(
            ["validate", "-q", "--diagnostics", "sarif", "broken.kml", "empty-doc.gpx", "with space%.kml"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.isEmpty)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "routereport")
        #expect(driver["informationUri"] as? String == "https://github.com/routereport/routereport")
        // How the run ended: findings are a run that worked, with its exit status.
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["exitCode"] as? Int == 1 && invocation["executionSuccessful"] as? Bool == true)
        let start = try #require(invocation["startTimeUtc"] as? String)
        let end = try #require(invocation["endTimeUtc"] as? String)
        #expect(start.hasSuffix("Z") && end.hasSuffix("Z") && start <= end)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        func field(_ result: [String: Any], _ path: [String]) -> Any? {
            var node: Any? = result
            for key in path {
                if let array = node as? [Any] { node = array.first }
                node = (node as? [String: Any])?[key]
            }
            return node
        }
        let location = ["locations", "physicalLocation"]
        // In stdout order: broken.kml, then empty-doc.gpx, then the file with a space.
        #expect(results.map { $0["ruleId"] as? String } == ["coordinate-out-of-range", "no-features", "coordinate-out-of-range"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "error"])
        #expect(field(results[0], location + ["artifactLocation", "uri"]) as? String == "broken.kml")
        #expect(field(results[0], location + ["region", "startLine"]) as? Int == Self.brokenAt.line)
        #expect(field(results[0], location + ["region", "startColumn"]) as? Int == Self.brokenAt.column)
        #expect(field(results[1], location + ["artifactLocation", "uri"]) as? String == "empty-doc.gpx")
        #expect(field(results[1], location + ["region"]) == nil)  // a finding about the whole file
        // A URI, not a path: RFC 3986 escapes for the space and the percent sign.
        #expect(field(results[2], location + ["artifactLocation", "uri"]) as? String == "with%20space%25.kml")
        let absolute = try ValidateBinary.run(
            ["validate", "-q", "--diagnostics", "sarif", directory + "/with space%.kml"], in: directory)
        let absoluteLog = try JSONSerialization.jsonObject(with: Data(absolute.standardOutput.utf8)) as? [String: Any]
        let absoluteResult = try #require(
            ((absoluteLog?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(
            field(absoluteResult, location + ["artifactLocation", "uri"]) as? String == "file://\(directory)/with%20space%25.kml")
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect((field(result, ["message", "text"]) as? String)?.isEmpty == false)
        }
    }

    @Test("--diagnostics github: one workflow command per finding, on stderr")
    func github() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(
            ["validate", "-q", "--diagnostics", "github", "broken.kml", "empty-doc.gpx"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError.split(separator: "\n") == [
                "::error file=broken.kml,line=\(Self.brokenAt.line),col=\(Self.brokenAt.column),title=coordinate-out-of-range::'100,95': latitude 95.0 is outside [-90, 90]",
                "::warning file=empty-doc.gpx,title=no-features::the file holds no flight and no landmark",
            ])
    }

    @Test("--diagnostics json: an array on stdout with null line and column for whole-file findings")
    func json() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(
            ["validate", "-q", "--diagnostics", "json", "broken.kml", "empty-doc.gpx"], in: directory)
        #expect(outcome.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
        let diagnostics = try #require(
            (parsed as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? parsed as? [[String: Any]])
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0]["line"] as? Int == Self.brokenAt.line)
        #expect(diagnostics[0]["column"] as? Int == Self.brokenAt.column)
        #expect(diagnostics[0]["rule"] as? String == "coordinate-out-of-range")
        #expect(diagnostics[1]["line"] is NSNull)
        #expect(diagnostics[1]["column"] is NSNull)
    }

    @Test("The report command prints the same diagnostics and reports every usable input")
    func reportShowsDiagnosticsAndWritesTheRest() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let validate = try ValidateBinary.run(["validate", "-q", "clean.kml", "broken.kml", "clean.gpx"], in: directory)
        let report = try ValidateBinary.run(
            ["-q", "--at", "2026-01-01T00:00:00Z", "-o", "out", "clean.kml", "broken.kml", "clean.gpx"], in: directory)
        #expect(report.status == 1)
        #expect(report.standardError == validate.standardError)
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/out/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let flights = try #require(json["flights"] as? [[String: Any]])
        #expect(flights.map { $0["id"] as? String } == ["lhr-jfk", "clean-2"])
        // GeographicLib (Python geographiclib 2.0, WGS84 Inverse): LHR-JFK and MUC-ZRH.
        #expect(abs((flights[0]["distance_m"] as? Double ?? 0) - 5_555_065.626956004) < 1e-6)
        #expect(abs((flights[1]["distance_m"] as? Double ?? 0) - 261_366.01089354767) < 1e-6)
        let landmarks = try #require(json["landmarks"] as? [[String: Any]])
        #expect(landmarks.map { $0["id"] as? String } == ["good", "clean-1"])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["file"] as? String } == ["broken.kml"])
        #expect(
            ValidateBinary.listing(directory + "/out") == [
                ".routereport-manifest", "maps", "maps/clean-2.svg", "maps/lhr-jfk.svg", "maps/overview.svg", "report.html",
                "report.json", "report.md", "routes.kml",
            ])
    }
}
