import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// Text from inputs is data in every output: an id with control characters is the same
/// id everywhere, a right-to-left override is shown rather than obeyed, and no file name
/// makes a diagnostic line that GitHub Actions runs as a workflow command.
@Suite struct HostileTextTests {
    /// The built binary in `directory`, as a user runs it there (relative FILE names).
    static func run(_ arguments: [String], in directory: String) throws -> (Int32, String, String) {
        let outcome = try ValidateBinary.run(arguments, in: directory)
        return (outcome.status, outcome.standardOutput, outcome.standardError)
    }

    @Test func anIDWithControlCharactersIsTheSameInEveryOutput() throws {
        let folder = try TemporaryFolder()
        // The id cell holds the bytes i 01 d 00 x.
        let csv = Array("from,to,id\nLHR,JFK,i".utf8) + [0x01, UInt8(ascii: "d"), 0x00, UInt8(ascii: "x")] + [0x0A]
        try Data(csv).write(to: URL(fileURLWithPath: folder.path + "/ids.csv"))
        let out = folder.path + "/out"
        let (status, error) = ShardMergeEndToEndTests.run([
            "--at", "2026-01-01T00:00:00Z", "-q", "--format", "kml,json,svg,geojson", "-o", out, folder.path + "/ids.csv",
        ])
        #expect(status == .success, "\(error)")
        let id = "i\\x01d\\x00x"
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
        let flights = try #require((json as? [String: Any])?["flights"] as? [[String: Any]])
        #expect(flights.map { $0["id"] as? String } == [id])
        let kml = try String(contentsOfFile: out + "/routes.kml", encoding: .utf8)
        #expect(kml.contains("<SimpleData name=\"flight_id\">i\\x01d\\x00x</SimpleData>"))
        #expect(!kml.contains("\u{FFFD}"))
        let geojson = try String(contentsOfFile: out + "/routes.geojson", encoding: .utf8)
        #expect(geojson.contains("\"flight_id\":\"i\\\\x01d\\\\x00x\""))
        let maps = try FileManager.default.contentsOfDirectory(atPath: out + "/maps").filter { $0 != "overview.svg" }
        #expect(maps == ["i_x01d_x00x.svg"])
        let svg = try String(contentsOfFile: out + "/maps/" + maps[0], encoding: .utf8)
        #expect(svg.contains("data-flight-id=\"i\\x01d\\x00x\""))
    }

    @Test func aRightToLeftOverrideIsShownNotObeyed() throws {
        let folder = try TemporaryFolder()
        let name = "evil\u{202E}lmk.exe"
        try """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark id="o\u{202E}k"><name>\(name)</name>
        <LineString><coordinates>1,2 3,4</coordinates></LineString></Placemark>
        <Placemark><name>\(name)</name><LineString><coordinates>1,2</coordinates></LineString></Placemark></Document></kml>
        """.write(toFile: folder.path + "/a\u{202E}b.kml", atomically: true, encoding: .utf8)
        let out = folder.path + "/out"
        let (status, _, error) = try Self.run(["--at", "2026-01-01T00:00:00Z", "-q", "-o", "out", "."], in: folder.path)
        #expect(status == 1)
        #expect(!error.contains("\u{202E}"))
        // The id is no XML ID (a schema warning, the override shown escaped too), and
        // the one-vertex line is an error.
        #expect(error.hasPrefix("./a\\u{202e}b.kml:1:55: warning: `<Placemark>` has the id `o\\u{202e}k`"), "\(error)")
        #expect(error.contains("./a\\u{202e}b.kml:3:"), "\(error)")
        for file in ["report.md", "maps/o_u_202e_k.svg", "maps/overview.svg"] {
            let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            #expect(!text.contains("\u{202E}"), "\(file)")
            #expect(text.contains("evil\\u{202e}lmk.exe"), "\(file)")
        }
        // The data formats keep the name as it is; the id, shown everywhere, is escaped.
        let json = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(json.contains("\"name\" : \"evil\u{202E}lmk.exe\"") && json.contains("\"id\" : \"o\\\\u{202e}k\""))
    }

    @Test func noDiagnosticLineStartsAWorkflowCommand() throws {
        let folder = try TemporaryFolder()
        let forged = "::error file=forged.kml,line=1::x.kml"
        try "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark>".write(
            toFile: folder.path + "/" + forged, atomically: true, encoding: .utf8)
        for form in ["text", "github", "json", "sarif"] {
            let (status, output, error) = try Self.run(["validate", "--diagnostics", form, forged], in: folder.path)
            #expect(status == 1)
            let lines = (output + error).split(separator: "\n", omittingEmptySubsequences: false)
            let commands = lines.filter { $0.drop(while: { $0 == " " }).hasPrefix("::") }
            // Only the annotation routereport writes itself, its file property escaped.
            #expect(commands == (form == "github" ? commands.filter { $0.hasPrefix("::error file=%3A%3Aerror") } : []))
            #expect(form != "github" || commands.count == 1, "\(form): \(lines)")
        }
        let (_, _, text) = try Self.run(["validate", forged], in: folder.path)
        #expect(text.hasPrefix("./::error file=forged.kml,line=1::x.kml:1:"), "\(text)")
    }
}
