/// Settles ids across a whole run, in input order: the explicit id where present, else
/// `FILESTEM-N` (N = position among the file's features, from 1). Generated ids are made
/// unique against every explicit id and every earlier id with `-2`, `-3`, …
/// (`SuffixedNames`). A repeated explicit id is a `duplicate-id` error naming the first;
/// the feature is kept, under a suffixed id, so that nothing the user wrote disappears
/// from the reports. An id's control and hidden format characters are written `\xHH` or
/// `\u{…}` (`FileName.oneLine`), the same text in report.json, routes.kml and every other
/// output.
struct FeatureIdentity: Sendable {
    /// Per document, the id of each of its features.
    let ids: [[String]]
    /// Per document, its `duplicate-id` errors, in feature order.
    let duplicates: [[Diagnostic]]

    /// The ids of every feature of `documents`, a run's documents (or what `validate`
    /// keeps of them, `CheckedFile`) in run order.
    ///
    /// Two passes, each in run order: the explicit ids first (one hash lookup each, the
    /// whole cost of a run whose features all have one), then the generated and suffixed
    /// ids. A generated id must never take an id that a later file states, so it is made
    /// only once every explicit id is known; the second pass makes them in the order one
    /// pass over the features would, so each gets the same suffix.
    init<Document: IdentifiedFeatures>(documents: [Document]) {
        let featureCount = documents.reduce(0) { $0 + $1.featureCount }
        let explicit = Self.explicitIDs(documents, expecting: featureCount)
        var ids = documents.map { [String](repeating: "", count: $0.featureCount) }
        // Neither an id taken before nor an explicit id of any feature of the run.
        let firstUse = explicit.firstUse
        var names = SuffixedNames(reserved: { firstUse[$0] != nil })
        for (index, document) in documents.enumerated() {
            let stem = FileName.oneLine(Self.stem(of: document.file))
            for position in 0..<document.featureCount {
                guard let id = document.explicitID(at: position).map({ FileName.oneLine($0) }) else {
                    ids[index][position] = names.claim(stem + "-" + String(position + 1))
                    continue
                }
                // The first use keeps its id; a repeated one is made unique.
                ids[index][position] = firstUse[id] == index << 32 | position ? id : names.claim(id)
            }
        }
        self.ids = ids
        duplicates = explicit.duplicates
        suffixProbes = names.probes
    }

    /// The `duplicate-id` errors of `documents`, per document, as `init(documents:)`
    /// makes them, without making every feature's id.
    static func duplicateIDs<Document: IdentifiedFeatures>(documents: [Document]) -> [[Diagnostic]] {
        // Room for the features that have an id, not for every feature: most have none
        // in a big flight list, and a table grown by doubling rehashes every id.
        let expecting = documents.reduce(0) { count, document in
            count + (0..<document.featureCount).count { document.explicitID(at: $0) != nil }
        }
        return explicitIDs(documents, expecting: expecting).duplicates
    }

    /// Every explicit id with where it is first used (document index << 32 | feature
    /// index), and the `duplicate-id` errors of its later uses, per document. `expecting`:
    /// how many ids to make room for at once.
    private static func explicitIDs<Document: IdentifiedFeatures>(
        _ documents: [Document], expecting: Int
    ) -> (firstUse: [String: Int], duplicates: [[Diagnostic]]) {
        var firstUse: [String: Int] = Dictionary(minimumCapacity: expecting)
        var duplicates = [[Diagnostic]](repeating: [], count: documents.count)
        for (index, document) in documents.enumerated() {
            for position in 0..<document.featureCount {
                // Written the same in every output (XML cannot hold a control character),
                // so two ids that show alike are alike here too.
                guard let explicit = document.explicitID(at: position).map({ FileName.oneLine($0) }) else { continue }
                let place = index << 32 | position
                // Looked up, then stored: `firstUse[explicit, default: place]` boxes its
                // default, two allocations an id.
                guard let first = firstUse[explicit] else {
                    firstUse[explicit] = place
                    continue
                }
                let firstSource = documents[first >> 32].source(at: first & 0xFFFF_FFFF)
                duplicates[index].append(
                    Diagnostic(
                        .duplicateID, "duplicate id '\(explicit)': first used at \(firstSource.named)",
                        at: document.source(at: position)))
            }
        }
        return (firstUse, duplicates)
    }

    /// Names looked up while making ids unique (`SuffixedNames.probes`).
    let suffixProbes: Int

    /// The file name without folders and without its last extension; `stdin` for `-`.
    static func stem(of file: String) -> String {
        if file == "-" { return "stdin" }
        let name = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(name[..<dot])
        }
        return name
    }
}

/// What settling ids reads of one file's features, in document order.
protocol IdentifiedFeatures {
    /// The file as the user named it (`-` for stdin).
    var file: String { get }
    var featureCount: Int { get }
    func explicitID(at position: Int) -> String?
    func source(at position: Int) -> SourceLocation
}

extension InputDocument: IdentifiedFeatures {
    var featureCount: Int { features.count }
    func explicitID(at position: Int) -> String? { features[position].explicitID }
    func source(at position: Int) -> SourceLocation { features[position].source }
}
