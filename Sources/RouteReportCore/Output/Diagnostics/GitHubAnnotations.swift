/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=RULE::message`),
/// so a CI job shows each finding on its line. The rule is the title, once.
///
/// In a GitHub Actions job the runner shows at most 10 error and 10 warning annotations
/// of a step and drops the rest without a word, so there `annotations` puts the errors
/// first (each kind in run order: by input, then line), makes annotations of as many as
/// are shown, prints the rest as compiler-style lines in the log and ends with one
/// `::notice::` saying how many more there are and where.
public enum GitHubAnnotations {
    /// How many annotations of one kind (error, warning, notice) GitHub shows for a step.
    static let shownPerKind = 10

    static func line(_ diagnostic: Diagnostic) -> String {
        // Control characters escaped before the runner's escapes: a name keeps one line
        // in the log and in the annotation.
        var properties = ["file=" + escapeProperty(FileName.oneLine(diagnostic.location.file))]
        if let line = diagnostic.location.line { properties.append("line=" + String(line)) }
        if let column = diagnostic.location.column { properties.append("col=" + String(column)) }
        properties.append("title=" + escapeProperty(diagnostic.rule.rawValue))
        // Actions names a note `notice`.
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        return "::" + command + " " + properties.joined(separator: ",") + "::"
            + escapeData(FileName.oneLine(diagnostic.message, keeping: ["\r", "\n"]))
    }

    /// An error in the run's configuration file, as an annotation on its line.
    public static func configurationError(file: String, line: Int, column: Int, message: String) -> String {
        "::error file=" + escapeProperty(FileName.oneLine(file)) + ",line=\(line),col=\(column),title="
            + escapeProperty("routereport config") + "::" + escapeData(FileName.oneLine(message))
    }

    /// The lines for `diagnostics`: one annotation each, or, `inActions`, what GitHub
    /// shows as annotations and the rest as text with a notice after them.
    /// - Parameter summaryWritten: whether the step summary lists them too.
    static func lines(_ diagnostics: [Diagnostic], inActions: Bool, summaryWritten: Bool = false) -> [String] {
        guard inActions else { return diagnostics.map(line) }
        let ordered = diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error }
        var shown: [Severity: Int] = [:]
        var annotations: [String] = []
        var rest: [Diagnostic] = []
        for diagnostic in ordered {
            if shown[diagnostic.severity, default: 0] < shownPerKind {
                shown[diagnostic.severity, default: 0] += 1
                annotations.append(line(diagnostic))
            } else {
                rest.append(diagnostic)
            }
        }
        guard !rest.isEmpty else { return annotations }
        let counts = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")]
            .map { kind in (rest.count { $0.severity == kind.0 }, kind.1) }.filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
        let notice =
            "::notice title=routereport::\(counts) more than GitHub shows as annotations (\(shownPerKind) of each"
            + " kind a step): listed in the log above this notice"
            + (summaryWritten ? "; the step summary counts them by rule and file" : "")
        return annotations + rest.map(DiagnosticText.line) + [notice]
    }

    /// The escapes the Actions runner undoes in a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// The escapes the Actions runner undoes in a command's property values.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll([(":", "%3A"), (",", "%2C")])
    }
}

extension String {
    /// Replaces scalars one at a time, so a replacement is never replaced again. Scalars,
    /// not Characters: "\r\n" is one Character in Swift.
    func replacingAll(_ pairs: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let pair = pairs.first(where: { $0.0 == scalar }) {
                result += pair.1
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
