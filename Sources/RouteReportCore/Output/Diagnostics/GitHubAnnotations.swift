/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), so a
/// CI job shows each finding on its line.
public enum GitHubAnnotations {
    public static func line(_ diagnostic: Diagnostic) -> String {
        // Control characters escaped before the runner's escapes: a name keeps one line
        // in the log and in the annotation.
        var properties = ["file=" + escapeProperty(FileName.oneLine(diagnostic.location.file))]
        if let line = diagnostic.location.line { properties.append("line=" + String(line)) }
        if let column = diagnostic.location.column { properties.append("col=" + String(column)) }
        properties.append("title=" + escapeProperty(diagnostic.rule.rawValue))
        // Actions names a note `notice`.
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        return "::" + command + " " + properties.joined(separator: ",") + "::"
            + escapeData(
                FileName.oneLine(diagnostic.message, keeping: ["\r", "\n", "\t"]) + " [" + diagnostic.rule.rawValue + "]")
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
