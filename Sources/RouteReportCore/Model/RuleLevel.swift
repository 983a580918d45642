/// A rule's level in a configuration: off, or the severity its warnings and errors get.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
    case off
    case note
    case warning
    case error

    var severity: Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }
}

extension Rule {
    /// The levels a configuration may give the rule: a rule whose findings all mean a
    /// file was not read only `error`; `read-as`, which only says how a file was read,
    /// `off` or `note`.
    public var configurableLevels: [RuleLevel] {
        switch self {
        case .archiveInvalid, .inputLimit: [.error]
        case .readAs: [.off, .note]
        default: RuleLevel.allCases
        }
    }

    /// Whether a finding of this rule at `severity` means its file, or the rest of it, was
    /// not read: such a finding is always an error and no configuration changes it.
    func isFatal(at severity: Severity) -> Bool {
        switch self {
        case .xmlMalformed, .unknownFormat, .unreadableFile, .archiveInvalid, .inputLimit, .jsonSyntax:
            severity == .error
        default: false
        }
    }
}
