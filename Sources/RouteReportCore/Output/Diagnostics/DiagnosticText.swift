/// Diagnostics in the form compilers use, which editors and CI read:
/// `FILE:LINE:COLUMN: error: MESSAGE [rule]`, or `FILE: warning: MESSAGE [rule]` for a
/// finding about a whole file. The file name has its control characters escaped
/// (`FileName.oneLine`), the message its newlines made spaces and its other control
/// characters escaped the same way: no input can forge a line or drive a terminal.
public enum DiagnosticText {
    public static func line(_ diagnostic: Diagnostic) -> String {
        var text = FileName.oneLine(diagnostic.location.file)
        // GitHub Actions runs a log line that starts with `::` (after white space) as a
        // workflow command: a FILE named `::error file=…::` must not start one.
        if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") { text = "./" + text }
        if let line = diagnostic.location.line {
            text += ":" + String(line)
            if let column = diagnostic.location.column { text += ":" + String(column) }
        }
        return text + ": " + diagnostic.severity.rawValue + ": " + oneLine(diagnostic.message)
            + " [" + diagnostic.rule.rawValue + "]"
    }

    /// Messages quote input text; a newline in it must not start a fake diagnostic line,
    /// nor a NUL, CR or escape sequence change what a terminal or CI log shows. A tab is
    /// escaped too, so that quoted text (a CSV header, a file name) reads in a message as
    /// the line's own FILE does.
    static func oneLine(_ text: String) -> String {
        FileName.oneLine(String(text.map { $0.isNewline ? " " : $0 }))
    }
}
