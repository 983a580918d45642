/// GPX 1.0 and 1.1: `wpt` → landmark; `rte` → flight; `trk` → one flight with its
/// `trkseg`s joined in order. GPX has no id attribute, so no explicit ids.
///
/// Explicit progress: a `progress` child of `extensions` (any namespace), or — GPX 1.0
/// has no `extensions` — a `progress` child of `rte`/`trk` in a non-GPX namespace.
struct GPXReader {
    static let namespace10 = "http://www.topografix.com/GPX/1/0"
    static let namespace11 = "http://www.topografix.com/GPX/1/1"

    private let xml: XMLReader
    private var features: [Feature] = []

    private enum Kind { case waypoint, route, track }

    /// The `wpt`, `rte` or `trk` being read.
    private struct Open {
        var kind: Kind
        var depth: Int
        var source: SourceLocation
        var position: XMLPosition
        var name: String?
        var description: String?
        var progress: Double?
        var flight = FlightBuilder()
        var waypoint: Coordinate?
        var extensionsDepth: Int?
    }

    /// What the text being collected is for.
    private enum Capture { case name, description, time, progress }

    private var open: Open?
    private var capture: (what: Capture, depth: Int, position: XMLPosition, label: String)?
    private var text: [UInt8] = []

    init(xml: XMLReader) {
        self.xml = xml
    }

    /// Reads everything below the root `gpx` element, on which `xml` stands.
    static func read(_ xml: XMLReader) -> [Feature] {
        var reader = GPXReader(xml: xml)
        reader.run()
        return reader.features
    }

    private mutating func run() {
        text.reserveCapacity(64)
        while xml.next() {
            switch xml.kind {
            case .element:
                startElement()
                if xml.isEmptyElement { endElement(depth: xml.depth) }
            case .endElement:
                endElement(depth: xml.depth)
            case .text:
                if let capture, xml.depth == capture.depth + 1 { xml.appendText(to: &text) }
            default:
                break
            }
        }
    }

    private mutating func startElement() {
        let depth = xml.depth
        let name = xml.name
        guard var current = open else {
            if depth == 1 {
                switch name {
                case .wpt: startFeature(.waypoint)
                case .rte: startFeature(.route)
                case .trk: startFeature(.track)
                default: break
                }
            }
            return
        }
        defer { open = current }
        let relative = depth - current.depth
        if let extensions = current.extensionsDepth {
            if depth == extensions + 1 && name == .progress { collect(.progress, "progress") }
            return
        }
        switch (relative, name) {
        case (1, .name):
            collect(.name, "name")
        case (1, .desc) where current.kind == .waypoint:
            collect(.description, "desc")
        case (1, .extensions) where current.kind != .waypoint:
            current.extensionsDepth = depth
        case (1, .progress) where current.kind != .waypoint && isForeignNamespace():
            collect(.progress, "progress")
        case (1, .rtept) where current.kind == .route, (2, .trkpt) where current.kind == .track:
            addPoint(to: &current.flight)
        case (2, .time) where current.kind == .route, (3, .time) where current.kind == .track:
            collect(.time, "time")
        default:
            break
        }
    }

    private mutating func endElement(depth: Int) {
        if let capture, depth == capture.depth {
            finishCapture(capture.what, position: capture.position, label: capture.label)
            self.capture = nil
        }
        guard var current = open else { return }
        if depth == current.extensionsDepth {
            current.extensionsDepth = nil
            open = current
        } else if depth == current.depth {
            finishFeature(current)
            open = nil
        }
    }

    private mutating func startFeature(_ kind: Kind) {
        var current = Open(
            kind: kind, depth: xml.depth, source: SourceLocation(file: xml.file, line: xml.line), position: xml.position)
        if kind == .waypoint {
            let (latitude, longitude) = latLon()
            if let latitude, let longitude,
               KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) == nil {
                current.waypoint = Coordinate(latitude: latitude, longitude: longitude)
            } else {
                current.flight.reject(pointProblem(latitude, longitude, element: "wpt"))
            }
        }
        open = current
    }

    private func latLon() -> (Double?, Double?) {
        var latitude: Double?, longitude: Double?
        xml.forEachAttribute { name, value in
            if name == .lat { latitude = NumberText.parse(value) } else if name == .lon { longitude = NumberText.parse(value) }
        }
        return (latitude, longitude)
    }

    private func addPoint(to flight: inout FlightBuilder) {
        let (latitude, longitude) = latLon()
        if let latitude, let longitude,
           KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) == nil {
            flight.addVertex(Coordinate(latitude: latitude, longitude: longitude))
        } else {
            // Keep the slot so later times still land on the right vertex.
            flight.addVertex(Coordinate(latitude: .nan, longitude: .nan))
            flight.reject(pointProblem(latitude, longitude, element: xml.qualifiedName))
        }
    }

    private func pointProblem(_ latitude: Double?, _ longitude: Double?, element: String) -> Diagnostic {
        let message: String
        if let latitude, let longitude {
            message = "\(element): " + (KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) ?? "")
        } else {
            let lat = xml.attribute(.lat).map { "'\($0)'" } ?? "missing"
            let lon = xml.attribute(.lon).map { "'\($0)'" } ?? "missing"
            message = "\(element) has lat \(lat) and lon \(lon): not numbers"
        }
        return Diagnostic(.coordinateOutOfRange, message, at: xml.location)
    }

    private func isForeignNamespace() -> Bool {
        let uri = xml.namespaceURI
        return uri != nil && uri != Self.namespace10 && uri != Self.namespace11
    }

    private mutating func collect(_ what: Capture, _ label: String) {
        text.removeAll(keepingCapacity: true)
        capture = (what, xml.depth, xml.position, label)
    }

    private mutating func finishCapture(_ what: Capture, position: XMLPosition, label: String) {
        guard var current = open else { return }
        switch what {
        case .name:
            current.name = String(decoding: text, as: UTF8.self).trimmingXMLWhitespace()
        case .description:
            current.description = String(decoding: text, as: UTF8.self).trimmingXMLWhitespace()
        case .time:
            current.flight.setTime(text, of: current.flight.times.count - 1, label: "time", at: xml.location(position))
        case .progress:
            if let value = NumberText.parse(text), (0...1).contains(value) {
                current.progress = value
            } else {
                let shown = String(decoding: text.prefix(60), as: UTF8.self).trimmingXMLWhitespace()
                xml.add(Diagnostic(
                    .progressOutOfRange, "progress '\(shown)' is not a number in [0, 1]; ignored",
                    at: xml.location(position)))
            }
        }
        open = current
    }

    private mutating func finishFeature(_ current: Open) {
        for diagnostic in current.flight.diagnostics { xml.add(diagnostic) }
        let name = current.name?.isEmpty == true ? nil : current.name
        switch current.kind {
        case .waypoint:
            guard let coordinate = current.waypoint else { return }
            features.append(.landmark(Landmark(
                name: name, description: current.description, source: current.source, coordinate: coordinate)))
        case .route, .track:
            guard !current.flight.isDropped else { return }
            guard current.flight.vertices.count >= 2 else {
                let element = current.kind == .route ? "rte" : "trk"
                xml.add(Diagnostic(
                    .routeTooShort,
                    "\(element) has \(current.flight.vertices.count) point\(current.flight.vertices.count == 1 ? "" : "s"); a flight needs at least 2",
                    at: xml.location(current.position)))
                return
            }
            features.append(.flight(Flight(
                name: name, source: current.source, vertices: current.flight.vertices,
                vertexTimes: current.flight.vertexTimes, explicitProgress: current.progress)))
        }
    }
}
