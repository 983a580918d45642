import Foundation
import Testing

@testable import RouteReportCore

/// The output folder through the built binary: a person's files in it are never written
/// over without `--force`, a set goes in whole or not at all, and the folder is never
/// read back as an input.
@Suite("Output folder safety")
struct OutputFolderSafetyTests {
    static let at = ["--at", "2026-01-01T10:30:00Z"]

    /// Every file below `folder` (relative) with its bytes, but the manifest (which
    /// holds the files' inode numbers).
    static func snapshot(_ folder: String) -> [String: Data] {
        InterruptionTests.snapshot(folder).filter { $0.key != OutputManifest.fileName }
    }

    @Test("A person's files where reports go stop the run before it writes, status 2, naming them and --force")
    func personsFilesAreSafe() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/maps", withIntermediateDirectories: false)
        try ValidateBinary.write("# My flights\n", to: root + "/report.md")
        try ValidateBinary.write("<kml/>\n", to: root + "/routes.kml")
        try ValidateBinary.write("<svg/>\n", to: root + "/maps/LHR-JFK.svg")
        let before = Self.snapshot(root)
        let refused = try ValidateBinary.run(Self.at + ["-o", ".", "LHR-JFK"], in: root)
        #expect(refused.status == 2)
        #expect(
            refused.standardError
                == "routereport: error: ./routes.kml was not written by routereport; it is left as it is\n"
                + "routereport: error: ./report.md was not written by routereport; it is left as it is\n"
                + "routereport: error: ./maps/LHR-JFK.svg was not written by routereport; it is left as it is\n"
                + "routereport: error: nothing was written; move them away, or use --force to write over them\n"
                + "routereport: 1 route, 1 flight, 0 landmarks; 0 errors, 0 warnings\n"
                // A run of up to 10 flights lists them (5,554.5 km by GeographicLib).
                + "  LHR → JFK  5,554.5 km\n")
        #expect(Self.snapshot(root) == before)
        let forced = try ValidateBinary.run(Self.at + ["-q", "--force", "-o", ".", "LHR-JFK"], in: root)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: root + "/report.md", encoding: .utf8).hasPrefix("# Flight report\n"))
        // Written by routereport now: the next run goes on without --force.
        let again = try ValidateBinary.run(Self.at + ["-q", "-o", ".", "LHR-JFK"], in: root)
        #expect(again.status == 0)
    }

    /// A symlink where a report or the maps folder goes is a person's too: not removed
    /// without --force, and with it replaced, never written through.
    @Test("A symlink where a report or maps/ goes is a person's file; --force replaces it, never writing through it")
    func symlinksAreAPersonsFiles() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["out", "elsewhere"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: false)
        }
        try ValidateBinary.write("keep\n", to: root + "/elsewhere/LHR-JFK.svg")
        try ValidateBinary.write("keep too\n", to: root + "/elsewhere.md")
        try FileManager.default.createSymbolicLink(atPath: root + "/out/maps", withDestinationPath: "../elsewhere")
        try FileManager.default.createSymbolicLink(atPath: root + "/out/report.md", withDestinationPath: "../elsewhere.md")
        let refused = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "LHR-JFK"], in: root)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("out/maps was not written by routereport"))
        #expect(refused.standardError.contains("out/report.md was not written by routereport"))
        #expect(!refused.standardError.contains("out/maps/"))
        #expect(ValidateBinary.listing(root + "/out") == ["maps", "report.md"])
        let forced = try ValidateBinary.run(Self.at + ["-q", "--force", "-o", "out", "LHR-JFK"], in: root)
        #expect(forced.status == 0)
        var status = stat()
        #expect(lstat(root + "/out/maps", &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
        #expect(lstat(root + "/out/report.md", &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG)
        #expect(ValidateBinary.listing(root + "/elsewhere") == ["LHR-JFK.svg"])
        #expect(try String(contentsOfFile: root + "/elsewhere/LHR-JFK.svg", encoding: .utf8) == "keep\n")
        #expect(try String(contentsOfFile: root + "/elsewhere.md", encoding: .utf8) == "keep too\n")
    }

    /// reports/ as a fresh clone has it (no manifest, files as git wrote them): each
    /// file carries its generator mark, so the README's command runs into it as ever.
    @Test("The committed reports/ of a fresh clone (no manifest) is routereport's own: a run writes into it")
    func freshCloneReports() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let package = ValidateBinary.packageRoot.path
        try FileManager.default.copyItem(atPath: package + "/inputs", toPath: root + "/inputs")
        try FileManager.default.createDirectory(atPath: root + "/reports", withIntermediateDirectories: false)
        for name in try FileManager.default.contentsOfDirectory(atPath: package + "/reports")
        where name != "rendered" && name != OutputManifest.fileName {
            try FileManager.default.copyItem(atPath: package + "/reports/" + name, toPath: root + "/reports/" + name)
        }
        let before = Self.snapshot(root + "/reports")
        let run = try ValidateBinary.run(
            Self.at + ["--format", ExampleReportsTests.committedFormats, "inputs"], in: root, timeLimit: 120)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.snapshot(root + "/reports") == before)
    }

    @Test("A folder given as input that is the output folder: its reports are never read back")
    func outputFolderAsInput() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: false)
        let package = ValidateBinary.packageRoot.path
        for name in ["classic-flight.kml", "route.gpx", "logbook.csv"] {
            try FileManager.default.copyItem(atPath: package + "/inputs/" + name, toPath: root + "/data/" + name)
        }
        var counts: [Int] = []
        for (run, output) in ["data", "./data/", "data"].enumerated() {
            let outcome = try ValidateBinary.run(Self.at + ["--format", "kml,kmz,json", "-o", output, "data/"], in: root)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(!outcome.standardError.contains("duplicate-id"))
            counts.append(try FirstContactTests.flightCount(root + "/data/report.json"))
            let notes = outcome.standardError.split(separator: "\n").filter { $0.contains("note: not reading") }
            #expect(
                notes
                    == (run == 0
                        ? []
                        : [
                            "routereport: note: not reading data/routes.kml: it is this run's output",
                            "routereport: note: not reading data/routes.kmz: it is this run's output",
                        ]))
        }
        #expect(counts[0] > 0 && counts == [counts[0], counts[0], counts[0]])
        // Named as a FILE, the same.
        let named = try ValidateBinary.run(
            Self.at + ["--format", "kml,kmz,json", "-o", "data", "data/routes.kml", "data/route.gpx"], in: root)
        #expect(named.standardError.hasPrefix("routereport: note: not reading data/routes.kml: it is this run's output\n"))
        // With no manifest (a fresh clone's reports/, an older version's output), its
        // marked routes.kml and routes.kmz are still this run's own.
        try FileManager.default.removeItem(atPath: root + "/data/" + OutputManifest.fileName)
        let unlisted = try ValidateBinary.run(Self.at + ["--format", "kml,kmz,json", "-o", "data", "data"], in: root)
        #expect(unlisted.status == 0, "\(unlisted.standardError)")
        #expect(try FirstContactTests.flightCount(root + "/data/report.json") == counts[0])
        #expect(unlisted.standardError.contains("note: not reading data/routes.kml: it is this run's output\n"))
        #expect(unlisted.standardError.contains("note: not reading data/routes.kmz: it is this run's output\n"))
        // A person's routes.kml there is an input (and stops the run as theirs).
        try FileManager.default.removeItem(atPath: root + "/data/" + OutputManifest.fileName)
        try ValidateBinary.write(
            "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><name>mine</name><LineString>"
                + "<coordinates>0,0 10,10</coordinates></LineString></Placemark></kml>\n", to: root + "/data/routes.kml")
        let persons = try ValidateBinary.run(Self.at + ["--format", "kml,json", "-o", "data", "data"], in: root)
        #expect(persons.status == 2)
        #expect(!persons.standardError.contains("not reading data/routes.kml"))
        #expect(persons.standardError.contains("data/routes.kml was not written by routereport"))
    }

    /// report.json made immutable, or a folder put where it goes: the run fails naming
    /// it before the first rename, and every file is the previous run's.
    @Test("A place that cannot take its file fails the run before the first rename; the previous set stays whole")
    func wholeSetOrNothing() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "LHR-JFK"], in: root)
        #expect(first.status == 0)
        let before = Self.snapshot(root + "/out")
        try FileManager.default.removeItem(atPath: root + "/out/report.json")
        try FileManager.default.createDirectory(atPath: root + "/out/report.json/x", withIntermediateDirectories: true)
        var expected = before
        expected["report.json"] = Data()
        expected["report.json/x"] = Data()
        let folder = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "LHR-JFK", "JFK-LHR"], in: root)
        #expect(folder.status == 3)
        #expect(folder.standardError == "routereport: error: cannot write out/report.json: it is a folder\n")
        #expect(Self.snapshot(root + "/out") == expected)

        try FileManager.default.removeItem(atPath: root + "/out/report.json")
        let again = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "LHR-JFK"], in: root)
        #expect(again.status == 0 && Self.snapshot(root + "/out") == before)
        guard geteuid() == 0, try FaultTests.shell("chattr +i out/report.json", in: root).status == 0 else { return }
        defer { _ = try? FaultTests.shell("chattr -i out/report.json", in: root) }
        let immutable = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "LHR-JFK", "JFK-LHR"], in: root)
        #expect(immutable.status == 3)
        #expect(immutable.standardError == "routereport: error: cannot write out/report.json: it is immutable (chattr +i)\n")
        #expect(Self.snapshot(root + "/out") == before)
    }

    @Test("A KMZ holding ../doc.kml and a good entry gives its flight alone as beside another input")
    func kmzOutcomeStandsAlone() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let flight = Array(
            ("<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><name>ok</name><LineString>"
                + "<coordinates>0,0 10,10</coordinates></LineString></Placemark></kml>").utf8)
        var zip = ZipWriter(dosTime: 0, dosDate: 0x21)
        #expect(zip.add(name: "../doc.kml", contents: flight) && zip.add(name: "ok.kml", contents: flight))
        try Data(try #require(zip.finish())).write(to: URL(fileURLWithPath: root + "/odd.kmz"))
        let warning = "odd.kmz: warning: the KMZ entry '../doc.kml' has an unsafe path; ignored [archive-invalid]\n"
        let alone = try ValidateBinary.run(Self.at + ["-o", "alone", "odd.kmz"], in: root)
        #expect(alone.status == 0)
        #expect(
            alone.standardError
                == warning
                + "routereport: 1 file, 1 flight, 0 landmarks; 0 errors, 1 warning; wrote kml,md,json,svg,html to alone/\n"
                // 1,565.1 km from (0, 0) to (10, 10) by GeographicLib.
                + "  0.00°N 0.00°E → 10.00°N 10.00°E  1,565.1 km\n"
                + "routereport: --at places no aircraft on 1 flight (no times, no progress): odd-1\n")
        let beside = try ValidateBinary.run(Self.at + ["-o", "beside", "odd.kmz", "LHR-JFK"], in: root)
        #expect(beside.status == 0)
        #expect(try FirstContactTests.flightCount(root + "/beside/report.json") == 2)
    }
}
