/// What the inputs of a run gave: how many flights and landmarks, what was found wrong,
/// whether a report is worth writing, and how many inputs were lost. A report's
/// (`RunReport.yield`) or what `validate` keeps of a run, which holds no flight.
struct RunYield: Sendable {
    /// The inputs in run order, as `RunReport.inputs`.
    var inputs: [String]
    var flightCount: Int
    var landmarkCount: Int
    /// In output order, as `RunReport.diagnostics`.
    var diagnostics: [Diagnostic]
    /// Where the flights and landmarks come from.
    var giving: Sources
    /// Findings the files' `routereport-disable…` comments silenced.
    var silencedCount = 0

    /// The files and route arguments that gave a flight or a landmark.
    struct Sources: Sendable {
        /// Source files as the features name them (a KMZ's entries as `ARCHIVE/ENTRY`).
        var files: Set<String> = []
        /// Route arguments, by the argument's place on the command line.
        var routes: Set<Int> = []

        mutating func add(_ source: SourceLocation) {
            if source.file == RouteInput.file {
                if let line = source.line { routes.insert(line) }
            }
            files.insert(source.file)
        }

        mutating func add(_ other: Sources) {
            files.formUnion(other.files)
            routes.formUnion(other.routes)
        }
    }

    var errorCount: Int { diagnostics.count { $0.severity == .error } }
    var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    var noteCount: Int { diagnostics.count { $0.severity == .note } }
    /// Placemarks, routes and tracks read as neither flight nor landmark.
    var skippedCount: Int { diagnostics.count { $0.rule == .featureSkipped } }

    /// Whether no input could be read as KML, KMZ, GPX or CSV: there is none, or each one
    /// gave no flight and no landmark and is missing, unreadable, of another format or a
    /// broken archive. A KMZ that gave a flight was read, whatever else it held.
    var readNothing: Bool {
        let unread: Set<Rule> = [.unreadableFile, .unknownFormat, .archiveInvalid]
        let failed = Self.inputsNamed(diagnostics.lazy.filter { unread.contains($0.rule) }.map(\.location.file))
        let gave = Self.inputsNamed(giving.files)
        return inputs.allSatisfy { !gave.contains($0) && failed.contains($0) }
    }

    /// Whether the run is not worth a report: nothing was read, or it gave no flight and
    /// no landmark and has an error (every route unknown, every row rejected). Then no
    /// report is written and the folder is left as it was.
    var givesNothing: Bool {
        readNothing || (flightCount == 0 && landmarkCount == 0 && errorCount > 0)
    }

    /// How many of `sources` (the run's inputs as discovery found them) gave no flight
    /// and no landmark and have an error or could not be read.
    func lostInputs(_ sources: [InputSource]) -> Int {
        let unread: Set<Rule> = [.unreadableFile, .unknownFormat, .archiveInvalid]
        let failing = diagnostics.lazy.filter { $0.severity == .error || unread.contains($0.rule) }.map(\.location)
        let failed = Self.inputsNamed(failing.map(\.file))
        let failedRoutes = Set(failing.filter { $0.file == RouteInput.file }.compactMap(\.line))
        let gave = Self.inputsNamed(giving.files)
        return sources.count { source in
            if let route = source.route {
                return !giving.routes.contains(route.argument) && failedRoutes.contains(route.argument)
            }
            return !gave.contains(source.name) && failed.contains(source.name)
        }
    }

    /// What the inputs gave, as the summary line at the end of a run says it: "2 files,
    /// 1 route, 22 flights, 0 landmarks, 1 not read; 0 errors, 1 warning, 2 silenced; 1 of
    /// 3 inputs gave nothing" (what was not read, silenced or lost only when there is some).
    /// - Parameters:
    ///   - routes: how many of the inputs are route arguments (the others are files) and
    ///     how many routes they hold.
    ///   - lost: how many inputs gave nothing (`lostInputs`).
    func summary(routes: (arguments: Int, count: Int), lost: Int) -> String {
        func count(_ value: Int, _ noun: String) -> String { String(value) + " " + noun + (value == 1 ? "" : "s") }
        // "1 route" for `routereport LAX-JFK`, "2 files, 1 route" for both; "0 files" when there is no input.
        let files = inputs.count - routes.arguments
        let given = [
            files > 0 || routes.count == 0 ? count(files, "file") : nil, routes.count > 0 ? count(routes.count, "route") : nil,
        ]
        var text =
            given.compactMap { $0 }.joined(separator: ", ") + ", " + count(flightCount, "flight") + ", "
            + count(landmarkCount, "landmark") + (skippedCount > 0 ? ", " + String(skippedCount) + " not read" : "") + "; "
            + count(errorCount, "error") + ", " + count(warningCount, "warning")
            + (silencedCount > 0 ? ", " + String(silencedCount) + " silenced" : "")
        if lost > 0 { text += "; \(lost) of \(count(inputs.count, "input")) gave nothing" }
        return text
    }

    /// The run's findings as validate appends them to a GitHub Actions step summary.
    func stepSummary(helpBaseURI: String) -> String {
        GitHubStepSummary.markdown(
            inputs: inputs.count, flights: flightCount, landmarks: landmarkCount, diagnostics: diagnostics,
            helpBaseURI: helpBaseURI)
    }

    /// This run as a run that read nothing ends: the warnings that say why a FILE gave
    /// no input (a folder with no input file, an empty file, a file not read) are errors,
    /// so the exit status, the summary and every `--diagnostics` form agree.
    var nothingReadAsErrors: RunYield {
        var raised = self
        raised.diagnostics = Self.nothingReadAsErrors(diagnostics)
        return raised
    }

    static func nothingReadAsErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let why: Set<Rule> = [.noInput, .unknownFormat, .unreadableFile]
        return diagnostics.map { why.contains($0.rule) ? $0.strict : $0 }
    }

    /// The files of `files`, each also as the archive it is inside: an entry of a KMZ is
    /// located at `ARCHIVE/ENTRY` (ENTRY may hold folders).
    private static func inputsNamed(_ files: some Sequence<String>) -> Set<String> {
        var named: Set<String> = []
        for path in files {
            var file = path
            while !file.isEmpty && file != "/" && named.insert(file).inserted { file = PathText.parent(of: file) }
        }
        return named
    }
}

extension RunReport {
    /// What this report's inputs gave.
    var yield: RunYield {
        var giving = RunYield.Sources()
        // By index: `for flight in flights` would copy each report whole.
        for index in flights.indices { giving.add(flights[index].flight.source) }
        for landmark in landmarks { giving.add(landmark.landmark.source) }
        return RunYield(
            inputs: inputs, flightCount: flights.count, landmarkCount: landmarks.count, diagnostics: diagnostics,
            giving: giving, silencedCount: silencedCount)
    }

    var readNothing: Bool { yield.readNothing }
    var givesNothing: Bool { yield.givesNothing }
    func lostInputs(_ sources: [InputSource]) -> Int { yield.lostInputs(sources) }

    /// This report as a run that read nothing ends (`RunYield.nothingReadAsErrors`).
    var nothingReadAsErrors: RunReport {
        var raised = self
        raised.diagnostics = RunYield.nothingReadAsErrors(diagnostics)
        return raised
    }
}
