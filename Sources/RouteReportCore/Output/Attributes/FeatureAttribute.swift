import Foundation

/// One typed attribute of the features routereport writes: its name, type, unit and how
/// its value is read from the report. Every format that writes attributes reads the same
/// lists (`FlightAttributes`, `LandmarkAttributes`): routes.kml's `Schema` and
/// `SchemaData`, routes.geojson's properties, report.json's flight members.
struct FeatureAttribute<Subject>: Sendable {
    let name: String
    let kind: AttributeKind
    /// The unit of a number, which its name also ends in (`m`, `deg`); nil for none.
    let unit: String?
    /// The decimals of a number's unit it means (0.1 m, 10⁻⁶°), which the map formats
    /// (routes.kml, routes.geojson) round it to; nil: written as computed. report.json
    /// writes every number as computed.
    let decimals: Int?
    /// The value for a subject; nil when it has none (left out, never written as null).
    let value: @Sendable (Subject) -> AttributeValue?

    init(
        _ name: String, _ kind: AttributeKind, unit: String? = nil, decimals: Int? = nil,
        value: @escaping @Sendable (Subject) -> AttributeValue?
    ) {
        self.name = name
        self.kind = kind
        self.unit = unit
        self.decimals = decimals
        self.value = value
    }

    /// The attributes with a value for `subject`, in list order.
    static func values(of attributes: [FeatureAttribute], for subject: Subject) -> [(name: String, value: AttributeValue)] {
        var values: [(name: String, value: AttributeValue)] = []
        values.reserveCapacity(attributes.count)
        for attribute in attributes {
            if let value = attribute.value(subject) { values.append((attribute.name, value)) }
        }
        return values
    }

    /// `values`, each number rounded to its attribute's `decimals`, as a map shows it.
    static func mapValues(of attributes: [FeatureAttribute], for subject: Subject) -> [(name: String, value: AttributeValue)] {
        var values: [(name: String, value: AttributeValue)] = []
        values.reserveCapacity(attributes.count)
        for attribute in attributes {
            guard let value = attribute.value(subject) else { continue }
            if case .double(let number) = value, let decimals = attribute.decimals {
                values.append((attribute.name, .double(AttributeValue.rounded(number, decimals: decimals))))
            } else {
                values.append((attribute.name, value))
            }
        }
        return values
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

    /// `number` to `decimals` decimals, half away from zero: the Double nearest the
    /// decimal, which prints as it (`1381014.0299` to 1 is 1381014.0); 0 rather than -0.
    static func rounded(_ number: Double, decimals: Int) -> Double {
        // 10⁰ … 10¹⁹ are exact Doubles, the very values `pow(10, d)` returns, without the
        // call: a map's every number is rounded.
        let scale = (0...19).contains(decimals) ? Double(DecimalFormat.powerOfTen(decimals)) : pow(10, Double(decimals))
        return (number * scale).rounded(.toNearestOrAwayFromZero) / scale + 0
    }

    var kind: AttributeKind {
        switch self {
        case .string: .string
        case .double: .double
        case .int: .int
        case .bool: .bool
        }
    }
}
