/// "did you mean …?" for a mistyped word: the nearest of the known words by edit
/// distance (insertions, deletions, substitutions and swaps of neighbours), when it is
/// near enough to be the one meant.
enum Suggestion {
    /// `; did you mean 'X'?`, or "" when no known word is near.
    static func didYouMean(_ word: String, among known: [String]) -> String {
        nearest(to: word, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The known word nearest to `word`, at most 2 edits away and fewer edits than half
    /// its length; the first in `known` on a tie.
    static func nearest(to word: String, among known: [String]) -> String? {
        var best: (word: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(word.lowercased(), candidate)
            if distance <= 2, 2 * distance < candidate.count, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }

    /// The long option an unknown one-letter option most likely means: of the long
    /// options that start with its letter (in any case), the first that takes no value
    /// (`-v` → `--version`, as `-v` is in most tools), else the first.
    static func longOption(forShort letter: Character) -> String? {
        let starting = OptionSpec.all.filter { $0.long.first == Character(letter.lowercased()) }
        return (starting.first { !$0.takesValue } ?? starting.first)?.spelledLong
    }

    /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of
    /// one substring), by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
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
}
