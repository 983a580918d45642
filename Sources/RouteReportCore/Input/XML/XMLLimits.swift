/// Budgets that turn a hostile or absurd XML input into an `input-limit` diagnostic.
/// libxml2 enforces its own (depth 256, a name 50,000 bytes, entity amplification)
/// because we do not pass `XML_PARSE_HUGE`: in libxml2 2.9 that option also switches
/// off the entity amplification ("billion laughs") guard.
struct XMLLimits: Sendable {
    var maxDepth = 256
    var maxNodes = 500_000_000
    /// Attributes (and namespace declarations) on one element: see `XMLStartTagScan`.
    var maxAttributes = 1000
    /// One run of text (libxml2's `XML_MAX_TEXT_LENGTH`), except in a `coordinates`
    /// element, whose text is read as it arrives and is never held.
    var maxTextBytes = 10_000_000
    /// Features (flights and landmarks) the file's reader takes (`FeatureLimit`).
    var maxFeatures = FeatureLimit.standard
    /// Whether a KML 2.2 or GPX document is checked against its schema as it is read
    /// (`XMLSchemaValidator`): every run does.
    var checksSchemas = true
    /// Whether a GPX track point or a KML placemark's contents, plain and valid by stricter
    /// checks of their own, are left out of the schema check (`GPXPointShortcut`,
    /// `KMLPlacemarkShortcut`): every run does; tests compare.
    var usesSchemaShortcuts = true
    static let standard = XMLLimits()
    /// A document's features and its other findings, without the schema's.
    static let featuresOnly = XMLLimits(checksSchemas: false)
}
