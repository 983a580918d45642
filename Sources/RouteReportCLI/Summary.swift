import RouteReportCore

/// The one line for people on stderr at the end of a run.
enum Summary {
    /// - Parameter written: the formats written (empty: a shard's state alone), nil when
    ///   nothing was written.
    static func line(_ report: RunReport, command: Command, output: String, written: [ReportFormat]?) -> String {
        var text = "routereport: " + count(report.inputs.count, "file") + ", " + count(report.flights.count, "flight")
            + ", " + count(report.landmarks.count, "landmark") + "; " + count(report.errorCount, "error") + ", "
            + count(report.warningCount, "warning")
        if command != .validate, let written {
            let what = written.isEmpty ? ShardState.fileName : written.map(\.rawValue).joined(separator: ",")
            text += "; wrote " + what + " to " + output + "/"
        }
        return text + "\n"
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        String(value) + " " + noun + (value == 1 ? "" : "s")
    }
}
