/// RFC 7946 GeoJSON: a Feature with a LineString → a flight; with a MultiLineString →
/// one flight of its parts joined in order (`GeoJSONLineJoin`); a Point → a landmark; a
/// MultiPoint → a landmark per point; a bare geometry or a GeometryCollection's members
/// likewise; Polygons and MultiPolygons are checked and counted, not reported.
///
/// Never a DOM of the file: the root's members are read one at a time, and a
/// FeatureCollection's `features` entry by entry, each built (`JSONParser`), checked,
/// turned into features and let go, so memory follows the largest feature. A JSON
/// error ends the read where it is; what was read before it stays.
struct GeoJSONReader {
    private let file: String
    private let limits: JSONLimits
    private let sink: ReadSink?
    private var diagnostics: [Diagnostic] = []
    private var features: [Feature] = []
    private var flightCount = 0
    private var polygonCount = 0
    private var firstPolygon: SourceLocation?
    private var stopped = false
    /// A FeatureCollection's bbox of the right form that came before its features: each
    /// feature's positions are checked against it as the feature is read (the positions
    /// are let go feature by feature); the first outside is its finding.
    private var collectionBox: JSONMember?

    private init(file: String, limits: JSONLimits, sink: ReadSink?) {
        self.file = file
        self.limits = limits
        self.sink = sink
    }

    /// Reads a whole file's bytes (`bytes` valid for the call).
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: JSONLimits = .standard, sink: ReadSink? = nil
    ) -> InputDocument {
        read(JSONParser(bytes, file: file, limits: limits), file: file, limits: limits, sink: sink)
    }

    /// Reads a file as `window` brings its bytes in, never holding it whole.
    static func read(
        _ window: JSONByteWindow, file: String, limits: JSONLimits = .standard, sink: ReadSink? = nil
    ) -> InputDocument {
        read(JSONParser(window: window, file: file, limits: limits), file: file, limits: limits, sink: sink)
    }

    private static func read(_ parser: JSONParser, file: String, limits: JSONLimits, sink: ReadSink?) -> InputDocument {
        var reader = GeoJSONReader(file: file, limits: limits, sink: sink)
        let format = reader.run(parser)
        var diagnostics = reader.diagnostics
        if let firstPolygon = reader.firstPolygon {
            let count = reader.polygonCount
            diagnostics.append(
                Diagnostic(
                    .readAs,
                    "\(count) polygon\(count == 1 ? " was" : "s were") checked but not reported: routereport reports lines (flights) and points (landmarks)",
                    at: firstPolygon, severity: .note))
        } else if format != nil,
            let empty = InputDocument.noFeatures(file: file, features: reader.features, diagnostics: diagnostics)
        {
            diagnostics.append(empty)
        }
        return InputDocument(
            file: file, format: format, features: reader.features, diagnostics: DiagnosticOrder.sorted(diagnostics))
    }

    /// The `geojson-crs` warning (RFC 7946 §4: GeoJSON is WGS 84 longitude, latitude).
    static func crsWarning(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .geojsonCRS,
            "a 'crs' member: RFC 7946 GeoJSON has no crs and is always WGS 84 longitude, latitude; the coordinates are read as such",
            at: location)
    }

    private func location(_ node: JSONNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    private func location(_ member: JSONMember) -> SourceLocation {
        SourceLocation(file: file, line: member.line, column: member.column)
    }

    /// The root object, its `features` streamed; the format, or nil when the root is
    /// no object.
    private mutating func run(_ start: JSONParser) -> InputFormat? {
        var parser = start
        guard let first = parser.next() else {
            diagnostics += parser.failure.map { [$0] } ?? []
            return .geojson
        }
        guard first.kind == .beginObject else {
            diagnostics.append(
                Diagnostic(
                    .unknownFormat, "the JSON root is \(first.described), not an object: GeoJSON is one object",
                    at: parser.location(first)))
            return nil
        }
        var root = JSONObject()
        var rootType: String?
        var streamed = false
        var seen: [String: Int] = [:]
        let closed = parser.members(depth: 1) { parser, name, nameToken, valueToken in
            var value: JSONNode
            if name == "features", valueToken.kind == .beginArray, !streamed,
                rootType.map({ GeoJSONType.ignoringCase($0) == .featureCollection }) ?? true
            {
                streamed = true
                value = JSONNode(value: .array([]), line: valueToken.line, column: valueToken.column)
                let read = parser.entries(depth: 2) { parser, token in
                    guard let entry = parser.value(from: token, depth: 3) else { return false }
                    self.readEntry(entry)
                    return !self.stopped
                }
                guard read else { return false }
            } else {
                guard let parsed = parser.value(from: valueToken, depth: 2) else { return false }
                value = parsed
            }
            if name == "type" { rootType = value.string }
            let member = JSONMember(name: name, line: nameToken.line, column: nameToken.column, value: value)
            if name == "bbox", !streamed, rootType == "FeatureCollection",
                GeoJSONBBox.check(member, holding: [], file: self.file) == nil
            {
                self.collectionBox = member
            }
            parser.add(member, to: &root, seen: &seen)
            return true
        }
        if closed { parser.expectEnd() }
        diagnostics += parser.warnings
        if stopped { return .geojson }
        if let failure = parser.failure {
            diagnostics.append(failure)
            return .geojson
        }
        readRoot(root, at: JSONNode(value: .null, line: first.line, column: first.column), streamed: streamed)
        return .geojson
    }

    private mutating func readRoot(_ root: JSONObject, at node: JSONNode, streamed: Bool) {
        let type = GeoJSONType.of(root, at: node, what: "root object", file: file, diagnostics: &diagnostics)
        switch type {
        case .featureCollection:
            for member in root.members {
                switch member.name {
                case "coordinates", "geometries", "properties", "geometry":
                    diagnostics.append(
                        Diagnostic(
                            .geojsonMember, "a FeatureCollection has no '\(member.name)' member (RFC 7946 §7.1)",
                            at: location(member)))
                case "crs":
                    diagnostics.append(Self.crsWarning(at: location(member)))
                case "features" where !streamed:
                    diagnostics.append(
                        Diagnostic(
                            .geojsonMember, "'features' is \(member.value.kind), not an array", at: location(member.value)))
                default:
                    break
                }
            }
            if root.member("features") == nil {
                diagnostics.append(
                    Diagnostic(.geojsonMember, "a FeatureCollection has a 'features' array", at: location(node)))
            }
            // The positions are let go feature by feature: the collection's box is
            // checked for its form here, and against the features' positions as they were
            // read when it came before them (`collectionBox`).
            if let bbox = root.member("bbox"), let problem = GeoJSONBBox.check(bbox, holding: [], file: file) {
                diagnostics.append(problem)
            }
        case .feature:
            readFeature(root, at: node)
        case .some(let geometryType) where geometryType.isGeometry:
            var geometry = GeoJSONGeometryReader(file: file)
            let shapes = geometry.shapes(of: JSONNode(value: .object(root), line: node.line, column: node.column))
            diagnostics += geometry.diagnostics
            emit(shapes, at: node, explicitID: nil, folder: nil, properties: nil)
        default:
            // No type to go by: a `geometry` still makes it a Feature (its features, if
            // any, were read as they came).
            if !streamed && root.member("geometry") != nil { readFeature(root, at: node) }
        }
    }

    /// One entry of a FeatureCollection's `features`.
    private mutating func readEntry(_ node: JSONNode) {
        guard let object = node.object else {
            diagnostics.append(
                Diagnostic(.geojsonMember, "an entry of 'features' is \(node.kind), not a Feature object", at: location(node)))
            return
        }
        guard let type = GeoJSONType.of(object, at: node, what: "entry of 'features'", file: file, diagnostics: &diagnostics)
        else { return }
        guard type == .feature else {
            diagnostics.append(
                Diagnostic(
                    .geojsonType, "an entry of 'features' is a Feature, not a \(type.rawValue)",
                    at: location(object["type"] ?? node)))
            return
        }
        readFeature(object, at: node)
    }

    private mutating func readFeature(_ object: JSONObject, at node: JSONNode) {
        var properties: JSONObject?
        var explicitID: String?
        for member in object.members {
            switch member.name {
            case "features", "coordinates":
                diagnostics.append(
                    Diagnostic(.geojsonMember, "a Feature has no '\(member.name)' member (RFC 7946 §7.1)", at: location(member)))
            case "crs":
                diagnostics.append(Self.crsWarning(at: location(member)))
            case "properties":
                if let object = member.value.object {
                    properties = object
                } else if !member.value.isNull {
                    diagnostics.append(
                        Diagnostic(
                            .geojsonMember, "'properties' is \(member.value.kind), not an object or null",
                            at: location(member.value)))
                }
            case "id":
                switch member.value.value {
                case .string(let text): explicitID = text
                case .number(_, let text): explicitID = text
                default:
                    diagnostics.append(
                        Diagnostic(
                            .geojsonMember, "a Feature's 'id' is a string or a number, not \(member.value.kind)",
                            at: location(member.value)))
                }
            default:
                break
            }
        }
        if explicitID == nil, let id = properties?["id"] {
            switch id.value {
            case .string(let text): explicitID = text
            case .number(_, let text): explicitID = text
            default: break
            }
        }
        var folder: String?
        switch GeoJSONRoundTrip.reading(properties) {
        case .drawing:
            return
        case .own(let id, let ownFolder):
            explicitID = id
            folder = ownFolder
        case .foreign:
            break
        }
        guard let geometryMember = object.member("geometry") else {
            diagnostics.append(
                Diagnostic(
                    .geojsonMember, "a Feature has a 'geometry' member (null when it has no place)", at: location(node)))
            return
        }
        guard !geometryMember.value.isNull else { return }
        var geometry = GeoJSONGeometryReader(file: file)
        let shapes = geometry.shapes(of: geometryMember.value)
        diagnostics += geometry.diagnostics
        if let bbox = object.member("bbox"),
            let problem = GeoJSONBBox.check(bbox, holding: shapes.flatMap(\.positions), file: file)
        {
            diagnostics.append(problem)
        }
        emit(shapes, at: node, explicitID: explicitID, folder: folder, properties: properties)
    }

    /// The flights and landmarks of one feature's shapes; several get ids `X-1`, `X-2`, …
    /// when the feature's id is `X`, as a KML MultiGeometry's do.
    private mutating func emit(
        _ shapes: [GeoJSONShape], at node: JSONNode, explicitID: String?, folder: String?, properties: JSONObject?
    ) {
        if let box = collectionBox, let outside = GeoJSONBBox.check(box, holding: shapes.flatMap(\.positions), file: file) {
            diagnostics.append(outside)
            collectionBox = nil
        }
        let made = shapes.reduce(0) { count, shape in
            switch shape {
            case .line: return count + 1
            case .points(let points): return count + points.count
            case .polygon: return count
            }
        }
        var ordinal = 0
        func nextID() -> String? {
            ordinal += 1
            return made > 1 ? explicitID.map { "\($0)-\(ordinal)" } : explicitID
        }
        let text = GeoJSONFeatureText(properties)
        let source = SourceLocation(file: file, line: node.line)
        let lineCount = shapes.filter { if case .line = $0 { true } else { false } }.count
        for shape in shapes {
            guard !stopped else { return }
            switch shape {
            case .polygon(_, let at):
                polygonCount += 1
                if firstPolygon == nil { firstPolygon = location(at) }
            case .points(let points):
                for point in points {
                    guard admit(at: source) else { return }
                    features.append(
                        .landmark(
                            Landmark(
                                explicitID: nextID(), name: text.name, folder: folder, description: text.description,
                                source: source, coordinate: point)))
                }
            case .line(let parts, let altitudes, _):
                let id = nextID()
                guard admit(at: source),
                    var flight = GeoJSONFlightBuilder.flight(
                        parts, altitudes: altitudes, properties: properties, timed: lineCount == 1, source: source, file: file,
                        diagnostics: &diagnostics)
                else { continue }
                flight.explicitID = id
                flight.name = text.name
                flight.folder = folder
                features.append(.flight(flight))
                sink?.flight(flightCount, flight)
                flightCount += 1
            }
        }
    }

    /// Whether one more feature fits the file's budget; the first that does not stops
    /// the read with its `input-limit` error.
    private mutating func admit(at source: SourceLocation) -> Bool {
        guard features.count < limits.maxFeatures else {
            if !stopped { diagnostics.append(FeatureLimit.exceeded(limits.maxFeatures, at: source)) }
            stopped = true
            return false
        }
        return true
    }
}
