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

    /// Every format's files (`ReportOutput`), each part of each one task for `jobs`
    /// workers (`parallelParts`); big documents come in parts (report.json, routes.kml,
    /// report.md in runs of flights), so a run of 100,000 flights keeps every core busy
    /// here too, and each file is written while its parts are made (`FileAssembly`), only
    /// a few parts of a file ahead of the one it waits for. The bytes of each file never
    /// depend on the schedule.
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
        let context = OutputContext(report: report, formats: formats, maxMaps: maxMaps)
        // Each format plans its files by itself (routes.kml's plan walks every flight): one
        // format a worker.
        var files = parallelMap(count: formats.count, workers: jobs) { formats[$0].output.files(for: report, context: context) }
            .flatMap { $0 }
        for extra in extraFiles {
            let bytes = extra.bytes
            files.append(OutputFile(extra.name, Parts(one: { bytes })))
        }
        var folders: [String] = []
        for file in files {
            let folder = PathText.parent(of: file.name)
            if !folder.isEmpty && folder != file.name && !folders.contains(folder) {
                folders.append(folder)
                try makeRealFolder(directory + "/" + folder)
            }
        }

        // A packed file follows its source's assembly when the run writes the source, else
        // it is one task that makes the source's parts itself.
        var assemblies: [FileAssembly?] = Array(repeating: nil, count: files.count)
        var followers: [String: [any PartFollower]] = [:]
        // A task packing a file itself has its packer; one made for its path when it runs.
        var tasks: [(file: Int, parts: Parts, packer: (@Sendable (String) -> any PartPacker)?)] = []
        for (index, file) in files.enumerated() {
            guard case .packed(let source, let parts, let packer) = file.content else { continue }
            let path = directory + "/" + file.name
            let assembly = FileAssembly(path: path, partCount: 1, staged: true)
            assemblies[index] = assembly
            if files.contains(where: { $0.name == source }) {
                followers[source, default: []].append(PackingFollower(packer: packer(path), into: assembly, progress: progress))
            } else {
                tasks.append((index, parts, packer))
            }
        }
        for (index, file) in files.enumerated() {
            guard case .parts(let parts) = file.content else { continue }
            assemblies[index] = FileAssembly(
                path: directory + "/" + file.name, partCount: parts.count, staged: true, followers: followers[file.name] ?? [])
            tasks.append((index, parts, nil))
        }
        let written = assemblies.compactMap { $0 }
        // Workers take the whole-run documents' parts (a few big files) before the
        // per-flight maps (many small ones), so no big file starts last and runs alone.
        tasks =
            tasks.filter { !files[$0.file].perFlight }.sorted { $0.file < $1.file }
            + tasks.filter { files[$0.file].perFlight }.sorted { $0.file < $1.file }
        let scheduled = tasks
        progress?.startWriting(files: files.count)
        // A file packed by its own task is one part (one task) however many its source has.
        parallelParts(
            counts: tasks.map { $0.packer == nil ? $0.parts.count : 1 }, workers: jobs, aheadAtMost: 2 * max(1, jobs) + 2
        ) {
            task, part in
            let (file, parts, packer) = scheduled[task]
            let added =
                if let packer {
                    written[file].add(Self.pack(parts, into: packer(written[file].path)), at: 0)
                } else {
                    written[file].add(parts.make(part), at: part)
                }
            if added { progress?.fileWritten() }
        }
        let failures = written.compactMap { $0.finish() }
        if var failure = failures.first {
            written.forEach { $0.abandon() }
            failure.others = Array(failures.dropFirst())
            throw failure
        }
        try commit(written, lastOf: files.firstIndex { $0.name == JSONReportWriter.fileName }, jobs: jobs)
        try OutputManifest.update(in: directory, previous: previous, written: files.map(\.name))
        return files.map { directory + "/" + $0.name }
    }

    /// `parts` made one after another into `packer`; a failure if one could not be made.
    private static func pack(_ parts: Parts, into packer: any PartPacker) -> Result<[FilePiece], PackingFailure> {
        for index in 0..<parts.count {
            guard let part = parts.make(index) else { return .failure(PackingFailure(reason: "the document could not be built")) }
            packer.add(part)
        }
        return packer.finish()
    }

    /// Packs a source file's parts as its assembly writes them, then hands the packed
    /// file to its own assembly (a failed source fails it too).
    private struct PackingFollower: PartFollower {
        let packer: any PartPacker
        let into: FileAssembly
        let progress: RunProgress?

        func add(_ part: [UInt8]) {
            packer.add(part)
        }

        func end(complete: Bool) {
            let packed = complete ? packer.finish() : .failure(PackingFailure(reason: "the document could not be built"))
            if into.add(packed, at: 0) { progress?.fileWritten() }
        }
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
                    throw AtomicFile.WriteError(
                        path: path, reason: "cannot replace the symlink: " + String(cString: strerror(errno)))
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
