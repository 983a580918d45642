import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A report run in a child process (this binary again, `runsAsChild`) that gets SIGINT or
/// SIGTERM at a moment the fuzz input picks, then what must hold whatever the moment:
/// the tree outside the output folder as it was; no temporary file anywhere; and either
/// the status of the signal (128 + it) with the one line that says the folder is as it
/// was (then it is, entry for entry) or that it holds this run's reports whole, or the
/// status of a run that ended first; in both of the last cases a complete set.
enum InterruptedRun {
    /// Set in the child's environment: the process is `routereport`, not the fuzzer.
    static let childVariable = "PIPELINE_FUZZ_CHILD"

    /// The child's stderr, outside the run's folder so that no snapshot sees it.
    static let errorFile = "/dev/shm/routereport-pipeline-fuzz-\(getpid())-stderr"

    /// In the child, before libFuzzer parses the arguments: runs the command line as
    /// `routereport` does and exits.
    static func runsAsChild() {
        guard getenv(childVariable) != nil else { return }
        CommandLineTool.main()
    }

    /// `report` into `out/`, over the set the runs before left there, or into a new
    /// `out/` (the old one moved aside, so that the walk meets the tree the last run
    /// met), with `arguments`, interrupted as `tree` says; checks what it left.
    /// `expected`: the last run's status, what a run into a new folder that the signal
    /// came too late for must have too.
    static func run(_ tree: FuzzTree, arguments: [String], expected: ExitStatus) {
        guard let (signal, delay, newFolder) = tree.interruption else { return }
        if newFolder {
            FileTreeSnapshot.remove("out-first")
            check(rename("out", "out-first") == 0 || errno == ENOENT, "cannot move out/ aside")
        }
        var before = FileTreeSnapshot(".")
        let folderBefore = files(before.removeFolder("out"))
        let child = spawn(
            ["report", "-o", "out", "--format", "kml,md,json,svg,kmz,geojson", "--at", "2026-01-01T00:00:00Z", "-j", "2"]
                + (tree.strict ? ["--strict"] : []) + (tree.option.map { [$0.name, $0.value] } ?? []) + ["--"]
                + arguments)
        usleep(useconds_t(delay * 1000))
        kill(child, signal)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let said = errorText()
        unlink(errorFile)
        var after = FileTreeSnapshot(".")
        let outputs = after.removeFolder("out")
        let ended = status & 0x7F == 0 ? "status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
        check(after == before, "the interrupted run (\(ended)) changed the tree outside out/:\n\(after.difference(from: before))")
        for path in outputs.keys.sorted() {
            check(!path.hasSuffix(".tmp"), "the interrupted run (\(ended)) left \(path)\n\(said)")
        }
        guard status & 0x7F == 0 else {
            // The signal came before the run blocked it (the process had barely started).
            check(status & 0x7F == signal, "the child ended by signal \(status & 0x7F)\n\(said)")
            check(files(outputs) == folderBefore, "killed at its start, the run changed out/")
            return
        }
        let code = (status >> 8) & 0xFF
        if code == 128 + signal {
            // Before the command line is read, the run does not know its folder yet.
            let early = said == "routereport: interrupted\n"
            let untouched = "routereport: interrupted; out/ is as it was\n"
            let whole = "routereport: interrupted; out/ holds this run's reports, whole\n"
            check(early || said.hasSuffix(untouched) || said.hasSuffix(whole), "interrupted, it said:\n\(said)")
            if early || said.hasSuffix(untouched) {
                let changed = files(outputs)
                check(
                    changed == folderBefore,
                    "'as it was', but out/ changed: \(Set(changed.keys).symmetricDifference(folderBefore.keys).sorted())")
                // A new folder, and any the run made in it, is gone.
                check(!newFolder || outputs.isEmpty, "'as it was', but out/ is left: \(outputs.keys.sorted())")
                return
            }
            checkOutputs(outputs, wroteReports: true, in: "out")
            return
        }
        check(
            (code == 0 || code == 1) && (!newFolder || code == expected.rawValue),
            "a run the signal came too late for: status \(code), the last run's \(expected)\n\(said)")
        checkOutputs(outputs, wroteReports: said.contains("; wrote "), in: "out")
    }

    /// What the child wrote to stderr. Read with read(2): Foundation's file reading
    /// leaks its buffer on an empty file, which LeakSanitizer reports.
    private static func errorText() -> String {
        let descriptor = open(errorFile, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            bytes += buffer[..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The entries that are not folders (a folder's modification time changes as
    /// temporary files come and go).
    private static func files(_ entries: [String: FileTreeSnapshot.Entry]) -> [String: FileTreeSnapshot.Entry] {
        entries.filter { !$0.value.isDirectory }
    }

    /// This binary started with `arguments` in the working directory, stdout to
    /// /dev/null and stderr to `errorFile`.
    private static func spawn(_ arguments: [String]) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let executable = "/proc/self/exe"
        // Leaks are the in-process runs' to find; the child ends with _exit when interrupted.
        let environment = ["\(childVariable)=1", "ASAN_OPTIONS=detect_leaks=0", "PATH=/usr/bin:/bin"]
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        check(spawned == 0, "cannot start the child: \(String(cString: strerror(spawned)))")
        return child
    }
}
