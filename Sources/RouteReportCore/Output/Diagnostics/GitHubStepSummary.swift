/// The Markdown a run appends to a GitHub Actions job's step summary
/// (`$GITHUB_STEP_SUMMARY`): the counts, the findings counted by rule (each rule linked
/// to its help) and by file, and the first `listed` findings as a table with file:line.
enum GitHubStepSummary {
    /// How many findings the table lists.
    static let listed = 100

    static func markdown(_ report: RunReport, helpBaseURI: String = Rule.defaultHelpBaseURI) -> String {
        markdown(
            inputs: report.inputs.count, flights: report.flights.count, landmarks: report.landmarks.count,
            diagnostics: report.diagnostics, helpBaseURI: helpBaseURI)
    }

    /// The summary of a run over `inputs` inputs that gave `flights` flights and
    /// `landmarks` landmarks and found `diagnostics` (in output order).
    static func markdown(
        inputs: Int, flights: Int, landmarks: Int, diagnostics: [Diagnostic],
        helpBaseURI: String = Rule.defaultHelpBaseURI
    ) -> String {
        var text = "### routereport validate\n\n"
        text +=
            "\(count(inputs, "input")), \(count(flights, "flight")),"
            + " \(count(landmarks, "landmark")): **\(count(diagnostics.count { $0.severity == .error }, "error"))**,"
            + " \(count(diagnostics.count { $0.severity == .warning }, "warning")),"
            + " \(count(diagnostics.count { $0.severity == .note }, "note"))\n"
        guard !diagnostics.isEmpty else { return text + "\nNo findings.\n" }
        text += "\n| rule | errors | warnings | notes |\n|---|---:|---:|---:|\n"
        for rule in Rule.allCases {
            let found = diagnostics.filter { $0.rule == rule }
            guard !found.isEmpty else { continue }
            text += "| [\(rule.rawValue)](\(helpBaseURI)#\(rule.rawValue)) | \(severityCounts(found)) |\n"
        }
        text += "\n| file | errors | warnings | notes |\n|---|---:|---:|---:|\n"
        var files: [String] = []
        var found: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let file = diagnostic.location.file
            if found[file] == nil { files.append(file) }
            found[file, default: []].append(diagnostic)
        }
        for file in files {
            text += "| \(cell(FileName.oneLine(file))) | \(severityCounts(found[file] ?? [])) |\n"
        }
        let shown = diagnostics.prefix(listed)
        text +=
            "\n" + (diagnostics.count > listed ? "The first \(listed) of \(diagnostics.count) findings:" : "Findings:")
            + "\n\n| where | severity | rule | message |\n|---|---|---|---|\n"
        for diagnostic in shown {
            let location = diagnostic.location
            let place =
                FileName.oneLine(location.file) + (location.line.map { ":\($0)" } ?? "")
                + (location.column.map { ":\($0)" } ?? "")
            text +=
                "| \(cell(place)) | \(diagnostic.severity.rawValue) |"
                + " [\(diagnostic.rule.rawValue)](\(helpBaseURI)#\(diagnostic.rule.rawValue)) |"
                + " \(cell(DiagnosticText.oneLine(diagnostic.message))) |\n"
        }
        return text
    }

    /// The errors, warnings and notes among `diagnostics`, as three table cells.
    private static func severityCounts(_ diagnostics: [Diagnostic]) -> String {
        [Severity.error, .warning, .note].map { severity in String(diagnostics.count { $0.severity == severity }) }
            .joined(separator: " | ")
    }

    private static func cell(_ text: String) -> String {
        MarkdownText.escaped(text, in: .tableCell)
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
