/// What a project's configuration does to the findings of a run: a severity per rule (or
/// off), rules off for the files matching a pattern, and the inputs not read at all.
/// Applied in one place, `applied(to:)`, each file's findings before `--strict`; a
/// finding that its file was not read (`Diagnostic.isFatal`) is beyond it.
public struct DiagnosticPolicy: Sendable, Hashable {
    /// The configured level of each rule named; a rule not named keeps its built-in severity.
    public var levels: [Rule: RuleLevel]
    /// In the order written.
    public var ignores: [FileIgnore]
    /// Inputs matching one of these are not read (`InputExclusion`).
    public var excludes: [PathPattern]
    /// The absolute folder the run's relative paths start from.
    public var workingDirectory: String

    /// Rules off for the files a pattern matches.
    public struct FileIgnore: Sendable, Hashable {
        public var pattern: PathPattern
        public var rules: Set<Rule>

        public init(pattern: PathPattern, rules: Set<Rule>) {
            self.pattern = pattern
            self.rules = rules
        }
    }

    public init(
        levels: [Rule: RuleLevel] = [:], ignores: [FileIgnore] = [], excludes: [PathPattern] = [],
        workingDirectory: String = "/"
    ) {
        self.levels = levels
        self.ignores = ignores
        self.excludes = excludes
        self.workingDirectory = workingDirectory
    }

    /// Every rule at its built-in severity, nothing ignored or excluded: today's behaviour.
    public static let builtIn = DiagnosticPolicy()

    var isBuiltIn: Bool { levels.isEmpty && ignores.isEmpty && excludes.isEmpty }

    /// The rules turned off for every file.
    var rulesOff: Set<Rule> { Set(levels.filter { $0.value.severity == nil }.keys) }

    /// `diagnostics` (one file's, or discovery's) as the configuration leaves them: a
    /// rule's level replaces the severity of its warnings and errors (its notes stay
    /// notes), `off` and `[per-file-ignores]` drop them; fatal findings stay as they are.
    /// The one place findings are filtered, so that a file's own suppressions can join here.
    func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty || !ignores.isEmpty else { return diagnostics }
        let working = LexicalPath.names(of: workingDirectory, from: [])
        var ignoredIn: [String: Set<Rule>] = [:]
        return diagnostics.compactMap { diagnostic in
            if diagnostic.isFatal { return diagnostic }
            let file = diagnostic.location.file
            if !ignores.isEmpty {
                let ignored =
                    ignoredIn[file]
                    ?? {
                        let rules = ignoredRules(file: file, workingDirectory: working)
                        ignoredIn[file] = rules
                        return rules
                    }()
                if ignored.contains(diagnostic.rule) { return nil }
            }
            guard let level = levels[diagnostic.rule] else { return diagnostic }
            guard let severity = level.severity else { return nil }
            var changed = diagnostic
            if changed.severity != .note { changed.severity = severity }
            return changed
        }
    }

    /// The rules `[per-file-ignores]` turns off for `file` (a route argument and stdin
    /// are no files).
    private func ignoredRules(file: String, workingDirectory: [Substring]) -> Set<Rule> {
        guard file != RouteInput.file, file != "-" else { return [] }
        let names = LexicalPath.names(of: file, from: workingDirectory)
        var rules: Set<Rule> = []
        for ignore in ignores where ignore.pattern.matches(names, isFolder: false) { rules.formUnion(ignore.rules) }
        return rules
    }
}
