import Foundation
import Testing

/// SIGINT, SIGTERM and SIGHUP sent to the built binary while it writes its reports: the
/// folder is as it was (no temporary file, no folder the run made), the progress line
/// is cleared, one line says so, and the status is 128 + the signal.
@Suite("Interruption")
struct InterruptionTests {
    static let at = ["--at", "2026-01-01T10:30:00Z"]

    /// `count` long flights with progress, so a debug build writes for a few seconds.
    static func flights(_ count: Int) -> String {
        var kml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n"
        for index in 0..<count {
            let latitude = Double(index % 120) - 60
            let longitude = Double(index * 7 % 300) - 149.5
            kml +=
                "<Placemark><name>F\(index)</name><ExtendedData><Data name=\"progress\"><value>0.4</value></Data>"
                + "</ExtendedData><LineString><coordinates>\(longitude),\(latitude) \(longitude + 25),\(-latitude / 2)"
                + "</coordinates></LineString></Placemark>\n"
        }
        return kml + "</Document></kml>\n"
    }

    /// A folder holding `flights.kml`.
    static func workspace() throws -> String {
        let directory = try ValidateBinary.makeDirectory()
        try ValidateBinary.write(flights(300), to: directory + "/flights.kml")
        return directory
    }

    /// The binary started in `directory`, stderr to `stderr` (a file descriptor), stdout
    /// to /dev/null.
    static func start(_ arguments: [String], in directory: String, stderr: Int32) throws -> Process {
        let process = Process()
        process.executableURL = try #require(ValidateBinary.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(fileDescriptor: stderr, closeOnDealloc: false)
        try process.run()
        return process
    }

    /// The temporary files in `folder` and its `maps`.
    static func temporaries(_ folder: String) -> [String] {
        ["", "/maps"].flatMap { sub in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder + sub)) ?? []).filter {
                $0.hasPrefix(".routereport-") && $0.hasSuffix(".tmp")
            }
        }
    }

    /// Waits (at most a minute) until `process` is writing into `folder`: a temporary
    /// file is there. False when it ended first.
    static func waitUntilWriting(_ process: Process, into folder: String, also ready: () -> Bool = { true }) -> Bool {
        for _ in 0..<6_000 {
            if !process.isRunning { return false }
            if !temporaries(folder).isEmpty && ready() { return true }
            usleep(10_000)
        }
        return false
    }

    /// Every file below `folder` (relative) with its bytes; an empty list when there is no folder.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder) ?? [] {
            files[path] = FileManager.default.contents(atPath: folder + "/" + path) ?? Data()
        }
        return files
    }

    /// An empty file for stderr, open for writing.
    /// A new workspace and the run writing its 300 flights into a new out/ there, sent
    /// `signals` once it writes, and ended; what it said is in the workspace's `stderr`.
    static func interruptedWhileWriting(by signals: [Int32]) throws -> (directory: String, run: Process) {
        let directory = try workspace()
        do {
            let errors = try errorFile(directory + "/stderr")
            defer { close(errors) }
            let run = try start(at + ["-o", "out", "flights.kml"], in: directory, stderr: errors)
            try #require(waitUntilWriting(run, into: directory + "/out"), "the run ended before it wrote")
            for signal in signals { kill(run.processIdentifier, signal) }
            run.waitUntilExit()
            return (directory, run)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
    }

    static func errorFile(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        return descriptor
    }

    @Test(
        "A signal while writing into a new folder leaves no folder, one line, status 128 + the signal",
        arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func signalWhileWriting(signal: Int32, status: Int32) throws {
        let (directory, run) = try Self.interruptedWhileWriting(by: [signal])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.terminationReason == .exit)
        #expect(run.terminationStatus == status)
        // The input's diagnostics (if any) come first; the interruption is the one last line.
        let said = try String(contentsOfFile: directory + "/stderr", encoding: .utf8)
        #expect(
            said.hasSuffix("\nroutereport: interrupted; out/ is as it was\n")
                || said == "routereport: interrupted; out/ is as it was\n")
        #expect(said.split(separator: "\n").filter { $0.hasPrefix("routereport:") }.count == 1, "\(said)")
        #expect(ValidateBinary.listing(directory) == ["flights.kml", "stderr"])
    }

    @Test("An interrupted run leaves the previous set byte for byte; the progress line is cleared first")
    func previousSetStays() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try ValidateBinary.run(Self.at + ["-q", "--viewport", "400x400", "-o", "out", "flights.kml"], in: directory)
        #expect(first.status == 0)
        let before = Self.snapshot(directory + "/out")
        #expect(before.count > 300)
        let terminal = try #require(PseudoTerminal(), "no pseudo-terminal here")
        let run = try Self.start(Self.at + ["-o", "out", "flights.kml"], in: directory, stderr: terminal.child)
        terminal.closeChildEnd()
        // Once the progress line is shown (after a second) and the run is writing.
        let writing = Self.waitUntilWriting(run, into: directory + "/out") { terminal.written.contains("\rroutereport: ") }
        try #require(writing, "the run ended before it wrote: \(terminal.written)")
        kill(run.processIdentifier, SIGINT)
        run.waitUntilExit()
        let shown = terminal.waitForEnd()
        #expect(run.terminationStatus == 130)
        #expect(shown.hasSuffix("\u{1B}[K\r\u{1B}[Kroutereport: interrupted; out/ is as it was\n"), "\(shown.suffix(200))")
        #expect(Self.snapshot(directory + "/out") == before)
    }

    @Test("A second SIGINT ends the cleanup at once; the next run removes what is left")
    func secondSignal() throws {
        let (directory, run) = try Self.interruptedWhileWriting(by: [SIGINT, SIGINT])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run.terminationReason == .exit)
        #expect(run.terminationStatus == 130)
        let next = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "flights.kml"], in: directory)
        #expect(next.status == 0)
        #expect(Self.temporaries(directory + "/out").isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory + "/out/report.json"))
    }
}
