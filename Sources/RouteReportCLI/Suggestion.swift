import RouteReportCore

/// "did you mean …?" for a mistyped word: the nearest of the known words by edit
/// distance (`EditDistance`), when it is near enough to be the one meant.
enum Suggestion {
    /// `; did you mean 'X'?`, or "" when no known word is near.
    static func didYouMean(_ word: String, among known: [String]) -> String {
        EditDistance.nearest(to: word, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The long option an unknown one-letter option most likely means: of the long
    /// options that start with its letter (in any case), the first that takes no value
    /// (`-v` → `--version`, as `-v` is in most tools), else the first.
    static func longOption(forShort letter: Character) -> String? {
        let starting = OptionSpec.all.filter { $0.long.first == Character(letter.lowercased()) }
        return (starting.first { !$0.takesValue } ?? starting.first)?.spelledLong
    }
}
