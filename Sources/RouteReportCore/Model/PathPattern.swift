/// A `PathGlob` with the folder its paths are relative to: the config file's folder for
/// its patterns, the working directory for `--exclude` and `--config`'s.
public struct PathPattern: Sendable, Hashable {
    public var glob: PathGlob
    /// The base folder, absolute and lexically clean (`LexicalPath.names`).
    var base: [Substring]

    /// - Parameter base: an absolute path.
    init(_ glob: PathGlob, base: String) {
        self.glob = glob
        self.base = LexicalPath.names(of: base, from: [])
    }

    /// The pattern `text` (an `exclude` entry, `--exclude`'s value) relative to `base`,
    /// or where the glob is wrong and why.
    public static func compile(_ text: String, base: String) -> Result<PathPattern, PathGlob.Problem> {
        PathGlob.compile(text).map { PathPattern($0, base: base) }
    }

    /// The base folder as a path.
    public var baseText: String { "/" + base.joined(separator: "/") }

    /// Whether the path with `names` (absolute and clean) is below the base and matches,
    /// or is in a folder that does. Symbolic links are not followed: a path outside the
    /// base never matches.
    func matches(_ names: [Substring], isFolder: Bool) -> Bool {
        guard names.count > base.count, names.starts(with: base) else { return false }
        return glob.matches(Array(names[base.count...]), isFolder: isFolder)
    }
}

/// Paths compared by their text, as `exclude` compares them: made absolute and cleaned
/// of `.`, `..` and repeated `/` without asking the file system.
public enum LexicalPath {
    /// The names of `path` from the root; a relative path is taken from `workingDirectory`
    /// (the names of an absolute path). `..` at the root stays at the root.
    public static func names(of path: String, from workingDirectory: [Substring]) -> [Substring] {
        var names = path.hasPrefix("/") ? [] : workingDirectory
        for name in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch name {
            case ".": continue
            case "..": if !names.isEmpty { names.removeLast() }
            default: names.append(name)
            }
        }
        return names
    }
}
