/// A Feature's name and description from its properties: `name`, else `title` (what
/// uMap and Mapbox write); `description`, else `desc` (GPX's name, which togeojson keeps).
struct GeoJSONFeatureText {
    var name: String?
    var description: String?

    init(_ properties: JSONObject?) {
        name = Self.text(properties, "name") ?? Self.text(properties, "title")
        description = Self.text(properties, "description") ?? Self.text(properties, "desc")
    }

    /// A property's text, trimmed; nil when absent, empty or not a string.
    private static func text(_ properties: JSONObject?, _ name: String) -> String? {
        guard let text = properties?[name]?.string.map({ $0.trimmingXMLWhitespace() }), !text.isEmpty else { return nil }
        return text
    }
}
