import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// `--shard K/N` on every shard, then `merge`, writes byte for byte what one run writes.
@Suite struct ShardMergeEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A generated set that exercises what merge must settle across shards: the same stem
    /// in two folders (generated ids), one explicit id in several files (duplicate-id, an
    /// error, so exit status 1), a file with warnings, a KMZ-less broken file.
    static func makeGeneratedSet(in directory: URL) throws {
        let fileManager = FileManager.default
        for folder in ["a", "b", "c/d"] {
            try fileManager.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        for index in 0..<24 {
            let lat = Double(index % 12) * 6 - 33
            let lon = Double(index) * 14 - 170
            try write(
                "\(["a", "b", "c/d"][index % 3])/flights-\(index / 3).kml",
                """
                <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder><name>Set \(index)</name>
                <Placemark><name>Flight \(index) &amp; co</name>
                <ExtendedData><Data name="progress"><value>\(Double(index % 5) / 4)</value></Data></ExtendedData>
                <LineString><coordinates>\(lon),\(lat) \(lon + 95),\(-lat / 2)</coordinates></LineString></Placemark>
                \(index == 8 ? "<!-- routereport-disable-next-line duplicate-id, time-order: kept on purpose -->" : "")
                <Placemark id="\(index % 4 == 0 ? "shared-id" : "own-\(index)")"><name>Point \(index)</name>
                <Point><coordinates>\(lon),\(lat)</coordinates></Point></Placemark>
                </Folder></Document></kml>
                """)
        }
        try write(
            "a/same.gpx",
            """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>T</name><trkseg>
            <trkpt lat="47.0" lon="8.0"><time>2026-01-01T10:00:00Z</time></trkpt>
            <trkpt lat="47.5" lon="9.0"><time>2026-01-01T10:20:00Z</time></trkpt>
            <trkpt lat="48.0" lon="11.0"><time>2026-01-01T11:00:00Z</time></trkpt></trkseg></trk></gpx>
            """)
        try write(
            "b/same.gpx",
            """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="2"><name>W</name></wpt></gpx>
            """)
        try write("c/broken.kml", "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><LineString><coordinates>1,2 3,")
    }

    static func run(_ arguments: [String]) -> (RouteReportCLI.ExitStatus, String) {
        let captured = CapturedConsole()
        let status = CommandLineTool.run(arguments: arguments, environment: [:], console: captured.console)
        return (status, captured.standardError)
    }

    /// Every file below `directory`, relative path → bytes; the output manifest (file
    /// identities on this disk) left out.
    static func files(in directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let relative = enumerator?.nextObject() as? String {
            if relative == OutputManifest.fileName { continue }
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return result
    }

    @Test func threeShardsMergeToTheSingleRunByteForByte() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let generated = work.appendingPathComponent("generated")
        try Self.makeGeneratedSet(in: generated)
        // Routes too, as FILE arguments and --route values: each a shard by its text.
        let inputs = [
            Self.packageRoot.appendingPathComponent("inputs").path, generated.path, "LHR-JFK", "--route", "SFO-NRT,MLH-CDG",
            "GRU-JNB",
        ]
        let common = ["--at", "2026-01-01T10:30:00Z", "-q", "--format", "kml,md,json,svg,kmz,geojson"]

        let (singleStatus, _) = Self.run(common + ["-o", work.appendingPathComponent("single").path] + inputs)
        #expect(singleStatus == .inputError)  // the broken file and the duplicate ids

        var shardDirectories: [String] = []
        for index in 1...3 {
            let directory = work.appendingPathComponent("shard-\(index)").path
            shardDirectories.append(directory)
            let (status, _) = Self.run(common + ["--shard", "\(index)/3", "-j", "1", "-o", directory] + inputs)
            #expect(status == .success || status == .inputError)
        }
        // Shards given out of order: the merge settles the order itself.
        let merged = work.appendingPathComponent("merged").path
        let (mergeStatus, _) = Self.run(
            ["merge", "-q", "--format", "kml,md,json,svg,kmz,geojson", "-o", merged] + shardDirectories.reversed())
        #expect(mergeStatus == singleStatus)

        let single = try Self.files(in: work.appendingPathComponent("single"))
        let mergedFiles = try Self.files(in: URL(fileURLWithPath: merged))
        #expect(single.count > 20)
        #expect(single["routes.geojson"] != nil)
        #expect(Set(mergedFiles.keys) == Set(single.keys))
        for (name, bytes) in single.sorted(by: { $0.key < $1.key }) {
            #expect(mergedFiles[name] == bytes, "\(name) differs between the merged and the single run")
        }
        // Each shard really held only part of the inputs.
        let shardFlights = try shardDirectories.map { directory -> Int in
            let json =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/report.json")))
                as? [String: Any]
            return (json?["flights"] as? [Any])?.count ?? -1
        }
        let singleJSON = try JSONSerialization.jsonObject(with: single["report.json"]!) as? [String: Any]
        let singleFlights = (singleJSON?["flights"] as? [Any])?.count ?? -1
        // A track joined to its row in the whole run is a flight of its own in a shard
        // that lacks the row (or the track): the merge joins them as the single run does.
        let joined = (singleJSON?["flights"] as? [[String: Any]])?.count { $0["track_id"] is String } ?? -1
        #expect(joined > 0)
        #expect(shardFlights.reduce(0, +) >= singleFlights)
        #expect(shardFlights.reduce(0, +) <= singleFlights + joined)
        #expect(shardFlights.allSatisfy { $0 > 0 && $0 < singleFlights })
        // The comment silenced a run-wide finding made across shards, and said its other rule silenced nothing.
        let findings = (singleJSON?["diagnostics"] as? [[String: Any]]) ?? []
        let commented = findings.filter { ($0["file"] as? String)?.hasSuffix("c/d/flights-2.kml") == true }
        #expect(commented.map { $0["rule"] as? String } == ["suppression-unused"])
        #expect(findings.contains { $0["rule"] as? String == "duplicate-id" })
    }

    @Test func mismatchedOrIncompleteShardsAreRefused() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let inputs = [Self.packageRoot.appendingPathComponent("inputs").path]
        func shard(_ index: Int, _ extra: [String] = []) -> String {
            let directory = work.appendingPathComponent("s\(index)-\(extra.joined())").path
            _ = Self.run(
                ["--at", "2026-01-01T10:30:00Z", "-q", "--format", "json", "--shard", "\(index)/2", "-o", directory] + extra
                    + inputs)
            return directory
        }
        let one = shard(1)
        let two = shard(2)
        let twoOtherTime = shard(2, ["--at", "2026-01-02T00:00:00Z"])
        let twoOtherPadding = shard(2, ["--padding", "20"])
        let out = work.appendingPathComponent("out").path

        var (status, error) = Self.run(["merge", "-o", out, one])
        #expect(status == .usage)
        #expect(error.contains("cannot merge: missing shard 2/2"))
        (status, error) = Self.run(["merge", "-o", out, one, twoOtherTime])
        #expect(status == .usage)
        #expect(error.contains("with another reference time (--at)"))
        (status, error) = Self.run(["merge", "-o", out, one, twoOtherPadding])
        #expect(status == .usage)
        #expect(error.contains("with another --padding"))
        (status, error) = Self.run(["merge", "-o", out, one, two, two])
        #expect(status == .usage)
        #expect(error.contains("shard 2/2 given more than once"))
        (status, error) = Self.run(["merge", "--at", "2026-05-05T00:00:00Z", "-o", out, one, two])
        #expect(status == .usage)
        #expect(error.contains("with another --at"))
        (status, error) = Self.run(["merge", "-o", out, work.path])
        #expect(status == .usage)
        #expect(error.contains("holds no shard state"))
        #expect(!FileManager.default.fileExists(atPath: out))
        (status, _) = Self.run(["merge", "-q", "-o", out, two, one])
        #expect(status == .success)
        #expect(FileManager.default.fileExists(atPath: out + "/report.json"))
    }

    /// A shard that holds every input of the run is the run: when none of its inputs can
    /// be read it fails as the run without shards does (status 1, the warnings raised to
    /// errors), and still writes its state; a shard whose inputs gave nothing beside
    /// another shard's readable input is no error, as the merge judges the whole run.
    @Test func aShardHoldingEveryInputFailsWhenNoneCanBeRead() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let input = work.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data().write(to: input.appendingPathComponent("empty.kml"))
        let plain = Self.run(["-o", work.appendingPathComponent("plain").path, input.path])
        let sharded = Self.run(["--shard", "1/1", "-o", work.appendingPathComponent("shard").path, input.path])
        #expect(plain.0 == .inputError)
        #expect(sharded.0 == plain.0)
        #expect(sharded.1.contains("empty.kml: error: the file is empty [unknown-format]"))
        #expect(sharded.1.contains("routereport: error: no input could be read\n"))
        #expect(!sharded.1.contains("left as it was"), "the shard wrote its state: \(sharded.1)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("shard/" + ShardState.fileName).path))

        // With a readable second file, each shard on its own: the one holding only the
        // empty file (whichever it is) warns and succeeds.
        try Self.flightKML.write(to: input.appendingPathComponent("flight.kml"), atomically: true, encoding: .utf8)
        var alone = 0
        for index in 1...2 {
            let (status, error) = Self.run([
                "--shard", "\(index)/2", "-o", work.appendingPathComponent("s\(index)").path, input.path,
            ])
            #expect(status == .success, "shard \(index)/2: \(error)")
            if error.contains("1 of 1 input gave nothing") { alone += 1 }
        }
        try #require(alone <= 1)
        if alone == 0 { Issue.record("both files fell into one shard; the case is not exercised") }
    }

    static let flightKML = """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>F</name>
        <LineString><coordinates>8,47 11,48</coordinates></LineString></Placemark></kml>
        """
}
