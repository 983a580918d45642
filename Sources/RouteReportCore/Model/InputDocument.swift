/// What reading one input file yields: its features in document order and what was
/// wrong with it. A reader never throws; a broken file is a document with diagnostics.
struct InputDocument: Sendable, Hashable {
    /// The file as the user named it (`-` for stdin).
    var file: String
    var format: InputFormat?
    var features: [Feature] = []
    var diagnostics: [Diagnostic] = []
    /// The file's `routereport-disable…` comments (KML and GPX), applied once the run's
    /// findings are all made.
    var suppressions: [SuppressionComment] = []

    /// The `no-features` warning for a file that holds no flight and no landmark; none
    /// when it holds some, or when an error already says what is wrong with it.
    static func noFeatures(file: String, features: [Feature], diagnostics: [Diagnostic]) -> Diagnostic? {
        noFeatures(file: file, featureCount: features.count, diagnostics: diagnostics)
    }

    /// The same for a file that gave `featureCount` features, some handed on as read.
    static func noFeatures(file: String, featureCount: Int, diagnostics: [Diagnostic]) -> Diagnostic? {
        guard featureCount == 0, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return Diagnostic(.noFeatures, "the file holds no flight and no landmark", at: SourceLocation(file: file))
    }

    /// Whether the file is a flight list (CSV): its flights are rows a track may join.
    var isFlightList: Bool { format == .csv }

    /// Whether the file's stops are airports: a flight list or a route.
    var isAirportList: Bool { format == .csv || format == .route }

    /// Where the flights are among the features, in order.
    func flightPositions() -> [Int] {
        features.indices.filter {
            if case .flight = features[$0] { return true }
            return false
        }
    }
}

/// The formats routereport reads, recognised from content.
enum InputFormat: String, Sendable, Hashable {
    case kml
    case kmz
    case gpx
    /// RFC 7946 GeoJSON.
    case geojson
    /// A flight list with a header naming the airport columns.
    case csv
    /// An IGC flight recorder file (FAI technical specification).
    case igc
    /// An NMEA 0183 log (RMC, GGA and ZDA sentences).
    case nmea
    /// Garmin's Training Center Database v2 (TCX): activities and courses.
    case tcx
    /// A route string argument such as `LAX-JFK-SIN`.
    case route
}
