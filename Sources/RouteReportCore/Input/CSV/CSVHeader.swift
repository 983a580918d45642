import Foundation

/// How a flight list is laid out: the dialect it is (`CSVDialects`), its separator, and
/// which column holds what. Header names are matched without regard to case,
/// surrounding spaces, or `_`, `-`, `.` and spaces between words (`Dep Time` =
/// `dep_time`, `Flight No.` = `flight no`).
///
/// A file is recognised by its first line (ForeFlight, App in the Air) or by its header
/// row: the dialect whose fingerprint names are all in the header, the one with the most
/// names first; else the generic spreadsheet, when its header names an airport column
/// (`from`, `origin`, …, or `dep` holding airport codes). A header that fits no known
/// export and names a latitude and a longitude column is a point list (`CSVPointList`),
/// before the spreadsheet is tried.
struct CSVHeader {
    let dialect: CSVDialect
    let separator: UInt8
    var columns = CSVColumns()
    /// How many fields the header has.
    var width: Int
    /// The header's line, nil for a layout without one (App in the Air).
    var line: Int?
    /// The names, as written, of the header's columns no field uses.
    var unused: [String] = []
    /// ForeFlight's aircraft table: each AircraftID's type code and make and model.
    var aircraftTable: [String: (code: String?, name: String?)] = [:]

    init(dialect: CSVDialect, separator: UInt8, width: Int, line: Int?) {
        self.dialect = dialect
        self.separator = separator
        self.width = width
        self.line = line
    }

    /// Lower case, without spaces, tabs, `_`, `-` and `.`.
    static func normalised(_ field: [UInt8]) -> String {
        String(
            decoding: field.compactMap { byte -> UInt8? in
                if byte == 0x20 || byte == 0x5F || byte == 0x2D || byte == 0x09 || byte == 0x2E { return nil }
                return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            }, as: UTF8.self)
    }

    private static func skipBOM(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The separator the first record (the first line that is neither empty nor a
    /// comment) uses: a tab, `;` or `,`, whichever it has most of outside quotes (`,`
    /// when none).
    static func separator(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var i = skipBOM(bytes)
        while i < bytes.count && (bytes[i] == 0x23 || bytes[i] == 0x0A || bytes[i] == 0x0D) {
            if bytes[i] == 0x23 {
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            } else {
                i += 1
            }
        }
        var counts = (tabs: 0, semicolons: 0, commas: 0)
        var quoted = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x22 {
                quoted.toggle()
            } else if !quoted {
                if byte == 0x0A || byte == 0x0D { break }
                if byte == 0x09 { counts.tabs += 1 }
                if byte == 0x3B { counts.semicolons += 1 }
                if byte == 0x2C { counts.commas += 1 }
            }
            i += 1
        }
        if counts.tabs > max(counts.semicolons, counts.commas) { return 0x09 }
        return counts.semicolons > counts.commas ? 0x3B : 0x2C
    }

    /// The first line's text (after a BOM and an opening quote), at most 64 bytes.
    private static func firstLine(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var i = skipBOM(bytes)
        if i < bytes.count && bytes[i] == 0x22 { i += 1 }
        var end = i
        while end < bytes.count && end - i < 64 && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self).lowercased()
    }

    /// The header of `bytes` if they are a flight list, with the records after it.
    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>) -> (header: CSVHeader, records: CSVRecords)? {
        let first = firstLine(bytes)
        for dialect in CSVDialects.all {
            guard let line = dialect.firstLine, first.hasPrefix(line.lowercased()) else { continue }
            switch dialect.layout {
            case .sections(_, let names):
                var header = CSVHeader(
                    dialect: dialect, separator: dialect.separator ?? 0x3B, width: names.count, line: nil)
                let unused = header.columns.assign(names.map { normalised(Array($0.utf8)) }, dialect: dialect)
                header.unused = unused.map { names[$0] }
                return (header, CSVRecords(bytes, separator: header.separator))
            case .headerAfter(let title):
                return sniffTable(bytes, dialect: dialect, title: title)
            case .header:
                break
            }
        }
        let separator = separator(of: bytes)
        var records = CSVRecords(bytes, separator: separator)
        guard let record = records.next(), record.unclosedQuote == nil else { return nil }
        let names = record.fields.map { normalised($0.bytes) }
        let written = record.fields.map { String(decoding: $0.bytes, as: UTF8.self) }
        let matching = CSVDialects.all.filter { dialect in
            dialect.layout == .header && !dialect.fingerprint.isEmpty && dialect.fingerprint.allSatisfy(names.contains)
        }
        if matching.isEmpty, let points = CSVPointList.header(record, separator: separator) {
            return (points, records)
        }
        let dialect = matching.max { $0.fingerprint.count < $1.fingerprint.count } ?? CSVDialects.spreadsheet
        var header = CSVHeader(
            dialect: dialect, separator: dialect.separator ?? separator, width: record.fields.count, line: record.line)
        var unused = header.columns.assign(names, dialect: dialect)
        if dialect.kind == .flights && header.columns.from == nil {
            var peek = records
            guard let row = peek.next(), header.takeAirportsFromDepArr(names: names, row: row, unused: &unused) else {
                return nil
            }
        }
        header.unused = unused.map { written[$0].trimmingCharacters(in: .whitespaces) }
        return (header, records)
    }

    /// A spreadsheet whose `Dep` and `Arr` columns hold airport codes (`Date,Flight
    /// No.,Dep,Arr,STD,STA`): they are the airports. True when `row` shows one.
    private mutating func takeAirportsFromDepArr(names: [String], row: CSVRecords.Record, unused: inout [Int]) -> Bool {
        guard let dep = names.firstIndex(of: "dep"), dep < row.fields.count,
            CSVAirportCell.looksLikeCode(row.fields[dep].bytes)
        else { return false }
        columns.from = dep
        columns.departures.removeAll { $0.column == dep }
        if let arr = names.firstIndex(of: "arr") {
            columns.to = arr
            columns.arrivals.removeAll { $0.column == arr }
        }
        // The time columns that are left over keep their place; the rest is unused.
        unused.removeAll { $0 == columns.from || $0 == columns.to }
        return true
    }

    /// A file of titled tables (ForeFlight): its aircraft table, and the header after
    /// the `title` record.
    private static func sniffTable(_ bytes: UnsafeBufferPointer<UInt8>, dialect: CSVDialect, title: String)
        -> (header: CSVHeader, records: CSVRecords)?
    {
        let separator = dialect.separator ?? separator(of: bytes)
        var records = CSVRecords(bytes, separator: separator)
        var aircraft: [String: (code: String?, name: String?)] = [:]
        var aircraftColumns: (id: Int, code: Int?, make: Int?, model: Int?)?
        var afterTitle = false
        while let record = records.next() {
            let firstField = record.fields.first.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
            let names = record.fields.map { normalised($0.bytes) }
            if firstField.lowercased().hasPrefix(title.lowercased()) {
                afterTitle = true
                aircraftColumns = nil
                continue
            }
            if afterTitle, dialect.fingerprint.allSatisfy(names.contains) {
                var header = CSVHeader(dialect: dialect, separator: separator, width: names.count, line: record.line)
                let unused = header.columns.assign(names, dialect: dialect)
                header.unused = unused.map { String(decoding: record.fields[$0].bytes, as: UTF8.self) }
                header.aircraftTable = aircraft
                return (header, records)
            }
            if let id = names.firstIndex(of: "aircraftid"), names.contains("typecode") {
                aircraftColumns = (
                    id, names.firstIndex(of: "typecode"), names.firstIndex(of: "make"), names.firstIndex(of: "model")
                )
                continue
            }
            if let columns = aircraftColumns, columns.id < record.fields.count {
                func text(_ index: Int?) -> String? {
                    guard let index, index < record.fields.count else { return nil }
                    let value = String(decoding: record.fields[index].bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    return value.isEmpty ? nil : value
                }
                guard let id = text(columns.id) else { continue }
                let name = [text(columns.make), text(columns.model)].compactMap { $0 }.joined(separator: " ")
                aircraft[id.uppercased()] = (text(columns.code)?.uppercased(), name.isEmpty ? nil : name)
            }
        }
        return nil
    }

    /// Why a text file whose first record looks like a header is neither a flight list
    /// nor a point list; nil when its first record has fewer than two fields. Airports
    /// are named only when the header looks like a flight list (`closestExport`): then
    /// the airport columns looked for, and the known export it comes closest to; else
    /// the header's first names (each cut at 40 characters, control characters shown as
    /// `?`: the file may be no text at all) and the coordinate columns looked for.
    static func notAList(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var records = CSVRecords(bytes, separator: separator(of: bytes))
        guard let record = records.next(), record.fields.count >= 2 else { return nil }
        let names = Set(record.fields.map { normalised($0.bytes) })
        guard let closest = closestExport(names), closest.hits >= 2 else {
            let shown = record.fields.prefix(8).map(shownName).joined(separator: ", ") + (record.fields.count > 8 ? ", …" : "")
            return "its header (\(shown)) names no latitude and longitude columns (\(CSVPointList.lookedFor))"
        }
        let airportNames = ["from", "origin", "departure_airport", "to", "destination", "dep (holding airport codes)"]
        var text = "its header names no airport column (looked for " + airportNames.joined(separator: ", ") + ", …)"
        let missing = closest.dialect.fingerprint.filter { !names.contains($0) }
        let written = missing.map { name in
            closest.dialect.columns.first { $0.names.contains(name) }?.written(name) ?? name
        }
        text += "; closest to a " + closest.dialect.name + " export, which also has " + written.joined(separator: ", ")
        return text
    }

    /// A header cell for a message: at most 40 characters, control characters as `?`.
    private static func shownName(_ field: CSVRecords.Field) -> String {
        let scalars = (CSVDetailText.trimmed(field.bytes) ?? "").unicodeScalars
        let shown = scalars.prefix(40).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }
        return String(String.UnicodeScalarView(shown)) + (scalars.count > 40 ? "…" : "")
    }

    /// The known export whose fingerprint shares the most names with a header's, and how
    /// many; nil when none shares one. Two or more shared (`Date` and `Flight number`)
    /// make a header look like a flight list; one (`Date`) is any table's.
    private static func closestExport(_ names: Set<String>) -> (dialect: CSVDialect, hits: Int)? {
        let scored = CSVDialects.all.compactMap { dialect -> (dialect: CSVDialect, hits: Int)? in
            let hits = dialect.fingerprint.filter(names.contains).count
            return hits > 0 ? (dialect, hits) : nil
        }
        return scored.max { $0.hits < $1.hits }
    }
}
