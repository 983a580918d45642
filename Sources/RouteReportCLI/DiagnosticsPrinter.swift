import Foundation
import RouteReportCore

/// Prints diagnostics in the chosen `--diagnostics` form: text and GitHub annotations to
/// stderr (for people and the Actions log), SARIF and JSON to stdout (for tools); and, in
/// a GitHub Actions job, validate's summary of them into the step summary.
enum DiagnosticsPrinter {
    /// Where a run prints for GitHub Actions, from the environment the runner sets.
    struct Actions: Equatable {
        /// `GITHUB_ACTIONS=true`: annotations within what GitHub shows.
        var inJob = false
        /// `GITHUB_STEP_SUMMARY`: the file the step's summary is appended to.
        var stepSummary: String?

        init(environment: [String: String]) {
            inJob = environment["GITHUB_ACTIONS"] == "true"
            stepSummary = inJob ? environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil
        }
    }

    static func print(
        _ diagnostics: [Diagnostic], format: DiagnosticsFormat, console: Console, actions: Actions = Actions(environment: [:]),
        summaryWritten: Bool = false, helpBaseURI: String = Rule.defaultHelpBaseURI,
        invocation: SARIFLog.Invocation? = nil
    ) {
        let text = format.text(
            diagnostics, inActions: actions.inJob, summaryWritten: summaryWritten, helpBaseURI: helpBaseURI,
            version: Usage.version, invocation: invocation)
        switch format {
        case .text, .github: if !text.isEmpty { console.standardError(text) }
        case .sarif, .json: console.standardOutput(text)
        }
    }

    /// Appends `text` to the step summary file; the system's reason when it could not.
    static func appendStepSummary(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += result
        }
        return nil
    }
}
