import Foundation

/// Writes the chosen report files of a run into the output folder, each atomically.
/// Names inside the folder are fixed or made safe (`MapFileNames`), so no feature name
/// can reach a path outside it.
public enum ReportFiles {
    /// One file to write: its name in the output folder and its consecutive parts, each
    /// made by itself on any thread (nil: it could not be built).
    struct OutputFile: Sendable {
        var name: String
        var partCount: Int
        var make: @Sendable (Int) -> [UInt8]?

        init(_ name: String, parts: Int = 1, make: @escaping @Sendable (Int) -> [UInt8]?) {
            self.name = name
            self.partCount = parts
            self.make = make
        }
    }

    /// Every part of every file is one task for `jobs` workers; big documents come in
    /// parts (report.json and routes.kml in runs of flights), so a run of 100,000
    /// flights keeps every core busy here too, and each file is written while its parts
    /// are made (`FileAssembly`). The bytes of each file never depend on the schedule.
    /// `maxMaps`: only the first that many flights get a map (and a report.md section).
    /// - Returns: the paths written, in order; on failure, the first failing file in
    ///   that order is the error.
    @discardableResult
    public static func write(
        _ report: RunReport, formats: [ReportFormat], to directory: String, jobs: Int = 1,
        maxMaps: Int = MarkdownReportWriter.defaultMaxMaps
    ) throws(AtomicFile.WriteError) -> [String] {
        try makeDirectory(directory)
        let mapNames = formats.contains(.svg) ? MapFileNames.assign(report.flights.map(\.id)) : []
        // routes.kml alone may use every worker; as one run of flights (one long track)
        // it formats coordinates on them all, and its parts are made one at a time, so
        // that no more than `jobs` threads ever run.
        let kml = formats.contains(.kml) ? KMLWriter.Parts(report, workers: formats == [.kml] ? jobs : 1) : nil
        // routes.kmz holds routes.kml: with both asked for, the document is built once.
        let sharedKML = formats.contains(.kml) && formats.contains(.kmz) ? KMLWriter.document(for: report) : nil
        var files: [OutputFile] = []
        for format in formats {
            switch format {
            case .json:
                let parts = JSONReportWriter.Parts(report)
                files.append(OutputFile("report.json", parts: parts.count, make: parts.make))
            case .kml:
                if let sharedKML {
                    files.append(OutputFile("routes.kml") { _ in sharedKML })
                } else if let kml {
                    files.append(OutputFile("routes.kml", parts: kml.count, make: kml.make))
                }
            case .kmz:
                files.append(OutputFile("routes.kmz") { _ in
                    (sharedKML ?? KMLWriter.document(for: report)).flatMap { KMZWriter.archive(documentKML: $0) }
                })
            case .md:
                files.append(OutputFile("report.md") { _ in
                    Array(MarkdownReportWriter.document(for: report, mapFileNames: mapNames, maxMaps: maxMaps).utf8)
                })
            case .svg:
                try makeDirectory(directory + "/maps")
                for (index, name) in mapNames.enumerated().prefix(max(0, maxMaps)) {
                    files.append(OutputFile("maps/" + name + ".svg") { _ in
                        SVGMapWriter.flightMap(for: report.flights[index], options: report.options)
                    })
                }
                files.append(OutputFile("maps/" + MapFileNames.overview + ".svg") { _ in SVGMapWriter.overview(for: report) })
            }
        }
        let outputs = files
        let assemblies = files.map { FileAssembly(path: directory + "/" + $0.name, partCount: $0.partCount) }
        // Workers take the whole-run documents' parts (a few big files) before the
        // per-flight maps (many small ones), so no big file starts last and runs alone.
        let isMap = files.map { $0.name.hasPrefix("maps/") && $0.name != "maps/" + MapFileNames.overview + ".svg" }
        let tasks = (files.indices.filter { !isMap[$0] } + files.indices.filter { isMap[$0] }).flatMap { file in
            (0..<files[file].partCount).map { (file: file, part: $0) }
        }
        _ = parallelMap(count: tasks.count, workers: kml?.makesPartsAlone == true ? 1 : jobs) { turn in
            let (file, part) = tasks[turn]
            assemblies[file].add(outputs[file].make(part), at: part)
        }
        if let failure = assemblies.lazy.compactMap({ $0.finish() }).first { throw failure }
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
        let parent = PathText.parent(of: path)
        if !parent.isEmpty && parent != path { try makeDirectory(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw AtomicFile.WriteError(path: path, reason: "cannot create the folder: " + String(cString: strerror(errno)))
        }
    }
}
