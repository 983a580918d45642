/// A finding about an input, as a value. Workers collect these; only the CLI prints.
public struct Diagnostic: Sendable, Hashable {
    var severity: Severity
    public var rule: Rule
    public var message: String
    var location: SourceLocation

    /// A diagnostic with the rule's default severity.
    init(_ rule: Rule, _ message: String, at location: SourceLocation) {
        self.init(rule, message, at: location, severity: rule.defaultSeverity)
    }

    init(_ rule: Rule, _ message: String, at location: SourceLocation, severity: Severity) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
    }
}

extension Diagnostic {
    /// This diagnostic as `--strict` reports it: every warning an error (a note stays a note).
    public var strict: Diagnostic {
        var raised = self
        if raised.severity == .warning { raised.severity = .error }
        return raised
    }
}
