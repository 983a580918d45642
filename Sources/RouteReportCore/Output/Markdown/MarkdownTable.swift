/// A GitHub-flavoured Markdown table. Cells are written as given: callers escape text
/// from inputs with `MarkdownText.escaped`, which also escapes `|`.
struct MarkdownTable {
    enum Alignment {
        case left
        case right

        var delimiter: String {
            switch self {
            case .left: return "---"
            case .right: return "--:"
            }
        }
    }

    let columns: [(title: String, alignment: Alignment)]
    private(set) var rows: [[String]] = []

    init(_ columns: [(String, Alignment)]) {
        self.columns = columns.map { (title: $0.0, alignment: $0.1) }
    }

    mutating func append(_ cells: [String]) {
        precondition(cells.count == columns.count, "a row needs one cell per column")
        rows.append(cells)
    }

    /// The table's lines, each ending in a newline. Cells are padded with a space on each
    /// side, so a cell ending in an escaped backslash never touches the delimiter.
    var text: String {
        // An empty cell stays a cell: GFM needs the pipes, not the content.
        header + rows.map(row).joined()
    }

    /// The title and delimiter lines: a table can be written in pieces, this first, then
    /// its rows (`row`) in any number of runs.
    var header: String {
        row(columns.map(\.title)) + row(columns.map(\.alignment.delimiter))
    }

    /// One row's line.
    func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }
}
