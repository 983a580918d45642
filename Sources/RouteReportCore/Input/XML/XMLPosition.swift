/// A node's line and its qualified name's number: enough to find its column later, and
/// cheap enough to take for every element. Names a position of the reader it came from.
struct XMLPosition {
    var line: Int
    /// The qualified name in the reader's `XMLNameTable`.
    var name: XMLNameTable.ID?
    /// How many elements with the same name (local for a known name, qualified for
    /// another) started earlier on the same line (minified files), so the column finds
    /// the right tag.
    var ordinal: Int
}

/// The lines libxml2's tree gave nodes, which the SAX callbacks alone do not: an
/// element's line saturates at 65535, a text node keeps its full line
/// (XML_PARSE_BIG_LINES), taken when the text starts; and, per known name, how many
/// elements started earlier on the element's line (`XMLPosition.ordinal`).
final class XMLSourceLines {
    /// The line of the current element's start tag (libxml2: where the tag ends).
    @exclusivity(unchecked) private(set) var elementLine = 1
    /// The line the latest text started on; 0 before any.
    @exclusivity(unchecked) private(set) var textLine = 0
    /// Elements with the current element's name that started earlier on its line.
    @exclusivity(unchecked) private(set) var elementOrdinal = 0
    @exclusivity(unchecked) private var previousWasText = false
    // Per known name: the line of its last start tag and how many started on that line.
    private let ordinalLines = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    private let ordinalCounts = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    // The same per other name, by its number in the name table.
    @exclusivity(unchecked) private var otherLines: [Int] = []
    @exclusivity(unchecked) private var otherCounts: [Int] = []

    init() {
        ordinalLines.initialize(repeating: 0, count: 256)
        ordinalCounts.initialize(repeating: 0, count: 256)
    }

    deinit {
        ordinalLines.deallocate()
        ordinalCounts.deallocate()
    }

    /// An element `name` (`qualifiedName`: its number in the name table) whose start tag
    /// the parser saw at `parserLine`.
    @inline(__always)
    func element(_ name: XMLName, qualifiedName: XMLNameTable.ID, parserLine: Int) {
        elementLine = Self.line(parserLine: parserLine, previousWasText: previousWasText, elementLine, textLine)
        previousWasText = false
        guard name != .other else {
            otherElement(qualifiedName)
            return
        }
        let index = Int(name.rawValue)
        elementOrdinal = Self.ordinal(lastLine: &ordinalLines[index], count: &ordinalCounts[index], line: elementLine)
    }

    private func otherElement(_ id: XMLNameTable.ID) {
        guard id >= 0 else {
            elementOrdinal = 0
            return
        }
        if id >= otherLines.count {
            otherLines += Array(repeating: 0, count: id + 1 - otherLines.count)
            otherCounts += Array(repeating: 0, count: id + 1 - otherCounts.count)
        }
        elementOrdinal = Self.ordinal(lastLine: &otherLines[id], count: &otherCounts[id], line: elementLine)
    }

    /// One name's count of start tags on `line`, where `lastLine` is the line of its last:
    /// how many started there before this one.
    @inline(__always)
    private static func ordinal(lastLine: inout Int, count: inout Int, line: Int) -> Int {
        if lastLine == line {
            count += 1
        } else {
            lastLine = line
            count = 0
        }
        return count
    }

    /// A text that starts at `line` (0 when the parser gave none).
    @inline(__always)
    func text(startingAt line: Int) {
        textLine = line
        previousWasText = line > 0
    }

    /// Any other node.
    @inline(__always)
    func otherNode() {
        previousWasText = false
    }

    /// The line libxml2's tree gave an element: exact below 65535, above it the line of
    /// the text before it, or the latest line seen.
    private static func line(parserLine: Int, previousWasText: Bool, _ elementLine: Int, _ textLine: Int) -> Int {
        if parserLine > 0 && parserLine < 65535 { return parserLine }
        if previousWasText { return textLine }
        return max(elementLine, textLine)
    }
}
