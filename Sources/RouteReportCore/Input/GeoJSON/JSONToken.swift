/// One token of RFC 8259 JSON and where it starts in the file.
struct JSONToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case beginObject, endObject, beginArray, endArray, colon, comma
        case string, number, trueLiteral, falseLiteral, null
        /// The end of the bytes (only white space after the last token).
        case end
    }

    var kind: Kind
    /// 1-based line, and byte column in that line (the XML reader's columns).
    var line: Int
    var column: Int
    /// A string's decoded UTF-8, or a number's text as written; empty otherwise.
    var text: [UInt8] = []

    /// What the token is, for messages: `'}'`, `a string`, `a number`, …
    var described: String {
        switch kind {
        case .beginObject: return "'{'"
        case .endObject: return "'}'"
        case .beginArray: return "'['"
        case .endArray: return "']'"
        case .colon: return "':'"
        case .comma: return "','"
        case .string: return "a string"
        case .number: return "a number"
        case .trueLiteral: return "true"
        case .falseLiteral: return "false"
        case .null: return "null"
        case .end: return "the end of the file"
        }
    }
}
