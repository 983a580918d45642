import RouteReportCore

/// The one line for people on stderr at the end of a run.
enum Summary {
    static func line(_ report: RunReport, command: Command, output: String, formats: [ReportFormat], status: ExitStatus) -> String {
        var text = "routereport: " + count(report.inputs.count, "file") + ", " + count(report.flights.count, "flight")
            + ", " + count(report.landmarks.count, "landmark") + "; " + count(report.errorCount, "error") + ", "
            + count(report.warningCount, "warning")
        if command != .validate && status != .writeFailed {
            text += "; wrote " + formats.map(\.rawValue).joined(separator: ",") + " to " + output + "/"
        }
        return text + "\n"
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        String(value) + " " + noun + (value == 1 ? "" : "s")
    }
}
