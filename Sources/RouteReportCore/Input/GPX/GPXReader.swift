/// GPX 1.0 and 1.1: `wpt` → landmark; `rte` → flight; `trk` → one flight with its
/// `trkseg`s joined in order. GPX has no id attribute, so no explicit ids.
///
/// Explicit progress: a `progress` child of `extensions` (any namespace), or — GPX 1.0
/// has no `extensions` — a `progress` child of `rte`/`trk` in a non-GPX namespace.
struct GPXReader: XMLElementReader {
    static let namespace10 = "http://www.topografix.com/GPX/1/0"
    static let namespace11 = "http://www.topografix.com/GPX/1/1"

    let xml: XMLReader
    private let sink: ReadSink?
    /// Where the features go as they are read, when they are let go (`FeatureBatches`).
    private let batches: FeatureBatches?
    private var features: [Feature] = []
    /// Features handed on in batches before those in `features`.
    private var handed = 0
    private var flightCount = 0
    private var trackCount = 0

    private enum Kind { case waypoint, route, track }

    // The `wpt`, `rte` or `trk` being read, as plain stored properties: they are
    // mutated in place per point, never copied (a copied track array would be copied
    // again on every append).
    private var kind: Kind?
    private var featureDepth = 0
    private var featureLine = 0
    private var featurePosition = XMLPosition(line: 0, name: nil, ordinal: 0)
    private var name: String?
    private var description: String?
    private var progress: Double?
    private var flight = FlightBuilder()
    private var waypoint: Coordinate?
    private var extensionsDepth: Int?
    /// Depth of the open `rtept`/`trkpt`: its `time` child is the vertex time (a `time`
    /// elsewhere, e.g. in a `trkseg`'s extensions, is not).
    private var pointDepth: Int?

    /// What the text being collected is for.
    enum Capture { case name, description, time, elevation, progress }

    var capture: (what: Capture, depth: Int, position: XMLPosition)?
    var text: [UInt8] = []

    init(xml: XMLReader, sink: ReadSink? = nil, batches: FeatureBatches? = nil) {
        self.xml = xml
        self.sink = sink
        self.batches = batches
    }

    /// Reads everything below the root `gpx` element, on which `xml` stands; `sink` gets
    /// flights and long tracks' vertices as they are read. Every feature goes to `batches`
    /// when it is given: then the features returned are none, and `count` says how many
    /// the file gave.
    static func read(_ xml: XMLReader, sink: ReadSink?, batches: FeatureBatches?) -> (features: [Feature], count: Int) {
        // Features handed on are computed where they go, not ahead from the sink; only a
        // long track's legs are solved ahead as its vertices come.
        let streaming = sink.map { ReadSink(flight: { _, _ in }, vertices: $0.vertices) }
        var reader = GPXReader(xml: xml, sink: batches == nil ? sink : streaming, batches: batches)
        reader.readElements()
        let count = reader.handed + reader.features.count
        if let batches, !reader.features.isEmpty { batches.take(reader.handed, reader.features, .gpx) }
        return (batches == nil ? reader.features : [], count)
    }

    /// The most features the file gives.
    private var maxFeatures: Int { batches?.maxFeatures ?? xml.maxFeatures }

    /// Adds the next feature, and hands the features on when they fill a batch.
    private mutating func append(_ feature: Feature) {
        features.append(feature)
        guard let batches, features.count >= batches.size else { return }
        batches.take(handed, features, .gpx)
        handed += features.count
        features.removeAll(keepingCapacity: true)
    }

    mutating func startElement() {
        let depth = xml.depth
        let element = xml.name
        guard let kind else {
            if depth == 1 {
                switch element {
                case .wpt: startFeature(.waypoint)
                case .rte: startFeature(.route)
                case .trk: startFeature(.track)
                default: break
                }
            }
            return
        }
        if let extensionsDepth {
            if depth == extensionsDepth + 1 && element == .progress { collect(.progress) }
            return
        }
        switch (depth - featureDepth, element) {
        case (1, .name):
            collect(.name)
        case (1, .desc) where kind == .waypoint:
            collect(.description)
        case (1, .extensions) where kind != .waypoint:
            extensionsDepth = depth
        case (1, .progress) where kind != .waypoint && isForeignNamespace():
            collect(.progress)
        case (1, .rtept) where kind == .route, (2, .trkpt) where kind == .track:
            addPoint()
            if !xml.isEmptyElement { pointDepth = depth }
        case (_, .time) where pointDepth.map { depth == $0 + 1 } ?? false:
            collect(.time)
        case (_, .ele) where pointDepth.map { depth == $0 + 1 } ?? false:
            collect(.elevation)
        default:
            break
        }
    }

    mutating func endElement(depth: Int) {
        guard kind != nil else { return }
        if depth == pointDepth { pointDepth = nil }
        if depth == extensionsDepth {
            extensionsDepth = nil
        } else if depth == featureDepth {
            finishFeature()
            kind = nil
        }
    }

    private mutating func startFeature(_ newKind: Kind) {
        kind = newKind
        featureDepth = xml.depth
        featureLine = xml.line
        featurePosition = xml.position
        name = nil
        description = nil
        progress = nil
        flight = FlightBuilder()
        waypoint = nil
        extensionsDepth = nil
        pointDepth = nil
        if newKind != .waypoint { trackCount += 1 }
        if newKind == .waypoint {
            let (latitude, longitude) = latLon()
            if let latitude, let longitude,
                KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) == nil
            {
                waypoint = Coordinate(latitude: latitude, longitude: longitude)
            } else {
                let problem = pointProblem(latitude, longitude, element: "wpt")
                flight.reject(problem)
            }
        }
    }

    private func latLon() -> (Double?, Double?) {
        var latitude: Double?
        var longitude: Double?
        xml.forEachAttribute { name, value in
            if name == .lat { latitude = NumberText.parse(value) } else if name == .lon { longitude = NumberText.parse(value) }
        }
        return (latitude, longitude)
    }

    private mutating func addPoint() {
        let (latitude, longitude) = latLon()
        if let latitude, let longitude,
            KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) == nil
        {
            flight.addVertex(Coordinate(latitude: latitude, longitude: longitude))
            if let sink, flight.vertices.count % ReadSink.vertexBatch == 0 && !flight.isDropped {
                sink.vertices(flightCount, trackCount, flight.vertices)
            }
        } else {
            // Keep the slot so later times still land on the right vertex.
            flight.addVertex(Coordinate(latitude: .nan, longitude: .nan))
            let problem = pointProblem(latitude, longitude, element: xml.qualifiedName)
            flight.reject(problem)
        }
    }

    private func pointProblem(_ latitude: Double?, _ longitude: Double?, element: String) -> Diagnostic {
        if let latitude, let longitude {
            let message = "\(element): " + (KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) ?? "")
            return Diagnostic(.coordinateOutOfRange, message, at: xml.location)
        }
        let lat = xml.attribute(.lat)
        let lon = xml.attribute(.lon)
        func shown(_ name: String, _ value: String?, _ number: Double?) -> String? {
            guard number == nil else { return nil }
            return value.map { "\(name) '\($0)' is not a number" } ?? "\(name) is missing"
        }
        let message =
            element + ": "
            + [shown("lat", lat, latitude), shown("lon", lon, longitude)].compactMap { $0 }.joined(separator: ", ")
        let rule: Rule =
            (latitude == nil && lat != nil) || (longitude == nil && lon != nil) ? .coordinateNotNumber : .coordinateMissing
        // An error either way: the point cannot be placed, so its feature is left out.
        return Diagnostic(rule, message, at: xml.location, severity: .error)
    }

    private func isForeignNamespace() -> Bool {
        let uri = xml.namespaceURI
        return uri != nil && uri != Self.namespace10 && uri != Self.namespace11
    }

    mutating func finishCapture(_ what: Capture, position: XMLPosition) {
        switch what {
        case .name:
            name = String(decoding: text, as: UTF8.self).trimmingXMLWhitespace()
        case .description:
            description = String(decoding: text, as: UTF8.self).trimmingXMLWhitespace()
        case .time:
            flight.setTime(text, of: flight.vertices.count - 1, label: "time", at: xml.location(position))
        case .elevation:
            // An `ele` that is no number is left out: the vertex has no altitude.
            if let value = NumberText.parse(text) { flight.setAltitude(value, of: flight.vertices.count - 1) }
        case .progress:
            if let value = NumberText.parse(text), (0...1).contains(value) {
                progress = value
            } else {
                let shown = String(decoding: text.prefix(60), as: UTF8.self).trimmingXMLWhitespace()
                xml.add(
                    Diagnostic(
                        .progressOutOfRange, "progress '\(shown)' is not a number in [0, 1]; ignored",
                        at: xml.location(position)))
            }
        }
    }

    private mutating func finishFeature() {
        for diagnostic in flight.diagnostics { xml.add(diagnostic) }
        let name = name?.isEmpty == true ? nil : name
        let source = SourceLocation(file: xml.file, line: featureLine)
        guard handed + features.count < maxFeatures || kind == nil else {
            xml.stop(FeatureLimit.exceeded(maxFeatures, at: source))
            return
        }
        switch kind {
        case .waypoint:
            guard let waypoint else { return }
            append(
                .landmark(
                    Landmark(
                        name: name, description: description?.isEmpty == true ? nil : description,
                        source: source, coordinate: waypoint)))
        case .route, .track:
            guard !flight.isDropped else { return }
            let element = kind == .route ? "rte" : "trk"
            // No points is common in ordinary files (18 in the corpus): nothing to draw, not
            // broken data, so a warning that names it. One point is a phone app's one-fix
            // track, or a route of one point (GPX sets no least number of points, and
            // viewers show it as its point): a place, as GPSBabel and togeojson read it.
            let named = name.map { "\(element) '\($0)'" } ?? "a \(element) without a name"
            if let short = flight.tooShort(
                name: name, source: source, at: xml.location(featurePosition),
                noPoints: "\(named) is read as neither flight nor landmark: it has no points",
                onePoint: "\(element) has 1 point; read as a landmark")
            {
                xml.add(short.finding)
                if let landmark = short.landmark { append(.landmark(landmark)) }
                return
            }
            let finished = Flight(
                name: name, source: source, vertices: flight.vertices,
                vertexTimes: flight.vertexTimes, vertexAltitudes: flight.vertexAltitudes, explicitProgress: progress)
            append(.flight(finished))
            sink?.flight(flightCount, finished)
            flightCount += 1
        case nil:
            break
        }
    }
}
