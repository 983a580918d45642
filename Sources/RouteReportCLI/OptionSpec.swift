import RouteReportCore

/// One command-line option, declared once: its names, the syntax of its value, its help
/// and default, how it sets `CommandOptions`, which commands take it and, for an option
/// that changes what the reports say, how a shard's state carries it. Parsing, `--help`,
/// the shard state and `merge`'s checks all read the table (`OptionSpec.all`), so adding
/// an option is one entry plus the code that uses its field.
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

    /// How a shard's state carries the option's field, which every shard of a run must
    /// have the same: the field's value as bytes, compared between shards and against
    /// `merge`'s command line, and read back for the merged report.
    struct ShardField: Sendable {
        /// What a refusal calls the option ("reference time (--at)"); nil: `--long`.
        var described: String?
        var encode: @Sendable (CommandOptions) -> [UInt8]
        /// Sets the field from bytes `encode` wrote; false when they are not such bytes.
        var decode: @Sendable ([UInt8], inout CommandOptions) -> Bool
    }

    /// Without the leading `--`.
    var long: String
    var short: Character?
    var action: Action
    /// Lines of `--help`, without the default.
    var help: [String]
    /// The value the option stands for when it is not given, as `--help` ends its text
    /// with it; nil: nothing to show (a flag is off).
    var defaultText: String?
    /// Where the option may be given; elsewhere it is a usage error.
    var commands: [Command] = Command.allCases
    var shardField: ShardField?
    /// Why the options hold a value of this option outside its range, as a usage
    /// message; nil when it is inside. Checked once the whole command line is read (the
    /// padding's range depends on the viewport) and on the options a shard's state brings.
    var check: (@Sendable (CommandOptions) -> String?)?

    var spelledLong: String { "--" + long }

    /// The option's column in `--help`: `-o, --output DIR`.
    var helpLabel: String {
        var label = (short.map { "-\($0), " } ?? "") + spelledLong
        if let valueName {
            label += " " + (valueName.contains(where: \.isUppercase) ? valueName : valueName.uppercased())
        }
        return label
    }

    /// The name of the value in messages (`dir`), nil for a flag.
    var valueName: String? {
        if case .value(let name, _) = action { return name }
        return nil
    }

    var takesValue: Bool { valueName != nil }

    /// The help text with the default at its end: on the last line when it fits in
    /// `helpWidth` columns, else on a line of its own.
    var helpLines: [String] {
        guard let defaultText else { return help }
        let note = "(default: " + defaultText + ")"
        guard let last = help.last else { return [note] }
        if last.count + 1 + note.count <= Self.helpWidth { return help.dropLast() + [last + " " + note] }
        return help + [note]
    }

    /// The widest line of an option's help text.
    static let helpWidth = 60

    /// What `merge` compares between shards, as ShardMerge takes it.
    var mergeAgreement: ShardMerge.Agreement? {
        guard let shardField else { return nil }
        return ShardMerge.Agreement(name: shardField.described ?? spelledLong, setting: long)
    }

    static func named(long name: String) -> OptionSpec? {
        all.first { $0.long == name }
    }

    static func named(short name: Character) -> OptionSpec? {
        all.first { $0.short == name }
    }
}

extension OptionSpec {
    /// An option that sets `field` to the value `parse` reads from its text.
    /// - Parameters:
    ///   - shown: the field's value as `--help` says it, for the default.
    ///   - shard: how a shard's state writes the field, for an option that changes what
    ///     the reports say; `described` names it in a refusal.
    static func value<Value: Sendable>(
        _ long: String, short: Character? = nil, _ field: WritableKeyPath<CommandOptions, Value> & Sendable, name: String,
        parse: @escaping @Sendable (_ value: String, _ spelled: String) throws(UsageError) -> Value,
        help: [String], default shown: (Value) -> String?, commands: [Command] = Command.allCases,
        shard: SettingCodec<Value>? = nil, described: String? = nil,
        check: (@Sendable (CommandOptions) -> String?)? = nil
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short,
            action: .value(name: name) { (options, value, spelled) throws(UsageError) in
                options[keyPath: field] = try parse(value, spelled)
            },
            help: help, defaultText: shown(CommandOptions()[keyPath: field]), commands: commands,
            shardField: shard.map { ShardField(field, codec: $0, described: described) }, check: check)
    }

    /// An option that sets `field` to the case of its enum that the value spells.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ long: String, _ field: WritableKeyPath<CommandOptions, Value> & Sendable, name: String, help: [String],
        commands: [Command] = Command.allCases, shard: SettingCodec<Value>? = nil
    ) -> OptionSpec where Value.RawValue == String {
        .value(
            long, field, name: name,
            parse: { value, spelled throws(UsageError) in try OptionValues.oneOf(value, for: spelled) }, help: help,
            default: \.rawValue, commands: commands, shard: shard)
    }

    /// An option without a value that sets `field`.
    static func flag(
        _ long: String, short: Character? = nil, _ field: WritableKeyPath<CommandOptions, Bool> & Sendable, help: [String],
        commands: [Command] = Command.allCases, shard: SettingCodec<Bool>? = nil
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, action: .flag { $0[keyPath: field] = true }, help: help, defaultText: nil,
            commands: commands, shardField: shard.map { ShardField(field, codec: $0, described: nil) })
    }
}

extension OptionSpec.ShardField {
    init<Value>(
        _ field: WritableKeyPath<CommandOptions, Value> & Sendable, codec: SettingCodec<Value>, described: String?
    ) {
        self.init(
            described: described,
            encode: { options in
                var bytes: [UInt8] = []
                codec.write(options[keyPath: field], &bytes)
                return bytes
            },
            decode: { bytes, options in
                var rest = bytes[...]
                guard let value = codec.read(&rest), rest.isEmpty else { return false }
                options[keyPath: field] = value
                return true
            })
    }
}

extension OptionSpec {
    /// The options shards must agree on, with their fields' values in `options`, in the
    /// table's order: what a shard's state keeps of its run.
    static func settings(of options: CommandOptions) -> [ShardSetting] {
        all.compactMap { spec in spec.shardField.map { ShardSetting(name: spec.long, value: $0.encode(options)) } }
    }

    /// What the merge command line `options` states that shards must agree on: each
    /// option given that the table marks, its setting as the shards keep it, and how a
    /// refusal says the shards differ ("with another --padding", "without --strict").
    static func stated(by options: CommandOptions) -> [(setting: ShardSetting, differing: String)] {
        all.compactMap { spec in
            guard options.given.contains(spec.long), let field = spec.shardField else { return nil }
            let setting = ShardSetting(name: spec.long, value: field.encode(options))
            return (setting, (spec.takesValue ? "with another " : "without ") + spec.spelledLong)
        }
    }

    /// The first value of `options` outside its option's range, as a usage message.
    static func problem(in options: CommandOptions) -> String? {
        all.lazy.compactMap { $0.check?(options) }.first
    }

    /// `options` with the fields of a shard's `settings` read back; nil unless they are
    /// exactly the table's, each in bytes its codec reads.
    static func options(from settings: [ShardSetting], like options: CommandOptions) -> CommandOptions? {
        let fields = all.compactMap { spec in spec.shardField.map { (long: spec.long, field: $0) } }
        guard settings.map(\.name) == fields.map(\.long) else { return nil }
        var read = options
        for (setting, field) in zip(settings, fields) where !field.field.decode(setting.value, &read) {
            return nil
        }
        return read
    }
}
