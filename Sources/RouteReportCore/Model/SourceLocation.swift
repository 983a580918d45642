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

extension SourceLocation {
    /// `FILE:LINE:COLUMN` as a message names another place: the file as diagnostics print
    /// it at the start of their line (`FileName.oneLine`: control characters escaped), so
    /// that a name reads the same in a message as where it leads a line.
    var named: String {
        var text = FileName.oneLine(file)
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        return text
    }
}
