import RouteReportCore

/// Prints diagnostics in the chosen `--diagnostics` form: text and GitHub annotations to
/// stderr (for people and the Actions log), SARIF and JSON to stdout (for tools).
enum DiagnosticsPrinter {
    static func print(_ diagnostics: [Diagnostic], format: DiagnosticsFormat, console: Console) {
        switch format {
        case .text:
            if !diagnostics.isEmpty {
                console.standardError(diagnostics.map { DiagnosticText.line($0) + "\n" }.joined())
            }
        case .github:
            if !diagnostics.isEmpty {
                console.standardError(diagnostics.map { GitHubAnnotations.line($0) + "\n" }.joined())
            }
        case .sarif:
            console.standardOutput(String(decoding: SARIFLog.document(for: diagnostics, version: Usage.version), as: UTF8.self))
        case .json:
            console.standardOutput(String(decoding: DiagnosticsJSON.document(for: diagnostics), as: UTF8.self))
        }
    }
}
