import Foundation
import Testing

@testable import RouteReportCore

/// A hostile environment, through the built binary: closed or full stdio, names that are
/// not UTF-8 or hold a newline, FIFOs, deep trees and link loops, two runs into one
/// folder, a write that fails part way, leftovers of a killed run, memory that runs out.
/// The stdio cases run the binary from /bin/sh with its descriptors redirected, or with
/// a pipe whose reader is gone.
@Suite("Faults")
struct FaultTests {
    static let at = ["--at", "2026-01-01T10:30:00Z"]
    static let point =
        "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><Point><coordinates>1,2</coordinates>"
        + "</Point></Placemark></kml>\n"

    /// Runs `script` in /bin/sh with `$0` the binary.
    static func shell(_ script: String, in directory: String) throws -> ValidateBinary.Outcome {
        let binary = try #require(ValidateBinary.executable).path
        return try ValidateBinary.run(["-c", script, binary], in: directory, timeLimit: 60, executable: "/bin/sh")
    }

    /// Creates a file whose name is `bytes` (not necessarily UTF-8) in `directory`.
    static func create(_ bytes: [UInt8], in directory: String, text: String) throws {
        let path = Array(directory.utf8) + [UInt8(ascii: "/")] + bytes
        let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    // MARK: stdio

    @Test("stdout closed or full: a message on stderr and status 3, no signal")
    func standardOutputFails() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: false)
        try ValidateBinary.write("<kml", to: root + "/d/broken.kml")
        let closed = try Self.shell("exec \"$0\" --version >&-", in: root)
        #expect(closed.status == 3)
        #expect(closed.standardError == "routereport: error: cannot write to standard output: Bad file descriptor\n")
        let full = try Self.shell("exec \"$0\" validate -q --diagnostics sarif d > /dev/full", in: root)
        #expect(full.status == 3)
        #expect(full.standardError == "routereport: error: cannot write to standard output: No space left on device\n")
        let help = try Self.shell("exec \"$0\" --help > /dev/full", in: root)
        #expect(help.status == 3)
    }

    @Test("stdout a pipe whose reader is gone: EPIPE is status 3 with a message, not SIGPIPE")
    func standardOutputBrokenPipe() throws {
        let binary = try #require(ValidateBinary.executable)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let errors = Pipe()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["validate", "--diagnostics", "json", "-"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe.fileHandleForWriting
        process.standardError = errors.fileHandleForWriting
        try process.run()
        try pipe.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(stderr.hasSuffix("routereport: error: cannot write to standard output: Broken pipe\n"))
    }

    @Test("stderr closed: the run goes on and ends with its usual status")
    func standardErrorClosed() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ValidateBinary.write(Self.point, to: root + "/ok.kml")
        try ValidateBinary.write("<kml", to: root + "/broken.kml")
        let report = try Self.shell("exec \"$0\" --at 2026-01-01T10:30:00Z -o out ok.kml 2>&-", in: root)
        #expect(report.status == 0)
        #expect(FileManager.default.fileExists(atPath: root + "/out/report.json"))
        let quietError = try Self.shell("exec \"$0\" validate -q broken.kml 2>&-", in: root)
        #expect(quietError.status == 1)
    }

    @Test("stdin closed: an unreadable-file diagnostic for -")
    func standardInputClosed() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let closed = try Self.shell("exec \"$0\" validate -q - <&-", in: root)
        #expect(closed.status == 1)
        #expect(
            closed.standardError == "-: error: cannot be read: Bad file descriptor [unreadable-file]\n"
                + "routereport: error: no input could be read\n")
    }

    // MARK: special files

    @Test("A FIFO named as FILE is refused at once, without waiting for a writer")
    func fifoNamed() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/f.kml", 0o644) == 0)
        let run = try ValidateBinary.run(["validate", "-q", "f.kml"], in: root, timeLimit: 20)
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(
            run.standardError == "f.kml: error: is a FIFO (named pipe), not a regular file; pipe it to stdin "
                + "with '-' instead [unreadable-file]\nroutereport: error: no input could be read\n")
    }

    // MARK: names

    @Test("A name that is not UTF-8 is read and shown escaped in text, JSON and Markdown; named again it is found")
    func nonUTF8Name() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: false)
        try Self.create(Array("a".utf8) + [0xFF, 0xFE] + Array(".kml".utf8), in: root + "/d", text: Self.point)
        try Self.create(Array("b".utf8) + [0xC3] + Array(".kml".utf8), in: root + "/d", text: "<kml")
        let run = try ValidateBinary.run(Self.at + ["-q", "--format", "json,md", "-o", "out", "d"], in: root)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("d/b\\xc3.kml:1:"))
        let json = try String(contentsOfFile: root + "/out/report.json", encoding: .utf8)
        #expect(json.contains("\"file\" : \"d/a\\\\xff\\\\xfe.kml\""))
        let markdown = try String(contentsOfFile: root + "/out/report.md", encoding: .utf8)
        // A backslash before a letter is no Markdown escape: the name stands as written.
        #expect(markdown.contains("(d/a\\xff\\xfe.kml, "))
        let sarif = try ValidateBinary.run(["validate", "-q", "--diagnostics", "sarif", "d"], in: root)
        #expect(sarif.standardOutput.contains("d/b%5Cxc3.kml") || sarif.standardOutput.contains("d/b\\\\xc3.kml"))
        // The escaped form given back (as bash's $'…' or printf makes the bytes) is the file.
        let again = try Self.shell("exec \"$0\" validate \"$(printf 'd/a\\377\\376.kml')\"", in: root)
        #expect(again.status == 0)
        #expect(again.standardError == "routereport: 1 file, 0 flights, 1 landmark; 0 errors, 0 warnings\n")
    }

    @Test("A newline in a name cannot forge a diagnostic line in text or github form")
    func newlineInName() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: false)
        let forged = "x\nevil.kml:1:1: error: forged [xml-malformed]\ny.kml"
        try ValidateBinary.write("<kml", to: root + "/d/" + forged)
        for format in ["text", "github"] {
            let run = try ValidateBinary.run(["validate", "-q", "--diagnostics", format, "d"], in: root)
            #expect(run.status == 1)
            let lines = run.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(format): \(lines)")
            #expect(!lines.contains { $0.hasPrefix("evil.kml") || $0.hasPrefix("y.kml") })
            #expect(
                run.standardError.contains(
                    format == "text"
                        ? "d/x\\x0aevil.kml:1:1: error: forged [xml-malformed]\\x0ay.kml:1:5: error: "
                        : "::error file=d/x\\x0aevil.kml%3A1%3A1%3A error%3A forged [xml-malformed]\\x0ay.kml,line=1,col=5,"))
        }
    }

    @Test("A path past PATH_MAX and a symlink loop met in a walk are warnings naming them")
    func walkWarnings() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { _ = try? Self.shell("rm -rf \"$PWD\"", in: root) }  // rm(1) removes what is past PATH_MAX
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: false)
        try ValidateBinary.write(Self.point, to: root + "/d/ok.kml")
        try FileManager.default.createSymbolicLink(atPath: root + "/d/loop-a.kml", withDestinationPath: "loop-b.kml")
        try FileManager.default.createSymbolicLink(atPath: root + "/d/loop-b.kml", withDestinationPath: "loop-a.kml")
        // 25 levels of 200-character names: 5,000 bytes, past PATH_MAX (4,096), made
        // with mkdirat/openat as no path that long can be named.
        let level = String(repeating: "n", count: 200)
        var folder = open(root + "/d", O_RDONLY | O_DIRECTORY)
        for _ in 0..<25 {
            #expect(mkdirat(folder, level, 0o755) == 0)
            let next = openat(folder, level, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let deep = openat(folder, "deep.kml", O_WRONLY | O_CREAT, 0o644)
        #expect(deep >= 0)
        _ = Array(Self.point.utf8).withUnsafeBytes { write(deep, $0.baseAddress, $0.count) }
        close(deep)
        close(folder)
        let run = try ValidateBinary.run(["validate", "d"], in: root, timeLimit: 30)
        #expect(!run.timedOut)
        #expect(run.status == 0)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains("d/loop-a.kml: warning: not read: Too many levels of symbolic links [unreadable-file]"))
        #expect(lines.contains("d/loop-b.kml: warning: not read: Too many levels of symbolic links [unreadable-file]"))
        #expect(
            lines.contains {
                $0.hasPrefix("d/" + level + "/")
                    && $0.hasSuffix(
                        ": warning: not read: the folder cannot be opened: "
                            + "the path is longer than the system allows (PATH_MAX) [unreadable-file]")
            })
        #expect(lines.last == "routereport: 1 file, 0 flights, 1 landmark; 0 errors, 3 warnings")
    }

    // MARK: the output folder

    @Test("A second run into a locked folder refuses with status 3 under --no-wait, else waits for the lock")
    func oneRunPerFolder() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ValidateBinary.write(Self.point, to: root + "/ok.kml")
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: false)
        let lock = open(root + "/out", O_RDONLY | O_DIRECTORY)
        try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
        let refused = try ValidateBinary.run(Self.at + ["-q", "--no-wait", "-o", "out", "ok.kml"], in: root)
        #expect(refused.status == 3)
        #expect(
            refused.standardError == "routereport: error: cannot write out: another routereport run is writing "
                + "into it (--no-wait); nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/out/report.json"))

        // Without --no-wait it says it waits, and writes once the lock is released.
        let binary = try #require(ValidateBinary.executable)
        let errors = root + "/waiting.stderr"
        try Data().write(to: URL(fileURLWithPath: errors))
        let process = Process()
        process.executableURL = binary
        process.arguments = Self.at + ["-q", "-o", "out", "ok.kml"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        var said = ""
        for _ in 0..<600 where !said.contains("waiting") {
            usleep(100_000)
            said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        }
        #expect(said == "routereport: note: waiting for another run to finish writing into out/\n")
        #expect(process.isRunning)
        #expect(!FileManager.default.fileExists(atPath: root + "/out/report.json"))
        close(lock)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: root + "/out/report.json"))
    }

    /// Makes `folder` refuse new files: chattr +i (which binds root too), else chmod
    /// a-w for another user; nil when neither works here. The returned closure undoes it.
    static func makeUnwritable(_ folder: String) throws -> (() -> Void)? {
        if geteuid() != 0 {
            guard chmod(folder, 0o555) == 0 else { return nil }
            return { _ = chmod(folder, 0o755) }
        }
        let set = try shell("chattr +i '\(folder)' 2>/dev/null", in: "/")
        guard set.status == 0 else { return nil }
        return { _ = try? shell("chattr -i '\(folder)'", in: "/") }
    }

    /// Whether `makeUnwritable` works here, tried once on a folder of its own.
    static let canMakeUnwritable: Bool = {
        guard let folder = try? ValidateBinary.makeDirectory() else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard let restore = try? makeUnwritable(folder) else { return false }
        let refused = !FileManager.default.createFile(atPath: folder + "/probe", contents: Data())
        restore()
        return refused
    }()

    @Test(
        "A write that fails part way leaves the previous set whole and names every file that failed",
        .enabled(if: canMakeUnwritable, "neither chattr +i nor chmod makes a folder unwritable here"))
    func failingWriteKeepsTheSet() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = ValidateBinary.packageRoot.appendingPathComponent("inputs").path
        let first = try ValidateBinary.run(Self.at + ["-q", "-o", "out", inputs], in: root)
        #expect(first.status == 0)
        let names = ["report.json", "report.md", "routes.kml", "maps/overview.svg"]
        let before = names.map { FileManager.default.contents(atPath: root + "/out/" + $0) }
        let mapCount = try FileManager.default.contentsOfDirectory(atPath: root + "/out/maps").filter { $0.hasSuffix(".svg") }
            .count
        let restore = try #require(try Self.makeUnwritable(root + "/out/maps"))
        let second = try ValidateBinary.run(Self.at + ["-q", "--viewport", "400x400", "-o", "out", inputs], in: root)
        restore()
        #expect(second.status == 3)
        // What the inputs' readers said aside.
        let lines = second.standardError.split(separator: "\n").filter { $0.hasPrefix("routereport: ") }
        #expect(lines.count == mapCount)  // every map, the overview too, each on its line
        #expect(lines.allSatisfy { $0.hasPrefix("routereport: error: cannot write out/maps/") })
        #expect(names.map { FileManager.default.contents(atPath: root + "/out/" + $0) } == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: root + "/out")
        #expect(!left.contains { $0.hasSuffix(".tmp") })
    }

    @Test("Temporary files a killed run left are removed by the next run; an unchanged file is left alone")
    func leftoversRemoved() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ValidateBinary.write(Self.point, to: root + "/ok.kml")
        let first = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "ok.kml"], in: root)
        #expect(first.status == 0)
        var before = stat()
        #expect(stat(root + "/out/report.json", &before) == 0)
        let leftovers = ["out/.routereport-4194000-0A1B.tmp", "out/maps/.routereport-1-FFFF.tmp"]
        for leftover in leftovers { try ValidateBinary.write("torn", to: root + "/" + leftover) }
        try ValidateBinary.write("mine", to: root + "/out/.routereport-notes.tmp")  // not the pattern
        let second = try ValidateBinary.run(Self.at + ["-q", "-o", "out", "ok.kml"], in: root)
        #expect(second.status == 0)
        for leftover in leftovers { #expect(!FileManager.default.fileExists(atPath: root + "/" + leftover)) }
        #expect(FileManager.default.fileExists(atPath: root + "/out/.routereport-notes.tmp"))
        var after = stat()
        #expect(stat(root + "/out/report.json", &after) == 0)
        #expect(after.st_ino == before.st_ino)  // the same bytes: left as it was
    }

    // MARK: memory

    @Test("A file too big for the memory allowed is a diagnostic, not an abort")
    func memoryFailureIsADiagnostic() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Sparse: 2 GiB of size, no blocks.
        let descriptor = open(root + "/big.gpx", O_WRONLY | O_CREAT, 0o644)
        try #require(descriptor >= 0 && ftruncate(descriptor, 1 << 31) == 0)
        close(descriptor)
        try ValidateBinary.write(Self.point, to: root + "/ok.kml")
        let run = try Self.shell("ulimit -v 1500000 && exec \"$0\" validate -q big.gpx ok.kml", in: root)
        #expect(run.status == 1)
        #expect(run.standardError == "big.gpx: error: not enough memory to read it (2147483649 bytes) [unreadable-file]\n")
    }
}
