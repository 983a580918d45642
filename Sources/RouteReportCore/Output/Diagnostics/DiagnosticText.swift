/// Diagnostics in the form compilers use, which editors and CI read:
/// `FILE:LINE:COLUMN: error: MESSAGE [rule]`, or `FILE: warning: MESSAGE [rule]` for a
/// finding about a whole file. The file name has its control characters escaped
/// (`FileName.oneLine`), the message its newlines made spaces and its other control
/// characters escaped the same way: no input can forge a line or drive a terminal.
enum DiagnosticText {
    /// Findings of one rule and severity shown in full in the text form; past it, a count.
    static let perRule = 100

    /// The text form's lines: each rule's first `perRule` findings of a severity in
    /// full, in order, then one line per rule and severity for the rest ("and 8,840 more
    /// implausible-speed warnings"): a person reads the first and the count. The tools'
    /// forms (json, sarif, github) keep every finding.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        struct Kind: Hashable {
            var rule: Rule
            var severity: Severity
        }
        var shown: [Kind: Int] = [:]
        var more: [(kind: Kind, count: Int)] = []
        var lines: [String] = []
        for diagnostic in diagnostics {
            let kind = Kind(rule: diagnostic.rule, severity: diagnostic.severity)
            let count = shown[kind, default: 0]
            shown[kind] = count + 1
            if count < perRule {
                lines.append(line(diagnostic))
            } else if let index = more.firstIndex(where: { $0.kind == kind }) {
                more[index].count += 1
            } else {
                more.append((kind, 1))
            }
        }
        for (kind, count) in more {
            let noun = kind.severity == .note ? "note" : kind.severity == .warning ? "warning" : "error"
            lines.append(
                "routereport: and \(ReadableText.count(count)) more \(kind.rule.rawValue) \(noun)\(count == 1 ? "" : "s") "
                    + "(the first \(perRule) are above; --diagnostics json or sarif lists them all)")
        }
        return lines
    }

    static func line(_ diagnostic: Diagnostic) -> String {
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
