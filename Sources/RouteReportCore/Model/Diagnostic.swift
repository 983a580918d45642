/// A finding about an input, as a value. Workers collect these; only the CLI prints.
public struct Diagnostic: Sendable, Hashable {
    var severity: Severity
    var rule: Rule
    var message: String
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
    /// This diagnostic as `--strict` reports it: every warning an error.
    var strict: Diagnostic {
        var raised = self
        raised.severity = .error
        return raised
    }
}
