/// RFC 8259's grammar over `JSONScanner`'s tokens: builds one value at a time
/// (`value(from:depth:)`), or lets a caller walk an object's members and an array's
/// entries itself (`GeoJSONReader` walks a FeatureCollection's `features` entry by
/// entry). The first error ends the parse: `failure` says where, and what was built
/// before it stays the caller's.
struct JSONParser {
    private var scanner: JSONScanner
    private let file: String
    private let limits: JSONLimits
    private var grammarFailure: Diagnostic?
    /// `json-duplicate-key` warnings, in the order met.
    var warnings: [Diagnostic] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: JSONLimits = .standard) {
        scanner = JSONScanner(bytes, file: file, limits: limits)
        self.file = file
        self.limits = limits
    }

    /// A parser over a stream's bytes, read as they are needed.
    init(window: JSONByteWindow, file: String, limits: JSONLimits = .standard) {
        scanner = JSONScanner(window: window, file: file, limits: limits)
        self.file = file
        self.limits = limits
    }

    /// The error that ended the parse: a byte the scanner refused, a token out of
    /// place, or a budget.
    var failure: Diagnostic? { grammarFailure ?? scanner.failure }

    mutating func next() -> JSONToken? {
        guard grammarFailure == nil else { return nil }
        return scanner.next()
    }

    /// Ends the parse with an error at `token`; always nil.
    @discardableResult
    mutating func fail(_ message: String, at token: JSONToken, rule: Rule = .jsonSyntax) -> JSONNode? {
        if failure == nil { grammarFailure = Diagnostic(rule, message, at: location(token)) }
        return nil
    }

    func location(_ token: JSONToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    /// The value that `token` starts, `depth` arrays and objects deep (the root is 1).
    mutating func value(from token: JSONToken, depth: Int) -> JSONNode? {
        switch token.kind {
        case .beginObject, .beginArray:
            guard depth <= limits.maxDepth else {
                return fail(
                    "arrays and objects nested more than \(limits.maxDepth) deep", at: token, rule: .inputLimit)
            }
            return token.kind == .beginObject ? object(from: token, depth: depth) : array(from: token, depth: depth)
        case .string:
            return JSONNode(value: .string(String(decoding: token.text, as: UTF8.self)), line: token.line, column: token.column)
        case .number:
            let text = String(decoding: token.text, as: UTF8.self)
            // The grammar checked the text; a value too big for a Double is ±infinity.
            let number = Double(text) ?? .nan
            return JSONNode(value: .number(number, text: text), line: token.line, column: token.column)
        case .trueLiteral, .falseLiteral:
            return JSONNode(value: .bool(token.kind == .trueLiteral), line: token.line, column: token.column)
        case .null:
            return JSONNode(value: .null, line: token.line, column: token.column)
        case .end:
            return fail("the file ends where a value should be", at: token)
        case .endArray, .endObject, .colon, .comma:
            return fail("expected a value, found \(token.described)", at: token)
        }
    }

    private mutating func array(from start: JSONToken, depth: Int) -> JSONNode? {
        var collected = JSONArrayCollector()
        let done = entries(depth: depth) { parser, token in
            guard let entry = parser.value(from: token, depth: depth + 1) else { return false }
            collected.append(entry)
            return true
        }
        return done ? JSONNode(value: collected.value, line: start.line, column: start.column) : nil
    }

    private mutating func object(from start: JSONToken, depth: Int) -> JSONNode? {
        var object = JSONObject()
        var seen: [String: Int] = [:]
        let done = members(depth: depth) { parser, name, nameToken, valueToken in
            guard let value = parser.value(from: valueToken, depth: depth + 1) else { return false }
            parser.add(
                JSONMember(name: name, line: nameToken.line, column: nameToken.column, value: value), to: &object, seen: &seen)
            return true
        }
        guard done else { return nil }
        return JSONNode(value: .object(object), line: start.line, column: start.column)
    }

    /// Adds `member` to `object`; a name met again (`seen`: each name's place) replaces
    /// the first with a `json-duplicate-key` warning at it: the last one is read.
    mutating func add(_ member: JSONMember, to object: inout JSONObject, seen: inout [String: Int]) {
        guard let earlier = seen[member.name] else {
            seen[member.name] = object.members.count
            object.members.append(member)
            return
        }
        let first = object.members[earlier]
        warnings.append(
            Diagnostic(
                .jsonDuplicateKey,
                "the member '\(member.name)' appears twice in one object (first at \(first.line):\(first.column)); the last one is read",
                at: SourceLocation(file: file, line: member.line, column: member.column)))
        object.members[earlier] = member
    }

    /// Walks the members of an object whose `{` was just read: for each, `member` gets
    /// the name, the name's token and the first token of its value, and must consume the
    /// value (true) or stop (false). True when the closing `}` was read.
    mutating func members(
        depth: Int, _ member: (inout JSONParser, String, JSONToken, JSONToken) -> Bool
    ) -> Bool {
        guard var token = next() else { return false }
        if token.kind == .endObject { return true }
        while true {
            guard token.kind == .string else {
                fail("expected a member name in double quotes, found \(token.described)", at: token)
                return false
            }
            let name = String(decoding: token.text, as: UTF8.self)
            guard let colon = next() else { return false }
            guard colon.kind == .colon else {
                fail("expected ':' after the member name, found \(colon.described)", at: colon)
                return false
            }
            guard let valueToken = next(), member(&self, name, token, valueToken) else { return false }
            switch separator(closedBy: .endObject, expected: "',' or '}' after a member") {
            case .next(let following): token = following
            case .closed: return true
            case .stopped: return false
            }
        }
    }

    /// Walks the entries of an array whose `[` was just read, each handed to `entry` as
    /// its first token; `entry` consumes it (true) or stops (false). True at the `]`.
    mutating func entries(depth: Int, _ entry: (inout JSONParser, JSONToken) -> Bool) -> Bool {
        guard var token = next() else { return false }
        if token.kind == .endArray { return true }
        while true {
            guard entry(&self, token) else { return false }
            switch separator(closedBy: .endArray, expected: "',' or ']' after an array entry") {
            case .next(let following): token = following
            case .closed: return true
            case .stopped: return false
            }
        }
    }

    /// What follows an object's member or an array's entry.
    private enum Separator {
        /// A `,` and then this token, the next member's or entry's first.
        case next(JSONToken)
        /// The closing bracket.
        case closed
        /// Neither (its finding made), or the input ended.
        case stopped
    }

    /// Reads what follows a member or an entry: a `,` and the next one's first token, or
    /// the `closing` bracket; a trailing comma or anything else is a finding.
    @inline(__always)
    private mutating func separator(closedBy closing: JSONToken.Kind, expected: String) -> Separator {
        guard let after = next() else { return .stopped }
        switch after.kind {
        case .comma:
            guard let following = next() else { return .stopped }
            if following.kind == closing {
                fail("a trailing comma before \(following.described); JSON has none", at: following)
                return .stopped
            }
            return .next(following)
        case closing:
            return .closed
        default:
            fail("expected \(expected), found \(after.described)", at: after)
            return .stopped
        }
    }

    /// After the root value: only white space may follow.
    mutating func expectEnd() {
        guard let token = next(), token.kind != .end else { return }
        fail("\(token.described) after the end of the JSON value", at: token)
    }
}
