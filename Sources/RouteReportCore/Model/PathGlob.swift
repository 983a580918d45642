/// A path pattern of `exclude` and `[per-file-ignores]`, gitignore-like: `*` any run of
/// characters but `/`, `?` one of them, `[a-z]` and `[!a-z]` one of a set, `**` as a whole
/// segment any number of folders, `\` escapes the next character. A pattern with no `/`
/// but a trailing one matches a name at any depth; any other `/` anchors it to its base
/// folder. A trailing `/` matches folders only. `{a,b}` is literal, as in gitignore.
public struct PathGlob: Sendable, Hashable {
    /// The pattern as written.
    public var text: String
    /// Matched against the whole path from the base, not only its last name.
    var anchored: Bool
    var foldersOnly: Bool
    var segments: [Segment]

    enum Segment: Sendable, Hashable {
        /// `**`: zero or more folders.
        case anyDepth
        case name([Token])
    }

    enum Token: Sendable, Hashable {
        case literal(Character)
        /// `*`
        case anyRun
        /// `?`
        case anyOne
        /// `[…]`: one character in (or, negated, outside) the ranges.
        case set(negated: Bool, ranges: [ClosedRange<Character>])
    }

    /// Why a pattern cannot be read, and at which character of it (0-based).
    public struct Problem: Error, Sendable, Hashable {
        public var message: String
        public var offset: Int
    }

    /// The pattern `text`, or why it is no pattern.
    static func compile(_ text: String) -> Result<PathGlob, Problem> {
        var body = Array(text)
        guard !body.isEmpty else { return .failure(Problem(message: "an empty pattern matches nothing", offset: 0)) }
        if body.first == "!" {
            return .failure(Problem(message: "'!' (re-inclusion) is not supported; remove the pattern it undoes", offset: 0))
        }
        var leadingSlash = false
        if body.first == "/" {
            leadingSlash = true
            body.removeFirst()
        }
        var foldersOnly = false
        if body.last == "/" && !(body.count >= 2 && body[body.count - 2] == "\\") {
            foldersOnly = true
            body.removeLast()
        }
        guard !body.isEmpty else { return .failure(Problem(message: "the pattern names no file or folder", offset: 0)) }
        let start = leadingSlash ? 1 : 0
        var segments: [Segment] = []
        var tokens: [Token] = []
        var segmentText = ""
        var index = 0
        func closeSegment(at offset: Int) -> Problem? {
            if segmentText.isEmpty { return Problem(message: "empty path segment ('//')", offset: offset) }
            segments.append(segmentText == "**" ? .anyDepth : .name(tokens))
            tokens = []
            segmentText = ""
            return nil
        }
        while index < body.count {
            let character = body[index]
            let offset = start + index
            switch character {
            case "/":
                if let problem = closeSegment(at: offset) { return .failure(problem) }
            case "\\":
                guard index + 1 < body.count else {
                    return .failure(Problem(message: "'\\' at the end escapes nothing", offset: offset))
                }
                index += 1
                tokens.append(.literal(body[index]))
                segmentText += "\\" + String(body[index])
            case "*":
                // Two or more stars inside a name are one `*`, as in gitignore.
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                segmentText.append("*")
            case "?":
                tokens.append(.anyOne)
                segmentText.append("?")
            case "[":
                switch Self.set(in: body, from: index) {
                case .failure(let problem):
                    return .failure(Problem(message: problem.message, offset: start + problem.offset))
                case .success(let (token, end)):
                    tokens.append(token)
                    segmentText += String(body[index...end])
                    index = end
                }
            default:
                tokens.append(.literal(character))
                segmentText.append(character)
            }
            index += 1
        }
        if let problem = closeSegment(at: start + body.count) { return .failure(problem) }
        let anchored = leadingSlash || segments.count > 1
        return .success(PathGlob(text: text, anchored: anchored, foldersOnly: foldersOnly, segments: segments))
    }

    /// The set starting with `[` at `start`, and the index of its `]`.
    private static func set(in body: [Character], from start: Int) -> Result<(Token, Int), Problem> {
        var index = start + 1
        var negated = false
        if index < body.count && (body[index] == "!" || body[index] == "^") {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < body.count {
            var character = body[index]
            if character == "]" && !first { return .success((.set(negated: negated, ranges: ranges), index)) }
            if character == "/" { break }
            first = false
            if character == "\\" && index + 1 < body.count {
                index += 1
                character = body[index]
            }
            if index + 2 < body.count && body[index + 1] == "-" && body[index + 2] != "]" {
                let upper = body[index + 2]
                guard character <= upper else {
                    return .failure(Problem(message: "the range \(character)-\(upper) is backwards", offset: index))
                }
                ranges.append(character...upper)
                index += 3
            } else {
                ranges.append(character...character)
                index += 1
            }
        }
        return .failure(Problem(message: "'[' is never closed by ']'", offset: start))
    }

    /// Whether the path with `names` (its folders and name, from the base) matches, or
    /// any folder it is in does: what a matched folder holds is excluded with it.
    /// `isFolder`: whether the path itself is a folder.
    func matches(_ names: [Substring], isFolder: Bool) -> Bool {
        guard !names.isEmpty else { return false }
        for count in 1...names.count where matchesExactly(names[..<count], isFolder: count < names.count || isFolder) {
            return true
        }
        return false
    }

    private func matchesExactly(_ names: ArraySlice<Substring>, isFolder: Bool) -> Bool {
        if foldersOnly && !isFolder { return false }
        guard anchored else {
            guard case .name(let tokens) = segments.first, let last = names.last else { return true }
            return Self.matches(tokens[...], Array(last)[...])
        }
        return Self.matches(segments[...], names)
    }

    /// Whether `rest` holds for `items` with none, one, two… of its first elements
    /// dropped: what `**` (any folders) and `*` (any characters) match.
    private static func anyPrefixDropped<Element>(
        from items: ArraySlice<Element>, _ rest: (ArraySlice<Element>) -> Bool
    ) -> Bool {
        var remaining = items
        while true {
            if rest(remaining) { return true }
            guard !remaining.isEmpty else { return false }
            remaining = remaining.dropFirst()
        }
    }

    private static func matches(_ segments: ArraySlice<Segment>, _ names: ArraySlice<Substring>) -> Bool {
        guard let segment = segments.first else { return names.isEmpty }
        switch segment {
        case .anyDepth:
            return anyPrefixDropped(from: names) { matches(segments.dropFirst(), $0) }
        case .name(let tokens):
            guard let name = names.first, matches(tokens[...], Array(name)[...]) else { return false }
            return matches(segments.dropFirst(), names.dropFirst())
        }
    }

    private static func matches(_ tokens: ArraySlice<Token>, _ name: ArraySlice<Character>) -> Bool {
        guard let token = tokens.first else { return name.isEmpty }
        switch token {
        case .anyRun:
            return anyPrefixDropped(from: name) { matches(tokens.dropFirst(), $0) }
        case .anyOne:
            return !name.isEmpty && matches(tokens.dropFirst(), name.dropFirst())
        case .literal(let character):
            return name.first == character && matches(tokens.dropFirst(), name.dropFirst())
        case .set(let negated, let ranges):
            guard let character = name.first, ranges.contains(where: { $0.contains(character) }) != negated else {
                return false
            }
            return matches(tokens.dropFirst(), name.dropFirst())
        }
    }
}
