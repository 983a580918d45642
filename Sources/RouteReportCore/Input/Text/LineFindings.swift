/// The findings of a line-based reader (IGC, NMEA), each at its line, up to a number per
/// rule: a file with a fault on every line says so in a few lines, and the last one kept
/// counts the rest, so nothing is lost silently.
struct LineFindings {
    /// Findings kept per rule before the rest are only counted.
    static let keptPerRule = 10

    private(set) var kept: [Diagnostic] = []
    private var counts: [Rule: Int] = [:]
    /// Where in `kept` each rule's last finding is.
    private var lastKept: [Rule: Int] = [:]

    mutating func add(_ diagnostic: @autoclosure () -> Diagnostic, rule: Rule) {
        let count = (counts[rule] ?? 0) + 1
        counts[rule] = count
        guard count <= Self.keptPerRule else { return }
        let made = diagnostic()
        lastKept[rule] = kept.count
        kept.append(made)
    }

    mutating func add(_ diagnostic: Diagnostic) {
        add(diagnostic, rule: diagnostic.rule)
    }

    /// The findings in the order they were made, the last of a rule with too many
    /// saying how many more there were.
    var diagnostics: [Diagnostic] {
        var out = kept
        for (rule, count) in counts where count > Self.keptPerRule {
            if let index = lastKept[rule] {
                let more = count - Self.keptPerRule
                out[index].message += " (and \(more) more line\(more == 1 ? "" : "s") like it)"
            }
        }
        return out
    }
}
