/// A JSON value with the place it starts: what `JSONParser` builds for one GeoJSON
/// object at a time (one Feature, one root member), never for a whole file.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case object(JSONObject)
        case array([JSONNode])
        /// An array of numbers only (a position, a bbox), held compactly: a long line's
        /// positions would otherwise cost a node per number.
        case numbers([Double])
        /// An array of arrays of numbers only (a line's or ring's positions), held flat.
        case rows(JSONNumberRows)
        case string(String)
        /// The number and its text as written (a Feature `id` keeps its spelling).
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var number: Double? {
        if case .number(let number, _) = value { return number }
        return nil
    }

    var object: JSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    /// The entries of an array; those of a `numbers` array are made on each call, at the
    /// array's place.
    var array: [JSONNode]? {
        switch value {
        case .array(let array):
            return array
        case .numbers(let numbers):
            return numbers.map { JSONNode(value: .number($0, text: "\($0)"), line: line, column: column) }
        case .rows(let rows):
            return rows.indices.map { rows.node($0) }
        default:
            return nil
        }
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// What kind of value it is, for messages: `an object`, `a string`, …
    var kind: String {
        switch value {
        case .object: return "an object"
        case .array, .numbers, .rows: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// The rows of an array of number arrays, flat: a position costs its numbers and its
/// place, not a node per number.
struct JSONNumberRows: Sendable {
    private var values: [Double] = []
    /// Where each row ends in `values`.
    private var ends: [Int] = []
    /// Each row's `[`: line, then column.
    private var places: [Int] = []

    /// Adds a row: `node` is an array of numbers.
    mutating func append(_ node: JSONNode) {
        if case .numbers(let numbers) = node.value { values += numbers }
        ends.append(values.count)
        places.append(node.line)
        places.append(node.column)
    }

    var indices: Range<Int> { ends.indices }

    /// Row `index`'s numbers.
    func row(_ index: Int) -> ArraySlice<Double> {
        values[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// Row `index` as a node, for a diagnostic's place.
    func node(_ index: Int) -> JSONNode {
        JSONNode(value: .numbers(Array(row(index))), line: places[2 * index], column: places[2 * index + 1])
    }
}

/// One member of an object: its name, where the name stands, and its value.
struct JSONMember: Sendable {
    var name: String
    var line: Int
    var column: Int
    var value: JSONNode
}

/// An object's members in the order written; a name given twice keeps its last value
/// (as JavaScript does), at the place of the last.
struct JSONObject: Sendable {
    var members: [JSONMember] = []

    subscript(name: String) -> JSONNode? {
        members.first { $0.name == name }?.value
    }

    func member(_ name: String) -> JSONMember? {
        members.first { $0.name == name }
    }
}
