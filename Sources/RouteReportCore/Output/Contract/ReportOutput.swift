/// What every report format is: a type that says which files it makes from a run's
/// report and how each is cut into parts (`OutputFile`, `Parts`); `ReportFiles` makes
/// and writes them, on as many workers as the pipeline gives it. Adding a format is one
/// type conforming to this and one case in `ReportFormat`.
protocol ReportOutput {
    static func files(for report: RunReport, context: OutputContext) -> [OutputFile]
}

/// What a format may need to know about the rest of the run's output.
struct OutputContext: Sendable {
    /// Every format the run writes.
    var formats: [ReportFormat]
    /// Only the first that many flights get a map (and a report.md section).
    var maxMaps: Int
    /// `maxMaps` unless `--max-maps` says otherwise.
    static let defaultMaxMaps = 1000
    /// The flights' map stems (`MapFileNames.assign`) when maps are written, else [].
    var mapFileNames: [String]
    /// The table the flights' airports are places of, for what a format shows of an
    /// airport beyond its code.
    var airports: AirportTable
    /// How routes.kml is made, made once for routes.kml and routes.kmz alike; nil when
    /// the run writes neither.
    var kmlPlan: KMLWriter.PartPlan?

    init(report: RunReport, formats: [ReportFormat], maxMaps: Int, airports: AirportTable) {
        self.formats = formats
        self.maxMaps = maxMaps
        self.airports = airports
        mapFileNames = formats.contains(.svg) ? MapFileNames.assign(report.flights.map(\.id)) : []
        kmlPlan = formats.contains(.kml) || formats.contains(.kmz) ? KMLWriter.PartPlan(report) : nil
    }
}
