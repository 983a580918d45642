extension SuppressionComment {
    /// `diagnostics` (one file's, the run-wide ones about it included) without those
    /// `comments` silence, how many they silenced, and a `suppression-unused` warning at
    /// a comment for each of its rules that silenced nothing there (`rulesOff`: the rules
    /// the configuration turns off, which the message then names).
    static func apply(
        _ comments: [SuppressionComment], to diagnostics: [Diagnostic], rulesOff: Set<Rule> = []
    ) -> (kept: [Diagnostic], silencedCount: Int, unused: [Diagnostic]) {
        var byLine: [Int: [Int]] = [:]
        var wholeFile: [Int] = []
        for (index, comment) in comments.enumerated() {
            if let line = comment.targetLine { byLine[line, default: []].append(index) } else { wholeFile.append(index) }
        }
        var used = Set<UsedRule>()
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let candidates = (diagnostic.location.line.flatMap { byLine[$0] } ?? []) + wholeFile
            if let silencer = candidates.first(where: { comments[$0].silences(diagnostic) }) {
                used.insert(UsedRule(comment: silencer, rule: diagnostic.rule))
            } else {
                kept.append(diagnostic)
            }
        }
        var unused: [Diagnostic] = []
        for (index, comment) in comments.enumerated() {
            for rule in comment.rules where !used.contains(UsedRule(comment: index, rule: rule)) {
                let place = comment.targetLine.map { "on line \($0)" } ?? "in this file"
                let message =
                    rulesOff.contains(rule)
                    ? "\(rule.rawValue) is off in the configuration, so there is nothing \(place) to silence; remove the rule from the comment"
                    : "no \(rule.rawValue) finding \(place) to silence; remove the rule from the comment"
                unused.append(Diagnostic(.suppressionUnused, message, at: comment.location))
            }
        }
        return (kept, diagnostics.count - kept.count, unused)
    }

    private struct UsedRule: Hashable {
        var comment: Int
        var rule: Rule
    }
}
