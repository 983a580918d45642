/// One typed attribute of the features routereport writes: its name, type, unit and how
/// its value is read from the report. Every format that writes attributes reads the same
/// lists (`FlightAttributes`, `LandmarkAttributes`): routes.kml's `Schema` and
/// `SchemaData`, routes.geojson's properties, report.json's flight members.
struct FeatureAttribute<Subject>: Sendable {
    let name: String
    let kind: AttributeKind
    /// The unit of a number, which its name also ends in (`m`, `deg`); nil for none.
    let unit: String?
    /// The value for a subject; nil when it has none (left out, never written as null).
    let value: @Sendable (Subject) -> AttributeValue?

    init(_ name: String, _ kind: AttributeKind, unit: String? = nil, value: @escaping @Sendable (Subject) -> AttributeValue?) {
        self.name = name
        self.kind = kind
        self.unit = unit
        self.value = value
    }

    /// The attributes with a value for `subject`, in list order.
    static func values(of attributes: [FeatureAttribute], for subject: Subject) -> [(name: String, value: AttributeValue)] {
        attributes.compactMap { attribute in attribute.value(subject).map { (attribute.name, $0) } }
    }
}

/// The value types of attributes; the raw values are KML's `SimpleField` type names.
enum AttributeKind: String, Sendable {
    case string
    case double
    case int
    case bool
}

/// A value of one of the kinds.
enum AttributeValue: Sendable, Equatable {
    case string(String)
    case double(Double)
    case int(Int)
    case bool(Bool)

    var kind: AttributeKind {
        switch self {
        case .string: .string
        case .double: .double
        case .int: .int
        case .bool: .bool
        }
    }
}
