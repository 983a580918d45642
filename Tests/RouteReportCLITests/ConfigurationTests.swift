import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// `routereport.toml` end to end, through the built binary in a repository of its own
/// (a `.git` folder stops the search, so nothing above the temporary folder is read):
/// discovery, each setting from the file and the command line, excludes, fatal findings
/// and exit statuses.
@Suite("Configuration", .serialized)
struct ConfigurationTests {
    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
          <Placemark id="bad"><LineString><coordinates>0,0 100,95</coordinates></LineString></Placemark>
          <Placemark id="t"><TimeSpan><begin>2026-03-08T18:00:00Z</begin><end>2026-03-08T12:00:00Z</end></TimeSpan>
            <Point><coordinates>1,2</coordinates></Point></Placemark>
        </Document></kml>

        """
    static let empty = """
        <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"></gpx>

        """

    /// repo/.git, repo/data/a.kml (an error and a time-order warning), repo/data/sub/empty.gpx
    /// (a no-features warning), repo/build/x.kml (malformed XML); returns repo.
    static func repository() throws -> String {
        let root = try ValidateBinary.makeDirectory()
        let repo = root + "/repo"
        for folder in ["/.git", "/data/sub", "/build"] {
            try FileManager.default.createDirectory(atPath: repo + folder, withIntermediateDirectories: true)
        }
        try ValidateBinary.write(broken, to: repo + "/data/a.kml")
        try ValidateBinary.write(empty, to: repo + "/data/sub/empty.gpx")
        try ValidateBinary.write("<kml><broken\n", to: repo + "/build/x.kml")
        return repo
    }

    static func remove(_ repo: String) {
        try? FileManager.default.removeItem(atPath: (repo as NSString).deletingLastPathComponent)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test func noConfigIsTodaysBehaviour() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        let outcome = try ValidateBinary.run(["validate", "data"], in: repo)
        #expect(outcome.status == 1)
        #expect(
            Self.lines(outcome.standardError).last
                == "routereport: 2 files, 0 flights, 1 landmark; 1 error, 2 warnings")
    }

    /// An empty file is a configuration that changes nothing (a zero-byte read is no failure).
    @Test func anEmptyFileChangesNothing() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write("", to: repo + "/routereport.toml")
        let outcome = try ValidateBinary.run(["validate", "data"], in: repo)
        #expect(outcome.status == 1)
        #expect(
            Self.lines(outcome.standardError).last
                == "routereport: 2 files, 0 flights, 1 landmark; 1 error, 2 warnings; config routereport.toml")
    }

    @Test func theFileSetsLevelsAndExcludesAndIsNamedInTheSummary() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write(
            """
            # why each line
            exclude = ["build/"]
            [rules]
            no-features = "off"
            time-order = "error"
            coordinate-out-of-range = "warning"

            """, to: repo + "/routereport.toml")
        let outcome = try ValidateBinary.run(["validate", "."], in: repo + "/data")
        #expect(outcome.status == 1)
        #expect(
            Self.lines(outcome.standardError) == [
                "./a.kml:3:52: warning: '100,95': latitude 95.0 is outside [-90, 90] [coordinate-out-of-range]",
                "./a.kml:4:66: error: TimeSpan ends before it begins [time-order]",
                "routereport: 2 files, 0 flights, 1 landmark; 1 error, 1 warning; config ../routereport.toml",
            ])
        // The folder excluded, named or walked into, is not read: its malformed file says nothing.
        let named = try ValidateBinary.run(["validate", "data", "build/x.kml", "build"], in: repo)
        #expect(named.status == 1)
        #expect(
            Self.lines(named.standardError).last
                == "routereport: 2 files, 0 flights, 1 landmark; 1 error, 1 warning; 1 input and 1 folder excluded; config routereport.toml"
        )
        // --strict still comes last: the warning left is an error.
        let strict = try ValidateBinary.run(["validate", "-q", "--strict", "data"], in: repo)
        #expect(strict.standardError.contains("error: '100,95'"))
    }

    @Test func everyInputExcludedPassesWithExitZero() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write("exclude = ['build/', '*.gpx']\n", to: repo + "/.routereport.toml")
        let outcome = try ValidateBinary.run(["validate", "build/x.kml", "data/sub/empty.gpx"], in: repo)
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "routereport: nothing to check: every input is excluded\n")
        let sarif = try ValidateBinary.run(["validate", "--diagnostics", "sarif", "build/x.kml"], in: repo)
        #expect(sarif.status == 0)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"]) as? [Any]
        #expect(results?.isEmpty == true)
        let report = try ValidateBinary.run(["build/x.kml", "-o", "out"], in: repo)
        #expect(report.status == 0)
        #expect(!FileManager.default.fileExists(atPath: repo + "/out"))
    }

    @Test func perFileIgnoresTurnRulesOffForMatchingFiles() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write(
            """
            [per-file-ignores]
            "data/*.kml" = ["time-order", "coordinate-out-of-range"]
            "sub/" = ["no-features"]  # a name alone, at any depth

            """, to: repo + "/routereport.toml")
        let outcome = try ValidateBinary.run(["validate", "data"], in: repo)
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError
                == "routereport: 2 files, 0 flights, 1 landmark; 0 errors, 0 warnings; config routereport.toml\n")
    }

    @Test func fatalFindingsCannotBeTurnedOffOrIgnored() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write(
            """
            [rules]
            xml-malformed = "off"
            [per-file-ignores]
            "build/**" = ["xml-malformed"]

            """, to: repo + "/routereport.toml")
        let outcome = try ValidateBinary.run(["validate", "build"], in: repo)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("build/x.kml:2:1: error:"))
        #expect(outcome.standardError.contains("[xml-malformed]"))
    }

    /// `no-input` is configurable beside other inputs, but says why when nothing was read.
    @Test func noInputOffStillSaysWhyNothingWasRead() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try FileManager.default.createDirectory(atPath: repo + "/none", withIntermediateDirectories: false)
        try ValidateBinary.write("[rules]\nno-input = 'off'\n", to: repo + "/routereport.toml")
        let alone = try ValidateBinary.run(["validate", "none"], in: repo)
        #expect(alone.status == 1)
        #expect(
            alone.standardError.hasPrefix(
                "none: error: no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX files found [no-input]\n"))
        let beside = try ValidateBinary.run(["validate", "-q", "none", "data/sub"], in: repo)
        #expect(beside.status == 0)
        #expect(beside.standardError == "data/sub/empty.gpx: warning: the file holds no flight and no landmark [no-features]\n")
    }

    @Test func theCommandLineGivesTheSameSettings() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write("[rules]\ntime-order = \"off\"\n", to: repo + "/other.toml")
        try ValidateBinary.write("[rules]\nno-features = \"error\"\n", to: repo + "/routereport.toml")
        // --config: that file only; --exclude, relative to the working directory.
        let given = try ValidateBinary.run(
            ["validate", "--config", "../other.toml", "--exclude", "sub/", "--exclude", "*.gpx", "."], in: repo + "/data")
        #expect(
            Self.lines(given.standardError) == [
                "./a.kml:3:52: error: '100,95': latitude 95.0 is outside [-90, 90] [coordinate-out-of-range]",
                "routereport: 1 file, 0 flights, 1 landmark; 1 error, 0 warnings; 1 folder excluded; config ../other.toml",
            ])
        let none = try ValidateBinary.run(["validate", "--no-config", "data"], in: repo)
        #expect(Self.lines(none.standardError).last == "routereport: 2 files, 0 flights, 1 landmark; 1 error, 2 warnings")
        let found = try ValidateBinary.run(["validate", "data"], in: repo)
        #expect(found.standardError.contains("data/sub/empty.gpx: error: the file holds no flight and no landmark"))
        let both = try ValidateBinary.run(["validate", "--config", "other.toml", "--no-config", "data"], in: repo)
        #expect(both.status == 2)
        let missing = try ValidateBinary.run(["validate", "--config", "nope.toml", "data"], in: repo)
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("Error: cannot read the configuration file 'nope.toml'\n"))
        // An endless file is refused past 1 MiB, not read forever.
        let endless = try ValidateBinary.run(["validate", "--config", "/dev/zero", "data"], in: repo, timeLimit: 20)
        #expect(endless.status == 2 && endless.standardError.hasPrefix("/dev/zero:1:1: error: the file is over 1 MiB\n"))
        let badGlob = try ValidateBinary.run(["validate", "--exclude", "!x", "data"], in: repo)
        #expect(badGlob.status == 2)
    }

    @Test func aBadConfigChecksNothingAndExitsTwo() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write(
            """
            exlude = ["build/"]
            [rules]
            time-ordr = "error"
            no-features = "warn"
            input-limit = "off"
            [per-file-ignores]
            "x/[a" = ["time-order"]

            """, to: repo + "/routereport.toml")
        let outcome = try ValidateBinary.run(["validate", "data"], in: repo)
        #expect(outcome.status == 2)
        #expect(
            Self.lines(outcome.standardError) == [
                "routereport.toml:1:1: error: unknown key 'exlude'; did you mean 'exclude'?",
                "routereport.toml:3:1: error: unknown rule 'time-ordr' in [rules]; did you mean 'time-order'?",
                "routereport.toml:4:15: error: 'warn' is not a severity: use off, note, warning or error",
                "routereport.toml:5:15: error: 'input-limit' takes only error: its findings mean a file was not read",
                "routereport.toml:7:4: error: bad pattern 'x/[a': '[' is never closed by ']'",
                "routereport: error: bad configuration (routereport.toml); nothing was checked",
            ])
        try ValidateBinary.write("[rules]\ntime-order = 1\n", to: repo + "/routereport.toml")
        let github = try ValidateBinary.run(["validate", "--diagnostics", "github", "data"], in: repo)
        #expect(github.status == 2)
        #expect(
            Self.lines(github.standardError) == [
                "routereport.toml:2:14: error: numbers and dates are not supported in routereport.toml; write a string",
                "::error file=routereport.toml,line=2,col=14,title=routereport config::numbers and dates are not supported in routereport.toml; write a string",
                "routereport: error: bad configuration (routereport.toml); nothing was checked",
            ])
    }

    @Test func discoveryStopsAtTheRepositoryRootAndHome() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        let outer = (repo as NSString).deletingLastPathComponent
        try ValidateBinary.write("[rules]\ntime-order = \"off\"\n", to: outer + "/routereport.toml")
        #expect(try ConfigDiscovery.find(from: repo + "/data/sub", home: nil).get() == nil)
        // A worktree's or submodule's `.git` is a file: the same stop.
        try FileManager.default.removeItem(atPath: repo + "/.git")
        try ValidateBinary.write("gitdir: elsewhere\n", to: repo + "/.git")
        #expect(try ConfigDiscovery.find(from: repo + "/data/sub", home: nil).get() == nil)
        try FileManager.default.removeItem(atPath: repo + "/.git")
        #expect(try ConfigDiscovery.find(from: repo + "/data/sub", home: repo).get() == nil)
        #expect(try ConfigDiscovery.find(from: repo + "/data/sub", home: nil).get() == outer + "/routereport.toml")
        try ValidateBinary.write("", to: repo + "/data/.routereport.toml")
        #expect(try ConfigDiscovery.find(from: repo + "/data/./sub/", home: nil).get() == repo + "/data/.routereport.toml")
        try ValidateBinary.write("", to: repo + "/data/routereport.toml")
        guard case .failure(let ambiguity) = ConfigDiscovery.find(from: repo + "/data", home: nil) else {
            Issue.record("both names were accepted")
            return
        }
        #expect(ambiguity.message.hasPrefix("both routereport.toml and .routereport.toml are in \(repo)/data"))
        let outcome = try ValidateBinary.run(["validate", "sub"], in: repo + "/data")
        #expect(outcome.status == 2)
        #expect(
            Self.lines(outcome.standardError) == [
                "routereport: error: both routereport.toml and .routereport.toml are in \(repo)/data; keep one (routereport reads one config per run)",
                "routereport: error: bad configuration (routereport.toml); nothing was checked",
            ])
    }

    @Test func theConfigIsShownRelativeToTheWorkingDirectory() {
        #expect(ConfigDiscovery.shown("/r/routereport.toml", from: "/r") == "routereport.toml")
        #expect(ConfigDiscovery.shown("/r/.routereport.toml", from: "/r/a/b") == "../../.routereport.toml")
        #expect(ConfigDiscovery.shown("/r/routereport.toml", from: "/s") == "/r/routereport.toml")
    }

    @Test func theReportCommandReadsTheSameConfig() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write(
            "exclude = ['build/']\n[rules]\ncoordinate-out-of-range = 'note'\n", to: repo + "/routereport.toml")
        let outcome = try ValidateBinary.run(["-o", "out", "--format", "json", "."], in: repo)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("./data/a.kml:3:52: note: '100,95'"))
        #expect(outcome.standardError.contains("1 folder excluded; config routereport.toml"))
    }

    /// Shards record the configuration they ran with; `merge` applies it and refuses
    /// shards that ran with different ones.
    static let time = "2026-01-01T00:00:00Z"

    @Test func shardsAgreeOnTheConfiguration() throws {
        let repo = try Self.repository()
        defer { Self.remove(repo) }
        try ValidateBinary.write("[rules]\ntime-order = 'error'\n", to: repo + "/routereport.toml")
        let first = try ValidateBinary.run(["--at", Self.time, "--shard", "1/2", "-o", "s1", "data"], in: repo)
        let second = try ValidateBinary.run(["--at", Self.time, "--shard", "2/2", "-o", "s2", "data"], in: repo)
        #expect(first.status <= 1 && second.status <= 1)
        let merged = try ValidateBinary.run(["merge", "-o", "m", "s1", "s2"], in: repo)
        #expect(merged.standardError.contains("error: TimeSpan ends before it begins [time-order]"))
        let other = try ValidateBinary.run(["--no-config", "--at", Self.time, "--shard", "2/2", "-o", "s3", "data"], in: repo)
        #expect(other.status <= 1)
        let refused = try ValidateBinary.run(["merge", "-o", "m2", "s1", "s3"], in: repo)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("configuration (routereport.toml, --config, --no-config, --exclude)"))
    }
}
