import Foundation

/// Turns FILE arguments into the list of inputs, in order, and reads their bytes.
///
/// A directory contributes its `.kml`, `.kmz`, `.gpx` and `.csv` files (extension in any case,
/// searched recursively, symbolic links to directories not followed), in bytewise order
/// of their paths, each named as the directory as given joined with `/` and the path
/// inside it; only regular files count. `-` is stdin. Any other argument is kept as
/// given even if it does not exist: reading it then yields an `unreadable-file`
/// diagnostic in its place.
public enum InputDiscovery {
    public static let extensions: Set<String> = ["kml", "kmz", "gpx", "csv"]

    /// The inputs named by `arguments`, in argument order. An argument that names no
    /// file and reads as a route string becomes that route (`RouteInput`).
    public static func expand(_ arguments: [String]) -> [String] {
        arguments.enumerated().flatMap { index, argument -> [String] in
            if argument != "-", RouteInput.readsAsRoute(argument), !FileManager.default.fileExists(atPath: argument) {
                return [RouteInput(text: argument, argument: index + 1, positional: true).inputName]
            }
            guard argument != "-", isDirectory(argument) else { return [argument] }
            return filesInDirectory(argument)
        }
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
    private static func filesInDirectory(_ directory: String) -> [String] {
        var found: [String] = []
        walk(directory.hasSuffix("/") ? String(directory.dropLast()) : directory, into: &found)
        return found.sorted(by: bytewiseBefore)
    }

    /// Adds the input files below `directory` (joined to names with `/`); descends into
    /// subdirectories, never through a symbolic link. Each folder is closed before its
    /// subfolders are walked, so a deep tree does not hold a descriptor per level.
    private static func walk(_ directory: String, into found: inout [String]) {
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
        for subdirectory in subdirectories { walk(subdirectory, into: &found) }
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
