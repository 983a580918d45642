/// Whether a JSON object's first bytes look like GeoJSON: among the root object's
/// members, a `type` whose value is a GeoJSON type name (in any case: a miscased one is
/// still GeoJSON, read so that it gets its `geojson-type` error), or a `features`,
/// `geometry` or `coordinates` member. A `.json` file of anything else (a package
/// manifest, a settings file) is no input.
enum GeoJSONRecognition {
    /// How much of a file the question reads.
    static let prefixBytes = 65_536

    static func looksLikeGeoJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let prefix = UnsafeBufferPointer(rebasing: bytes.prefix(prefixBytes))
        var parser = JSONParser(prefix, file: "")
        guard let first = parser.next(), first.kind == .beginObject else { return false }
        var found = false
        // The walk stops at the first sign, or where the prefix (or the JSON) ends.
        _ = parser.members(depth: 1) { parser, name, _, valueToken in
            switch name {
            case "features", "geometry", "coordinates":
                found = true
                return false
            case "type":
                if valueToken.kind == .string,
                    GeoJSONType.ignoringCase(String(decoding: valueToken.text, as: UTF8.self)) != nil
                {
                    found = true
                    return false
                }
                return parser.value(from: valueToken, depth: 2) != nil
            default:
                return parser.value(from: valueToken, depth: 2) != nil
            }
        }
        return found
    }
}
