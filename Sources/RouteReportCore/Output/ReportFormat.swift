/// The report files a run can write (`--format`).
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    case kml
    case md
    case json
    case svg
    /// routes.kmz: routes.kml zipped as doc.kml.
    case kmz

    /// `kml,md,json,svg`.
    public static let defaultSet: [ReportFormat] = [.kml, .md, .json, .svg]

    /// Whether the format draws the endpoint circles (and so needs their rings).
    public var drawsEndpointCircles: Bool {
        switch self {
        case .kml, .kmz, .svg: true
        case .md, .json: false
        }
    }
}
