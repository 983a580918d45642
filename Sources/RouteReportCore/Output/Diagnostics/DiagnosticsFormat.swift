/// Where `--diagnostics` sends findings, and in which form.
public enum DiagnosticsFormat: String, Equatable, Sendable, CaseIterable {
    /// `FILE:LINE:COLUMN: error: MESSAGE [rule]` on stderr.
    case text
    /// GitHub workflow command annotations on stderr.
    case github
    /// SARIF 2.1.0 on stdout.
    case sarif
    /// A JSON array on stdout.
    case json

    /// `diagnostics` in this form: the lines for stderr (`text`, `github`; "" when there
    /// is no finding), or the document for stdout (`sarif`, `json`).
    /// - Parameters:
    ///   - inActions: the run is a GitHub Actions job: annotations within what GitHub shows.
    ///   - summaryWritten: validate's step summary holds the findings too.
    ///   - version: routereport's, that the SARIF log names.
    public func text(
        _ diagnostics: [Diagnostic], inActions: Bool = false, summaryWritten: Bool = false,
        helpBaseURI: String = Rule.defaultHelpBaseURI, version: String, invocation: SARIFLog.Invocation? = nil
    ) -> String {
        switch self {
        case .text:
            return DiagnosticText.lines(diagnostics).map { $0 + "\n" }.joined()
        case .github:
            return GitHubAnnotations.lines(diagnostics, inActions: inActions, summaryWritten: summaryWritten)
                .map { $0 + "\n" }.joined()
        case .sarif:
            return String(
                decoding: SARIFLog.document(
                    for: diagnostics, version: version, helpBaseURI: helpBaseURI, invocation: invocation),
                as: UTF8.self)
        case .json:
            return String(decoding: DiagnosticsJSON.document(for: diagnostics), as: UTF8.self)
        }
    }
}
