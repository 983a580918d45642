import RouteReportCore

extension OptionSpec {
    /// Every option, in `--help` order.
    static let all: [OptionSpec] = [
        OptionSpec(
            long: "output", short: "o",
            action: .value(name: "dir") { (options, value, _) throws(UsageError) in options.output = value },
            help: ["Where reports go (default: reports); not with validate"],
            commands: [.report, .merge]),
        OptionSpec(
            long: "format",
            action: .value(name: "list") { (options, value, _) throws(UsageError) in
                options.formats = try OptionValues.formats(value)
            },
            help: [
                "Any of kml,md,json,svg,kmz,geojson (default: kml,md,json,svg;", "kmz writes routes.kmz, routes.kml zipped;",
                "geojson writes routes.geojson, RFC 7946)",
            ]),
        OptionSpec(
            long: "route",
            action: .value(name: "string") { (options, value, _) throws(UsageError) in
                // In the FILE list at its place, as a route: read as one even where a file has its name.
                options.files.append(RouteInput(text: value, argument: options.files.count + 1, positional: false).inputName)
            },
            help: ["A route of airport codes, such as LHR-JFK (repeatable;", "read as a route even where a file has that name)"],
            commands: [.report, .validate]),
        OptionSpec(
            long: "at",
            action: .value(name: "time") { (options, value, spelled) throws(UsageError) in
                options.referenceTime = try OptionValues.time(value, for: spelled)
            },
            help: ["Reference time for progress, ISO 8601, seconds optional", "(default: $SOURCE_DATE_EPOCH, else now)"],
            shardAgreement: ShardAgreement(described: "reference time (--at)") { $0.referenceTime != $1.referenceTime }),
        OptionSpec(
            long: "viewport",
            action: .value(name: "WxH") { (options, value, _) throws(UsageError) in
                (options.map.viewportWidth, options.map.viewportHeight) = try OptionValues.viewport(value)
            },
            help: ["Map viewport in points (default: 300x300)"],
            shardAgreement: ShardAgreement {
                $0.map.viewportWidth != $1.map.viewportWidth || $0.map.viewportHeight != $1.map.viewportHeight
            }),
        OptionSpec(
            long: "padding",
            action: .value(name: "n|t,l,b,r") { (options, value, _) throws(UsageError) in
                options.map.padding = try OptionValues.padding(value)
            },
            help: ["Edge padding in points (default: 10)"],
            shardAgreement: ShardAgreement { $0.map.padding != $1.map.padding }),
        OptionSpec(
            long: "radius-divisor",
            action: .value(name: "n") { (options, value, spelled) throws(UsageError) in
                options.map.radiusDivisor = try OptionValues.positiveNumber(value, for: spelled)
            },
            help: ["Endpoint circle radius = distance / N (default: 100)"],
            shardAgreement: ShardAgreement { $0.map.radiusDivisor != $1.map.radiusDivisor }),
        OptionSpec(
            long: "max-segment",
            action: .value(name: "km") { (options, value, spelled) throws(UsageError) in
                options.map.maxSegment = 1000 * (try OptionValues.positiveNumber(value, for: spelled))
            },
            help: ["Densify geodesics to pieces of at most KM (default: 100)"],
            shardAgreement: ShardAgreement { $0.map.maxSegment != $1.map.maxSegment }),
        OptionSpec(
            long: "max-maps",
            action: .value(name: "n") { (options, value, spelled) throws(UsageError) in
                guard let count = Int(value), count >= 0 else {
                    throw .invalidValue(value, for: spelled, expected: "a whole number, 0 or more")
                }
                options.maxMaps = count
            },
            help: ["Maps and report.md sections for the first N flights", "only (default: 1000; 0: none)"],
            commands: [.report, .merge]),
        OptionSpec(
            long: "jobs", short: "j",
            action: .value(name: "n") { (options, value, spelled) throws(UsageError) in
                options.jobs = try OptionValues.positiveInteger(value, for: spelled)
            },
            help: ["Parallel workers (default: all cores)"]),
        OptionSpec(
            long: "strict",
            action: .flag { $0.strict = true },
            help: ["Treat warnings as errors"],
            shardAgreement: ShardAgreement { $0.strict != $1.strict }),
        OptionSpec(
            long: "diagnostics",
            action: .value(name: "format") { (options, value, spelled) throws(UsageError) in
                guard let format = DiagnosticsFormat(rawValue: value) else {
                    throw .invalidValue(value, for: spelled, expected: "one of text, github, sarif, json")
                }
                options.diagnostics = format
            },
            help: ["text or github (stderr), sarif or json (stdout)", "(default: text)"]),
        OptionSpec(
            long: "shard",
            action: .value(name: "k/n") { (options, value, _) throws(UsageError) in options.shard = try OptionValues.shard(value)
            },
            help: ["Process only shard K of N: the inputs whose path's", "FNV-1a 64 hash mod N is K-1; writes what merge needs"],
            commands: [.report]),
        OptionSpec(
            long: "quiet", short: "q",
            action: .flag { $0.quiet = true },
            help: [
                "No progress or summary on stderr. Progress is one updating",
                "line, shown only when stderr is a terminal, the run takes",
                "over a second and --diagnostics is text",
            ]),
        OptionSpec(
            long: "no-wait",
            action: .flag { $0.noWait = true },
            help: ["When another run is writing into the output folder,", "fail (status 3) instead of waiting for it"],
            commands: [.report, .merge]),
        OptionSpec(
            long: "force",
            action: .flag { $0.force = true },
            help: [
                "Write over files in the output folder that routereport", "did not write (default: stop, status 2)",
            ],
            commands: [.report, .merge]),
        OptionSpec(
            long: "help", short: "h",
            action: .flag { $0.showHelp = true },
            help: ["Show this help (also: routereport help)"]),
        OptionSpec(
            long: "version",
            action: .flag { $0.showVersion = true },
            help: ["Show the version"]),
    ]
}
