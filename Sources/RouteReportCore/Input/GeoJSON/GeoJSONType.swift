/// RFC 7946's type names (§1.4), case-sensitive, and the check every GeoJSON object's
/// `type` member gets.
enum GeoJSONType: String, CaseIterable, Sendable {
    case feature = "Feature"
    case featureCollection = "FeatureCollection"
    case point = "Point"
    case multiPoint = "MultiPoint"
    case lineString = "LineString"
    case multiLineString = "MultiLineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
    case geometryCollection = "GeometryCollection"

    var isGeometry: Bool { self != .feature && self != .featureCollection }

    /// How many arrays a geometry's `coordinates` nest above one position: a Point's is
    /// a position, a LineString's an array of them, and so on.
    var positionDepth: Int {
        switch self {
        case .point: return 0
        case .multiPoint, .lineString: return 1
        case .multiLineString, .polygon: return 2
        case .multiPolygon: return 3
        case .feature, .featureCollection, .geometryCollection: return -1
        }
    }

    /// The type a name means regardless of case (`featurecollection`), for the advice.
    static func ignoringCase(_ name: String) -> GeoJSONType? {
        let lowered = name.lowercased()
        return allCases.first { $0.rawValue.lowercased() == lowered }
    }

    static let geometryNames = allCases.filter(\.isGeometry).map(\.rawValue).joined(separator: ", ")

    /// The `type` of `object` (which `node` is), or nil with a `geojson-type` error when
    /// it is missing, not a string or unknown. A miscased name is an error that names the
    /// right spelling, and reads as that type, so the rest of the object is still checked.
    static func of(
        _ object: JSONObject, at node: JSONNode, what: String, file: String, diagnostics: inout [Diagnostic]
    ) -> GeoJSONType? {
        guard let member = object.member("type") else {
            diagnostics.append(
                Diagnostic(
                    .geojsonType, "the \(what) has no 'type' member",
                    at: SourceLocation(file: file, line: node.line, column: node.column)))
            return nil
        }
        let at = SourceLocation(file: file, line: member.value.line, column: member.value.column)
        guard let name = member.value.string else {
            diagnostics.append(Diagnostic(.geojsonType, "'type' is \(member.value.kind), not a type name", at: at))
            return nil
        }
        if let type = GeoJSONType(rawValue: name) { return type }
        if let type = ignoringCase(name) {
            diagnostics.append(
                Diagnostic(
                    .geojsonType, "type '\(name)' is miscased: GeoJSON type names are case-sensitive; write '\(type.rawValue)'",
                    at: at))
            return type
        }
        diagnostics.append(
            Diagnostic(
                .geojsonType,
                "unknown type '\(name.prefix(60))'; GeoJSON's types are Feature, FeatureCollection, \(geometryNames)",
                at: at))
        return nil
    }
}
