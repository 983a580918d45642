import RouteReportCore

extension OptionSpec {
    /// Points on each side of a map: a bigger one is a poster no viewer needs, and the
    /// maps' label grids grow with it (100,000,000 points asked for 1.3 GB).
    static let viewportRange = 1.0...10_000
    /// Below 1 a circle is bigger than the flight; 1e-300 made radii past any number.
    static let radiusDivisorRange = 1.0...1_000_000
    /// Kilometres: pieces of 100 m already draw any flight smooth; shorter ones only
    /// multiply a path's points (a metre made 20 million of them per long flight).
    static let maxSegmentRange = 0.1...20_000
    /// More threads than any machine has cores; each costs a stack.
    static let jobsRange = 1.0...1024

    /// Every option, in `--help` order.
    /// The commands that write reports: the map's and the formats' options are theirs,
    /// not validate's, which writes none.
    static let writers: [Command] = [.report, .merge]

    static let all: [OptionSpec] = [
        .value(
            "output", short: "o", \.output, name: "dir",
            parse: { value, spelled throws(UsageError) in
                guard !value.isEmpty else { throw .invalidValue(value, for: spelled, expected: "the path of a folder") }
                return value
            },
            help: ["Where reports go; not with validate"], default: { $0 }, commands: [.report, .merge]),
        .value(
            "format", \.formats, name: "list", parse: { value, _ throws(UsageError) in try OptionValues.formats(value) },
            help: [
                "Any of " + ReportFormat.allCases.map(\.rawValue).joined(separator: ","),
                "(kmz writes routes.kmz, routes.kml zipped; geojson writes",
                "routes.geojson, RFC 7946; html writes report.html)",
            ],
            default: { $0.map(\.rawValue).joined(separator: ",") }, commands: Self.writers),
        OptionSpec(
            long: "route",
            action: .value(name: "string") { (options, value, _) throws(UsageError) in
                // In the FILE list at its place, as a route: read as one even where a file has its name.
                options.inputs.append(.route(RouteInput(text: value, argument: options.inputs.count + 1, positional: false)))
            },
            help: ["A route of airport codes, such as LHR-JFK (repeatable;", "read as a route even where a file has that name)"],
            defaultText: nil, commands: [.report, .validate]),
        // Not given, the run takes its time from the environment (`CommandLineTool.settle`).
        .value(
            "at", \.map.referenceTime, name: "time",
            parse: { value, spelled throws(UsageError) in try OptionValues.time(value, for: spelled) },
            help: [
                "Reference time for progress: ISO 8601, or as a CSV list", "writes it (2026-01-01 10:30, UTC without a zone)",
            ],
            default: { _ in "$SOURCE_DATE_EPOCH, else now" }, shard: .double, described: "reference time (--at)",
            check: { options in
                ISO8601Time.isWritable(options.map.referenceTime)
                    ? nil
                    : UsageError.invalidValue(
                        OptionValues.text(options.map.referenceTime), for: "--at",
                        expected: "a time in the years 0001 to 9999 (UTC)"
                    ).message
            }),
        .value(
            "viewport", \.map.viewport, name: "WxH",
            parse: { value, _ throws(UsageError) in try OptionValues.viewport(value) },
            help: ["Map viewport in points, each from " + OptionValues.text(viewportRange)],
            default: { OptionValues.text($0.width) + "x" + OptionValues.text($0.height) }, commands: Self.writers,
            shard: .doubles([\.width, \.height], of: ViewportSize(width: 0, height: 0)),
            check: { options in
                let map = options.map
                guard !viewportRange.contains(map.viewportWidth) || !viewportRange.contains(map.viewportHeight) else {
                    return nil
                }
                return UsageError.invalidValue(
                    OptionValues.text(map.viewportWidth) + "x" + OptionValues.text(map.viewportHeight), for: "--viewport",
                    expected: "WIDTHxHEIGHT, each from " + OptionValues.text(viewportRange) + " points"
                ).message
            }),
        .value(
            "padding", \.map.padding, name: "n|t,l,b,r",
            parse: { value, _ throws(UsageError) in try OptionValues.padding(value) },
            help: ["Edge padding in points; left + right and top + bottom", "under half of the viewport"],
            default: OptionValues.text, commands: Self.writers,
            shard: .doubles([\.top, \.left, \.bottom, \.right], of: EdgePadding(all: 0)),
            check: { OptionValues.paddingProblem($0.map) }),
        .value(
            "radius-divisor", \.map.radiusDivisor, name: "n",
            parse: { value, spelled throws(UsageError) in try OptionValues.positiveNumber(value, for: spelled) },
            help: ["Endpoint circle radius = distance / N, N from " + OptionValues.text(radiusDivisorRange)],
            default: OptionValues.text, commands: Self.writers, shard: .double,
            check: {
                OptionValues.outside(
                    radiusDivisorRange, $0.map.radiusDivisor, for: "--radius-divisor",
                    expected: "a number from " + OptionValues.text(radiusDivisorRange))
            }),
        .value(
            "max-segment", \.map.maxSegment, name: "km",
            parse: { value, spelled throws(UsageError) in 1000 * (try OptionValues.positiveNumber(value, for: spelled)) },
            help: ["Densify geodesics to pieces of at most KM, from " + OptionValues.text(maxSegmentRange)],
            default: { OptionValues.text($0 / 1000) }, commands: Self.writers, shard: .double,
            check: {
                OptionValues.outside(
                    maxSegmentRange, $0.map.maxSegment / 1000, for: "--max-segment",
                    expected: "a length in km from " + OptionValues.text(maxSegmentRange))
            }),
        .choice(
            "kml-detail", \.map.kmlDetail, name: "level",
            help: [
                "How much routes.kml holds a flight: full (circles and the",
                "timed aircraft too), routes (route, flown part, position),",
                "auto (full up to " + String(KMLDetail.autoFullLimit) + " flights, routes beyond)",
            ],
            commands: [.report, .merge], shard: .caseIndex),
        .choice(
            "kml-altitude", \.map.kmlAltitude, name: "mode",
            help: [
                "How routes.kml draws a flight whose file gave altitudes:",
                "absolute (at them, above mean sea level), ground",
                "(clamped to the ground, as a flight without them)",
            ],
            commands: [.report, .merge], shard: .caseIndex),
        .value(
            "max-maps", \.maxMaps, name: "n",
            parse: { value, spelled throws(UsageError) in try OptionValues.count(value, for: spelled) },
            help: ["Maps and report.md sections for the first N flights", "only; 0: none"], default: { String($0) },
            commands: [.report, .merge]),
        .value(
            "jobs", short: "j", \.jobs, name: "n",
            parse: { value, spelled throws(UsageError) in try OptionValues.positiveInteger(value, for: spelled) },
            help: ["Parallel workers, up to " + OptionValues.text(jobsRange.upperBound)],
            default: { $0.map(String.init) ?? "all cores" },
            check: { options in
                options.jobs.flatMap {
                    OptionValues.outside(
                        jobsRange, Double($0), for: "--jobs", expected: "a whole number from " + OptionValues.text(jobsRange))
                }
            }),
        .flag("strict", \.strict, help: ["Treat warnings as errors"], shard: .bool),
        OptionSpec(
            long: "config",
            action: .value(name: "file") { (options, value, spelled) throws(UsageError) in
                guard !value.isEmpty else { throw .invalidValue(value, for: spelled, expected: "the path of a file") }
                options.configFile = value
            },
            help: [
                "Read FILE as the configuration (its patterns relative to",
                "the working directory); by default "
                    + ConfigDiscovery.names[0] + " or", ConfigDiscovery.names[1] + " is found from the working directory",
                "up to the repository's root",
            ],
            defaultText: nil, commands: [.report, .validate],
            // The configuration the run used, found, given or none: shards must agree on it.
            shardField: OptionSpec.ShardField(
                \.policy, codec: .policy, described: "configuration (routereport.toml, --config, --no-config, --exclude)")),
        .flag(
            "no-config", \.noConfig, help: ["Read no configuration file: every rule at its built-in", "severity"],
            commands: [.report, .validate]),
        OptionSpec(
            long: "exclude",
            action: .value(name: "glob") { (options, value, _) throws(UsageError) in options.excludes.append(value) },
            help: ["Do not read the inputs matching GLOB, relative to the", "working directory (repeatable)"],
            defaultText: nil, commands: [.report, .validate]),
        .value(
            "date-order", \.dateOrder, name: "order",
            parse: { value, spelled throws(UsageError) in try OptionValues.dateOrder(value, for: spelled) },
            help: ["How flight lists' dates such as 03/04/2025 read where", "a file does not show it: day-first or month-first"],
            default: { $0?.rawValue ?? "as each file's dialect says" }, shard: .dateOrder),
        .choice("diagnostics", \.diagnostics, name: "format", help: ["text or github (stderr), sarif or json (stdout)"]),
        .value(
            "shard", \.shard, name: "k/n", parse: { value, _ throws(UsageError) in try OptionValues.shard(value) },
            help: [
                "Process only shard K of N: the inputs whose FNV-1a 64 hash",
                "of their path as given (or route as written) mod N is K-1;", "writes what merge needs",
            ],
            default: { _ in nil }, commands: [.report]),
        .flag(
            "quiet", short: "q", \.quiet,
            help: [
                "No progress or summary on stderr. Progress is one updating",
                "line, shown only when stderr is a terminal, the run takes",
                "over a second and --diagnostics is text",
            ]),
        .flag(
            "no-wait", \.noWait,
            help: ["When another run is writing into the output folder,", "fail (status 3) instead of waiting for it"],
            commands: [.report, .merge]),
        .flag(
            "force", \.force,
            help: ["Write over files in the output folder that routereport", "did not write (default: stop, status 2)"],
            commands: [.report, .merge]),
        .value(
            "help-base-uri", \.helpBaseURI, name: "uri", parse: { value, _ in value },
            help: ["Where SARIF and the step summary link each rule's help", "(URI#rule-id)"], default: { $0 }),
        .value(
            "generate-completion", \.completionShell, name: "shell",
            parse: { value, spelled throws(UsageError) in try OptionValues.oneOf(value, for: spelled) },
            help: ["Print the completion script for bash, zsh or fish"], default: { _ in nil }),
        .flag("help", short: "h", \.showHelp, help: ["Show this help, or a command's (also: routereport help COMMAND)"]),
        .flag("version", \.showVersion, help: ["Show the version"]),
    ]
}
