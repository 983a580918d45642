/// How far apart two words are, for a "did you mean …?": the optimal string alignment
/// distance (Damerau–Levenshtein without repeated edits of one substring), by characters:
/// an insertion, a deletion, a substitution or a swap of neighbours is one edit.
public enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The known word nearest to `word` (compared in lower case), at most 2 edits away and
    /// fewer edits than half its length; the first in `known` on a tie.
    public static func nearest(to word: String, among known: [String]) -> String? {
        var best: (word: String, distance: Int)?
        for candidate in known {
            let distance = between(word.lowercased(), candidate)
            if distance <= 2, 2 * distance < candidate.count, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }
}
