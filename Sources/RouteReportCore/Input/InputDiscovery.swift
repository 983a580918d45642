import Foundation

/// Turns FILE arguments into the list of inputs, in order, and reads their bytes.
///
/// A directory contributes its `.kml`, `.kmz`, `.gpx` and `.csv` files (extension in any case,
/// searched recursively, symbolic links to directories not followed), in bytewise order
/// of their paths, each named as the directory as given joined with `/` and the path
/// inside it; only regular files count. `-` is stdin. Any other argument is kept as
/// given even if it does not exist: reading it then yields an `unreadable-file`
/// diagnostic in its place.
///
/// Below a directory given, folders that hold routereport's own output are not searched
/// (`Skipping`): the run's output folder, and any folder holding one of the marker files
/// routereport writes there, so that a run never reads back reports it wrote.
public enum InputDiscovery {
    public static let extensions: Set<String> = ["kml", "kmz", "gpx", "csv"]

    /// Which folders below a directory given are not searched.
    struct Skipping: Sendable {
        /// The run's output folder, when it exists.
        var outputFolder: (device: UInt64, inode: UInt64)?
        /// File names that mark a folder as routereport's output.
        var markers: [String]

        init(outputFolder: String?, markers: [String]) {
            var status = stat()
            if let outputFolder, stat(outputFolder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                self.outputFolder = (UInt64(status.st_dev), UInt64(status.st_ino))
            }
            self.markers = markers
        }

        /// Why `folder` is skipped, or nil.
        func reason(_ folder: String) -> String? {
            var status = stat()
            if let outputFolder, stat(folder, &status) == 0,
               UInt64(status.st_dev) == outputFolder.device, UInt64(status.st_ino) == outputFolder.inode {
                return "it is this run's output folder"
            }
            for marker in markers where access(folder + "/" + marker, F_OK) == 0 {
                return "it holds routereport's output (\(marker))"
            }
            return nil
        }
    }

    /// What the FILE arguments stand for.
    public struct Found: Sendable {
        /// The inputs, in run order.
        public var files: [String]
        /// Directories given that hold no input file, as given.
        public var emptyFolders: [String] = []
        /// Folders not searched, with the reason, in the order met.
        public var skippedFolders: [(path: String, reason: String)] = []
    }

    /// The inputs named by `arguments`, in argument order.
    public static func expand(_ arguments: [String]) -> [String] {
        find(arguments, skipping: Skipping(outputFolder: nil, markers: [])).files
    }

    /// The inputs named by `arguments`, in argument order, with the directories that held
    /// none and the folders skipped.
    static func find(_ arguments: [String], skipping: Skipping) -> Found {
        var found = Found(files: [])
        for (index, argument) in arguments.enumerated() {
            if argument != "-", RouteInput.readsAsRoute(argument), !FileManager.default.fileExists(atPath: argument) {
                found.files.append(RouteInput(text: argument, argument: index + 1, positional: true).inputName)
                continue
            }
            guard argument != "-", isDirectory(argument) else {
                found.files.append(argument)
                continue
            }
            let files = filesInDirectory(argument, skipping: skipping, skipped: &found.skippedFolders)
            if files.isEmpty { found.emptyFolders.append(argument) }
            found.files += files
        }
        return found
    }

    /// A failure to read an input, as the diagnostic to report.
    public struct ReadFailure: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    /// The bytes of the file at `path`, or of stdin for `-`.
    public static func readBytes(path: String) -> Result<[UInt8], ReadFailure> {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return .success([UInt8](data))
        }
        return InputBytes.load(path: path).map { Array($0.buffer) }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// Only regular files, or links to them, are found in a directory: a FIFO named
    /// `x.kml` would block the run forever, a link to `/dev/zero` would never end.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Walks the tree with readdir(3) rather than FileManager's enumerator, which spent
    /// 50 ms on 5,000 files in NSString path handling: serial time before any parallel
    /// work starts.
    private static func filesInDirectory(
        _ directory: String, skipping: Skipping, skipped: inout [(path: String, reason: String)]
    ) -> [String] {
        var found: [String] = []
        walk(directory.hasSuffix("/") ? String(directory.dropLast()) : directory, skipping: skipping,
             into: &found, skipped: &skipped)
        return found.sorted(by: bytewiseBefore)
    }

    /// Adds the input files below `directory` (joined to names with `/`); descends into
    /// subdirectories, never through a symbolic link. Each folder is closed before its
    /// subfolders are walked, so a deep tree does not hold a descriptor per level.
    private static func walk(
        _ directory: String, skipping: Skipping, into found: inout [String], skipped: inout [(path: String, reason: String)]
    ) {
        var subdirectories: [String] = []
        guard let stream = opendir(directory.isEmpty ? "/" : directory) else { return }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = directory + "/" + name
            var type = Int(entry.pointee.d_type)
            if type == DT_UNKNOWN {
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                type = (status.st_mode & S_IFMT) == S_IFDIR ? DT_DIR : DT_REG
            }
            if type == DT_DIR {
                subdirectories.append(path)
            } else if let dot = name.lastIndex(of: "."),
                      extensions.contains(name[name.index(after: dot)...].lowercased()),
                      isRegularFile(path) {
                found.append(path)
            }
        }
        closedir(stream)
        for subdirectory in subdirectories.sorted(by: bytewiseBefore) {
            if let reason = skipping.reason(subdirectory) {
                skipped.append((subdirectory, reason))
                continue
            }
            walk(subdirectory, skipping: skipping, into: &found, skipped: &skipped)
        }
    }

    /// Bytewise order of the UTF-8 of two paths.
    static func bytewiseBefore(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let shared = min(x.count, y.count)
                let order = shared == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, shared)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}
