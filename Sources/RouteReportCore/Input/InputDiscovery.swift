import Foundation

/// Turns FILE arguments into the list of inputs, in order, and reads their bytes.
///
/// A directory contributes its `.kml`, `.kmz` and `.gpx` files (extension in any case,
/// searched recursively, symbolic links to directories not followed), in bytewise order
/// of their paths, each named as the directory as given joined with `/` and the path
/// inside it; only regular files count. `-` is stdin. Any other argument is kept as
/// given even if it does not exist: reading it then yields an `unreadable-file`
/// diagnostic in its place.
public enum InputDiscovery {
    public static let extensions: Set<String> = ["kml", "kmz", "gpx"]

    /// The inputs named by `arguments`, in argument order.
    public static func expand(_ arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
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

    private static func filesInDirectory(_ directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let path = prefix + relative
            guard let dot = relative.lastIndex(of: "."),
                  extensions.contains(relative[relative.index(after: dot)...].lowercased()),
                  !relative[relative.index(after: dot)...].contains("/"),
                  isRegularFile(path)
            else { continue }
            found.append(path)
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
