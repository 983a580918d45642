import Foundation

/// An airport cell as people and programs write it: `LHR`, `egll`, `LHR/EGLL`,
/// `London Heathrow (LHR)`, `Frankfurt am Main / Frankfurt (FRA/EDDF)`. The codes it
/// names, the ICAO code first (it names one airport the world over), each with the byte
/// offset where it starts in the cell.
enum CSVAirportCell {
    struct Code: Equatable {
        var code: String
        var offset: Int
    }

    private static func isCodeByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Three or four letters and digits.
    static func isCode<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        (3...4).contains(bytes.count) && bytes.allSatisfy(isCodeByte)
    }

    /// Whether a cell reads as an airport (a code, codes in parentheses or `IATA/ICAO`).
    static func looksLikeCode(_ cell: [UInt8]) -> Bool {
        codes(in: cell).contains { isCode($0.code.utf8) }
    }

    /// The codes of `cell`, most specific first; the trimmed cell itself when it names
    /// none (so that its diagnostic quotes it).
    static func codes(in cell: [UInt8]) -> [Code] {
        codeRanges(in: cell).map { Code(code: String(decoding: cell[$0], as: UTF8.self), offset: $0.lowerBound) }
    }

    /// Where the codes of `cell` are, most specific first; the trimmed cell when it names
    /// none.
    private static func codeRanges(in cell: [UInt8]) -> [Range<Int>] {
        var lower = 0
        var upper = cell.count
        while lower < upper && isSpace(cell[lower]) { lower += 1 }
        while upper > lower && isSpace(cell[upper - 1]) { upper -= 1 }
        guard upper > lower else { return [lower..<upper] }
        // `… (FRA/EDDF)`: the last parentheses.
        if cell[upper - 1] == 0x29, let open = cell[lower..<upper].lastIndex(of: 0x28) {
            let parts = split(cell, open + 1, upper - 1)
            if !parts.isEmpty { return ordered(parts) }
        }
        // `LHR/EGLL`
        let parts = split(cell, lower, upper)
        if parts.count == 2 { return ordered(parts) }
        return [lower..<upper]
    }

    /// The `/`-separated codes between `lower` and `upper`, or none when a part is no code.
    private static func split(_ cell: [UInt8], _ lower: Int, _ upper: Int) -> [Range<Int>] {
        var codes: [Range<Int>] = []
        var start = lower
        for index in lower...upper where index == upper || cell[index] == 0x2F {
            var a = start
            var b = index
            while a < b && isSpace(cell[a]) { a += 1 }
            while b > a && isSpace(cell[b - 1]) { b -= 1 }
            start = index + 1
            // FR24 writes `(BA/)` for an airline without an ICAO code; airports likewise.
            if a == b { continue }
            guard isCode(cell[a..<b]) else { return [] }
            codes.append(a..<b)
        }
        return codes
    }

    private static func ordered(_ codes: [Range<Int>]) -> [Range<Int>] {
        codes.filter { $0.count == 4 } + codes.filter { $0.count != 4 }
    }

    /// The airport of a cell: the first of its codes the table knows, else nil with the
    /// `unknown-airport` diagnostic of its first code (quoting the cell where it holds
    /// more than the code). `column` is where the cell's text starts.
    static func resolve(
        _ cell: [UInt8], lookup: AirportCodeLookup, file: String, line: Int, column: Int,
        diagnostics: inout [Diagnostic]
    ) -> AirportID? {
        // Most cells name an airport of the table: found from the bytes, no text made.
        for range in codeRanges(in: cell) {
            if let airport = lookup.table.id(codeBytes: cell[range]) { return airport }
            // Read as an FAA identifier, with its note: below.
            if lookup.table.id(localIdentifierBytes: cell[range]) != nil { break }
        }
        let written = String(decoding: cell, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        var findings: [Diagnostic] = []
        for code in codes(in: cell) {
            var found: [Diagnostic] = []
            let location = SourceLocation(file: file, line: line, column: column + code.offset)
            let context = written == code.code ? nil : "'\(written)'"
            if let airport = lookup.resolve(code.code, at: location, context: context, diagnostics: &found) {
                diagnostics += found
                return airport
            }
            if findings.isEmpty { findings = found }
        }
        diagnostics += findings
        return nil
    }
}
