import Foundation

@testable import RouteReportCore

/// routes.kml from the repository's example `inputs/`, made in-process the way the
/// command line makes it (default options, a fixed reference time), so the consumer and
/// round-trip tests check the file users get, not only the hand-made report.
enum KMLRealInputs {
    /// `<package root>/inputs`.
    static let folder: String = PackageRoot.folder("inputs").path

    /// 2026-01-01T10:30:00Z: several flights are under way, some not started, some landed.
    static let referenceTime = 1_767_263_400.0

    static let configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test")

    /// The run `routereport --at TIME ARGUMENTS` makes.
    static func run(_ arguments: [String], at time: Double = referenceTime) -> RunReport {
        ReportPipeline.run(arguments: arguments, configuration: configuration.at(time))
    }

    static let report = run([folder])
    static let document = KMLWriter.document(for: report)!
}
