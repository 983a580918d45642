import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// The option table is the one declaration of every option: parsing, `--help` and the
/// merge check all follow it.
@Suite struct OptionTableTests {
    @Test func namesAreUniqueAndEveryOptionIsInTheHelp() {
        let longs = OptionSpec.all.map(\.long)
        let shorts = OptionSpec.all.compactMap(\.short)
        #expect(Set(longs).count == longs.count)
        #expect(Set(shorts).count == shorts.count)
        for spec in OptionSpec.all {
            // A label past the column is on a line of its own.
            let labelled =
                Usage.help.contains("\n  " + spec.helpLabel + " ") || Usage.help.contains("\n  " + spec.helpLabel + "\n")
            #expect(labelled, "\(spec.long)")
            #expect(Usage.help.contains(spec.help[0]), "\(spec.long)")
            if let shown = spec.defaultText { #expect(Usage.help.contains("(default: " + shown + ")"), "\(spec.long)") }
        }
        // The defaults shown are the fields' values when no option is given.
        let defaults = Dictionary(
            uniqueKeysWithValues: OptionSpec.all.compactMap { spec in spec.defaultText.map { (spec.long, $0) } })
        #expect(
            defaults == [
                "output": "reports", "format": "kml,md,json,svg,html", "at": "$SOURCE_DATE_EPOCH, else now",
                "viewport": "300x300", "padding": "10", "radius-divisor": "100", "max-segment": "100", "kml-detail": "auto",
                "kml-altitude": "absolute",
                "max-maps": "1000",
                "jobs": "all cores",
                "diagnostics": "text", "help-base-uri": "https://github.com/routereport/routereport/blob/main/docs/rules.md",
                "date-order": "as each file's dialect says",
            ])
        // The columns as before the table: label, then text at column 27.
        #expect(Usage.help.contains("\n  -o, --output DIR         Where reports go"))
        #expect(
            Usage.help.contains(
                "\n  --padding N|T,L,B,R      Edge padding in points; left + right and top + bottom\n"
                    + "                           under half of the viewport (default: 10)\n"))
        #expect(Usage.help.contains("\n  --viewport WxH           Map viewport"))
        #expect(Usage.help.hasPrefix("OVERVIEW: Flight and landmark reports from GPX, KML, KMZ and GeoJSON files.\n"))
    }

    @Test func theHelpSaysWhenProgressShows() {
        #expect(Usage.help.contains("Progress is one updating"))
        #expect(Usage.help.contains("line, shown only when stderr is a terminal"))
    }

    /// The command line's options as a run settles them: the reference time 100 s.
    static let settled: CommandOptions = {
        var options = CommandOptions()
        options.map.referenceTime = 100
        return options
    }()

    static func run(_ options: CommandOptions) -> ShardState.Run {
        ShardState.Run(
            arguments: [.file("in/")], inputs: [.file("in/a.kml")], settings: OptionSpec.settings(of: options), generator: "g")
    }

    @Test func mergeChecksExactlyTheOptionsTheTableMarks() throws {
        let marked = OptionSpec.all.filter { $0.shardField != nil }.map(\.long)
        #expect(
            marked == [
                "at", "viewport", "padding", "radius-divisor", "max-segment", "kml-detail", "kml-altitude", "strict", "config",
                "date-order",
            ])
        let run = Self.run(Self.settled)
        func conflict(_ arguments: [String]) throws -> String? {
            let stated = OptionSpec.stated(by: try OptionParser.parse(["merge"] + arguments + ["s1"]))
            return stated.first { run.setting($0.setting.name) != $0.setting.value }?.differing
        }
        #expect(try conflict([]) == nil)
        #expect(try conflict(["--padding", "10", "--max-segment", "100", "-j", "3", "--format", "json"]) == nil)
        #expect(try conflict(["--padding", "11"]) == "with another --padding")
        #expect(try conflict(["--at", "1970-01-01T00:01:40Z"]) == nil)
        #expect(try conflict(["--at", "1970-01-01T00:01Z"]) == "with another --at")
        #expect(try conflict(["--viewport", "300x301"]) == "with another --viewport")
        #expect(try conflict(["--strict"]) == "without --strict")
        #expect(OptionSpec.all.compactMap(\.mergeAgreement).first?.name == "reference time (--at)")
    }

    /// `options` with the field of `spec` set to another value: its shard bytes with the
    /// lowest bit of every eighth byte, and of the last, flipped (another Bool, another
    /// bit pattern of each Double).
    static func changing(_ spec: OptionSpec, of options: CommandOptions) throws -> CommandOptions {
        let field = try #require(spec.shardField)
        if spec.long == "config" {
            // The configuration's bytes are text and counts, which flipped bits do not keep
            // readable: another policy instead, differing in every field.
            var changed = options
            let pattern = PathPattern(try PathGlob.compile("build/").get(), base: "/other")
            changed.policy = DiagnosticPolicy(
                levels: [.timeOrder: .error], ignores: [.init(pattern: pattern, rules: [.noFeatures])], excludes: [pattern],
                workingDirectory: "/elsewhere")
            var decoded = options
            #expect(field.decode(field.encode(changed), &decoded) && decoded == changed, "--config")
            return changed
        }
        var bytes = field.encode(options)
        for index in bytes.indices where index % 8 == 7 || index == bytes.count - 1 { bytes[index] ^= 1 }
        var changed = options
        #expect(field.decode(bytes, &changed), "--\(spec.long)")
        return changed
    }

    /// Every stored value below `value`, by its path of property names
    /// (`map.padding.top`), as text.
    static func leaves(_ value: Any, path: String = "") -> [String: String] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct, !mirror.children.isEmpty else { return [path: String(describing: value)] }
        var leaves: [String: String] = [:]
        for child in mirror.children {
            let label = child.label ?? "?"
            leaves.merge(Self.leaves(child.value, path: path.isEmpty ? label : path + "." + label)) { a, _ in a }
        }
        return leaves
    }

    /// Every field of a run's configuration that its reports depend on is carried by an
    /// option of the table that shards agree on: a field added to `RunConfiguration` or
    /// `MapOptions` (or an option that sets one) without its shard codec fails here,
    /// rather than a merge reading it back as its default.
    @Test func everySettingOfARunIsAnOptionTheShardsCarry() throws {
        let base = Self.leaves(CommandLineTool.configuration(Self.settled, generator: "g"))
        var covered: Set<String> = []
        for spec in OptionSpec.all where spec.shardField != nil {
            let changed = Self.leaves(CommandLineTool.configuration(try Self.changing(spec, of: Self.settled), generator: "g"))
            let differing = Set(base.keys.filter { base[$0] != changed[$0] })
            #expect(!differing.isEmpty, "--\(spec.long) changes nothing the run's reports depend on")
            covered.formUnion(differing)
        }
        // Not what the reports say: how many workers make them, the version (the merge
        // compares it apart), whether the ends are named and the flights drawn (validate
        // writes no report).
        let apart: Set = ["jobs", "generator", "namesAirports", "drawsFlights"]
        #expect(Set(base.keys).subtracting(apart) == covered)
        #expect(base.keys.contains("map.padding.right") && base.keys.contains("map.referenceTime"))
    }

    /// A shard's state keeps every option the table marks: written, read back and set
    /// into the command line's options, each changed value comes back bit for bit.
    @Test func theShardStateKeepsEveryOptionTheTableMarks() throws {
        for spec in OptionSpec.all where spec.shardField != nil {
            let options = try Self.changing(spec, of: Self.settled)
            let state = ShardState(run: Self.run(options), shardIndex: 1, shardCount: 1, results: [])
            let decoded = try ShardState.decode(state.encoded()).get()
            #expect(decoded.run == state.run, "--\(spec.long)")
            #expect(OptionSpec.options(from: decoded.run.settings, like: CommandOptions()) == options, "--\(spec.long)")
            #expect(spec.mergeAgreement?.differs(decoded.run, Self.run(Self.settled)) == true, "--\(spec.long)")
        }
    }

    /// Settings that are not the table's (an option missing, renamed or added, bytes
    /// its codec does not read) are no state of this version.
    @Test func settingsOtherThanTheTablesAreRefused() {
        let settings = OptionSpec.settings(of: Self.settled)
        #expect(OptionSpec.options(from: settings, like: CommandOptions()) == Self.settled)
        #expect(OptionSpec.options(from: Array(settings.dropLast()), like: CommandOptions()) == nil)
        #expect(OptionSpec.options(from: settings + [ShardSetting(name: "x", value: [])], like: CommandOptions()) == nil)
        var renamed = settings
        renamed[0].name = "time"
        #expect(OptionSpec.options(from: renamed, like: CommandOptions()) == nil)
        for index in settings.indices {
            var short = settings
            short[index].value.removeLast()
            #expect(OptionSpec.options(from: short, like: CommandOptions()) == nil, "\(settings[index].name)")
            var long = settings
            long[index].value.append(0)
            #expect(OptionSpec.options(from: long, like: CommandOptions()) == nil, "\(settings[index].name)")
        }
    }

    @Test(arguments: [
        ("2026-01-01T10:30Z", 1_767_263_400.0), ("2026-01-01T10:30+01:00", 1_767_259_800.0),
        ("2026-01-01T10:30:15Z", 1_767_263_415.0), ("2026-01-01", 1_767_225_600.0),
    ])
    func atTakesISO8601WithoutSeconds(text: String, seconds: Double) throws {
        #expect(try OptionParser.parse(["--at", text, "a.kml"]).map.referenceTime == seconds)
    }

    @Test(arguments: [
        (["valdate", "x"], "Unknown command 'valdate'; did you mean 'validate'?"),
        (["reprot", "x"], "Unknown command 'reprot'; did you mean 'report'?"),
        (["mrege", "x"], "Unknown command 'mrege'; did you mean 'merge'?"),
        (["hlep"], "Unknown command 'hlep'; did you mean 'help'?"),
        (["-q", "valdate", "x"], "Unknown command 'valdate'; did you mean 'validate'?"),
        (
            ["flights"],
            "Unknown command 'flights'; the commands are report, validate, merge, and no file or folder of that name exists"
        ),
        (["--formt", "json", "x"], "Unknown option '--formt'; did you mean '--format'?"),
        (["--stric", "x"], "Unknown option '--stric'; did you mean '--strict'?"),
        (["--shard-count", "x"], "Unknown option '--shard-count'"),
        (["validate", "-o", "out", "x"], "'--output' works with the report and merge commands only"),
        (["validate", "--shard", "1/2", "x"], "'--shard' works with the report command only"),
        (["validate", "--format", "json", "x"], "'--format' works with the report and merge commands only"),
        (["validate", "--viewport", "600x400", "x"], "'--viewport' works with the report and merge commands only"),
        (["validate", "--max-segment", "50", "x"], "'--max-segment' works with the report and merge commands only"),
        (["-qx", "a"], "Unknown option '-qx'"),
    ])
    func mistypedWordsAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try OptionParser.parse(arguments, pathExists: { _ in false }) }
    }

    @Test func wordsThatNameAFileOrARouteAreInputs() throws {
        #expect(try OptionParser.parse(["valdate"], pathExists: { $0 == "valdate" }).inputs == [.file("valdate")])
        for argument in ["LHR-JFK", "LAX-JFK-SIN", "LAX-JFK,SFO-NRT", "lhr-jfk", "JFK", "EGLL", "x.kml", "data/"] {
            #expect(try OptionParser.parse([argument], pathExists: { _ in false }).inputs == [.file(argument)], "\(argument)")
        }
        #expect(try OptionParser.parse(["-"], pathExists: { _ in false }).inputs == [.standardInput])
        // After a command word, every word is an input.
        #expect(try OptionParser.parse(["validate", "flights"], pathExists: { _ in false }).inputs == [.file("flights")])
        // A --route value is a route at its place among the inputs.
        #expect(
            try OptionParser.parse(["a.kml", "--route", "LHR-JFK", "-"]).inputs == [
                .file("a.kml"), .route(RouteInput(text: "LHR-JFK", argument: 2, positional: false)), .standardInput,
            ])
        #expect(try OptionParser.parse(["help"]).showHelp)
    }

    @Test func aWordNearNoCommandHasNoSuggestion() {
        #expect(EditDistance.nearest(to: "valdate", among: CommandWord.known) == "validate")
        #expect(EditDistance.nearest(to: "xyz", among: CommandWord.known) == nil)
    }

    @Test func progressLine() {
        let reading = RunProgress.Snapshot(stage: .reading, filesRead: 120, filesToRead: 5000, flightsComputed: 340)
        #expect(
            ProgressLine.line(reading, secondsLeft: 82)
                == "routereport: reading files 120/5000, 340 flights computed, about 82 s left")
        let read = RunProgress.Snapshot(stage: .reading, filesRead: 1, filesToRead: 1, flightsComputed: 4620)
        #expect(ProgressLine.line(read, secondsLeft: nil) == "routereport: computing flights, 4620 so far")
        let computing = RunProgress.Snapshot(stage: .computing, flightsComputed: 0, flightsToCompute: 10)
        #expect(ProgressLine.line(computing, secondsLeft: nil) == "routereport: computing flights 0/10")
        let writing = RunProgress.Snapshot(stage: .writing, filesWritten: 9, filesToWrite: 10)
        #expect(ProgressLine.line(writing, secondsLeft: 1) == "routereport: writing files 9/10, about 1 s left")
    }
}
