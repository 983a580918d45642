import Foundation
import RouteReportCore

/// Where a run's configuration file is: `routereport.toml` or `.routereport.toml` in the
/// working directory or the nearest folder above it, up to the repository's root (the
/// folder holding `.git`, a folder or, in worktrees and submodules, a file), `$HOME` or
/// `/`. One config for the whole run, found as a pre-commit hook and a CI job both find
/// it; a checkout nested in another never reads its parent's.
enum ConfigDiscovery {
    static let names = ["routereport.toml", ".routereport.toml"]

    /// Both names in one folder: which one is meant is not for routereport to guess.
    struct Ambiguity: Error, Equatable {
        var message: String
        /// The path of the first name, absolute.
        var file: String
    }

    /// The config file's absolute path, nil when there is none, or why the folder that
    /// holds one is ambiguous.
    static func find(from workingDirectory: String, home: String?) -> Result<String?, Ambiguity> {
        var folder = "/" + LexicalPath.names(of: workingDirectory, from: []).joined(separator: "/")
        let home = home.flatMap { $0.isEmpty ? nil : "/" + LexicalPath.names(of: $0, from: []).joined(separator: "/") }
        while true {
            let present = names.filter { isFile(join(folder, $0)) }
            if present.count > 1 {
                return .failure(
                    Ambiguity(
                        message:
                            "both \(names[0]) and \(names[1]) are in \(folder); keep one (routereport reads one config per run)",
                        file: join(folder, names[0])))
            }
            if let name = present.first { return .success(join(folder, name)) }
            if folder == "/" || folder == home || FileManager.default.fileExists(atPath: join(folder, ".git")) {
                return .success(nil)
            }
            folder = parent(folder)
        }
    }

    /// How a message names the config at `path` (absolute) from `workingDirectory`: its
    /// name when there, `../` for each folder above, else the absolute path.
    static func shown(_ path: String, from workingDirectory: String) -> String {
        let file = LexicalPath.names(of: path, from: [])
        let working = LexicalPath.names(of: workingDirectory, from: [])
        let folder = Array(file.dropLast())
        guard working.starts(with: folder), let name = file.last else { return path }
        return String(repeating: "../", count: working.count - folder.count) + name
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    static func parent(_ folder: String) -> String {
        let names = LexicalPath.names(of: folder, from: [])
        return "/" + names.dropLast().joined(separator: "/")
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
