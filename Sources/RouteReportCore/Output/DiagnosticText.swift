/// Diagnostics in the form compilers use, which editors and CI read:
/// `FILE:LINE:COLUMN: error: MESSAGE [rule]`, or `FILE: warning: MESSAGE [rule]` for a
/// finding about a whole file. The file name has its control characters escaped
/// (`FileName.oneLine`), the message its newlines made spaces: no input can forge a line.
public enum DiagnosticText {
    public static func line(_ diagnostic: Diagnostic) -> String {
        var text = FileName.oneLine(diagnostic.location.file)
        if let line = diagnostic.location.line {
            text += ":" + String(line)
            if let column = diagnostic.location.column { text += ":" + String(column) }
        }
        return text + ": " + diagnostic.severity.rawValue + ": " + oneLine(diagnostic.message)
            + " [" + diagnostic.rule.rawValue + "]"
    }

    /// Messages quote input text; a newline in it must not start a fake diagnostic line.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
