/// The records of CSV text (RFC 4180 with the usual liberties), one at a time, without
/// building the whole table: fields separated by `separator`, records by LF or CRLF
/// (or a lone CR), a field in double quotes may hold separators, line breaks and `""`
/// for a quote. A UTF-8 BOM at the start is skipped. Lines that start with `#` are
/// comments (outside quotes), and empty lines are skipped.
struct CSVRecords {
    /// A field: its text (quotes removed) and the 1-based byte column where it starts.
    struct Field {
        var bytes: [UInt8]
        var column: Int
        var quoted: Bool
    }

    struct Record {
        /// 1-based line of the record's first byte.
        var line: Int
        var fields: [Field]
        /// Where a quote that is never closed opened, if one is: the rest of the text
        /// was read into that field.
        var unclosedQuote: (line: Int, column: Int)?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    private var position: Int
    /// After the BOM, if there is one.
    private let firstByte: Int
    private var line = 1
    private var lineStart: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) {
        self.bytes = bytes
        self.separator = separator
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        position = bom ? 3 : 0
        firstByte = position
        lineStart = 0
    }

    private mutating func newLine(at index: Int) {
        line += 1
        lineStart = index
    }

    /// The next record, or nil at the end of the text.
    mutating func next() -> Record? {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A || byte == 0x0D {
                skipLineBreak()
                continue
            }
            if byte == 0x23 && (position == lineStart || position == firstByte) {
                while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D { position += 1 }
                continue
            }
            return record()
        }
        return nil
    }

    /// Steps over one LF, CRLF or CR.
    private mutating func skipLineBreak() {
        if bytes[position] == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A { position += 1 }
        position += 1
        newLine(at: position)
    }

    private mutating func record() -> Record {
        var record = Record(line: line, fields: [])
        var field: [UInt8] = []
        var fieldColumn = position - lineStart + 1
        var quoted = false
        while true {
            guard position < bytes.count else {
                record.fields.append(Field(bytes: field, column: fieldColumn, quoted: quoted))
                return record
            }
            let byte = bytes[position]
            if byte == 0x22 && field.isEmpty && !quoted {
                quoted = true
                let open = (line: line, column: position - lineStart + 1)
                position += 1
                if !readQuoted(into: &field) {
                    record.unclosedQuote = open
                    record.fields.append(Field(bytes: field, column: fieldColumn, quoted: true))
                    return record
                }
                continue
            }
            if byte == separator {
                record.fields.append(Field(bytes: field, column: fieldColumn, quoted: quoted))
                field = []
                quoted = false
                position += 1
                fieldColumn = position - lineStart + 1
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                record.fields.append(Field(bytes: field, column: fieldColumn, quoted: quoted))
                skipLineBreak()
                return record
            }
            // Text after a closing quote, or a quote inside an unquoted field: kept as
            // written, as spreadsheets do.
            field.append(byte)
            position += 1
        }
    }

    /// Reads a quoted field's text after its opening quote, up to and past the closing
    /// quote; false when the text ends first.
    private mutating func readQuoted(into field: inout [UInt8]) -> Bool {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22 {
                if position + 1 < bytes.count && bytes[position + 1] == 0x22 {
                    field.append(0x22)
                    position += 2
                    continue
                }
                position += 1
                return true
            }
            if byte == 0x0A || (byte == 0x0D && !(position + 1 < bytes.count && bytes[position + 1] == 0x0A)) {
                field.append(byte)
                position += 1
                newLine(at: position)
                continue
            }
            field.append(byte)
            position += 1
        }
        return false
    }
}
