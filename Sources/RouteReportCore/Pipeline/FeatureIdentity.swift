/// Settles ids across a whole run, in input order: the explicit id where present, else
/// `FILESTEM-N` (N = position among the file's features, from 1). Generated ids are made
/// unique against every explicit id and every earlier id with `-2`, `-3`, … A repeated
/// explicit id is a `duplicate-id` error naming the first; the feature is kept, under a
/// suffixed id, so that nothing the user wrote disappears from the reports.
struct FeatureIdentity {
    /// Generated and suffixed ids given so far.
    private var taken: Set<String> = []
    /// Every explicit id of the run, with where it was first used once it has been.
    /// One table for both, so settling an explicit id is a single hash lookup
    /// (a run of 100,000 flights spent 5% of its `-j 2` time here with three).
    private var explicitIDs: [String: SourceLocation?]

    /// Every explicit id of the run is reserved up front, so a generated id never takes
    /// an id that a later file states. `capacity`: about how many there are.
    init<S: Sequence>(allExplicitIDs: S, capacity: Int = 0) where S.Element == String {
        explicitIDs = Dictionary(minimumCapacity: capacity)
        for id in allExplicitIDs { explicitIDs[id] = .some(nil) }
    }

    /// The id for `feature`, the `position`-th (from 1) feature of `file`; appends a
    /// `duplicate-id` diagnostic when its explicit id was seen before.
    mutating func settle(_ feature: Feature, file: String, position: Int, diagnostics: inout [Diagnostic]) -> String {
        if let explicit = feature.explicitID {
            var firstUse: SourceLocation?
            Self.recordUse(of: feature.source, in: &explicitIDs[explicit, default: nil], firstUse: &firstUse)
            guard let first = firstUse else { return explicit }
            diagnostics.append(
                Diagnostic(
                    .duplicateID,
                    "duplicate id '\(explicit)': first used at \(Self.describe(first))",
                    at: feature.source))
            return unique(explicit)
        }
        let generated = Self.stem(of: file) + "-" + String(position)
        return unique(generated)
    }

    /// Marks an explicit id used at `location`, or gives where it was used first.
    private static func recordUse(of location: SourceLocation, in slot: inout SourceLocation?, firstUse: inout SourceLocation?) {
        if let first = slot { firstUse = first } else { slot = location }
    }

    /// `base`, or `base-2`, `base-3`, … : the first that is neither taken nor an explicit
    /// id of any feature of the run.
    private mutating func unique(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) || explicitIDs[candidate] != nil {
            candidate = base + "-" + String(suffix)
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The file name without folders and without its last extension; `stdin` for `-`.
    static func stem(of file: String) -> String {
        if file == "-" { return "stdin" }
        let name = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(name[..<dot])
        }
        return name
    }

    private static func describe(_ location: SourceLocation) -> String {
        var text = location.file
        if let line = location.line { text += ":\(line)" }
        if let column = location.column { text += ":\(column)" }
        return text
    }
}
