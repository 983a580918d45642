/// Where each feature of one file starts, a word per feature: the file's name once, and
/// each feature's line and column packed in one integer. A place that does not fit (a
/// feature named in another file, a line or column past 2^32 - 2) is kept whole beside.
struct FeatureSources: Sendable {
    /// The file the features name, taken from the first.
    private var file: String?
    /// Line in the high half, column in the low half, each 0 when unknown; `elsewhere`
    /// when the place is in `kept`.
    private var packed: [UInt64] = []
    private var kept: [Int: SourceLocation] = [:]

    private static let elsewhere = UInt64.max
    private static let half = UInt64(UInt32.max)

    var count: Int { packed.count }

    mutating func append(_ source: SourceLocation) {
        if file == nil { file = source.file }
        if source.file == file, let line = Self.packable(source.line), let column = Self.packable(source.column) {
            packed.append(line << 32 | column)
        } else {
            kept[packed.count] = source
            packed.append(Self.elsewhere)
        }
    }

    subscript(position: Int) -> SourceLocation {
        let place = packed[position]
        guard place != Self.elsewhere, let file else { return kept[position] ?? SourceLocation(file: file ?? "") }
        let (line, column) = (place >> 32, place & Self.half)
        return SourceLocation(file: file, line: line == 0 ? nil : Int(line), column: column == 0 ? nil : Int(column))
    }

    /// `number` as a half (0 for none), nil when it does not fit one below `half`.
    private static func packable(_ number: Int?) -> UInt64? {
        guard let number else { return 0 }
        guard number > 0, number < Int(half) else { return nil }
        return UInt64(number)
    }
}
