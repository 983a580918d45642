// libFuzzer entry point for the folder walk and the whole pipeline. Not part of the
// package: `Scripts/fuzz pipeline` compiles it with every RouteReportCore and
// RouteReportCLI source in one module (swiftc -sanitize=fuzzer,address), so `swift build`
// never sees it.
//
// One fuzz input is a small tree of files (FuzzTree below), built in a fresh folder, then
// `routereport report` and `routereport validate` are run over it through
// `CommandLineTool.run`, the entry point of the command line (with an option value from
// the input, when it holds one; as one shard merged, and merged from a changed state). A crash, a hang (libFuzzer's
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
    // An option record's option goes last, so that it wins over ours (`-j`); validate
    // takes it when it is one of validate's and its value is good, and runs without it
    // otherwise (its count is what the report run must print).
    let chosen = tree.option.map { [$0.name, $0.value] } ?? []
    var validate = CapturedConsole()
    var validateStatus = CommandLineTool.run(
        arguments: ["validate", "--diagnostics", "json"] + options + chosen + ["--"] + arguments, environment: [:],
        console: validate.console)
    if validateStatus == .usage && !chosen.isEmpty {
        checkUsageError(validate, before: before, what: "validate \(chosen)")
        validate = CapturedConsole()
        validateStatus = CommandLineTool.run(
            arguments: ["validate", "--diagnostics", "json"] + options + ["--"] + arguments, environment: [:],
            console: validate.console)
    }
    check(validateStatus == .success || validateStatus == .inputError, "validate: status \(validateStatus)\n\(validate.error)")
    check(FileTreeSnapshot(".") == before, "validate changed the tree:\n\(FileTreeSnapshot(".").difference(from: before))")
    let diagnostics = jsonDiagnostics(validate.output, "validate --diagnostics json")

    let report = CapturedConsole()
    let status = CommandLineTool.run(
        arguments: ["report", "-o", "out", "--format", "kml,md,json,svg,kmz,geojson", "--diagnostics", tree.diagnostics]
            + options + chosen + ["--"] + arguments,
        environment: [:], console: report.console)
    if status == .usage && !chosen.isEmpty {
        checkUsageError(report, before: before, what: "report \(chosen)")
        return
    }
    check(status == .success || status == .inputError, "report: status \(status)\n\(report.error)")
    var after = FileTreeSnapshot(".")
    let outputs = after.removeFolder("out")
    check(after == before, "report wrote outside out/:\n\(after.difference(from: before))")
    checkDiagnostics(report, format: tree.diagnostics, expected: diagnostics)
    checkOutputs(outputs, wroteReports: report.error.contains("; wrote "), in: "out")
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
        ] + (tree.strict ? ["--strict"] : []) + chosen + ["--"] + arguments,
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
    if tree.shardAndMerge {
        // out/ moves aside again, so the shard's walk meets the tree the first run met.
        check(rename("out", "out-plain") == 0 || errno == ENOENT, "cannot move out/ aside")
        checkShardAndMerge(
            tree, arguments: (tree.strict ? ["--strict"] : []) + chosen + ["--"] + arguments, status: status,
            plain: outputsAgain)
    }
    InterruptedRun.run(tree, arguments: arguments, expected: againStatus)
}

/// A usage error: a message, nothing written, nothing changed.
private func checkUsageError(_ run: CapturedConsole, before: FileTreeSnapshot, what: String) {
    check(run.error.hasPrefix("Error: "), "\(what): status 2 without an error message:\n\(run.error)")
    check(FileTreeSnapshot(".") == before, "\(what): a usage error changed the tree")
}

/// The run as its only shard, merged: the same status and the same report files as the
/// run without shards (`plain`, the files of out/, moved to out-plain/). Then its state
/// changed where the input's seed says: left unsealed, merge refuses it (status 2, a
/// corrupt shard state) and writes nothing; sealed again (its checksum computed anew, as whoever edits it can), merge
/// refuses it or writes a report set whose every file parses and holds only numbers where
/// numbers go.
private func checkShardAndMerge(
    _ tree: FuzzTree, arguments: [String], status: ExitStatus, plain: [String: FileTreeSnapshot.Entry]
) {
    let formats = ["--format", "kml,md,json,svg,kmz,geojson", "-q"]
    let shard = CapturedConsole()
    let shardStatus = CommandLineTool.run(
        arguments: ["report", "-o", "shard", "--shard", "1/1", "--at", "2026-01-01T00:00:00Z"] + formats + arguments,
        environment: [:], console: shard.console)
    check(shardStatus == status, "--shard 1/1: status \(shardStatus), without: \(status)\n\(shard.error)")
    let statePath = "shard/" + ShardState.fileName
    guard let state = FileManager.default.contents(atPath: statePath).map(Array.init) else {
        check(false, "--shard 1/1 wrote no \(statePath)")
        return
    }
    let mergeArguments = ["merge", "-o", "merged"] + formats
    let merged = CapturedConsole()
    let mergedStatus = CommandLineTool.run(arguments: mergeArguments + ["shard"], environment: [:], console: merged.console)
    check(mergedStatus == status, "merge: status \(mergedStatus), the run's: \(status)\n\(merged.error)")
    for path in plain.keys.sorted() where plain[path]?.isRegular == true && !path.hasPrefix("out/.routereport-") {
        let other = "merged" + path.dropFirst("out".count)
        check(
            FileManager.default.contents(atPath: "out-plain" + path.dropFirst("out".count))
                == FileManager.default.contents(atPath: other),
            "merge wrote another \(other) than the run without shards")
    }
    // Up to four bytes of the content (between the header and the checksum) changed.
    let header = ShardEnvelope.magic.count + 8
    guard state.count > header + 8 else { return }
    var seed = tree.seed
    var changed = state
    for _ in 0...(seed % 4) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let offset = header + Int((seed >> 20) % UInt64(state.count - header - 8))
        changed[offset] ^= UInt8(truncatingIfNeeded: seed >> 56) | 1
    }
    guard changed != state else { return }
    let end = changed.count - 8
    var sealed = changed
    let checksum = sealed[..<end].withUnsafeBytes { ShardChecksum($0).value }
    for index in 0..<8 { sealed[end + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index))) }
    for (name, bytes) in [("changed", changed), ("sealed", sealed)] {
        let folder = "state-" + name
        check(mkdir(folder, 0o755) == 0, "cannot make \(folder)")
        check(FileManager.default.createFile(atPath: folder + "/" + ShardState.fileName, contents: Data(bytes)), "cannot write")
        let output = "merged-" + name
        let run = CapturedConsole()
        let runStatus = CommandLineTool.run(
            arguments: ["merge", "-o", output] + formats + [folder], environment: [:], console: run.console)
        if name == "changed" || runStatus == .usage {
            check(runStatus == .usage, "merge of a \(name) state: status \(runStatus)\n\(run.error)")
            check(
                run.error.hasPrefix("Error: ") && (name == "sealed" || run.error.contains("is a corrupt shard state")),
                "merge of a \(name) state: no refusal:\n\(run.error)")
            check(access(output, F_OK) != 0, "merge of a \(name) state wrote \(output)/")
            continue
        }
        check(runStatus == .success || runStatus == .inputError, "merge of a sealed state: status \(runStatus)\n\(run.error)")
        var written = FileTreeSnapshot(".")
        checkOutputs(written.removeFolder(output), wroteReports: access(output + "/report.json", F_OK) == 0, in: output)
    }
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
        // The diagnostics come before the summary; after it, a run of up to 10 flights
        // lists them and the note on flights --at cannot place.
        let summary = lines.lastIndex { $0.hasPrefix("routereport: ") && $0.contains(" landmark") } ?? lines.endIndex
        let printed = lines[..<summary].filter { !$0.hasPrefix("routereport: ") }
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
func checkOutputs(_ outputs: [String: FileTreeSnapshot.Entry], wroteReports: Bool, in folder: String) {
    for (path, entry) in outputs {
        check(!path.contains(".tmp"), "a temporary file left in \(folder)/: \(path)")
        check(entry.isDirectory || entry.isRegular, "not a file or folder in \(folder)/: \(path)")
    }
    guard wroteReports else {
        check(outputs[folder + "/report.json"] == nil, "report.json written though the summary says nothing was")
        return
    }
    for name in ["report.json", "report.md", "routes.kml", "routes.kmz", "routes.geojson"] {
        check(outputs[folder + "/" + name]?.isRegular == true, "\(folder)/\(name) missing")
    }
    let json = parsedJSON(contents(folder + "/report.json"), "report.json")
    check(json is [String: Any], "report.json is not an object")
    checkNumbers(json, key: nil)
    let geojson = parsedJSON(contents(folder + "/routes.geojson"), "routes.geojson") as? [String: Any]
    check(geojson?["type"] as? String == "FeatureCollection", "routes.geojson is not a FeatureCollection")
    let markdown = contents(folder + "/report.md")
    check(String(validating: Array(markdown.utf8), as: UTF8.self) != nil, "report.md is not UTF-8")
    checkRendered(folder + "/report.md")
    checkWellFormed(folder + "/routes.kml")
    for path in outputs.keys.sorted() where path.hasSuffix(".svg") { checkWellFormed(path) }
    // routes.kmz read back by our own reader: one doc.kml that parses without an error.
    let kmz = Array((try? Data(contentsOf: URL(fileURLWithPath: folder + "/routes.kmz"))) ?? Data())
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
    checkNumbers(xmlDocGetRootElement(document), in: path)
    xmlFreeDoc(document)
}

/// report.json's keys that hold numbers (or null); a string there is a number that could
/// not be written (`"NaN"`).
private let numericKeys: Set<String> = [
    "lat", "lon", "x", "y", "width", "height", "distance_m", "initial_bearing_deg", "final_bearing_deg", "heading_deg",
    "progress", "radius_m", "line", "vertices", "east", "north", "south", "west",
]

/// No value under a numeric key of report.json is anything but a number or null.
private func checkNumbers(_ value: Any?, key: String?) {
    if let object = value as? [String: Any] {
        for (name, inner) in object { checkNumbers(inner, key: name) }
    } else if let array = value as? [Any] {
        for inner in array { checkNumbers(inner, key: key) }
    } else if let key, numericKeys.contains(key) {
        check(value is NSNumber || value is NSNull, "report.json: \(key) is \(String(describing: value))")
    }
}

/// The SVG attributes and KML elements that hold numbers: none holds NaN or infinity.
private let numericAttributes: Set<String> = [
    "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height", "viewBox", "d", "points",
    "transform", "stroke-width", "font-size",
]
private let numericElements: Set<String> = [
    "coordinates", "longitude", "latitude", "altitude", "range", "heading", "tilt", "north", "south", "east", "west",
]

private func checkNumbers(_ node: UnsafeMutablePointer<xmlNode>?, in path: String) {
    var node = node
    while let current = node {
        if current.pointee.type == XML_ELEMENT_NODE {
            let name = String(cString: current.pointee.name)
            var attribute = current.pointee.properties
            while let property = attribute {
                let attributeName = String(cString: property.pointee.name)
                if numericAttributes.contains(attributeName), let text = xmlGetProp(current, property.pointee.name) {
                    checkNoNonNumber(String(cString: text), "\(path): \(name) \(attributeName)")
                    routereport_xmlFree(text)
                }
                attribute = property.pointee.next
            }
            if numericElements.contains(name), let text = xmlNodeGetContent(current) {
                checkNoNonNumber(String(cString: text), "\(path): \(name)")
                routereport_xmlFree(text)
            }
            checkNumbers(current.pointee.children, in: path)
        }
        node = current.pointee.next
    }
}

private func checkNoNonNumber(_ text: String, _ what: String) {
    let lower = text.lowercased()
    check(!lower.contains("nan") && !lower.contains("inf"), "\(what) holds a non-number: \(text.prefix(200))")
}

/// The tags report.md's own structure renders to.
private let reportTags: Set<String> = [
    "p", "h1", "h2", "h3", "h4", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "img", "a", "hr", "br",
    "code", "strong", "em",
]

/// Everything a pipe gives until its end, read again where a signal interrupts a read:
/// Foundation's `readDataToEndOfFile` traps on EINTR, which the signals of the
/// interrupted runs' children bring.
private func readAll(_ handle: FileHandle) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes += buffer[0..<count]
        } else if count < 0 && errno == EINTR {
            continue
        } else {
            return bytes
        }
    }
}

/// cmark-gfm, GitHub's renderer, with its extended autolinks and raw HTML let through
/// (when installed): report.md renders to its own tags only, its links are the map data
/// files it names and its images are its maps; no input text became a tag, a link or an
/// image.
private func checkRendered(_ path: String) {
    guard access(cmarkGFM, X_OK) == 0 else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: cmarkGFM)
    process.arguments = [
        "--unsafe", "--extension", "table", "--extension", "strikethrough", "--extension", "autolink", path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return }
    let html = String(decoding: readAll(pipe.fileHandleForReading), as: UTF8.self)
    process.waitUntilExit()
    for piece in html.components(separatedBy: "<").dropFirst() {
        if piece.hasPrefix("!--") { continue }
        let tag = String(piece.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber })
        check(reportTags.contains(tag), "report.md renders a <\(tag)>: <\(piece.prefix(200))")
        if tag == "a" && !piece.hasPrefix("/") {
            check(
                ["routes.kml", "routes.kmz", "routes.geojson"].contains { piece.hasPrefix("a href=\"\($0)\">\($0)") },
                "report.md renders a link: <\(piece.prefix(200))")
        }
        if tag == "img" {
            check(piece.hasPrefix("img src=\"maps/"), "report.md renders an image: <\(piece.prefix(200))")
        }
    }
}

private let cmarkGFM = "/usr/bin/cmark-gfm"

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
