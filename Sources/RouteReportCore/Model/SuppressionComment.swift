/// An XML comment that silences named rules in its file:
/// `<!-- routereport-disable-line RULE[, RULE…][: reason] -->` (findings on the comment's
/// line), `routereport-disable-next-line` (on the line after the comment) and
/// `routereport-disable-file` (anywhere in the file). A reason follows a colon, since
/// XML forbids `--` inside a comment.
struct SuppressionComment: Sendable, Hashable {
    enum Scope: String, Sendable, Hashable {
        case line = "disable-line"
        case nextLine = "disable-next-line"
        case file = "disable-file"
    }

    var scope: Scope
    var rules: [Rule]
    var reason: String?
    /// Where the comment starts.
    var location: SourceLocation
    /// The line whose findings it silences; nil for the whole file.
    var targetLine: Int?

    /// The word every directive starts with.
    static let prefix = "routereport-"

    /// A directive comment read: the directive, or why it is none.
    enum Reading {
        case directive(SuppressionComment)
        case refused(Diagnostic)
    }

    /// Whether `text` (a comment's text) is meant as a directive: it starts with the prefix.
    static func isDirective(_ text: some Collection<UInt8>) -> Bool {
        let trimmed = text.drop { XMLWhitespace.contains($0) }
        return trimmed.starts(with: prefix.utf8)
    }

    /// Reads a directive comment; a `suppression-syntax` warning at the comment when it
    /// does not parse (it then silences nothing).
    /// - Parameters:
    ///   - text: the comment's text, between `<!--` and `-->`.
    ///   - location: where the comment starts.
    ///   - endLine: the line where it ends.
    static func parse(_ text: String, at location: SourceLocation, endLine: Int) -> Reading {
        func refused(_ message: String) -> Reading {
            .refused(Diagnostic(.suppressionSyntax, message + "; the comment silences nothing", at: location))
        }
        let trimmed = text.trimmingXMLWhitespace()
        let keyword = String(trimmed.prefix { !Self.isSpace($0) && $0 != ":" })
        guard let scope = Scope(rawValue: String(keyword.dropFirst(prefix.count))) else {
            return refused(
                "'\(keyword)' is no directive: write routereport-disable-line, routereport-disable-next-line or routereport-disable-file"
            )
        }
        let rest = trimmed.dropFirst(keyword.count)
        let colon = rest.firstIndex(of: ":")
        let list = colon.map { rest[..<$0] } ?? rest
        let reason = colon.map { String(rest[rest.index(after: $0)...]).trimmingXMLWhitespace() }
        let names = list.split { $0 == "," || Self.isSpace($0) }.map(String.init)
        guard !names.isEmpty else {
            return refused(
                "\(keyword) names no rule: name the rules it silences (e.g. \(keyword) time-order), so that rules added later are not silenced too"
            )
        }
        var rules: [Rule] = []
        for name in names {
            guard let rule = Rule(rawValue: name) else {
                let near = Rule.nearest(to: name).map { " (did you mean '\($0.rawValue)'?)" } ?? ""
                return refused("'\(name)' is no rule routereport has\(near)")
            }
            guard !rule.isAlwaysFatal else {
                return refused("\(name) cannot be silenced: it means the file, or the rest of it, was not read")
            }
            if !rules.contains(rule) { rules.append(rule) }
        }
        if scope == .line, endLine != location.line {
            return refused("\(keyword) must fit on one line, the line it silences")
        }
        let target: Int?
        switch scope {
        case .line: target = location.line
        case .nextLine: target = endLine + 1
        case .file: target = nil
        }
        return .directive(
            SuppressionComment(
                scope: scope, rules: rules, reason: reason?.isEmpty == false ? reason : nil, location: location,
                targetLine: target))
    }

    /// Whether the comment silences `diagnostic`. A finding that the file, or the rest of
    /// it, was not read (`Diagnostic.isFatal`) is never silenced.
    func silences(_ diagnostic: Diagnostic) -> Bool {
        guard rules.contains(diagnostic.rule), !diagnostic.isFatal, diagnostic.location.file == location.file else {
            return false
        }
        return targetLine == nil || diagnostic.location.line == targetLine
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r"
    }
}

extension Rule {
    /// The rule nearest to a mistyped name, at most 2 edits away and fewer than half its length.
    static func nearest(to name: String) -> Rule? {
        EditDistance.nearest(to: name, among: allCases.map(\.rawValue)).flatMap(Rule.init)
    }

    /// Rules whose every finding means a file, or the rest of it, was not read: no
    /// comment can silence them (a comment after the fault was never read either).
    var isAlwaysFatal: Bool {
        switch self {
        case .archiveInvalid, .inputLimit, .unreadableFile, .noInput: return true
        default: return false
        }
    }
}
