/// An array's entries as the parser reads them, held as compactly as they allow: only
/// numbers (a position) as `numbers`, only arrays of numbers (a line's positions) as
/// `rows`, anything else as nodes. Compacted as they come, so a long line never exists as
/// a node per position, not even for a moment.
struct JSONArrayCollector {
    private enum Form {
        case empty
        case numbers([Double])
        case rows(JSONNumberRows)
        case nodes([JSONNode])
    }

    private var form = Form.empty

    mutating func append(_ entry: JSONNode) {
        switch (form, entry.value) {
        case (.empty, .number(let number, _)):
            form = .numbers([number])
        case (.empty, .numbers):
            var rows = JSONNumberRows()
            rows.append(entry)
            form = .rows(rows)
        case (.numbers(var numbers), .number(let number, _)):
            form = .empty  // lets `numbers` be appended to in place
            numbers.append(number)
            form = .numbers(numbers)
        case (.rows(var rows), .numbers):
            form = .empty
            rows.append(entry)
            form = .rows(rows)
        case (.nodes(var nodes), _):
            form = .empty
            nodes.append(entry)
            form = .nodes(nodes)
        case (.empty, _), (.numbers, _), (.rows, _):
            // A mixed array: the entries so far as nodes. A number's own place is never
            // reported (a diagnostic names the array, or the entry that is no number).
            var nodes: [JSONNode] = JSONNode(value: value, line: entry.line, column: entry.column).array ?? []
            nodes.append(entry)
            form = .nodes(nodes)
        }
    }

    var value: JSONNode.Value {
        switch form {
        case .empty: return .array([])
        case .numbers(let numbers): return .numbers(numbers)
        case .rows(let rows): return .rows(rows)
        case .nodes(let nodes): return .array(nodes)
        }
    }
}
