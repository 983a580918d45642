/// What a run needs to know besides its inputs.
public struct RunConfiguration: Sendable, Hashable {
    var map: MapOptions
    /// Parallel workers; at least 1.
    var jobs: Int
    /// Warnings count as errors.
    var strict: Bool
    /// "routereport VERSION", written into every report.
    var generator: String
    /// Whether flight ends get the airports they are at (reports do; `validate` writes
    /// none, so it skips the lookups).
    var namesAirports: Bool
    /// `--date-order`: how flight lists' dates that read both ways are read, where a
    /// file does not show it; nil: as each file's dates or dialect say.
    var dateOrder: DateOrder?
    /// Whether the run draws its flights (reports in a format that draws them do;
    /// `ReportFormat.drawsFlights`): otherwise (`validate`, report.json alone) each
    /// flight's path is dropped once computed and its memory does not add up.
    var drawsFlights: Bool
    /// The project's configuration of the findings: levels, per-file ignores, excludes.
    var policy: DiagnosticPolicy

    public init(
        map: MapOptions, jobs: Int, strict: Bool, generator: String, namesAirports: Bool = true,
        dateOrder: DateOrder? = nil, drawsFlights: Bool = true, policy: DiagnosticPolicy = .builtIn
    ) {
        self.map = map
        self.jobs = max(1, jobs)
        self.strict = strict
        self.generator = generator
        self.namesAirports = namesAirports
        self.dateOrder = dateOrder
        self.drawsFlights = drawsFlights
        self.policy = policy
    }
}
