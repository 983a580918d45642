/// How bad a diagnostic is. `--strict` turns every warning into an error.
public enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
