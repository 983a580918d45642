import RouteReportCore

/// The first argument read as a command word. A word that names no file and looks like a
/// mistyped command (`valdate`) must not be taken for an input: reading it would fail and
/// the run would go on to replace good reports.
enum CommandWord {
    /// The words that start a command line: the commands and `help`.
    static let known = Command.allCases.map(\.rawValue) + ["help"]

    /// Whether `argument` reads as a word rather than a path or a route: letters only,
    /// (no `.`, `/`, digit or `-`), and not 3 or 4 capitals, which read as an airport code.
    static func looksMistyped(_ argument: String) -> Bool {
        guard argument.count >= 2, argument.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        let code = (3...4).contains(argument.count) && argument.allSatisfy(\.isUppercase)
        return !code
    }

    static func unknown(_ word: String) -> UsageError {
        let suggestion = EditDistance.nearest(to: word, among: known)
        return UsageError(
            "Unknown command '\(word)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; the commands are \(Command.allCases.map(\.rawValue).joined(separator: ", ")), and no file or folder of that name exists")
        )
    }
}
