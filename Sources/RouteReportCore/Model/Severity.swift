/// How bad a diagnostic is. `--strict` turns every warning into an error.
enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
