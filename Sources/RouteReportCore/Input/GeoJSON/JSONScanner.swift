/// Pulls RFC 8259 tokens from a file's bytes, one at a time, with the line and byte
/// column where each starts. Strict: what JSON does not allow (comments, `NaN`,
/// `Infinity`, leading zeros, unescaped control characters, bad escapes, invalid UTF-8)
/// is a `json-syntax` error at the first bad byte, and a number or string past its
/// `JSONLimits` budget an `input-limit` error; either ends the scan (`failure`), and
/// every later call returns nil.
///
/// The scanner holds no token but the one it returns, so its memory is the longest
/// string; the grammar between tokens (commas, colons, nesting) is `JSONParser`'s. It
/// reads bytes in memory, or a stream through a `JSONByteWindow`: a token that runs past
/// the window's end is scanned again once more bytes are in.
struct JSONScanner {
    private var bytes: UnsafeBufferPointer<UInt8>
    private let window: JSONByteWindow?
    /// A bounds check met the end of the window while the source has more.
    private var starved = false
    private var bomChecked = false
    private let file: String
    private let limits: JSONLimits
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// The error that ended the scan.
    private(set) var failure: Diagnostic?

    /// `bytes` must stay valid while the scanner is used. A UTF-8 BOM is skipped.
    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: JSONLimits = .standard) {
        self.bytes = bytes
        self.window = nil
        self.file = file
        self.limits = limits
    }

    /// A scanner over the bytes `window` reads as they are needed.
    init(window: JSONByteWindow, file: String, limits: JSONLimits = .standard) {
        self.bytes = window.bytes
        self.window = window
        self.file = file
        self.limits = limits
    }

    /// Whether byte `index` is held; at the window's end, notes that more must be read.
    private mutating func has(_ index: Int) -> Bool {
        if index < bytes.count { return true }
        if let window, !window.finished { starved = true }
        return false
    }

    /// Where the scan stands, for a diagnostic about what comes next.
    var location: SourceLocation { SourceLocation(file: file, line: line, column: offset - lineStart + 1) }

    /// The next token, or nil once the scan has failed.
    mutating func next() -> JSONToken? {
        guard failure == nil else { return nil }
        // White space (and the BOM) first: it is consumed as it is read, so a window
        // never holds more of a long run of it than one chunk.
        while true {
            starved = false
            if !bomChecked {
                if has(2) && bytes[offset] == 0xEF && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF {
                    offset += 3
                    lineStart = offset
                }
                if !starved { bomChecked = true }
            }
            if !starved { skipWhitespace() }
            guard starved else { break }
            refill(keepingFrom: bomChecked ? offset : 0)
        }
        var start = (offset: offset, line: line, lineStart: lineStart)
        while true {
            starved = false
            let token = scanToken()
            guard starved else { return token }
            // The token ran past the bytes held: read more, keeping where it starts, and
            // scan it again.
            failure = nil
            (offset, line, lineStart) = start
            refill(keepingFrom: offset)
            start = (offset, line, lineStart)
        }
    }

    /// Reads more into the window, dropping the bytes before `keep`.
    private mutating func refill(keepingFrom keep: Int) {
        guard let window else { return }
        _ = window.refill(keepingFrom: keep)
        bytes = window.bytes
        offset -= keep
        lineStart -= keep
    }

    private mutating func scanToken() -> JSONToken? {
        let column = offset - lineStart + 1
        guard has(offset) else { return JSONToken(kind: .end, line: line, column: column) }
        let byte = bytes[offset]
        func single(_ kind: JSONToken.Kind) -> JSONToken {
            offset += 1
            return JSONToken(kind: kind, line: line, column: column)
        }
        switch byte {
        case 0x7B: return single(.beginObject)
        case 0x7D: return single(.endObject)
        case 0x5B: return single(.beginArray)
        case 0x5D: return single(.endArray)
        case 0x3A: return single(.colon)
        case 0x2C: return single(.comma)
        case 0x22: return string(column: column)
        case 0x2D, 0x30...0x39: return number(column: column)
        case 0x74: return literal("true", .trueLiteral, column: column)
        case 0x66: return literal("false", .falseLiteral, column: column)
        case 0x6E: return literal("null", .null, column: column)
        case 0x2F: return fail("comments are not JSON")
        case 0x4E, 0x49: return fail("NaN and Infinity are not JSON numbers")
        case 0x27: return fail("JSON strings are in double quotes, not single quotes")
        default:
            return fail("unexpected \(Self.shown(byte)); JSON has no such token")
        }
    }

    /// Ends the scan with a `json-syntax` error at the current byte.
    mutating func fail(_ message: String) -> JSONToken? {
        fail(.jsonSyntax, message)
    }

    private mutating func fail(_ rule: Rule, _ message: String) -> JSONToken? {
        if failure == nil { failure = Diagnostic(rule, message, at: location) }
        return nil
    }

    private static func shown(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while has(offset) {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONToken.Kind, column: Int) -> JSONToken? {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expectedByte in expected {
            guard has(offset), bytes[offset] == expectedByte else {
                return fail("expected '\(word)' here")
            }
            offset += 1
        }
        if has(offset) && Self.isWordByte(bytes[offset]) {
            return fail("unexpected \(Self.shown(bytes[offset])) after '\(word)'")
        }
        return JSONToken(kind: kind, line: line, column: column)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E || byte == 0x2B
            || byte == 0x2D || byte == 0x5F
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing word-like after it.
    private mutating func number(column: Int) -> JSONToken? {
        let start = offset
        func digits() -> Int {
            let first = offset
            while has(offset) && Self.isDigit(bytes[offset]) { offset += 1 }
            return offset - first
        }
        if bytes[offset] == 0x2D { offset += 1 }
        guard has(offset), Self.isDigit(bytes[offset]) else {
            if has(offset) && (bytes[offset] == 0x49 || bytes[offset] == 0x4E) {
                return fail("NaN and Infinity are not JSON numbers")
            }
            return fail("a digit must follow '-'")
        }
        if bytes[offset] == 0x30 {
            offset += 1
            if has(offset) && Self.isDigit(bytes[offset]) {
                return fail("a JSON number has no leading zero")
            }
        } else {
            _ = digits()
        }
        if has(offset) && bytes[offset] == 0x2E {
            offset += 1
            guard digits() > 0 else { return fail("a digit must follow the decimal point") }
        }
        if has(offset) && (bytes[offset] | 0x20) == 0x65 {
            offset += 1
            if has(offset) && (bytes[offset] == 0x2B || bytes[offset] == 0x2D) { offset += 1 }
            guard digits() > 0 else { return fail("a digit must follow the exponent's 'e'") }
        }
        if has(offset) && Self.isWordByte(bytes[offset]) {
            return fail("unexpected \(Self.shown(bytes[offset])) in a number")
        }
        let length = offset - start
        guard length <= limits.maxNumberBytes else {
            offset = start
            return fail(.inputLimit, "a number of \(length) bytes; at most \(limits.maxNumberBytes) are read")
        }
        return JSONToken(kind: .number, line: line, column: column, text: Array(bytes[start..<offset]))
    }

    /// A string's content decoded to UTF-8; the token stands at its opening quote.
    private mutating func string(column: Int) -> JSONToken? {
        let start = offset
        let startLine = line
        offset += 1
        var text: [UInt8] = []
        while true {
            guard has(offset) else { return fail("the string that starts at \(startLine):\(column) is never closed") }
            guard offset - start <= limits.maxStringBytes else {
                return fail(.inputLimit, "a string longer than \(limits.maxStringBytes) bytes")
            }
            let byte = bytes[offset]
            switch byte {
            case 0x22:
                offset += 1
                return JSONToken(kind: .string, line: startLine, column: column, text: text)
            case 0x5C:
                guard escape(into: &text) else { return nil }
            case 0x00..<0x20:
                return fail("control character \(Self.shown(byte)) in a string; JSON writes it as an escape (\\n, \\t, \\u00XX)")
            case 0x80...:
                let length = utf8Length(at: offset)
                guard length > 0 else { return fail("invalid UTF-8 (\(Self.shown(byte)))") }
                text.append(contentsOf: bytes[offset..<(offset + length)])
                offset += length
            default:
                text.append(byte)
                offset += 1
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode Table 3-7), or 0.
    private mutating func utf8Length(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return 0
        }
        guard has(index + length - 1) else { return 0 }
        guard bytes[index + 1] >= low && bytes[index + 1] <= high else { return 0 }
        for k in 2..<length where bytes[index + k] < 0x80 || bytes[index + k] > 0xBF { return 0 }
        return length
    }

    /// Decodes the escape at `offset` (its backslash); false when it is bad (failed).
    private mutating func escape(into text: inout [UInt8]) -> Bool {
        guard has(offset + 1) else {
            _ = fail("a backslash at the end of the file")
            return false
        }
        let letter = bytes[offset + 1]
        let simple: UInt8?
        switch letter {
        case 0x22, 0x5C, 0x2F: simple = letter
        case 0x62: simple = 0x08
        case 0x66: simple = 0x0C
        case 0x6E: simple = 0x0A
        case 0x72: simple = 0x0D
        case 0x74: simple = 0x09
        case 0x75: simple = nil
        default:
            _ = fail("a backslash before \(Self.shown(letter)) is no JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
            return false
        }
        if let simple {
            text.append(simple)
            offset += 2
            return true
        }
        guard var unit = hex4(at: offset + 2) else { return false }
        offset += 6
        var scalar: Unicode.Scalar?
        if (0xD800...0xDBFF).contains(unit), has(offset + 1), bytes[offset] == 0x5C, bytes[offset + 1] == 0x75,
            let low = hex4(at: offset + 2), (0xDC00...0xDFFF).contains(low)
        {
            offset += 6
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        if failure != nil { return false }
        scalar = Unicode.Scalar(unit)
        // A lone surrogate (RFC 8259 §8.2: its meaning is unpredictable) reads as U+FFFD.
        text.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
        return true
    }

    /// Four hex digits at `index`; nil (and the scan failed) when they are not.
    private mutating func hex4(at index: Int) -> UInt32? {
        var value: UInt32 = 0
        for k in 0..<4 {
            guard has(index + k), let digit = HexDigit.value(bytes[index + k]) else {
                offset = index + k
                _ = fail("\\u takes four hex digits")
                return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
