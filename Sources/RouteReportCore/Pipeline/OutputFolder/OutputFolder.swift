import Foundation

/// The output folder of one run, as one unit: made when missing, held by this run alone
/// (`OutputLock`), cleared of what killed runs left, then written as a set.
///
/// Each file is staged (`stage`): written to a temporary file beside its place. Only
/// when every staged file is complete does `commit` rename them into place, the files
/// that commit last (`OutputFile.commitsLast`: report.json, the file CI reads) after all
/// the others, and record the set in the folder's `OutputManifest`, removing what the
/// run before wrote and this one does not. A failure before that leaves the previous
/// set whole.
///
/// Names inside the folder are relative paths the formats made safe (`MapFileNames`),
/// and the folders inside it are real ones: a `maps` symlink is replaced, never written
/// through.
final class OutputFolder {
    /// The folder as given.
    let path: String
    private let lock: OutputLock
    /// What the run before wrote here (`OutputManifest`).
    private let previous: [OutputManifest.Entry]

    private init(path: String, lock: OutputLock, previous: [OutputManifest.Entry]) {
        self.path = path
        self.lock = lock
        self.previous = previous
    }

    /// Makes the folder if it is missing, waits for (or refuses, by `whenBusy`) another
    /// run writing into it, removes the temporary files killed runs left, and reads what
    /// the run before wrote.
    static func open(_ path: String, whenBusy: OutputLock.WhenBusy) throws(AtomicFile.WriteError) -> OutputFolder {
        try makeDirectory(path)
        let lock = try OutputLock.acquire(in: path, whenBusy: whenBusy)
        OutputLock.removeLeftovers(in: path, folders: [""] + realSubfolders(of: path))
        return OutputFolder(path: path, lock: lock, previous: OutputManifest.read(in: path))
    }

    /// The path of the file named `name` inside the folder.
    func place(of name: String) -> String {
        path + "/" + name
    }

    /// Makes the real folders that the files `names` go into, in the order first met.
    func makeFolders(for names: [String]) throws(AtomicFile.WriteError) {
        var made: [String] = []
        for name in names {
            let folder = PathText.parent(of: name)
            if !folder.isEmpty && folder != name && !made.contains(folder) {
                made.append(folder)
                try Self.makeRealFolder(place(of: folder))
            }
        }
    }

    /// Of the files `files` would replace, those routereport did not write, as paths in
    /// the folder, in order: not listed in the manifest as they are now, and without
    /// their generator mark (or anything but a regular file: a symlink, a FIFO). A
    /// symlink where a folder of theirs goes is one too (the files below it are not
    /// looked at). A folder where a file goes is not: it fails the write instead.
    func foreignFiles(_ files: [(name: String, mark: GeneratorMark?)], jobs: Int) -> [String] {
        var foreignFolders: [String] = []
        var realFolders: Set<String> = [""]
        for (name, _) in files {
            var folder = PathText.parent(of: name)
            var chain: [String] = []
            while !folder.isEmpty && !realFolders.contains(folder) && !foreignFolders.contains(folder) {
                chain.append(folder)
                folder = PathText.parent(of: folder)
            }
            for folder in chain.reversed() {
                var status = stat()
                if lstat(place(of: folder), &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK {
                    foreignFolders.append(folder)
                    break
                }
                realFolders.insert(folder)
            }
        }
        let listed = Dictionary(previous.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let (root, real) = (path, realFolders)
        let foreign = parallelMap(count: files.count, workers: jobs) { index -> Bool in
            let (name, mark) = files[index]
            guard real.contains(PathText.parent(of: name)) else { return false }
            var status = stat()
            guard lstat(root + "/" + name, &status) == 0 else { return false }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return false
            case S_IFREG:
                var folders: [String: Bool] = [:]
                if let entry = listed[name], OutputManifest.Entry(path: name, in: root, folders: &folders) == entry {
                    return false
                }
                return !(mark?.isFound(in: root + "/" + name) ?? false)
            default: return true
            }
        }
        return foreignFolders.map(place(of:)) + files.indices.filter { foreign[$0] }.map { place(of: files[$0].name) }
    }

    /// A file of the set, written part by part into a temporary file beside its place
    /// until `commit`; `followers` see its parts as they are written, `counting` how
    /// many bytes each brought.
    func stage(
        _ name: String, partCount: Int, followers: [any PartFollower] = [], counting: (@Sendable (Int) -> Void)? = nil
    ) -> FileAssembly {
        FileAssembly(path: place(of: name), partCount: partCount, staged: true, followers: followers, counting: counting)
    }

    /// One staged file of the set: its name in the folder and whether it goes in place
    /// after every other file.
    struct Staged {
        var name: String
        var assembly: FileAssembly
        var commitsLast: Bool
    }

    /// Once every part of every staged file was added: puts the whole set in place
    /// (`SetCommit`) and records it, or, when any file is incomplete or cannot go in
    /// place, leaves the previous set as it was.
    /// - Throws: the first failing file in the order of `files`, the others that failed
    ///   with it in its `others`.
    func commit(_ files: [Staged], jobs: Int) throws(AtomicFile.WriteError) {
        let finished = files.compactMap { $0.assembly.finish() }
        // A file that failed with the one it follows is not named again.
        let failures = finished.contains { !$0.followsAnother } ? finished.filter { !$0.followsAnother } : finished
        if var failure = failures.first {
            files.forEach { $0.assembly.abandon() }
            failure.others = Array(failures.dropFirst())
            throw failure
        }
        func moves(_ commitsLast: Bool) -> [SetCommit.Move] {
            files.filter { $0.commitsLast == commitsLast }.compactMap { file in
                file.assembly.takeStaged().map { SetCommit.Move(temporary: $0, place: file.assembly.path) }
            }
        }
        let (first, last) = (moves(false), moves(true))
        var oldFiles: [String] = []
        var recording: AtomicFile.WriteError?
        try UncommittedFiles.process.committing { () throws(AtomicFile.WriteError) in
            let outcome = SetCommit.run(first: first, last: last, jobs: jobs, files: .process)
            if var failure = outcome.failures.first {
                failure.others = Array(outcome.failures.dropFirst())
                throw failure
            }
            oldFiles = outcome.oldFiles
            // The set is in place even when its record cannot be written.
            do throws(AtomicFile.WriteError) {
                try OutputManifest.update(in: path, previous: previous, written: files.map(\.name))
            } catch {
                recording = error
            }
        }
        let removed = oldFiles
        parallelForEach(count: removed.count, workers: jobs) { UncommittedFiles.process.remove(removed[$0]) }
        if let recording { throw recording }
    }

    /// The names of the real folders (not symlinks) directly inside `path`.
    private static func realSubfolders(of path: String) -> [String] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var folders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name != "." && name != ".." else { continue }
            var status = stat()
            if lstat(path + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR { folders.append(name) }
        }
        return folders.sorted()
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
        if mkdir(path, 0o755) == 0 {
            UncommittedFiles.process.madeFolder(path)
        } else if errno != EEXIST {
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
        if mkdir(path, 0o755) == 0 {
            UncommittedFiles.process.madeFolder(path)
        } else if errno != EEXIST {
            throw AtomicFile.WriteError(path: path, reason: "cannot create the folder: " + String(cString: strerror(errno)))
        }
    }
}
