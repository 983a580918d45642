/// How a file writes its dates with `/` or `-` and the year last (`03/04/2025`), told
/// from all its dates: a first number above 12 shows day first, a second above 12
/// month first. Read once, when the first ambiguous date is met.
enum CSVDateOrder {
    enum Finding: Equatable {
        case shown(DateOrder)
        /// Some dates show one order, others the other.
        case mixed
        /// No date shows either.
        case unshown
    }

    /// The order the cells in `columns` of `records` (from the first data record on) show.
    static func finding(_ records: CSVRecords, columns: [Int]) -> Finding {
        var rows = records
        var dayFirst = false
        var monthFirst = false
        while let record = rows.next() {
            for column in columns where column < record.fields.count {
                guard let (first, second) = leadingNumbers(record.fields[column].bytes) else { continue }
                if first > 12 && second <= 12 { dayFirst = true }
                if second > 12 && first <= 12 { monthFirst = true }
            }
            if dayFirst && monthFirst { return .mixed }
        }
        if dayFirst { return .shown(.dayFirst) }
        if monthFirst { return .shown(.monthFirst) }
        return .unshown
    }

    /// `D/M/YYYY…` or `D-M-YYYY…`: its first two numbers.
    private static func leadingNumbers(_ bytes: [UInt8]) -> (Int, Int)? {
        var numbers: [Int] = []
        var value = 0
        var digits = 0
        var separator: UInt8?
        for byte in bytes.drop(while: { $0 == 0x20 }) {
            if byte >= 0x30 && byte <= 0x39 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
                guard digits <= 4 else { return nil }
                continue
            }
            guard byte == 0x2F || byte == 0x2D, digits > 0, separator == nil || separator == byte else { break }
            guard digits <= 2 else { return nil }
            separator = byte
            numbers.append(value)
            value = 0
            digits = 0
            if numbers.count == 2 { break }
        }
        guard numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }
}
