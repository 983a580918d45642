import Foundation

/// Writes the chosen report files of a run into the output folder, each atomically.
/// Names inside the folder are fixed or made safe (`MapFileNames`), so no feature name
/// can reach a path outside it.
public enum ReportFiles {
    /// Every file is made and written by one of `jobs` workers, taken in the order of
    /// `formats` (the maps in index order of their names), so a run of 100,000 flights keeps
    /// every core busy here too; the bytes of each file never depend on the schedule.
    /// - Returns: the paths written, in order; on failure, the first failing file in
    ///   that order is the error.
    @discardableResult
    public static func write(
        _ report: RunReport, formats: [ReportFormat], to directory: String, jobs: Int = 1
    ) throws(AtomicFile.WriteError) -> [String] {
        try makeDirectory(directory)
        let mapNames = formats.contains(.svg) ? MapFileNames.assign(report.flights.map(\.id)) : []
        var files: [(name: String, make: @Sendable () -> [UInt8])] = []
        for format in formats {
            switch format {
            case .json:
                files.append(("report.json", { JSONReportWriter.document(for: report, jobs: jobs) }))
            case .kml:
                files.append(("routes.kml", { KMLWriter.document(for: report) }))
            case .md:
                files.append(("report.md", { Array(MarkdownReportWriter.document(for: report, mapFileNames: mapNames).utf8) }))
            case .svg:
                try makeDirectory(directory + "/maps")
                for (index, name) in mapNames.enumerated() {
                    files.append(("maps/" + name + ".svg", { SVGMapWriter.flightMap(for: report.flights[index], options: report.options) }))
                }
                files.append(("maps/" + MapFileNames.overview + ".svg", { SVGMapWriter.overview(for: report) }))
            }
        }
        let tasks = files
        let outcomes = parallelMap(count: tasks.count, workers: jobs) { index -> AtomicFile.WriteError? in
            let path = directory + "/" + tasks[index].name
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(tasks[index].make(), to: path)
                return nil
            } catch {
                return error
            }
        }
        if let failure = outcomes.lazy.compactMap({ $0 }).first { throw failure }
        return files.map { directory + "/" + $0.name }
    }

    static func makeDirectory(_ path: String) throws(AtomicFile.WriteError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
    }
}
