/// A finding about an input, as a value. Workers collect these; only the CLI prints.
public struct Diagnostic: Sendable, Hashable {
    var severity: Severity
    var rule: Rule
    var message: String
    var location: SourceLocation
    /// What libxml2 said, behind an `xml-malformed` diagnostic whose message is advice in
    /// plain words; SARIF keeps it in the result's properties.
    var xmlError: XMLParserError?
    /// Whether the finding means its file, or the rest of it, was not read: always an
    /// error, never changed by a configuration (`DiagnosticPolicy`). By default, from its
    /// rule and severity (`Rule.isFatal(at:)`).
    var isFatal: Bool

    /// A diagnostic with the rule's default severity.
    init(_ rule: Rule, _ message: String, at location: SourceLocation) {
        self.init(rule, message, at: location, severity: rule.defaultSeverity)
    }

    init(
        _ rule: Rule, _ message: String, at location: SourceLocation, severity: Severity, xmlError: XMLParserError? = nil,
        isFatal: Bool? = nil
    ) {
        self.isFatal = isFatal ?? rule.isFatal(at: severity)
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.xmlError = xmlError
    }
}

/// An error as libxml2 reported it: its code (`xmlParserErrors`; nil when it came
/// through the generic handler, which has none) and its own words.
struct XMLParserError: Sendable, Hashable {
    var code: Int?
    var message: String
}

extension Diagnostic {
    /// This diagnostic as `--strict` reports it: every warning an error (a note stays a note).
    var strict: Diagnostic {
        var raised = self
        if raised.severity == .warning { raised.severity = .error }
        return raised
    }
}
