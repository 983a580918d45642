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
            #expect(Usage.help.contains("\n  " + spec.helpLabel + " "), "\(spec.long)")
            #expect(Usage.help.contains(spec.help[0]), "\(spec.long)")
        }
        // The columns as before the table: label, then text at column 27.
        #expect(Usage.help.contains("\n  -o, --output DIR         Where reports go"))
        #expect(Usage.help.contains("\n  --padding N|T,L,B,R      Edge padding in points (default: 10)\n"))
        #expect(Usage.help.contains("\n  --viewport WxH           Map viewport"))
        #expect(Usage.help.hasPrefix("OVERVIEW: Flight and landmark reports from GPX, KML and KMZ files.\n"))
    }

    @Test func theHelpSaysWhenProgressShows() {
        #expect(Usage.help.contains("Progress is one updating"))
        #expect(Usage.help.contains("line, shown only when stderr is a terminal"))
    }

    @Test func mergeChecksExactlyTheOptionsTheTableMarks() throws {
        let marked = OptionSpec.all.filter { $0.shardAgreement != nil }.map(\.long)
        #expect(marked == ["at", "viewport", "padding", "radius-divisor", "max-segment", "strict"])
        let run = ShardState.Run(
            arguments: ["in/"], files: ["in/a.kml"], referenceTime: 100, map: MapOptions(), strict: false, generator: "g")
        func conflict(_ arguments: [String]) throws -> String? {
            CommandLineTool.conflict(try OptionParser.parse(["merge"] + arguments + ["s1"]), with: run)
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

    /// The shard state's binary layout keeps every option the table says shards must
    /// agree on: a run that differs from the defaults on one of them still differs, and
    /// is otherwise the same, once its state is written and read back. An option marked
    /// in the table but left out of the layout fails here.
    @Test func theShardStateKeepsEveryOptionTheTableMarks() throws {
        let samples: [String: [String]] = [
            "at": ["--at", "2000-01-01T00:00:00Z"], "viewport": ["--viewport", "640x480"],
            "padding": ["--padding", "1,2,3,4"], "radius-divisor": ["--radius-divisor", "7"],
            "max-segment": ["--max-segment", "12.5"], "strict": ["--strict"],
        ]
        let defaults = ShardState.Run(
            arguments: ["in/"], files: ["in/a.kml"], referenceTime: 100, map: MapOptions(), strict: false, generator: "g")
        for spec in OptionSpec.all {
            guard let agreement = spec.shardAgreement else { continue }
            let arguments = try #require(samples[spec.long], "a sample value for --\(spec.long)")
            let run = CommandLineTool.shardRun(try OptionParser.parse(["merge"] + arguments + ["s1"]), like: defaults)
            #expect(agreement.differs(run, defaults), "--\(spec.long)")
            let state = ShardState(run: run, shardIndex: 1, shardCount: 1, results: [])
            let decoded = try ShardState.decode(state.encoded()).get()
            #expect(decoded.run == run, "--\(spec.long)")
            #expect(agreement.differs(decoded.run, defaults), "--\(spec.long)")
        }
    }

    @Test(arguments: [
        ("2026-01-01T10:30Z", 1_767_263_400.0), ("2026-01-01T10:30+01:00", 1_767_259_800.0),
        ("2026-01-01T10:30:15Z", 1_767_263_415.0), ("2026-01-01", 1_767_225_600.0),
    ])
    func atTakesISO8601WithoutSeconds(text: String, seconds: Double) throws {
        #expect(try OptionParser.parse(["--at", text, "a.kml"]).referenceTime == seconds)
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
        (["-qx", "a"], "Unknown option '-qx'"),
    ])
    func mistypedWordsAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try OptionParser.parse(arguments, pathExists: { _ in false }) }
    }

    @Test func wordsThatNameAFileOrARouteAreInputs() throws {
        #expect(try OptionParser.parse(["valdate"], pathExists: { $0 == "valdate" }).files == ["valdate"])
        for argument in ["LHR-JFK", "LAX-JFK-SIN", "LAX-JFK,SFO-NRT", "lhr-jfk", "JFK", "EGLL", "x.kml", "data/", "-"] {
            #expect(try OptionParser.parse([argument], pathExists: { _ in false }).files == [argument], "\(argument)")
        }
        // After a command word, every word is an input.
        #expect(try OptionParser.parse(["validate", "flights"], pathExists: { _ in false }).files == ["flights"])
        #expect(try OptionParser.parse(["help"]).showHelp)
    }

    @Test func editDistanceCountsSwapsAsOne() {
        #expect(Suggestion.editDistance("valdate", "validate") == 1)
        #expect(Suggestion.editDistance("mrege", "merge") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.nearest(to: "xyz", among: CommandWord.known) == nil)
    }

    @Test func progressLine() {
        let reading = RunProgress.Snapshot(stage: .reading, filesRead: 120, filesToRead: 5000, flightsComputed: 340)
        #expect(
            ProgressDisplay.line(reading, secondsLeft: 82)
                == "routereport: reading files 120/5000, 340 flights computed, about 82 s left")
        let read = RunProgress.Snapshot(stage: .reading, filesRead: 1, filesToRead: 1, flightsComputed: 4620)
        #expect(ProgressDisplay.line(read, secondsLeft: nil) == "routereport: computing flights, 4620 so far")
        let computing = RunProgress.Snapshot(stage: .computing, flightsComputed: 0, flightsToCompute: 10)
        #expect(ProgressDisplay.line(computing, secondsLeft: nil) == "routereport: computing flights 0/10")
        let writing = RunProgress.Snapshot(stage: .writing, filesWritten: 9, filesToWrite: 10)
        #expect(ProgressDisplay.line(writing, secondsLeft: 1) == "routereport: writing files 9/10, about 1 s left")
    }
}
