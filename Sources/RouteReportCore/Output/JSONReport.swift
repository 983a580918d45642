import Foundation

/// report.json (SPEC section 3): Codable mirrors of the schema. `null` is written for
/// every absent value (JSONEncoder would otherwise leave the key out), -0 as 0, and keys
/// are sorted by the encoder.
struct JSONReport: Encodable {
    var generator: String
    var reference_time: String
    var flights: [JSONFlight]
    var landmarks: [JSONLandmark]
    var diagnostics: [JSONDiagnostic]
}

struct JSONSource: Encodable {
    var file: String
    var line: Int?

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
    }

    enum CodingKeys: String, CodingKey { case file, line }
}

struct JSONLatLon: Encodable {
    var lat: Double
    var lon: Double

    init(_ coordinate: Coordinate) {
        lat = JSONNumber.clean(coordinate.latitude)
        lon = JSONNumber.clean(coordinate.longitude)
    }
}

struct JSONPosition: Encodable {
    var lat: Double
    var lon: Double
    var heading_deg: Double
}

struct JSONRect: Encodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ rect: MapRect) {
        x = JSONNumber.clean(rect.x)
        y = JSONNumber.clean(rect.y)
        width = JSONNumber.clean(rect.width)
        height = JSONNumber.clean(rect.height)
    }
}

struct JSONBox: Encodable {
    var west: Double
    var south: Double
    var east: Double
    var north: Double

    init(_ box: GeoBox) {
        west = JSONNumber.clean(box.west)
        south = JSONNumber.clean(box.south)
        east = JSONNumber.clean(box.east)
        north = JSONNumber.clean(box.north)
    }
}

struct JSONFlight: Encodable {
    var id: String
    var name: String
    var folder: String?
    var source: JSONSource
    var vertices: Int
    var start: JSONLatLon
    var end: JSONLatLon
    var distance_m: Double
    var initial_bearing_deg: Double
    var final_bearing_deg: Double
    var radius_m: Double
    var departure: String?
    var arrival: String?
    var progress: Double?
    var progress_source: String
    var position: JSONPosition?
    var content_rect: JSONRect
    var visible_rect: JSONRect
    var visible_bbox: JSONBox
    var crosses_antimeridian: Bool

    enum CodingKeys: String, CodingKey {
        case id, name, folder, source, vertices, start, end, distance_m, initial_bearing_deg,
             final_bearing_deg, radius_m, departure, arrival, progress, progress_source, position,
             content_rect, visible_rect, visible_bbox, crosses_antimeridian
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(folder, forKey: .folder)
        try c.encode(source, forKey: .source)
        try c.encode(vertices, forKey: .vertices)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(distance_m, forKey: .distance_m)
        try c.encode(initial_bearing_deg, forKey: .initial_bearing_deg)
        try c.encode(final_bearing_deg, forKey: .final_bearing_deg)
        try c.encode(radius_m, forKey: .radius_m)
        try c.encode(departure, forKey: .departure)
        try c.encode(arrival, forKey: .arrival)
        try c.encode(progress, forKey: .progress)
        try c.encode(progress_source, forKey: .progress_source)
        try c.encode(position, forKey: .position)
        try c.encode(content_rect, forKey: .content_rect)
        try c.encode(visible_rect, forKey: .visible_rect)
        try c.encode(visible_bbox, forKey: .visible_bbox)
        try c.encode(crosses_antimeridian, forKey: .crosses_antimeridian)
    }
}

struct JSONLandmark: Encodable {
    var id: String
    var name: String
    var folder: String?
    var lat: Double
    var lon: Double
    var source: JSONSource

    enum CodingKeys: String, CodingKey { case id, name, folder, lat, lon, source }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(folder, forKey: .folder)
        try c.encode(lat, forKey: .lat)
        try c.encode(lon, forKey: .lon)
        try c.encode(source, forKey: .source)
    }
}

/// One diagnostic, as in report.json and `--diagnostics json`.
public struct JSONDiagnostic: Encodable, Sendable {
    var file: String
    var line: Int?
    var column: Int?
    var severity: String
    var rule: String
    var message: String

    public init(_ diagnostic: Diagnostic) {
        file = diagnostic.location.file
        line = diagnostic.location.line
        column = diagnostic.location.column
        severity = diagnostic.severity.rawValue
        rule = diagnostic.rule.rawValue
        message = diagnostic.message
    }

    enum CodingKeys: String, CodingKey { case file, line, column, severity, rule, message }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(severity, forKey: .severity)
        try c.encode(rule, forKey: .rule)
        try c.encode(message, forKey: .message)
    }
}

enum JSONNumber {
    /// -0 written as 0; a non-finite value (which the maths only yields from non-finite
    /// input, rejected in Input) would make JSONEncoder throw, so it is guarded there.
    static func clean(_ value: Double) -> Double {
        value == 0 ? 0 : value
    }
}
