import Foundation
import Synchronization

/// Writes the chosen report files of a run into its output folder (`OutputFolder`): every
/// format plans its files, and one bounded scheduler makes their parts on the run's
/// workers while each file is written as its parts arrive; the folder puts the set in
/// place only when every file is complete.
enum ReportFiles {
    /// A file to write besides the reports (a shard's state), named inside the folder.
    struct ExtraFile: Sendable {
        var name: String
        var bytes: [UInt8]

        init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }

        /// Its first line, when that names routereport (a shard state's does).
        var mark: GeneratorMark? {
            let line = bytes.prefix(64).prefix { $0 != UInt8(ascii: "\n") }
            guard line.starts(with: GeneratorMark.generator.utf8) else { return nil }
            return GeneratorMark(String(decoding: line, as: UTF8.self), .head(line.count))
        }
    }

    /// A shard's state, written beside its reports for merge.
    static let shardStateFileName = "routereport-shard.bin"

    /// The files that mark a folder as routereport's output, never input: a shard's
    /// state, and the manifest every report folder holds.
    static let outputMarkers = [shardStateFileName, OutputManifest.fileName]

    /// Every format's files (`ReportOutput`), each part of each one task for `jobs`
    /// workers (`parallelParts`); big documents come in parts (report.json, routes.kml,
    /// report.md in runs of flights), so a run of 100,000 flights keeps every core busy
    /// here too, and each file is written while its parts are made (`FileAssembly`), only
    /// a few parts of a file ahead of the one it waits for. The bytes of each file never
    /// depend on the schedule.
    /// `maxMaps`: only the first that many flights get a map (and a report.md section);
    /// nil: `OutputContext.defaultMaxMaps`.
    /// - Returns: the paths written, in order; on failure, the first failing file in
    ///   that order is the error, the others failing with it in its `others`.
    @discardableResult
    static func write(
        _ report: RunReport, formats: [ReportFormat], to directory: String, jobs: Int = 1,
        extraFiles: [ExtraFile] = [], progress: RunProgress? = nil,
        maxMaps: Int? = nil,
        whenBusy: OutputLock.WhenBusy = .wait(waiting: {}), force: Bool = false
    ) throws(AtomicFile.WriteError) -> [String] {
        let folder = try OutputFolder.open(directory, whenBusy: whenBusy)
        let context = OutputContext(
            report: report, formats: formats, maxMaps: maxMaps ?? OutputContext.defaultMaxMaps, airports: .shared)
        // Each format plans its files by itself (routes.kml's plan walks every flight): one
        // format a worker.
        var files = parallelMap(count: formats.count, workers: jobs) { formats[$0].output.files(for: report, context: context) }
            .flatMap { $0 }
        for extra in extraFiles {
            let bytes = extra.bytes
            files.append(OutputFile(extra.name, Parts(one: { bytes }), mark: extra.mark))
        }
        if !force {
            let foreign = folder.foreignFiles(files.map { ($0.name, $0.mark) }, jobs: jobs)
            if !foreign.isEmpty {
                let errors = foreign.map {
                    AtomicFile.WriteError(path: $0, reason: "routereport did not write it", isForeign: true)
                }
                var error = errors[0]
                error.others = Array(errors.dropFirst())
                throw error
            }
        }
        try write(files, in: folder, jobs: jobs, progress: progress)
        return files.map { folder.place(of: $0.name) }
    }

    /// Makes and writes `files` in `folder` and puts them in place together.
    /// - Throws: the first failing file in the order of `files`, the others failing
    ///   with it in its `others`.
    static func write(_ files: [OutputFile], in folder: OutputFolder, jobs: Int, progress: RunProgress?)
        throws(AtomicFile.WriteError)
    {
        try folder.makeFolders(for: files.map(\.name))
        let staged = stage(files, into: folder, jobs: jobs, progress: progress)
        try folder.commit(
            files.indices.map {
                OutputFolder.Staged(name: files[$0].name, assembly: staged[$0], commitsLast: files[$0].commitsLast)
            },
            jobs: jobs)
    }

    /// Stages every file in `folder` and makes and writes all their parts: the files'
    /// assemblies, in the order of `files`, each complete or failed.
    private static func stage(_ files: [OutputFile], into folder: OutputFolder, jobs: Int, progress: RunProgress?)
        -> [FileAssembly]
    {
        // A packed file follows its source's assembly when the run writes the source, else
        // it is one task that makes the source's parts itself.
        let counting: (@Sendable (Int) -> Void)? = if let progress { { progress.wrote(bytes: $0) } } else { nil }
        var assemblies: [FileAssembly?] = Array(repeating: nil, count: files.count)
        var followers: [String: [any PartFollower]] = [:]
        // A task makes the parts `made` of its file (by index), or, packing a file itself,
        // has its packer: one made beside the file when it runs.
        var tasks: [(file: Int, parts: PlannedFile, made: [Int], packer: OutputFile.Packer?)] = []
        for (index, file) in files.enumerated() {
            guard case .packed(let source, let plan, let packer) = file.content else { continue }
            let assembly = folder.stage(file.name, partCount: 1, counting: counting)
            assemblies[index] = assembly
            if files.contains(where: { $0.name == source }) {
                followers[source, default: []].append(
                    PackingFollower(packer: packer(Self.spill(beside: assembly.path)), into: assembly, progress: progress))
            } else {
                tasks.append((index, PlannedFile(plan), [0], packer))
            }
        }
        let borrowing = borrowedParts(of: files)
        // A file that borrows is staged before the sources it borrows from, whose
        // assemblies hand it their bytes.
        let madeInParts = files.indices.filter { if case .parts = files[$0].content { true } else { false } }
        for index in madeInParts.filter({ !borrowing[$0].isEmpty }) + madeInParts.filter({ borrowing[$0].isEmpty }) {
            guard case .parts(let plan) = files[index].content else { continue }
            let parts = PlannedFile(plan)
            let assembly = folder.stage(
                files[index].name, partCount: parts.count, followers: followers[files[index].name] ?? [], counting: counting)
            assemblies[index] = assembly
            for part in borrowing[index] {
                followers[part.source, default: []].append(BorrowingFollower(part, into: assembly, progress: progress))
            }
            let lent = Set(borrowing[index].map(\.index))
            tasks.append((index, parts, (0..<parts.count).filter { !lent.contains($0) }, nil))
        }
        let written = assemblies.compactMap { $0 }
        // Workers take the whole-run documents' parts (a few big files) before the
        // per-flight maps (many small ones), so no big file starts last and runs alone.
        tasks =
            tasks.filter { !files[$0.file].perFlight }.sorted { $0.file < $1.file }
            + tasks.filter { files[$0.file].perFlight }.sorted { $0.file < $1.file }
        let scheduled = tasks
        // A file packed by its own task is one part (one task) however many its source has.
        let counts = tasks.map { $0.packer == nil ? $0.made.count : 1 }
        let borrowedCount = borrowing.reduce(0) { $0 + $1.count }
        progress?.startWriting(files: files.count, parts: counts.reduce(0, +) + borrowedCount)
        parallelParts(
            counts: counts,
            lastWaits: tasks.map { $0.packer == nil && $0.parts.lastWaits }, workers: jobs,
            aheadAtMost: 2 * max(1, jobs) + 2, heldBytesAtMost: heldPartBytes
        ) {
            task, part in
            let (file, parts, made, packer) = scheduled[task]
            var bytes = 0
            let added: Bool
            if let packer {
                // One part, never waiting: what it packs is written as it goes (a spill file).
                added = written[file].add(
                    Self.pack(parts, into: packer(Self.spill(beside: written[file].path))), at: 0)
            } else {
                let index = made[part]
                let content = parts.make(index)
                bytes = content?.count ?? 0
                added = written[file].add(content, at: index)
            }
            progress?.partWritten()
            if added { progress?.fileWritten() }
            return bytes
        }
        return written
    }

    /// Each file's borrowed parts (`OutputFile.borrowed`) whose source the run makes part
    /// by part; the others their plan makes.
    private static func borrowedParts(of files: [OutputFile]) -> [[BorrowedPart]] {
        let sources = Set(files.compactMap { if case .parts = $0.content { $0.name } else { nil } })
        let borrowing = files.map { $0.borrowed.filter { sources.contains($0.source) } }
        let borrowers = Set(files.indices.filter { !borrowing[$0].isEmpty }.map { files[$0].name })
        precondition(
            borrowing.joined().allSatisfy { !borrowers.contains($0.source) }, "a file that borrows lends nothing")
        return borrowing
    }

    /// The bytes that parts made ahead of a slower one before them may hold, all files
    /// together, while they wait to be written (`parallelParts`): with this, what the
    /// writing stage holds is bounded by bytes, not by a count of parts of any size, so
    /// the peak memory of a run does not depend on which worker was slow when. A few
    /// parts of the biggest files (a few MiB each: routes.kml, routes.geojson) fit.
    static let heldPartBytes = 16 << 20

    /// A packer's spill, in the output folder beside the file it packs.
    private static func spill(beside path: String) -> Result<any Spill, PackingFailure> {
        SpillFile.make(beside: path).map { $0 }
    }

    /// `parts` made one after another into `packer`; a failure if one could not be made.
    private static func pack(_ parts: PlannedFile, into packer: any PartPacker) -> Result<[FileStretch], PackingFailure> {
        for index in 0..<parts.count {
            guard let part = parts.make(index) else { return .failure(PackingFailure(reason: "the document could not be built")) }
            packer.add(part)
        }
        return packer.finish()
    }

    /// Packs a source file's parts as its assembly writes them, then hands the packed
    /// file to its own assembly (a failed source fails it too). The assembly hands the
    /// parts over one at a time, from whichever worker writes them; the lock makes that
    /// hand-over safe for a packer that knows nothing of threads.
    private final class PackingFollower: PartFollower {
        let packer: Mutex<any PartPacker>
        let into: FileAssembly
        let progress: RunProgress?

        init(packer: sending any PartPacker, into: FileAssembly, progress: RunProgress?) {
            self.packer = Mutex(packer)
            self.into = into
            self.progress = progress
        }

        func add(_ part: [UInt8]) {
            packer.withLock { $0.add(part) }
        }

        func end(complete: Bool) {
            guard complete else { return into.sourceFailed() }
            if into.add(packer.withLock { $0.finish() }, at: 0) { progress?.fileWritten() }
        }
    }
}
