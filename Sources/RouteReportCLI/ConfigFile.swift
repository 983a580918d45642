import RouteReportCore

/// What `routereport.toml` says, checked: the top-level `exclude`, `[rules]` and
/// `[per-file-ignores]`, each key, rule, level and pattern known, or refused with its
/// position and the nearest known word.
enum ConfigFile {
    static let tables = ["rules", "per-file-ignores"]
    static let topLevelKeys = ["exclude"]
    static let levelWords = RuleLevel.allCases.map(\.rawValue)

    /// The policy the file's `bytes` state, its patterns relative to `base` (absolute), or
    /// every problem found: a syntax error ends the reading, other problems are all listed.
    static func policy(
        from bytes: [UInt8], base: String, workingDirectory: String
    ) -> Result<DiagnosticPolicy, Problems> {
        let document: (entries: [ConfigTOML.Entry], tables: [ConfigTOML.Text])
        switch ConfigTOML.parse(bytes) {
        case .failure(let problem): return .failure(Problems(all: [problem]))
        case .success(let parsed): document = parsed
        }
        var problems: [ConfigTOML.Problem] = []
        for table in document.tables where !tables.contains(table.value) {
            problems.append(
                ConfigTOML.Problem(
                    position: table.position,
                    message: "unknown table [\(table.value)]" + Suggestion.didYouMean(table.value, among: tables)))
        }
        var policy = DiagnosticPolicy(workingDirectory: workingDirectory)
        for entry in document.entries {
            switch entry.table?.value {
            case nil: read(topLevel: entry, base: base, into: &policy, problems: &problems)
            case "rules": read(rule: entry, into: &policy, problems: &problems)
            case "per-file-ignores": read(ignore: entry, base: base, into: &policy, problems: &problems)
            default: continue  // its table is refused above
            }
        }
        problems.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        return problems.isEmpty ? .success(policy) : .failure(Problems(all: problems))
    }

    /// Every problem of a file, in the order found.
    struct Problems: Error, Equatable {
        var all: [ConfigTOML.Problem]
    }

    private static func read(
        topLevel entry: ConfigTOML.Entry, base: String, into policy: inout DiagnosticPolicy,
        problems: inout [ConfigTOML.Problem]
    ) {
        guard entry.key.value == "exclude" else {
            let key = entry.key.value
            let hint =
                Rule(rawValue: key) != nil
                ? "; a rule's level goes under [rules]" : Suggestion.didYouMean(key, among: topLevelKeys + tables)
            problems.append(ConfigTOML.Problem(position: entry.key.position, message: "unknown key '\(key)'" + hint))
            return
        }
        guard case .array(let items, _) = entry.value else {
            problems.append(
                ConfigTOML.Problem(
                    position: entry.value.position, message: "exclude takes an array of patterns: exclude = [\"build/\"]"))
            return
        }
        for item in items {
            switch PathPattern.compile(item.value, base: base) {
            case .success(let pattern): policy.excludes.append(pattern)
            case .failure(let problem): problems.append(Self.problem(problem, in: item))
            }
        }
    }

    private static func read(
        rule entry: ConfigTOML.Entry, into policy: inout DiagnosticPolicy, problems: inout [ConfigTOML.Problem]
    ) {
        let rule = Self.rule(entry.key, in: "[rules]", problems: &problems)
        guard case .string(let word) = entry.value else {
            problems.append(
                ConfigTOML.Problem(
                    position: entry.value.position, message: "a rule's level is one string: off, note, warning or error"))
            return
        }
        guard let level = RuleLevel(rawValue: word.value) else {
            problems.append(
                ConfigTOML.Problem(
                    position: word.position,
                    message: "'\(word.value)' is not a severity: use off, note, warning or error"
                        + Suggestion.didYouMean(word.value, among: levelWords)))
            return
        }
        guard let rule else { return }
        guard rule.configurableLevels.contains(level) else {
            let allowed = rule.configurableLevels.map(\.rawValue).joined(separator: " or ")
            let why =
                rule == .readAs
                ? "its findings are notes that say how a file was read" : "its findings mean a file was not read"
            problems.append(
                ConfigTOML.Problem(
                    position: word.position, message: "'\(rule.rawValue)' takes only \(allowed): \(why)"))
            return
        }
        policy.levels[rule] = level
    }

    private static func read(
        ignore entry: ConfigTOML.Entry, base: String, into policy: inout DiagnosticPolicy,
        problems: inout [ConfigTOML.Problem]
    ) {
        let pattern: PathPattern?
        switch PathPattern.compile(entry.key.value, base: base) {
        case .success(let made): pattern = made
        case .failure(let problem):
            problems.append(Self.problem(problem, in: entry.key))
            pattern = nil
        }
        guard case .array(let items, _) = entry.value else {
            problems.append(
                ConfigTOML.Problem(
                    position: entry.value.position,
                    message: "a pattern takes an array of rules: \"\(entry.key.value)\" = [\"time-order\"]"))
            return
        }
        var rules: Set<Rule> = []
        for item in items {
            guard let rule = Self.rule(item, in: "[per-file-ignores]", problems: &problems) else { continue }
            guard rule.configurableLevels.contains(.off) else {
                problems.append(
                    ConfigTOML.Problem(
                        position: item.position,
                        message: "'\(rule.rawValue)' cannot be ignored: its findings mean a file was not read"))
                continue
            }
            rules.insert(rule)
        }
        if let pattern { policy.ignores.append(DiagnosticPolicy.FileIgnore(pattern: pattern, rules: rules)) }
    }

    /// The rule `name` names, or nil with the problem added.
    private static func rule(
        _ name: ConfigTOML.Text, in table: String, problems: inout [ConfigTOML.Problem]
    ) -> Rule? {
        if let rule = Rule(rawValue: name.value) { return rule }
        problems.append(
            ConfigTOML.Problem(
                position: name.position,
                message: "unknown rule '\(name.value)' in \(table)"
                    + Suggestion.didYouMean(name.value, among: Rule.allCases.map(\.rawValue))))
        return nil
    }

    /// A pattern's problem at its place in the file: past the opening quote.
    private static func problem(_ problem: PathGlob.Problem, in text: ConfigTOML.Text) -> ConfigTOML.Problem {
        ConfigTOML.Problem(
            position: ConfigTOML.Position(line: text.position.line, column: text.position.column + 1 + problem.offset),
            message: "bad pattern '\(text.value)': " + problem.message)
    }
}
