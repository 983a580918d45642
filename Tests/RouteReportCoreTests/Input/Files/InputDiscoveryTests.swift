import Foundation
import Testing

@testable import RouteReportCore

@Suite("InputDiscovery")
struct InputDiscoveryTests {
    /// A fresh directory tree for one test.
    static func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("routereport-discovery-\(UUID().uuidString)").path
        for (path, content) in [
            ("b.gpx", "<gpx/>"), ("A.KML", "<kml/>"), ("sub/c.kmz", "PK"), ("sub/d.txt", "no"),
            (".hidden.gpx", "<gpx/>"), ("z/x.Gpx", "<gpx/>"), ("a.kml.bak", "no"), ("sub/deeper/e.kml", "<kml/>"),
        ] {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    @Test("A directory gives its kml/kmz/gpx files, recursively, in bytewise path order")
    func directory() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let expected = [".hidden.gpx", "A.KML", "b.gpx", "sub/c.kmz", "sub/deeper/e.kml", "z/x.Gpx"]
        #expect(InputDiscovery.expand(paths: [root]) == expected.map { root + "/" + $0 })
        // A trailing slash does not double.
        #expect(InputDiscovery.expand(paths: [root + "/"]) == expected.map { root + "/" + $0 })
    }

    @Test("Links: a link to a file counts, a link to a folder is not followed; a folder named x.kml is walked, not read")
    func links() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        #expect(symlink(outside, root + "/linked-folder") == 0)
        #expect(symlink(outside + "/b.gpx", root + "/linked.gpx") == 0)
        #expect(symlink(root + "/nowhere.kml", root + "/dangling.kml") == 0)
        try FileManager.default.createDirectory(atPath: root + "/folder.kml", withIntermediateDirectories: true)
        try Data("<kml/>".utf8).write(to: URL(fileURLWithPath: root + "/folder.kml/inside.kml"))
        let expected = [
            ".hidden.gpx", "A.KML", "b.gpx", "folder.kml/inside.kml", "linked.gpx", "sub/c.kmz", "sub/deeper/e.kml", "z/x.Gpx",
        ]
        #expect(InputDiscovery.expand(paths: [root]) == expected.map { root + "/" + $0 })
    }

    @Test(
        "The corpus is found as FileManager's enumerator finds it, in bytewise order")
    func corpusMatchesFileManager() throws {
        let root = InputCorpusTests.corpus.path
        let walker = try #require(FileManager.default.enumerator(atPath: root))
        var expected: [String] = []
        while let relative = walker.nextObject() as? String {
            var status = stat()
            let name = (relative as NSString).lastPathComponent
            guard let dot = name.lastIndex(of: "."),
                InputDiscovery.extensions.contains(name[name.index(after: dot)...].lowercased()),
                stat(root + "/" + relative, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG
            else { continue }
            expected.append(root + "/" + relative)
        }
        expected.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(expected.count > 100)
        #expect(InputDiscovery.expand(paths: [root]) == expected)
    }

    @Test("Bytewise order is the order of the UTF-8 bytes")
    func bytewise() {
        var random = SeededGenerator(seed: 8)
        let alphabet: [String] = ["a", "B", "/", ".", "-", "é", "Z", "0", "日", "😀", ""]
        for _ in 0..<5_000 {
            let a = (0..<random.next(in: 0...6)).map { _ in alphabet[random.next(in: 0...alphabet.count - 1)] }.joined()
            let b = (0..<random.next(in: 0...6)).map { _ in alphabet[random.next(in: 0...alphabet.count - 1)] }.joined()
            #expect(InputDiscovery.bytewiseBefore(a, b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)")
        }
    }

    @Test("Argument order is kept; stdin and missing files stay in their place")
    func order() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/b.gpx"
        let expanded = InputDiscovery.expand(paths: ["missing.gpx", root + "/z", "-", file])
        #expect(expanded == ["missing.gpx", root + "/z/x.Gpx", "-", file])
    }

    @Test("A missing file is an unreadable-file diagnostic, not a crash")
    func missing() throws {
        let document = InputReader.read(.file("/nonexistent/routereport/x.gpx"))
        #expect(document.format == nil)
        #expect(document.features.isEmpty)
        #expect(
            document.diagnostics == [
                Diagnostic(
                    .unreadableFile, "no such file", at: SourceLocation(file: "/nonexistent/routereport/x.gpx"))
            ])
        guard case .failure(let failure) = InputDiscovery.readBytes(path: "/nonexistent/routereport/x.gpx") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(failure.diagnostic.rule == .unreadableFile)
    }

    @Test("Reading a path gives its exact bytes and reads the document")
    func readPath() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/b.gpx"
        let text = "<gpx version=\"1.1\"><wpt lat=\"1.5\" lon=\"2.5\"/></gpx>"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try InputDiscovery.readBytes(path: path).get() == Array(text.utf8))
        let document = InputReader.read(.file(path))
        #expect(document.file == path)
        #expect(InputFixtures.landmarks(document).map(\.coordinate) == [Coordinate(latitude: 1.5, longitude: 2.5)])
        let directory = InputReader.read(.file(root))
        #expect(directory.diagnostics.map(\.rule) == [.unreadableFile])
    }
}

extension InputDiscoveryTests {
    @Test("`-` reads stdin and is sniffed like a file")
    func stdin() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("routereport-stdin-\(UUID().uuidString).gpx")
            .path
        try Data("<gpx version=\"1.1\"><wpt lat=\"-12.5\" lon=\"130.75\"><name>Darwin</name></wpt></gpx>".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Point descriptor 0 at the file for the duration of the read, then restore it.
        let file = open(path, O_RDONLY)
        let saved = dup(0)
        #expect(file >= 0 && saved >= 0)
        dup2(file, 0)
        let document = InputReader.read(.standardInput)
        dup2(saved, 0)
        close(saved)
        close(file)
        #expect(document.file == "-")
        #expect(document.format == .gpx)
        #expect(InputFixtures.landmarks(document).map(\.name) == ["Darwin"])
        #expect(InputFixtures.landmarks(document).map(\.coordinate) == [Coordinate(latitude: -12.5, longitude: 130.75)])
    }
}

@Suite("InputDiscovery skipping routereport's output")
struct InputDiscoverySkippingTests {
    @Test("Below a folder given, the output folder and folders with a marker file are skipped, once each")
    func skipsOutputFolders() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path
        for path in [
            "a.kml", "reports/routes.kml", "shard/routes.kml", "shard/routereport-shard.bin", "keep/b.gpx",
            "old/.routereport-manifest", "old/routes.kml",
        ] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<kml/>".utf8).write(to: url)
        }
        let skipping = InputDiscovery.Skipping(
            outputFolder: root + "/./reports", markers: ["routereport-shard.bin", ".routereport-manifest"])
        let found = InputDiscovery.find([.file(root)], skipping: skipping)
        #expect(found.inputs == [.file(root + "/a.kml"), .file(root + "/keep/b.gpx")])
        #expect(found.skippedFolders.map(\.path) == [root + "/old", root + "/reports", root + "/shard"])
        #expect(
            found.skippedFolders.map(\.reason) == [
                "it holds routereport's output (.routereport-manifest)", "it is this run's output folder",
                "it holds routereport's output (routereport-shard.bin)",
            ])
        #expect(found.emptyFolders.isEmpty)
        // Named itself, the output folder is read: only what lies below a folder given is skipped.
        #expect(
            InputDiscovery.find([.file(root + "/reports")], skipping: skipping).inputs == [.file(root + "/reports/routes.kml")])
    }

    @Test("A folder given with no input file is listed as empty; a missing path stays an input")
    func emptyFolders() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/none", withIntermediateDirectories: false)
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory.path + "/none/readme.txt"))
        let found = InputDiscovery.find(
            [.file(directory.path + "/none"), .file("missing.kml")],
            skipping: InputDiscovery.Skipping(outputFolder: nil, markers: []))
        #expect(found.inputs == [.file("missing.kml")])
        #expect(found.emptyFolders == [directory.path + "/none"])
    }

    @Test("A folder's tables: flight and point lists are read, an empty one too; any other table is a note, not an input")
    func tablesInAFolder() throws {
        let directory = try TemporaryDirectory()
        for (name, text) in [
            ("stations.csv", "name,lat,lon\nBern,46.949,7.4391\n"), ("levels.csv", "station,value\nA,3\n"),
            ("log.tsv", "from\tto\nLHR\tJFK\n"), ("empty.csv", ""), ("readme.txt", "Data of the stations.\n"),
            ("places.txt", "name;lat;lon\nA;1;2\n"),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory.path + "/" + name))
        }
        let found = InputDiscovery.find(
            [.file(directory.path)], skipping: InputDiscovery.Skipping(outputFolder: nil, markers: []))
        #expect(
            found.inputs.map(\.name) == ["empty.csv", "log.tsv", "places.txt", "stations.csv"].map { directory.path + "/" + $0 })
        #expect(found.skippedFiles.map(\.path) == [directory.path + "/levels.csv"])
        #expect(
            found.skippedFiles.first?.reason
                == "it is neither a flight list nor a point list: its header (station, value) names no latitude and longitude columns (looked for lat, latitude or y, and lon, lng, long, longitude or x, in any case)"
        )
    }

    @Test("A folder's track files: .igc, .nmea and .tcx are read; a .log or .txt only when it is an NMEA log")
    func trackFilesInAFolder() throws {
        let directory = try TemporaryDirectory()
        let sentence = "$GPRMC,032908.379,A,4231.8291,N,08807.3033,W,0.17,138.92,070804,,*12\n"
        for (name, text) in [
            ("flight.IGC", "AXXX001\nHFDTE160701\n"), ("logger.nmea", sentence), ("ride.tcx", "<TrainingCenterDatabase/>"),
            ("gps.log", sentence), ("build.log", "compiling\n"), ("gps.txt", sentence),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory.path + "/" + name))
        }
        let found = InputDiscovery.find(
            [.file(directory.path)], skipping: InputDiscovery.Skipping(outputFolder: nil, markers: []))
        #expect(
            found.inputs.map(\.name)
                == ["flight.IGC", "gps.log", "gps.txt", "logger.nmea", "ride.tcx"].map { directory.path + "/" + $0 })
    }
}

extension InputDiscovery {
    /// The names of the inputs the FILE arguments `paths` stand for.
    static func expand(paths: [String]) -> [String] {
        expand(paths.map(InputSource.init(argument:))).map(\.name)
    }
}
