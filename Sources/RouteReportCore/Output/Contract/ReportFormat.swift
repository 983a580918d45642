/// The report files a run can write (`--format`).
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    case kml
    case md
    case json
    case svg
    /// routes.kmz: routes.kml zipped as doc.kml.
    case kmz
    /// routes.geojson: RFC 7946, the same features as routes.kml.
    case geojson
    /// report.html: statistics, maps and a sortable, filterable flights table in one page.
    case html

    /// `kml,md,json,svg,html` (SPEC 4). routes.geojson is asked for by name: see
    /// docs/outputs.md (Choices) for why.
    public static let defaultSet: [ReportFormat] = [.kml, .md, .json, .svg, .html]

    /// The map files among `formats` that report.md links, in this order: routes.kml,
    /// routes.kmz, routes.geojson.
    static func mapDataFiles(_ formats: [ReportFormat]) -> [String] {
        [(ReportFormat.kml, "routes.kml"), (.kmz, "routes.kmz"), (.geojson, "routes.geojson")]
            .filter { formats.contains($0.0) }.map(\.1)
    }

    /// What report.md links besides the maps: the map files, then report.html.
    static func linkedFiles(_ formats: [ReportFormat]) -> [String] {
        mapDataFiles(formats) + (formats.contains(.html) ? [HTMLReportWriter.fileName] : [])
    }

    /// The files a format writes that routereport also reads as input, each with its
    /// generator mark: an output folder given as an input is never read back, manifest
    /// or not (`OutputManifest.inputs`).
    static let readableOutputs: [(name: String, mark: GeneratorMark)] = [
        (KMLWriter.fileName, KMLWriter.mark), (KMZWriter.fileName, KMZWriter.mark),
        (GeoJSONWriter.fileName, GeoJSONWriter.mark),
    ]

    /// Whether the format draws flights (a map, a line, a shape) from each one's
    /// densified path, which a run then keeps; report.json states numbers only.
    public var drawsFlights: Bool { self != .json }

    /// The type that makes the format's files.
    var output: any ReportOutput.Type {
        switch self {
        case .kml: KMLWriter.self
        case .md: MarkdownReportWriter.self
        case .json: JSONReportWriter.self
        case .svg: SVGMapWriter.self
        case .kmz: KMZWriter.self
        case .geojson: GeoJSONWriter.self
        case .html: HTMLReportWriter.self
        }
    }
}
