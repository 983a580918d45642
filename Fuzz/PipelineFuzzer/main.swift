// libFuzzer entry point for the folder walk and the whole pipeline. Not part of the
// package: `Scripts/fuzz pipeline` compiles it with every RouteReportCore and
// RouteReportCLI source in one module (swiftc -sanitize=fuzzer,address), so `swift build`
// never sees it.
//
// One fuzz input is a small tree of files (FuzzTree below), built in a fresh folder, then
// `routereport report` and `routereport validate` are run over it through
// `CommandLineTool.run`, the entry point of the command line. A crash, a hang (libFuzzer's
// -timeout), a leak or a failed check below is a finding.

internal import CLibXML2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The folder every run builds its tree in: `in/` holds the inputs, `out/` the reports.
private let runRoot = "/dev/shm/routereport-pipeline-fuzz-\(getpid())"

/// libFuzzer's working directory, where its corpus paths are relative to.
private let fuzzerDirectory = FileManager.default.currentDirectoryPath

/// Before libFuzzer reads its arguments: a child started by `InterruptedRun` is
/// routereport itself, and never returns.
@_cdecl("LLVMFuzzerInitialize")
public func pipelineFuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    InterruptedRun.runsAsChild()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let tree = FuzzTree(bytes)
    let home = fuzzerDirectory  // read before the first chdir: globals start lazily
    FileTreeSnapshot.remove(runRoot)
    check(mkdir(runRoot, 0o755) == 0, "cannot make \(runRoot): \(String(cString: strerror(errno)))")
    check(chdir(runRoot) == 0, "cannot enter \(runRoot)")
    let topLevel = tree.build(in: "in")
    let arguments = tree.passEntriesByName ? topLevel.map { "in/" + FileName.text($0) } : ["in"]
    if !arguments.isEmpty { runPipeline(tree, arguments: arguments) }
    check(chdir(home) == 0, "cannot go back to \(home)")
    FileTreeSnapshot.remove(runRoot)
    return 0
}

/// Both commands over the tree, and what must hold after each.
private func runPipeline(_ tree: FuzzTree, arguments: [String]) {
    let before = FileTreeSnapshot(".")
    let options = ["--at", "2026-01-01T00:00:00Z", "-j", String(tree.jobs)] + (tree.strict ? ["--strict"] : [])

    // validate first, with JSON diagnostics: it writes nothing, and its diagnostics are
    // the count the report run's text must show.
    let validate = CapturedConsole()
    let validateStatus = CommandLineTool.run(
        arguments: ["validate", "--diagnostics", "json"] + options + ["--"] + arguments, environment: [:],
        console: validate.console)
    check(validateStatus == .success || validateStatus == .inputError, "validate: status \(validateStatus)\n\(validate.error)")
    check(FileTreeSnapshot(".") == before, "validate changed the tree:\n\(FileTreeSnapshot(".").difference(from: before))")
    let diagnostics = jsonDiagnostics(validate.output, "validate --diagnostics json")

    let report = CapturedConsole()
    let status = CommandLineTool.run(
        arguments: ["report", "-o", "out", "--format", "kml,md,json,svg,kmz,geojson", "--diagnostics", tree.diagnostics]
            + options + ["--"] + arguments,
        environment: [:], console: report.console)
    check(status == .success || status == .inputError, "report: status \(status)\n\(report.error)")
    var after = FileTreeSnapshot(".")
    let outputs = after.removeFolder("out")
    check(after == before, "report wrote outside out/:\n\(after.difference(from: before))")
    checkDiagnostics(report, format: tree.diagnostics, expected: diagnostics)
    checkOutputs(outputs, wroteReports: report.error.contains("; wrote "))
    if verbose {
        FileHandle.standardError.write(
            Data("routereport \(arguments): validate \(validateStatus), report \(status)\n\(report.error)".utf8))
    }

    // The same run with another -j writes the same bytes. out/ moves aside first, so that
    // the second walk meets the same tree (a link into out/ must dangle again).
    check(rename("out", "out-first") == 0 || errno == ENOENT, "cannot move out/ aside")
    let again = CapturedConsole()
    let againStatus = CommandLineTool.run(
        arguments: [
            "report", "-o", "out", "--format", "kml,md,json,svg,kmz,geojson", "-q", "--at", "2026-01-01T00:00:00Z",
            "-j", "3",
        ] + (tree.strict ? ["--strict"] : []) + ["--"] + arguments,
        environment: [:], console: again.console)
    check(againStatus == status, "-j 3: status \(againStatus), -j \(tree.jobs): \(status)")
    var afterAgain = FileTreeSnapshot(".")
    let first = Set(afterAgain.removeFolder("out-first").keys.map { String($0.dropFirst("out-first".count)) })
    let outputsAgain = afterAgain.removeFolder("out")
    let second = Set(outputsAgain.keys.map { String($0.dropFirst("out".count)) })
    check(first == second, "-j 3 and -j \(tree.jobs) wrote other files: \(first.symmetricDifference(second).sorted())")
    // The manifest holds inode numbers; every report file must match.
    for path in outputsAgain.keys.sorted() where outputsAgain[path]?.isRegular == true && !path.hasPrefix("out/.routereport-") {
        let other = "out-first" + path.dropFirst("out".count)
        check(
            FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: other),
            "\(path) differs between -j \(tree.jobs) and -j 3")
    }
    InterruptedRun.run(tree, arguments: arguments, expected: againStatus)
}

/// PIPELINE_FUZZ_VERBOSE=1: each run's arguments, statuses and stderr, to read a replay.
private let verbose = ProcessInfo.processInfo.environment["PIPELINE_FUZZ_VERBOSE"] == "1"

/// The report run's diagnostics as printed: JSON and SARIF parse and hold as many as
/// `validate` found; text and GitHub lines number exactly that many (no name forged a
/// line) and hold no control character.
private func checkDiagnostics(_ report: CapturedConsole, format: String, expected: Int) {
    switch format {
    case "json":
        check(jsonDiagnostics(report.output, "report --diagnostics json") == expected, "report and validate disagree")
    case "sarif":
        let log = parsedJSON(report.output, "SARIF log") as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [Any]
        check(results?.count == expected, "SARIF: \(results?.count ?? -1) results, validate found \(expected)")
    default:
        let lines = report.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let printed = lines.filter { !$0.hasPrefix("routereport: ") }
        check(
            printed.count == expected,
            "\(format) diagnostics: \(printed.count) lines, validate found \(expected):\n\(report.error)")
        for line in lines {
            check(
                !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) },
                "a control character in a \(format) line: \(line.debugDescription)")
        }
    }
    check(report.output.isEmpty || format == "json" || format == "sarif", "\(format): stdout not empty")
}

/// What a report run left in out/: the files of a complete set, each parsing.
func checkOutputs(_ outputs: [String: FileTreeSnapshot.Entry], wroteReports: Bool) {
    for (path, entry) in outputs {
        check(!path.contains(".tmp"), "a temporary file left in out/: \(path)")
        check(entry.isDirectory || entry.isRegular, "not a file or folder in out/: \(path)")
    }
    guard wroteReports else {
        check(outputs["out/report.json"] == nil, "report.json written though the summary says nothing was")
        return
    }
    for name in ["report.json", "report.md", "routes.kml", "routes.kmz", "routes.geojson"] {
        check(outputs["out/" + name]?.isRegular == true, "out/\(name) missing")
    }
    let json = parsedJSON(contents("out/report.json"), "report.json")
    check(json is [String: Any], "report.json is not an object")
    let geojson = parsedJSON(contents("out/routes.geojson"), "routes.geojson") as? [String: Any]
    check(geojson?["type"] as? String == "FeatureCollection", "routes.geojson is not a FeatureCollection")
    check(String(validating: Array(contents("out/report.md").utf8), as: UTF8.self) != nil, "report.md is not UTF-8")
    checkWellFormed("out/routes.kml")
    for path in outputs.keys.sorted() where path.hasSuffix(".svg") { checkWellFormed(path) }
    // routes.kmz read back by our own reader: one doc.kml that parses without an error.
    let kmz = Array((try? Data(contentsOf: URL(fileURLWithPath: "out/routes.kmz"))) ?? Data())
    let document = InputReader.read(kmz, file: "routes.kmz")
    check(
        !document.diagnostics.contains { $0.severity == .error },
        "routes.kmz read back with errors: \(document.diagnostics.map(DiagnosticText.line))")
}

private func contents(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

private func parsedJSON(_ text: String, _ what: String) -> Any? {
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    check(parsed != nil, "\(what) is not JSON:\n\(text.prefix(2000))")
    return parsed
}

private func jsonDiagnostics(_ text: String, _ what: String) -> Int {
    let diagnostics =
        parsedJSON(text, what) as? [Any]
        ?? (parsedJSON(text, what) as? [String: Any])?["diagnostics"] as? [Any]
    check(diagnostics != nil, "\(what): no diagnostics array:\n\(text.prefix(2000))")
    return diagnostics?.count ?? 0
}

/// libxml2 reads the file as XML, without network or entities, and finds it well formed.
private func checkWellFormed(_ path: String) {
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let document = xmlReadFile(path, nil, options)
    check(
        document != nil, "\(path) is not well-formed XML: \(String(cString: xmlGetLastError()?.pointee.message ?? strdup("?")))")
    xmlFreeDoc(document)
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data(("pipeline fuzzer: " + message() + "\n").utf8))
    abort()
}

/// stdout and stderr of one run, kept as text.
private final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    var output: String { lock.withLock { outputText } }
    var error: String { lock.withLock { errorText } }

    var console: Console {
        Console(
            standardOutput: { text in self.lock.withLock { self.outputText += text } },
            standardError: { text in self.lock.withLock { self.errorText += text } })
    }
}
