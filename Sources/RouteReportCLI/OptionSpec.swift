import RouteReportCore

/// One command-line option, declared once: its names, the syntax of its value, its help,
/// how it sets `CommandOptions`, which commands take it and whether the shards of one
/// run must agree on it. Parsing, `--help` and `merge`'s conflict check all read the
/// table (`OptionSpec.all`), so adding an option is one entry plus the code that uses it.
struct OptionSpec: Sendable {
    /// What the option does with the command line.
    enum Action: Sendable {
        /// Takes no value.
        case flag(@Sendable (inout CommandOptions) -> Void)
        /// Takes one value, named `name` in messages (`--output <dir>`) and, upper-cased
        /// unless it already holds capitals, in `--help` (`--output DIR`). The closure
        /// gets the value and the option as the user spelled it (`-j` or `--jobs`).
        case value(name: String, @Sendable (inout CommandOptions, _ value: String, _ spelled: String) throws(UsageError) -> Void)
    }

    /// How shards of one run must agree on an option: `differs` compares two runs on it.
    struct ShardAgreement: Sendable {
        /// What two shards' refusal calls it ("reference time (--at)"); nil: the option.
        var described: String?
        var differs: @Sendable (ShardState.Run, ShardState.Run) -> Bool
    }

    /// Without the leading `--`.
    var long: String
    var short: Character?
    var action: Action
    /// Lines of `--help`, the default at the end of the text.
    var help: [String]
    /// Where the option may be given; elsewhere it is a usage error.
    var commands: [Command] = Command.allCases
    var shardAgreement: ShardAgreement?

    var spelledLong: String { "--" + long }

    /// The option's column in `--help`: `-o, --output DIR`.
    var helpLabel: String {
        var label = (short.map { "-\($0), " } ?? "") + spelledLong
        if case .value(let name, _) = action {
            label += " " + (name.contains(where: \.isUppercase) ? name : name.uppercased())
        }
        return label
    }

    /// What `merge` compares between shards, as ShardMerge takes it.
    var mergeAgreement: ShardMerge.Agreement? {
        shardAgreement.map { ShardMerge.Agreement(name: $0.described ?? spelledLong, differs: $0.differs) }
    }

    static func named(long name: String) -> OptionSpec? {
        all.first { $0.long == name }
    }

    static func named(short name: Character) -> OptionSpec? {
        all.first { $0.short == name }
    }
}

extension OptionSpec {
    var takesValue: Bool {
        if case .value = action { return true }
        return false
    }
}
