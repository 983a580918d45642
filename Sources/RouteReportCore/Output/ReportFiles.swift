import Foundation

/// Writes the chosen report files of a run into the output folder, each atomically.
/// Names inside the folder are fixed or made safe (`MapFileNames`), so no feature name
/// can reach a path outside it.
public enum ReportFiles {
    /// Every file is made and written by one of `jobs` workers, so a run of 100,000
    /// flights keeps every core busy here too; the bytes of each file never depend on
    /// the schedule.
    /// - Returns: the paths written, in order; on failure, the first failing file in
    ///   that order is the error.
    @discardableResult
    public static func write(
        _ report: RunReport, formats: [ReportFormat], to directory: String, jobs: Int = 1
    ) throws(AtomicFile.WriteError) -> [String] {
        try makeDirectory(directory)
        if formats == [.json] {
            // report.json alone (`--format json`) is made by all the workers, and written
            // while they make it; beside other files, by one, so that no more than `jobs`
            // threads ever run.
            let parts = JSONReportWriter.Parts(report)
            let path = directory + "/report.json"
            try AtomicFile.write(partCount: parts.count, jobs: jobs, to: path, make: parts.make)
            return [path]
        }
        if formats == [.kml] {
            // routes.kml alone: all the workers format the coordinates of long tracks.
            let path = directory + "/routes.kml"
            try AtomicFile.write(KMLWriter.document(for: report, jobs: jobs), to: path)
            return [path]
        }
        let mapNames = formats.contains(.svg) ? MapFileNames.assign(report.flights.map(\.id)) : []
        // routes.kmz holds routes.kml: with both asked for, the document is built once.
        let sharedKML = formats.contains(.kml) && formats.contains(.kmz) ? KMLWriter.document(for: report) : nil
        // `make` gives the file's bytes in parts, or nil when a library could not build it.
        var files: [(name: String, make: @Sendable () -> [[UInt8]]?)] = []
        for format in formats {
            switch format {
            case .json:
                files.append(("report.json", { JSONReportWriter.parts(for: report) }))
            case .kml:
                files.append(("routes.kml", { [sharedKML ?? KMLWriter.document(for: report)] }))
            case .kmz:
                files.append(("routes.kmz", { KMZWriter.archive(documentKML: sharedKML ?? KMLWriter.document(for: report)).map { [$0] } }))
            case .md:
                files.append(("report.md", { [Array(MarkdownReportWriter.document(for: report, mapFileNames: mapNames).utf8)] }))
            case .svg:
                try makeDirectory(directory + "/maps")
                for (index, name) in mapNames.enumerated() {
                    files.append(("maps/" + name + ".svg", { [SVGMapWriter.flightMap(for: report.flights[index], options: report.options)] }))
                }
                files.append(("maps/" + MapFileNames.overview + ".svg", { [SVGMapWriter.overview(for: report)] }))
            }
        }
        let tasks = files
        // Workers take the whole-run documents (a few big files) before the per-flight
        // maps (many small ones), so no big file starts last and runs alone.
        let isMap = tasks.map { $0.name.hasPrefix("maps/") && $0.name != "maps/" + MapFileNames.overview + ".svg" }
        let schedule = tasks.indices.filter { !isMap[$0] } + tasks.indices.filter { isMap[$0] }
        let scheduled = parallelMap(count: tasks.count, workers: jobs) { turn -> AtomicFile.WriteError? in
            let index = schedule[turn]
            let path = directory + "/" + tasks[index].name
            do throws(AtomicFile.WriteError) {
                guard let parts = tasks[index].make() else {
                    throw AtomicFile.WriteError(path: path, reason: "the document could not be built")
                }
                try AtomicFile.write(parts: parts, to: path)
                return nil
            } catch {
                return error
            }
        }
        var outcomes = [AtomicFile.WriteError?](repeating: nil, count: tasks.count)
        for (turn, index) in schedule.enumerated() { outcomes[index] = scheduled[turn] }
        if let failure = outcomes.lazy.compactMap({ $0 }).first { throw failure }
        return files.map { directory + "/" + $0.name }
    }

    /// `mkdir -p`, with the system's own reason on failure: Foundation's message on Linux
    /// ("The operation could not be completed") does not say what is wrong.
    static func makeDirectory(_ path: String) throws(AtomicFile.WriteError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw AtomicFile.WriteError(path: path, reason: "it exists and is not a folder")
            }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeDirectory(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw AtomicFile.WriteError(path: path, reason: "cannot create the folder: " + String(cString: strerror(errno)))
        }
    }
}
