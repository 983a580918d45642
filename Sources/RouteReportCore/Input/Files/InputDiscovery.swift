import Foundation

/// Turns FILE arguments into the list of inputs, in order, and reads their bytes.
///
/// A directory contributes its `.kml`, `.kmz`, `.gpx`, `.geojson`, `.igc`, `.nmea` and
/// `.tcx` files, the `.log` files that begin as an NMEA log, its `.csv`
/// and `.tsv` files but those that begin as text that is neither a flight list nor a
/// point list (each a note, `Found.skippedFiles`), the `.txt` files that begin as a
/// flight list or point list (LogTen Pro and App in the Air export `.txt`; a README
/// beside the data is not read) and the `.json`
/// files that are GeoJSON objects (not a package manifest beside them) (extension in any case,
/// searched recursively, symbolic links to directories not followed), in bytewise order
/// of their paths, each named as the directory as given joined with `/` and the path
/// inside it; only regular files count. A word that names nothing on disk and reads as
/// a route (`LAX-JFK`) is that route. Stdin and `--route` values stay as they are. Any
/// other argument is kept as given even if it does not exist: reading it then yields an
/// `unreadable-file` diagnostic in its place.
///
/// Below a directory given, folders that hold routereport's own output are not searched
/// (`Skipping`): the run's output folder, and any folder holding one of the marker files
/// routereport writes there; and the files the output folder's manifest lists are not
/// read wherever they are met (the folder given as an input, a file named), so that a
/// run never reads back reports it wrote.
public enum InputDiscovery {
    static let extensions: Set<String> = [
        "kml", "kmz", "gpx", "csv", "tsv", "txt", "geojson", "json", "igc", "nmea", "log", "tcx",
    ]
    /// The extensions whose files are inputs only when their first bytes say so: a
    /// `.txt` that is a flight list (or an NMEA log), a `.json` that is GeoJSON, a `.log`
    /// that is an NMEA log.
    static let sniffedExtensions: Set<String> = ["txt", "json", "log"]

    /// Which folders below a directory given are not searched.
    struct Skipping: Sendable {
        /// The run's output folder, when it exists.
        var outputFolder: (device: UInt64, inode: UInt64)?
        /// File names that mark a folder as routereport's output.
        var markers: [String]
        /// The files the output folder holds that routereport wrote there, by device and inode.
        var outputFiles: Set<[UInt64]>
        /// The paths the configuration excludes.
        var exclusion = InputExclusion.none

        init(outputFolder: String?, markers: [String], outputFiles: [(device: UInt64, inode: UInt64)] = []) {
            var status = stat()
            if let outputFolder, stat(outputFolder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                self.outputFolder = (UInt64(status.st_dev), UInt64(status.st_ino))
            }
            self.markers = markers
            self.outputFiles = Set(outputFiles.map { [$0.device, $0.inode] })
        }

        /// Why the file with `status` (stat of an input) is not read, or nil.
        func reason(file status: stat) -> String? {
            outputFiles.contains([UInt64(status.st_dev), UInt64(status.st_ino)]) ? "it is this run's output" : nil
        }

        /// Why `folder` (a path's bytes) is skipped, or nil.
        func reason(_ folder: [UInt8]) -> String? {
            var status = stat()
            if let outputFolder, stat(cPath(folder), &status) == 0,
                UInt64(status.st_dev) == outputFolder.device, UInt64(status.st_ino) == outputFolder.inode
            {
                return "it is this run's output folder"
            }
            for marker in markers where access(cPath(folder + Array(("/" + marker).utf8)), F_OK) == 0 {
                return "it holds routereport's output (\(marker))"
            }
            return nil
        }
    }

    /// What the FILE arguments stand for.
    public struct Found: Sendable {
        /// The inputs, in run order.
        var inputs: [InputSource]
        /// Directories given that hold no input file, as given.
        var emptyFolders: [String] = []
        /// Folders not searched, with the reason, in the order met.
        var skippedFolders: [(path: String, reason: String)] = []
        /// Files not read, with the reason, in the order met (`Skipping.outputFiles`, a
        /// table that is neither a flight list nor a point list).
        var skippedFiles: [(path: String, reason: String)] = []
        /// What the walks met and could not read (a FIFO, a symlink loop, a path past
        /// PATH_MAX, a folder that cannot be opened): a warning each, in the order met.
        var diagnostics: [Diagnostic] = []
        /// Files named, or met in a walk with an input's extension, that the configuration
        /// excludes: not read, and no finding.
        var excludedFiles = 0
        /// Folders named, or met in a walk, that the configuration excludes: not walked.
        var excludedFolders = 0

        /// The files and folders the configuration excluded.
        var excluded: (files: Int, folders: Int) { (excludedFiles, excludedFolders) }

        /// A note for each folder not searched and each file not read, with the reason:
        /// the lines a run starts with.
        public var notes: String {
            (skippedFolders + skippedFiles).map { "routereport: note: not reading \(FileName.oneLine($0.path)): \($0.reason)\n" }
                .joined()
        }

        /// Whether inputs were excluded and none is left to read.
        public var everyInputExcluded: Bool { inputs.isEmpty && excludedFiles + excludedFolders > 0 }
    }

    /// The inputs named by `arguments`, in argument order.
    static func expand(_ arguments: [InputSource]) -> [InputSource] {
        find(arguments, skipping: Skipping(outputFolder: nil, markers: [])).inputs
    }

    /// The inputs named by `arguments`, in argument order, with the directories that held
    /// none and the folders skipped.
    static func find(_ arguments: [InputSource], skipping: Skipping) -> Found {
        var found = Found(inputs: [])
        for (index, argument) in arguments.enumerated() {
            guard case .file(let path) = argument else {
                found.inputs.append(argument)
                continue
            }
            if RouteInput.readsAsRoute(path), !FileManager.default.fileExists(atPath: path) {
                found.inputs.append(.route(RouteInput(text: path, argument: index + 1, positional: true)))
                continue
            }
            let folder = isDirectory(path)
            if skipping.exclusion.excludes(path, isFolder: folder) {
                if folder { found.excludedFolders += 1 } else { found.excludedFiles += 1 }
                continue
            }
            guard folder else {
                var status = stat()
                if !skipping.outputFiles.isEmpty, stat(FileName.systemPath(path), &status) == 0,
                    let reason = skipping.reason(file: status)
                {
                    found.skippedFiles.append((path, reason))
                } else {
                    found.inputs.append(argument)
                }
                continue
            }
            let excludedBefore = found.excludedFiles + found.excludedFolders
            let files = filesInDirectory(path, skipping: skipping, found: &found)
            // A folder whose every input is excluded is not empty: the configuration chose so.
            if files.isEmpty && found.excludedFiles + found.excludedFolders == excludedBefore {
                found.emptyFolders.append(path)
            }
            found.inputs += files.map(InputSource.file)
        }
        return found
    }

    /// A failure to read an input, as the diagnostic to report.
    struct ReadFailure: Error, Sendable {
        var diagnostic: Diagnostic
    }

    /// The bytes of the file at `path`, or of stdin for `-`.
    static func readBytes(path: String) -> Result<[UInt8], ReadFailure> {
        let loaded = path == "-" ? InputBytes.load(descriptor: STDIN_FILENO, name: path) : InputBytes.load(path: path)
        return loaded.map { Array($0.buffer) }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(FileName.systemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// A path's bytes, NUL-terminated, for the system.
    static func cPath(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// A warning about what a walk could not read.
    private static func notRead(_ path: [UInt8], _ reason: String) -> Diagnostic {
        Diagnostic(.unreadableFile, "not read: " + reason, at: SourceLocation(file: FileName.text(path)), severity: .warning)
    }

    private static func systemReason(_ code: Int32) -> String {
        code == ENAMETOOLONG ? "the path is longer than the system allows (PATH_MAX)" : String(cString: strerror(code))
    }

    /// Walks the tree with readdir(3) rather than FileManager's enumerator, which spent
    /// 50 ms on 5,000 files in NSString path handling: serial time before any parallel
    /// work starts. Paths are bytes until the end: a name that is not UTF-8 is found
    /// and read like any other (`FileName`).
    private static func filesInDirectory(_ directory: String, skipping: Skipping, found: inout Found) -> [String] {
        var files: [[UInt8]] = []
        var root = FileName.systemPath(directory).dropLast().map { UInt8(bitPattern: $0) }
        if root.last == UInt8(ascii: "/") { root.removeLast() }
        walk(root, skipping: skipping, into: &files, found: &found)
        return files.sorted { $0.lexicographicallyPrecedes($1) }.map { FileName.text($0) }
    }

    /// Adds the input files below `directory` (joined to names with `/`); descends into
    /// subdirectories, never through a symbolic link. Each folder is closed before its
    /// subfolders are walked, so a deep tree does not hold a descriptor per level.
    ///
    /// Only regular files, or links to them, are inputs: a FIFO named `x.kml` would
    /// block the run forever, a link to `/dev/zero` would never end. Those, and input
    /// names that cannot be followed or reached, are warnings.
    private static func walk(_ directory: [UInt8], skipping: Skipping, into files: inout [[UInt8]], found: inout Found) {
        var skippedHere: [[UInt8]] = []
        var subdirectories: [[UInt8]] = []
        var notReadHere: [(path: [UInt8], reason: String)] = []
        var notListsHere: [(path: [UInt8], reason: String)] = []
        guard let stream = opendir(cPath(directory.isEmpty ? [UInt8(ascii: "/")] : directory)) else {
            found.diagnostics.append(notRead(directory, "the folder cannot be opened: " + systemReason(errno)))
            return
        }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) {
                    Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let path = directory + [UInt8(ascii: "/")] + name
            var type = Int(entry.pointee.d_type)
            if type == DT_UNKNOWN {
                var status = stat()
                guard lstat(cPath(path), &status) == 0 else {
                    notReadHere.append((path, systemReason(errno)))
                    continue
                }
                type = (status.st_mode & S_IFMT) == S_IFDIR ? DT_DIR : DT_REG
            }
            if type == DT_DIR {
                subdirectories.append(path)
            } else if hasInputExtension(name) && !skipping.exclusion.patterns.isEmpty
                && skipping.exclusion.excludes(FileName.text(path), isFolder: false)
            {
                found.excludedFiles += 1
            } else if hasInputExtension(name) {
                var status = stat()
                if stat(cPath(path), &status) != 0 {
                    notReadHere.append((path, errno == ENOENT ? "a symbolic link to nothing" : systemReason(errno)))
                } else if let kind = specialKind(status) {
                    notReadHere.append((path, kind + ", not a regular file"))
                } else if (status.st_mode & S_IFMT) == S_IFREG,
                    !needsSniffing(name) || beginsAsInput(path, json: hasExtension(name, "json"))
                {
                    // Sniffed first: the run's own report.json is no input, so not one skipped either.
                    if skipping.reason(file: status) != nil {
                        skippedHere.append(path)
                    } else if isTable(name), let reason = notAList(path) {
                        notListsHere.append((path, reason))
                    } else {
                        files.append(path)
                    }
                }
            }
        }
        closedir(stream)
        for (path, reason) in notReadHere.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
            found.diagnostics.append(notRead(path, reason))
        }
        for path in skippedHere.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            found.skippedFiles.append((FileName.text(path), "it is this run's output"))
        }
        for (path, reason) in notListsHere.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
            found.skippedFiles.append((FileName.text(path), reason))
        }
        for subdirectory in subdirectories.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            if let reason = skipping.reason(subdirectory) {
                found.skippedFolders.append((FileName.text(subdirectory), reason))
                continue
            }
            if !skipping.exclusion.patterns.isEmpty && skipping.exclusion.excludes(FileName.text(subdirectory), isFolder: true) {
                found.excludedFolders += 1
                continue
            }
            walk(subdirectory, skipping: skipping, into: &files, found: &found)
        }
    }

    /// What a file is when it is neither a regular file nor a folder.
    private static func specialKind(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a file"
        }
    }

    private static func needsSniffing(_ name: [UInt8]) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return sniffedExtensions.contains(String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased())
    }

    private static func hasExtension(_ name: [UInt8], _ wanted: String) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased() == wanted
    }

    /// Whether the file's first 64 KiB are a flight list or a point list
    /// (`InputSniffer`), or for a `.json`, GeoJSON (`GeoJSONRecognition`); false when it
    /// cannot be read (it is then no input of the walk, as a file of another extension).
    private static func beginsAsInput(_ path: [UInt8], json: Bool) -> Bool {
        guard let bytes = firstBytes(path) else { return false }
        return bytes.withUnsafeBufferPointer {
            json
                ? InputSniffer.guess($0) == .json && GeoJSONRecognition.looksLikeGeoJSON($0)
                : [.csv, .nmea].contains(InputSniffer.guess($0))
        }
    }

    /// Why a `.csv` or `.tsv` is not read in a walk: its first 64 KiB are text that is
    /// neither a flight list nor a point list (a table of other data beside them, as a
    /// README is). Nil when it is one, or anything else a read reports on (empty, in an
    /// encoding not read, XML, unreadable): the read says what it is.
    private static func notAList(_ path: [UInt8]) -> String? {
        guard let bytes = firstBytes(path) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard InputSniffer.guess(buffer) == .unknown else { return nil }
            let why = CSVHeader.notAList(buffer) ?? "its first line is no header"
            return "it is neither a flight list nor a point list: " + why
        }
    }

    /// Up to the first 64 KiB of the file; nil when it cannot be read or is empty.
    private static func firstBytes(_ path: [UInt8]) -> [UInt8]? {
        let descriptor = open(cPath(path), O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 65_536)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func isTable(_ name: [UInt8]) -> Bool {
        hasExtension(name, "csv") || hasExtension(name, "tsv")
    }

    /// Whether a file name ends in one of `extensions`, in any case.
    private static func hasInputExtension(_ name: [UInt8]) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return extensions.contains(String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased())
    }

    /// Bytewise order of the UTF-8 of two paths.
    static func bytewiseBefore(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let shared = min(x.count, y.count)
                let order = shared == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, shared)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}
