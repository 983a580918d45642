/// The inputs a run does not read at all: the paths the configuration's `exclude` and
/// `--exclude` match, named on the command line or met in a folder walk.
struct InputExclusion: Sendable {
    var patterns: [PathPattern]
    /// The names of the working directory, which relative paths start from.
    var workingDirectory: [Substring]

    /// - Parameter workingDirectory: an absolute path.
    init(_ patterns: [PathPattern], workingDirectory: String) {
        self.patterns = patterns
        self.workingDirectory = LexicalPath.names(of: workingDirectory, from: [])
    }

    static let none = InputExclusion([], workingDirectory: "/")

    /// Whether the file or folder at `path` (as given or walked; stdin is never excluded)
    /// is not read.
    func excludes(_ path: String, isFolder: Bool) -> Bool {
        guard !patterns.isEmpty, path != "-" else { return false }
        let names = LexicalPath.names(of: path, from: workingDirectory)
        return patterns.contains { $0.matches(names, isFolder: isFolder) }
    }
}
