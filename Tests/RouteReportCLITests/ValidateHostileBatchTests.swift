import Foundation
import Testing

/// One batch of every hostile fixture, generated monsters and secret-stealing files,
/// plus valid files, through the built binary: exit 1, the valid files fully reported,
/// nothing written outside the output folder, no secret in any output, within a minute.
@Suite("Validate hostile batch", .serialized)
struct ValidateHostileBatchTests {
    /// Builds `in/` under `root`: fixtures, generated files and two valid inputs.
    static func makeInputs(root: String, secretPath: String) throws {
        let inputs = root + "/in"
        try FileManager.default.createDirectory(atPath: inputs, withIntermediateDirectories: false)
        for folder in ["hostile", "kmz"] {
            let source = ValidateBinary.fixture(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                try FileManager.default.copyItem(
                    atPath: source.appendingPathComponent(name).path, toPath: inputs + "/" + folder + "-" + name)
            }
        }
        let kml = #"<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:xi="http://www.w3.org/2001/XInclude">"#
        let generated: [(String, String)] = [
            (
                "secret-entity.kml",
                "<!DOCTYPE kml [<!ENTITY s SYSTEM \"file://\(secretPath)\">]>\n\(kml)<Placemark id=\"secret-entity\"><name>&s;</name><description>&s;</description><LineString><coordinates>0,0 &s; 1,1</coordinates></LineString></Placemark></kml>"
            ),
            (
                "secret-parameter.gpx",
                "<!DOCTYPE gpx [<!ENTITY % p SYSTEM \"file://\(secretPath)\"> %p;]>\n<gpx version=\"1.1\" creator=\"x\" xmlns=\"http://www.topografix.com/GPX/1/1\"><wpt lat=\"1\" lon=\"1\"><name>p</name></wpt></gpx>"
            ),
            (
                "secret-dtd.kml",
                "<!DOCTYPE kml SYSTEM \"file://\(secretPath)\">\n\(kml)<Placemark id=\"secret-dtd\"><Point><coordinates>1,2</coordinates></Point></Placemark></kml>"
            ),
            (
                "secret-xinclude.kml",
                "\(kml)<Placemark id=\"secret-xinclude\"><name><xi:include href=\"file://\(secretPath)\" parse=\"text\"/></name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>"
            ),
            ("secret-networklink.kml", "\(kml)<NetworkLink><Link><href>file://\(secretPath)</href></Link></NetworkLink></kml>"),
            (
                "huge-text.kml",
                "\(kml)<Placemark><name>" + String(repeating: "1.000000,2.000000 ", count: 600_000)
                    + "</name><LineString><coordinates>1,2 3,4</coordinates></LineString></Placemark></kml>"
            ),
            (
                "huge-attribute.kml",
                "\(kml)<Placemark id=\"" + String(repeating: "A", count: 11_000_000)
                    + "\"><Point><coordinates>1,2</coordinates></Point></Placemark></kml>"
            ),
            (
                "many-attributes.gpx",
                "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><wpt lat=\"1\" lon=\"2\" "
                    + (0..<200_000).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/></gpx>"
            ),
            (
                "valid-flight.kml",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <kml xmlns="http://www.opengis.net/kml/2.2">
                  <Placemark id="lhr-jfk"><name>London to New York</name>
                    <ExtendedData><Data name="progress"><value>0.5</value></Data></ExtendedData>
                    <LineString><coordinates>-0.4543,51.47 -73.7789,40.6398</coordinates></LineString>
                  </Placemark>
                </kml>

                """
            ),
            (
                "valid-route.gpx",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
                  <wpt lat="47.4647" lon="8.5492"><name>Zurich</name></wpt>
                  <rte><name>Munich to Zurich</name><rtept lat="48.3538" lon="11.7861"/><rtept lat="47.4647" lon="8.5492"/></rte>
                </gpx>

                """
            ),
        ]
        for (name, text) in generated {
            try ValidateBinary.write(text, to: inputs + "/" + name)
        }
    }

    @Test("A batch of hostile files beside valid ones: exit 1, valid files reported, nothing leaks or escapes")
    func hostileBatch() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let secretPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routereport-secret-\(UUID().uuidString).txt"
        ).path
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        try ValidateBinary.write(secret + "\n", to: secretPath)
        defer { try? FileManager.default.removeItem(atPath: secretPath) }
        try Self.makeInputs(root: root, secretPath: secretPath)
        let inputCount = ValidateBinary.listing(root + "/in").count

        var outputs: [String: [UInt8]] = [:]
        for jobs in ["1", "2"] {
            let output = "out-j" + jobs
            let outcome = try ValidateBinary.run(
                ["--at", "2026-01-01T00:00:00Z", "-j", jobs, "-o", output, "in"], in: root, timeLimit: 60)
            #expect(!outcome.timedOut, "killed after 60 s")
            #expect(outcome.status == 1)
            #expect(!outcome.standardError.contains(secret) && !outcome.standardOutput.contains(secret))
            #expect(outcome.standardError.contains("in/secret-entity.kml:1:1: warning: DOCTYPE kml is not loaded"))
            // The summary, then (for a run of up to 10 flights) one indented line a flight.
            // The note on flights --at cannot place (no times) comes last, when there are any.
            let all = outcome.standardError.split(separator: "\n").filter {
                !$0.hasPrefix("routereport: --at places no aircraft")
            }
            let flightLines = all.reversed().prefix { $0.hasPrefix("  ") }.count
            #expect(all.dropLast(flightLines).last?.hasSuffix("wrote kml,md,json,svg,html to \(output)/") == true)
            // Every stderr line is ours: a diagnostic or the summary, nothing libxml2
            // printed by itself (it did, for encoding errors, before XMLReader took them).
            let lines = all.dropLast(flightLines + 1)
            #expect(lines.count > 20)
            for line in lines {
                #expect(
                    line.hasPrefix("in/") && (line.contains(": error: ") || line.contains(": warning: ")) && line.hasSuffix("]"),
                    "\(line)")
            }

            // Nothing outside the output folder: the run folder holds in/ and the outputs only.
            let top = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
            #expect(top == ["in"] + (jobs == "1" ? ["out-j1"] : ["out-j1", "out-j2"]))
            #expect(ValidateBinary.listing(root + "/in").count == inputCount)
            let written = ValidateBinary.listing(root + "/" + output)
            #expect(
                written.allSatisfy {
                    $0 == "maps" || $0.hasPrefix("maps/")
                        || ["report.json", "report.md", "report.html", "routes.kml", ".routereport-manifest"].contains($0)
                })
            #expect(
                written.filter { $0.hasPrefix("maps/") }.allSatisfy { !$0.dropFirst(5).contains("/") && $0.hasSuffix(".svg") })
            #expect(!written.contains { $0.contains(".tmp") })  // no half-written temporary left

            // No secret and no /etc/passwd content in any output file.
            for name in written where name != "maps" && name != ".routereport-manifest" {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + output + "/" + name)))
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(!text.contains(secret), "\(name)")
                #expect(!text.contains("root:x:0:0"), "\(name)")
                if let previous = outputs[name] {
                    #expect(previous == bytes, "\(name) differs between -j 1 and -j 2")
                }
                outputs[name] = bytes
            }
        }

        let data = try Data(contentsOf: URL(fileURLWithPath: root + "/out-j1/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let flights = try #require(json["flights"] as? [[String: Any]])
        // The valid flight, fully reported: distance from GeographicLib (Python
        // geographiclib 2.0, WGS84 Inverse), progress, a position and both rects.
        let flight = try #require(flights.first { $0["id"] as? String == "lhr-jfk" })
        #expect(abs((flight["distance_m"] as? Double ?? 0) - 5_555_065.626956004) < 1e-6)
        #expect(flight["progress"] as? Double == 0.5)
        #expect(flight["progress_source"] as? String == "explicit")
        #expect(flight["position"] is [String: Any])
        #expect(flight["visible_rect"] is [String: Any] && flight["content_rect"] is [String: Any])
        let route = try #require(flights.first { $0["id"] as? String == "valid-route-2" })
        #expect(abs((route["distance_m"] as? Double ?? 0) - 261_366.01089354767) < 1e-6)
        let landmarks = try #require(json["landmarks"] as? [[String: Any]])
        #expect(landmarks.contains { $0["id"] as? String == "valid-route-1" && $0["name"] as? String == "Zurich" })
        #expect(landmarks.contains { $0["name"] as? String == "Z\u{FC}rich Fl\u{FC}ghafe" })  // Latin-1, decoded
        #expect(FileManager.default.fileExists(atPath: root + "/out-j1/maps/lhr-jfk.svg"))

        // Every hostile file is named in the diagnostics with the rule it earned.
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        func rules(_ file: String) -> Set<String> {
            Set(diagnostics.filter { $0["file"] as? String == "in/" + file }.compactMap { $0["rule"] as? String })
        }
        #expect(rules("huge-text.kml") == ["input-limit"])
        #expect(rules("huge-attribute.kml") == ["input-limit"])
        #expect(rules("many-attributes.gpx") == ["input-limit"])
        #expect(rules("hostile-billion-laughs.kml") == ["external-reference", "input-limit"])
        #expect(rules("hostile-deep-nesting.kml") == ["input-limit"])
        #expect(rules("kmz-bomb.kmz/doc.kml") == ["input-limit"])  // 64 MiB inflate; the XML text cap stops it
        #expect(rules("secret-entity.kml").contains("external-reference"))
        // An xi:include in a name, which KML holds as text only: a schema warning too.
        #expect(rules("secret-xinclude.kml") == ["external-reference", "kml-schema"])
        #expect(rules("secret-networklink.kml") == ["external-reference", "no-features"])
        #expect(rules("valid-flight.kml").isEmpty && rules("valid-route.gpx").isEmpty)
        #expect(rules("hostile-utf16-lone-surrogate.kml") == ["xml-malformed"])
        #expect(rules("hostile-xxe-in-kmz.kmz/doc.kml") == ["external-reference"])  // inside: ARCHIVE/ENTRY
        #expect(landmarks.contains { $0["id"] as? String == "kmz-xxe" })  // read, /etc/passwd not

        // Hostile ids stay inside maps/, made safe.
        let maps = ValidateBinary.listing(root + "/out-j1/maps")
        for stem in ["_._.._etc_x", "_abs_path", "__", "_", "overview-2", "C__windows_x", "con_", "dup", "dup-2"] {
            #expect(maps.contains(stem + ".svg"), "\(stem)")
        }
    }

    @Test("A FIFO, a link to /dev/zero and a link loop in a folder, a device named: no hang; each special file a warning")
    func specialFiles() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/in/sub", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/in/pipe.kml", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/in/zero.gpx", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: root + "/in/sub/loop", withDestinationPath: "..")
        try ValidateBinary.write(
            "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><Point><coordinates>1,2</coordinates></Point></Placemark></kml>\n",
            to: root + "/in/ok.kml")
        let folder = try ValidateBinary.run(["validate", "in"], in: root, timeLimit: 20)
        #expect(!folder.timedOut)
        #expect(folder.status == 0)
        #expect(
            folder.standardError == "in/pipe.kml: warning: not read: a FIFO (named pipe), not a regular file [unreadable-file]\n"
                + "in/zero.gpx: warning: not read: a device, not a regular file [unreadable-file]\n"
                + "routereport: 1 file, 0 flights, 1 landmark; 0 errors, 2 warnings\n")
        let device = try ValidateBinary.run(["validate", "-q", "/dev/zero"], in: root, timeLimit: 20)
        #expect(!device.timedOut)
        #expect(device.status == 1)
        #expect(
            device.standardError == "/dev/zero: error: is a device, not a file [unreadable-file]\n"
                + "routereport: error: no input could be read\n")
    }
}
