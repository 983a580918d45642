import Foundation

/// Writes the chosen report files of a run into the output folder, each atomically.
/// Names inside the folder are fixed or made safe (`MapFileNames`), so no feature name
/// can reach a path outside it, and the folders inside it are real ones: a `maps`
/// symlink is replaced, never written through. What a run writes is recorded in the
/// folder's `OutputManifest`; what the run before wrote and this one does not is removed.
///
/// The files are a set that belongs together: each is written to its temporary file
/// first, and only when every one is complete are they renamed into place, report.json
/// (the file CI reads) last. A failure while writing leaves the previous set whole. One
/// run writes into a folder at a time (`OutputLock`); the temporary files a killed run
/// left are removed under the lock.
public enum ReportFiles {
    /// A file to write besides the reports (a shard's state), named inside the folder.
    public struct ExtraFile: Sendable {
        public var name: String
        public var bytes: [UInt8]

        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

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
    ///   that order is the error, the others failing with it in its `others`.
    @discardableResult
    public static func write(
        _ report: RunReport, formats: [ReportFormat], to directory: String, jobs: Int = 1,
        extraFiles: [ExtraFile] = [], progress: RunProgress? = nil,
        maxMaps: Int = MarkdownReportWriter.defaultMaxMaps,
        whenBusy: OutputLock.WhenBusy = .wait(waiting: {})
    ) throws(AtomicFile.WriteError) -> [String] {
        try makeDirectory(directory)
        let lock = try OutputLock.acquire(in: directory, whenBusy: whenBusy)
        defer { withExtendedLifetime(lock) {} }
        OutputLock.removeLeftovers(in: directory, folders: ["", "maps"])
        let previous = OutputManifest.read(in: directory)
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
            case .geojson:
                let parts = GeoJSONWriter.Parts(report)
                files.append(OutputFile("routes.geojson", parts: parts.count, make: parts.make))
            case .md:
                files.append(OutputFile("report.md") { _ in
                    Array(MarkdownReportWriter.document(
                        for: report, mapFileNames: mapNames, mapDataFiles: ReportFormat.mapDataFiles(formats), maxMaps: maxMaps
                    ).utf8)
                })
            case .svg:
                try makeRealFolder(directory + "/maps")
                for (index, name) in mapNames.enumerated().prefix(max(0, maxMaps)) {
                    files.append(OutputFile("maps/" + name + ".svg") { _ in
                        SVGMapWriter.flightMap(for: report.flights[index], options: report.options)
                    })
                }
                files.append(OutputFile("maps/" + MapFileNames.overview + ".svg") { _ in SVGMapWriter.overview(for: report) })
            }
        }
        for extra in extraFiles {
            let bytes = extra.bytes
            files.append(OutputFile(extra.name) { _ in bytes })
        }
        let outputs = files
        let assemblies = files.map { FileAssembly(path: directory + "/" + $0.name, partCount: $0.partCount, staged: true) }
        // Workers take the whole-run documents' parts (a few big files) before the
        // per-flight maps (many small ones), so no big file starts last and runs alone.
        let isMap = files.map { $0.name.hasPrefix("maps/") && $0.name != "maps/" + MapFileNames.overview + ".svg" }
        let tasks = (files.indices.filter { !isMap[$0] } + files.indices.filter { isMap[$0] }).flatMap { file in
            (0..<files[file].partCount).map { (file: file, part: $0) }
        }
        progress?.startWriting(files: files.count)
        _ = parallelMap(count: tasks.count, workers: kml?.makesPartsAlone == true ? 1 : jobs) { turn in
            let (file, part) = tasks[turn]
            if assemblies[file].add(outputs[file].make(part), at: part) { progress?.fileWritten() }
        }
        let failures = assemblies.compactMap { $0.finish() }
        if var failure = failures.first {
            assemblies.forEach { $0.abandon() }
            failure.others = Array(failures.dropFirst())
            throw failure
        }
        try commit(assemblies, lastOf: files.firstIndex { $0.name == "report.json" }, jobs: jobs)
        try OutputManifest.update(in: directory, previous: previous, written: files.map(\.name))
        return files.map { directory + "/" + $0.name }
    }

    /// Renames every complete file into place, on `jobs` workers (a rename waits for
    /// the old file's blocks to be discarded), the file at `last` alone after all the
    /// others. A failure here (rare: the files are complete, the folder was writable)
    /// leaves the files renamed before it in place; they are named in the error.
    private static func commit(_ assemblies: [FileAssembly], lastOf last: Int?, jobs: Int) throws(AtomicFile.WriteError) {
        let first = assemblies.indices.filter { $0 != last }
        var failures = parallelMap(count: first.count, workers: jobs) { assemblies[first[$0]].commit() }.compactMap { $0 }
        if let last {
            if failures.isEmpty {
                if let failure = assemblies[last].commit() { failures.append(failure) }
            } else {
                assemblies[last].abandon()
            }
        }
        if var failure = failures.first {
            failure.others = Array(failures.dropFirst())
            throw failure
        }
    }

    /// A real folder at `path`, whose parent exists: a symlink there is replaced by one
    /// (what it points to is left alone), so nothing is written through it.
    static func makeRealFolder(_ path: String) throws(AtomicFile.WriteError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return
            case S_IFLNK:
                if unlink(path) != 0 {
                    throw AtomicFile.WriteError(path: path, reason: "cannot replace the symlink: " + String(cString: strerror(errno)))
                }
            default: throw AtomicFile.WriteError(path: path, reason: "it exists and is not a folder")
            }
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw AtomicFile.WriteError(path: path, reason: "cannot create the folder: " + String(cString: strerror(errno)))
        }
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
