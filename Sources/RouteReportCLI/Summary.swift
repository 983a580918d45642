import RouteReportCore

/// The one line for people on stderr at the end of a run.
enum Summary {
    /// - Parameters:
    ///   - routes: how many of the report's inputs are route arguments (the others are
    ///     files) and how many routes they hold (`routes(in:)`).
    ///   - lost: how many inputs gave nothing (`RunReport.lostInputs`).
    ///   - written: the formats written (empty: a shard's state alone), nil when nothing
    ///     was written.
    ///   - writtenNote: what the summary says of the files written (`KMLSizeNote.summary`).
    ///   - excluded: the files and folders the configuration excluded.
    ///   - config: how the configuration file read is named; nil: none (the line is then
    ///     as without configuration).
    ///   - elapsed: the run's seconds, said when a person watches (the progress line
    ///     was shown); nil in logs, which stay the same from run to run.
    static func line(
        _ report: RunYield, routes: (arguments: Int, count: Int), lost: Int = 0, command: Command, output: String,
        written: [ReportFormat]?, writtenNote: String = "", excluded: (files: Int, folders: Int) = (0, 0),
        config: String? = nil, elapsed: Double? = nil
    ) -> String {
        var text = "routereport: " + report.summary(routes: routes, lost: lost)
        let excludedText = [
            excluded.files > 0 ? count(excluded.files, "input") : nil,
            excluded.folders > 0 ? count(excluded.folders, "folder") : nil,
        ].compactMap { $0 }
        if !excludedText.isEmpty { text += "; " + excludedText.joined(separator: " and ") + " excluded" }
        if let config { text += "; config " + config }
        if command != .validate, let written {
            let what = written.isEmpty ? ShardState.fileName : written.map(\.rawValue).joined(separator: ",")
            text += "; wrote " + what + " to " + output + "/" + writtenNote
        }
        if let elapsed { text += "; done in " + ProgressLine.duration(elapsed) }
        return text + "\n"
    }

    /// Of the run's inputs (`InputDiscovery.Found.inputs`): how many are route
    /// arguments, and how many routes they hold (`LAX-JFK,SFO-NRT` is two).
    static func routes(in inputs: [InputSource]) -> (arguments: Int, count: Int) {
        let routes = inputs.compactMap(\.route)
        return (routes.count, routes.reduce(0) { $0 + $1.routeCount })
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        String(value) + " " + noun + (value == 1 ? "" : "s")
    }
}
