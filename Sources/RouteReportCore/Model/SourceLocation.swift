/// Where something came from: a file as the user named it, and a 1-based line and
/// column when known (a diagnostic about a whole file has neither).
struct SourceLocation: Sendable, Hashable {
    /// The path as given on the command line (or found in a given directory); `-` is stdin.
    var file: String
    var line: Int?
    var column: Int?

    init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }
}
