/// Budgets that turn a hostile or absurd JSON input into an `input-limit` diagnostic,
/// in the spirit of `XMLLimits`: nothing in a JSON file may make the reader recurse or
/// allocate without bound.
struct JSONLimits: Sendable {
    /// Arrays and objects open at once (a MultiPolygon's coordinates are five deep).
    var maxDepth = 256
    /// The bytes of one number's text: a longer one is no coordinate anybody wrote.
    var maxNumberBytes = 1000
    /// One string's bytes, as written (`XMLLimits.maxTextBytes`' size).
    var maxStringBytes = 10_000_000
    /// Features (flights and landmarks) the file's reader takes (`FeatureLimit`).
    var maxFeatures = FeatureLimit.standard
    static let standard = JSONLimits()
}
