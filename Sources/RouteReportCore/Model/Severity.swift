/// How bad a diagnostic is. `--strict` turns every warning into an error; a note says
/// how something was read (a file's dialect, a code taken as an FAA identifier) and
/// never fails a run.
enum Severity: String, Sendable, Hashable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}
