import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// What a new user or a CI job meets first, through the built binary: no hang on an empty
/// folder, no reading back of its own reports, no good report replaced by a typo, an
/// output folder that holds only this run's files, a progress line on a terminal only.
@Suite("First contact")
struct FirstContactTests {
    static let inputs = ValidateBinary.packageRoot.appendingPathComponent("inputs").path
    static let at = ["--at", "2026-01-01T10:30:00Z"]

    static func workspace() throws -> String {
        let directory = try ValidateBinary.makeDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/empty", withIntermediateDirectories: false)
        try ValidateBinary.write("not geodata\n", to: directory + "/empty/readme.txt")
        return directory
    }

    static func flightCount(_ reportJSON: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: reportJSON))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["flights"] as? [Any]).count
    }

    static func copyInputs(to directory: String, only names: [String]? = nil) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: inputs) where names?.contains(name) ?? true {
            try FileManager.default.copyItem(atPath: inputs + "/" + name, toPath: directory + "/" + name)
        }
    }

    @Test(
        "A folder with no geodata ends at once, for validate, every -j and every --diagnostics form",
        arguments: [
            ["validate"], ["validate", "--diagnostics", "sarif"], ["validate", "--diagnostics", "json"],
            ["validate", "--diagnostics", "github"], ["-j", "1"], ["-j", "4"], ["--diagnostics", "sarif", "-j", "4"],
        ])
    func emptyFolderEndsAtOnce(arguments: [String]) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(Self.at + arguments + ["empty"], in: directory, timeLimit: 20)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("routereport: error: no input could be read"))
        let format = arguments.firstIndex(of: "--diagnostics").map { arguments[$0 + 1] } ?? "text"
        switch format {
        case "text":
            // An error: it is why the run fails, and the summary counts it.
            #expect(
                outcome.standardError.hasPrefix(
                    "empty: error: no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX files found [no-input]\n"))
            #expect(outcome.standardError.contains("; 1 error, 0 warnings"))
        case "github":
            #expect(outcome.standardError.contains("no-input"))
        default:
            #expect(outcome.standardOutput.contains("no-input"))
        }
        // Nothing read, nothing written: not even an empty reports folder.
        #expect(!FileManager.default.fileExists(atPath: directory + "/reports"))
    }

    @Test("Every shard of inputs/ ends, the empty ones too, and their merge is the single run byte for byte")
    func emptyShardsMerge() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let common = Self.at + ["-q", "--format", "kml,md,json,svg"]
        let single = try ValidateBinary.run(common + ["-o", "single", Self.inputs], in: directory, timeLimit: 60)
        #expect(single.status == 0)
        // More shards than inputs/ has files, so some hold none.
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.inputs).filter { path in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.inputs + "/" + path, isDirectory: &folder) && !folder.boolValue
        }
        let count = files.count + 1
        var shards: [String] = []
        var empty = 0
        for index in 1...count {
            let outcome = try ValidateBinary.run(
                common + ["--shard", "\(index)/\(count)", "-j", "2", "-o", "shard-\(index)", Self.inputs], in: directory,
                timeLimit: 30)
            #expect(!outcome.timedOut, "shard \(index)/\(count)")
            #expect(outcome.status == 0, "shard \(index)/\(count): \(outcome.standardError)")
            #expect(FileManager.default.fileExists(atPath: directory + "/shard-\(index)/" + ShardState.fileName))
            if !FileManager.default.fileExists(atPath: directory + "/shard-\(index)/report.json") {
                empty += 1
                #expect(outcome.standardError.contains("shard \(index)/\(count) holds none of the"))
            }
            shards.append("shard-\(index)")
        }
        #expect(empty >= 1)
        let merged = try ValidateBinary.run(["merge"] + common + ["-o", "merged"] + shards, in: directory, timeLimit: 60)
        #expect(merged.status == 0, "\(merged.standardError)")
        let singleFiles = try ShardMergeEndToEndTests.files(in: URL(fileURLWithPath: directory + "/single"))
        let mergedFiles = try ShardMergeEndToEndTests.files(in: URL(fileURLWithPath: directory + "/merged"))
        #expect(singleFiles.count > 5)
        #expect(mergedFiles == singleFiles)
    }

    @Test("A run into a folder below its input reads the same flights every time")
    func outputInsideInputIsSkipped() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = directory + "/data"
        try Self.copyInputs(to: data)
        var counts: [Int] = []
        for run in 1...3 {
            let outcome = try ValidateBinary.run(Self.at + ["."], in: data, timeLimit: 60)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            counts.append(try Self.flightCount(data + "/reports/report.json"))
            let notes = outcome.standardError.components(separatedBy: "\n").filter { $0.contains("note: not reading") }
            #expect(notes == (run == 1 ? [] : ["routereport: note: not reading ./reports: it is this run's output folder"]))
        }
        #expect(counts[0] > 0)
        #expect(counts == [counts[0], counts[0], counts[0]])
        // A shard's folder inside the input is routereport's output too, whatever -o says.
        let shard = try ValidateBinary.run(Self.at + ["--shard", "1/1", "-o", "shard", "."], in: data, timeLimit: 60)
        #expect(shard.status == 0)
        let after = try ValidateBinary.run(Self.at + ["-o", "elsewhere", "."], in: data, timeLimit: 60)
        #expect(after.standardError.contains("not reading ./shard: it holds routereport's output"))
        #expect(after.standardError.contains("not reading ./reports: it holds routereport's output (.routereport-manifest)"))
        #expect(try Self.flightCount(data + "/elsewhere/report.json") == counts[0])
    }

    @Test("A mistyped command or option is a usage error with a suggestion; help is help")
    func typosAreUsageErrors() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let valdate = try ValidateBinary.run(["valdate", Self.inputs], in: directory)
        #expect(valdate.status == 2)
        #expect(valdate.standardError.hasPrefix("Error: Unknown command 'valdate'; did you mean 'validate'?\n"))
        let formt = try ValidateBinary.run(["--formt", "json", Self.inputs], in: directory)
        #expect(formt.status == 2)
        #expect(formt.standardError.hasPrefix("Error: Unknown option '--formt'; did you mean '--format'?\n"))
        let help = try ValidateBinary.run(["help"], in: directory)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: Flight and landmark reports from GPX, KML, KMZ and GeoJSON files.\n"))
        #expect(ValidateBinary.listing(directory) == ["empty", "empty/readme.txt"])
    }

    @Test(
        "No readable input, or no flight and no landmark and an error: the reports already there stay byte for byte, exit 1",
        arguments: [
            ["typo.kml"], ["missing/", "typo.gpx"], ["empty"], ["empty/readme.txt"], ["LHR-XYZ"], ["LHR-XYZ", "JFK-XYZ"],
        ])
    func nothingReadReplacesNothing(files: [String]) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = try ValidateBinary.run(Self.at + ["-q", "-o", "out", Self.inputs], in: directory)
        #expect(good.status == 0)
        let before = try ShardMergeEndToEndTests.files(in: URL(fileURLWithPath: directory + "/out"))
        let listing = ValidateBinary.listing(directory + "/out")
        let typo = try ValidateBinary.run(Self.at + ["-o", "out"] + files, in: directory)
        #expect(typo.status == 1)
        #expect(typo.standardError.contains("no input could be read; no report written, out/ is left as it was"))
        #expect(try ShardMergeEndToEndTests.files(in: URL(fileURLWithPath: directory + "/out")) == before)
        #expect(ValidateBinary.listing(directory + "/out") == listing)
    }

    @Test("A rerun with fewer flights removes the maps it wrote before, and nothing it did not write")
    func staleMapsGo() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let all = try ValidateBinary.run(Self.at + ["-q", "-o", "out", Self.inputs], in: directory)
        #expect(all.status == 0)
        let mapsBefore = ValidateBinary.listing(directory + "/out/maps")
        #expect(mapsBefore.count > 3)
        try ValidateBinary.write("mine\n", to: directory + "/out/maps/my-notes.svg")
        try ValidateBinary.write("mine\n", to: directory + "/out/notes.txt")
        let few = try ValidateBinary.run(
            Self.at + ["-q", "-o", "out", Self.inputs + "/classic-flight.kml"], in: directory)
        #expect(few.status == 0)
        let ids = try Self.flightIDs(directory + "/out/report.json")
        #expect(
            ValidateBinary.listing(directory + "/out/maps")
                == (ids.map { $0 + ".svg" } + ["my-notes.svg", "overview.svg"]).sorted())
        #expect(try String(contentsOfFile: directory + "/out/notes.txt", encoding: .utf8) == "mine\n")
        // Only json now: routes.kml, report.md and every map written before go; the
        // user's files and the folder holding one stay.
        let json = try ValidateBinary.run(Self.at + ["-q", "--format", "json", "-o", "out", Self.inputs], in: directory)
        #expect(json.status == 0)
        #expect(
            ValidateBinary.listing(directory + "/out")
                == [".routereport-manifest", "maps", "maps/my-notes.svg", "notes.txt", "report.json"])
    }

    static func flightIDs(_ reportJSON: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: reportJSON))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["flights"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    @Test(
        "With --force, a maps symlink is replaced by a real folder, a report.md symlink by a file; what they pointed to is left alone"
    )
    func mapsSymlinkIsReplaced() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: directory + "/elsewhere", withIntermediateDirectories: false)
        try ValidateBinary.write("keep\n", to: directory + "/elsewhere/overview.svg")
        try FileManager.default.createSymbolicLink(atPath: directory + "/out/maps", withDestinationPath: "../elsewhere")
        try ValidateBinary.write("keep too\n", to: directory + "/elsewhere.md")
        try FileManager.default.createSymbolicLink(atPath: directory + "/out/report.md", withDestinationPath: "../elsewhere.md")
        // A symlink is a person's file: without --force the run stops (OutputFolderSafetyTests).
        let outcome = try ValidateBinary.run(Self.at + ["-q", "--force", "-o", "out", Self.inputs], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        var status = stat()
        #expect(lstat(directory + "/out/maps", &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
        #expect(ValidateBinary.listing(directory + "/elsewhere") == ["overview.svg"])
        #expect(try String(contentsOfFile: directory + "/elsewhere/overview.svg", encoding: .utf8) == "keep\n")
        #expect(ValidateBinary.listing(directory + "/out/maps").contains("overview.svg"))
        #expect(lstat(directory + "/out/report.md", &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG)
        #expect(try String(contentsOfFile: directory + "/elsewhere.md", encoding: .utf8) == "keep too\n")
    }

    /// Runs `routereport ARGS` with stderr on a pseudo-terminal (util-linux `script`),
    /// reading stdin from a pipe that stays empty for 2 s, so the run lasts over a second.
    static func runOnTerminal(_ arguments: [String], in directory: String) throws -> ValidateBinary.Outcome? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = ValidateBinary.executable else {
            return nil
        }
        let command =
            "(sleep 2; cat '\(inputs)/classic-flight.kml') | '\(binary.path)' "
            + arguments.map { "'\($0)'" }.joined(separator: " ") + " -"
        // script puts the command's terminal output on its own stdout.
        return try ValidateBinary.run(["-qec", command, "/dev/null"], in: directory, executable: "/usr/bin/script")
    }

    static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    @Test(
        "Progress: one updating line on a terminal, none with -q, a machine format or no terminal",
        .enabled(if: hasScript, "util-linux script(1) is not installed"))
    func progressOnATerminal() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shown = try #require(try Self.runOnTerminal(Self.at + ["-o", "tty"], in: directory))
        #expect(shown.status == 0, "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("\rroutereport: reading files 0/1\u{1B}[K"))
        // The line is cleared before the summary.
        #expect(shown.standardOutput.contains("\r\u{1B}[Kroutereport: 1 file, 1 flight"))
        for quiet in [["-q"], ["--diagnostics", "json"], ["--diagnostics", "github"], ["--diagnostics", "sarif"]] {
            let outcome = try #require(try Self.runOnTerminal(Self.at + ["-o", "tty"] + quiet, in: directory))
            #expect(outcome.status == 0)
            #expect(!outcome.standardOutput.contains("reading files"), "\(quiet)")
            #expect(!outcome.standardOutput.contains("\u{1B}"), "\(quiet)")
        }
        // The same run without a terminal: not a byte of it.
        let plain = try ValidateBinary.run(
            [
                "-c",
                "(sleep 2; cat '\(Self.inputs)/classic-flight.kml') | '\(ValidateBinary.executable!.path)' --at 2026-01-01T10:30:00Z -o plain -",
            ],
            in: directory, executable: "/bin/sh")
        #expect(plain.status == 0)
        #expect(
            plain.standardError
                == "routereport: 1 file, 1 flight, 0 landmarks; 0 errors, 0 warnings; wrote kml,md,json,svg,html to plain/\n"
                + "  35.66°N 83.44°W → LAS  2,851.6 km\n")
        // Counting progress changes no output.
        #expect(
            try ShardMergeEndToEndTests.files(in: URL(fileURLWithPath: directory + "/tty"))
                == ShardMergeEndToEndTests.files(in: URL(fileURLWithPath: directory + "/plain")))
    }
}
