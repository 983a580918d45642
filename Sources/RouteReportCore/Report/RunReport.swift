/// Everything one run produces, in output order: what every writer reads.
struct RunReport: Sendable, Hashable {
    /// "routereport VERSION".
    var generator: String
    /// The input files in the order they were processed.
    var inputs: [String]
    var flights: [FlightReport]
    var landmarks: [LandmarkReport]
    /// Sorted by input order, then line, column.
    var diagnostics: [Diagnostic]
    var options: MapOptions
    /// Over every flight (`RunStatistics`); empty where nothing reads them (`validate`).
    var statistics = RunStatistics()
    /// Findings the files' `routereport-disable…` comments silenced (`RunYield.silencedCount`).
    var silencedCount = 0

    /// Reference time for progress, seconds since 1970: the run's, which its options hold.
    var referenceTime: Double { options.referenceTime }

    /// The flights less the repeated listings of one (`FlightReport.duplicateOf`), as the
    /// totals, the rankings and the overview count them.
    var distinctFlightCount: Int { flights.count { $0.duplicateOf == nil } }
    var errorCount: Int { diagnostics.count { $0.severity == .error } }
    var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    var noteCount: Int { diagnostics.count { $0.severity == .note } }
}
