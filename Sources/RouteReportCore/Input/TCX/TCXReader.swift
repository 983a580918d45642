/// Garmin's Training Center Database v2 (TCX, `TrainingCenterDatabasev2.xsd`): each
/// `Activity` is one flight, the `Trackpoint`s of all its `Lap`s and `Track`s joined in
/// order; each `Course` is one flight too, its `CoursePoint`s landmarks. A `Trackpoint`
/// without a `Position` (a pause, a sensor-only record) is no vertex. A course's times
/// are not read: a course is a plan, its times placeholders or the pace of whatever it
/// was made from.
struct TCXReader: XMLElementReader {
    let xml: XMLReader
    private let sink: ReadSink?
    private var features: [Feature] = []
    private var flightCount = 0
    private var trackCount = 0

    private enum Kind { case activity, course }

    private var kind: Kind?
    private var featureDepth = 0
    private var featureLine = 0
    private var featurePosition = XMLPosition(line: 0, name: nil, ordinal: 0)
    private var name: String?
    private var flight = FlightBuilder()

    /// The `Trackpoint` or `CoursePoint` being read: its depth and what it holds so far.
    private var point: TCXPoint?

    enum Capture { case name, time, latitude, longitude, altitude, pointName }

    var capture: (what: Capture, depth: Int, position: XMLPosition)?
    var text: [UInt8] = []

    init(xml: XMLReader, sink: ReadSink? = nil) {
        self.xml = xml
        self.sink = sink
    }

    /// Reads everything below the root `TrainingCenterDatabase` element, on which `xml`
    /// stands.
    static func read(_ xml: XMLReader, sink: ReadSink? = nil) -> [Feature] {
        var reader = TCXReader(xml: xml, sink: sink)
        reader.readElements()
        return reader.features
    }

    mutating func startElement() {
        let depth = xml.depth
        let element = xml.name
        guard let kind else {
            if element == .activity || element == .course { startFeature(element == .activity ? .activity : .course) }
            return
        }
        if var point {
            switch (depth - point.depth, element) {
            case (1, .tcxTime) where !point.isCoursePoint: collect(.time)
            case (1, .tcxName) where point.isCoursePoint: collect(.pointName)
            case (1, .position): point.positionDepth = depth
            case (2, .latitudeDegrees) where point.positionDepth == depth - 1: collect(.latitude)
            case (2, .longitudeDegrees) where point.positionDepth == depth - 1: collect(.longitude)
            case (1, .altitudeMeters) where !point.isCoursePoint: collect(.altitude)
            default: break
            }
            self.point = point
            return
        }
        switch element {
        case .trackpoint, .coursePoint:
            point = TCXPoint(depth: depth, position: xml.position, isCoursePoint: element == .coursePoint)
            if xml.isEmptyElement { return }
        case .tcxID where kind == .activity && depth == featureDepth + 1, .tcxName where depth == featureDepth + 1:
            collect(.name)
        default:
            break
        }
    }

    mutating func endElement(depth: Int) {
        guard kind != nil else { return }
        if let point, depth == point.depth {
            self.point = nil
            finishPoint(point)
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
        if newKind == .activity, let sport = xml.attribute(.sport), !sport.isEmpty { name = sport }
        flight = FlightBuilder()
        point = nil
        trackCount += 1
    }

    mutating func finishCapture(_ what: Capture, position: XMLPosition) {
        let trimmed = String(decoding: text, as: UTF8.self).trimmingXMLWhitespace()
        switch what {
        case .name:
            // An activity is named by its sport and its Id (its start time), a course by its Name.
            name = [name, trimmed.isEmpty ? nil : trimmed].compactMap { $0 }.joined(separator: " ")
        case .pointName:
            point?.name = trimmed
        case .time:
            point?.time = (text, position)
        case .latitude:
            point?.latitude = (trimmed, position)
        case .longitude:
            point?.longitude = (trimmed, position)
        case .altitude:
            point?.altitude = (trimmed, position)
        }
    }

    private mutating func finishPoint(_ point: TCXPoint) {
        guard let coordinate = placed(point) else { return }
        if point.isCoursePoint {
            let source = SourceLocation(file: xml.file, line: xml.location(point.position).line)
            let name = point.name?.isEmpty == false ? point.name : nil
            features.append(.landmark(Landmark(name: name, source: source, coordinate: coordinate)))
            return
        }
        flight.addVertex(coordinate)
        if let altitude = altitude(point) { flight.setAltitude(altitude, of: flight.vertices.count - 1) }
        if let sink, flight.vertices.count % ReadSink.vertexBatch == 0 && !flight.isDropped {
            sink.vertices(flightCount, trackCount, flight.vertices)
        }
        if kind == .activity, let (time, position) = point.time {
            flight.setTime(time, of: flight.vertices.count - 1, label: "Time", at: xml.location(position))
        }
    }

    /// The point's position; nil when it has none (no vertex, no finding: the schema
    /// makes `Position` optional) or a bad one (a finding; a bad trackpoint drops its
    /// flight, as a bad GPX point does).
    private mutating func placed(_ point: TCXPoint) -> Coordinate? {
        guard point.latitude != nil || point.longitude != nil else { return nil }
        guard let (latitudeText, latitudePosition) = point.latitude, let (longitudeText, longitudePosition) = point.longitude
        else {
            let missing = point.latitude == nil ? "LatitudeDegrees" : "LongitudeDegrees"
            let problem = Diagnostic(
                .coordinateMissing, "the Position has no \(missing); the point is skipped", at: xml.location(point.position))
            xml.add(problem)
            return nil
        }
        func number(_ text: String, _ position: XMLPosition, _ element: String) -> Double? {
            if let value = NumberText.parse(Array(text.utf8)) { return value }
            report(
                Diagnostic(
                    .coordinateNotNumber, "\(element) '\(text.prefix(60))' is not a number", at: xml.location(position)),
                point)
            return nil
        }
        guard let latitude = number(latitudeText, latitudePosition, "LatitudeDegrees"),
            let longitude = number(longitudeText, longitudePosition, "LongitudeDegrees")
        else {
            return nil
        }
        if let problem = KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) {
            report(Diagnostic(.coordinateOutOfRange, "Position: " + problem, at: xml.location(latitudePosition)), point)
            return nil
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// A bad position: a course point is left out with its finding; a trackpoint drops
    /// its flight (the finding is the flight's, said when it ends).
    private mutating func report(_ diagnostic: Diagnostic, _ point: TCXPoint) {
        if point.isCoursePoint {
            xml.add(diagnostic)
        } else {
            flight.reject(diagnostic)
        }
    }

    /// `AltitudeMeters`, checked: a value that is not a number is a warning and no altitude.
    private func altitude(_ point: TCXPoint) -> Double? {
        guard let (text, position) = point.altitude else { return nil }
        guard let value = NumberText.parse(Array(text.utf8)), value.isFinite else {
            xml.add(
                Diagnostic(
                    .coordinateNotNumber, "AltitudeMeters '\(text.prefix(60))' is not a number; the altitude is not read",
                    at: xml.location(position), severity: .warning))
            return nil
        }
        return value
    }

    /// The flight of the Activity or Course that ends here, its altitudes the
    /// Trackpoints' `AltitudeMeters` (none when no Trackpoint has one).
    private mutating func finishFeature() {
        for diagnostic in flight.diagnostics { xml.add(diagnostic) }
        let element = kind == .activity ? "Activity" : "Course"
        let source = SourceLocation(file: xml.file, line: featureLine)
        guard !flight.isDropped else { return }
        // An indoor activity (a treadmill, a trainer) has trackpoints without positions.
        let named = name.map { "the \(element) '\($0)'" } ?? "an \(element) without a name"
        if let short = flight.tooShort(
            name: name, source: source, at: xml.location(featurePosition),
            noPoints: "\(named) is read as neither flight nor landmark: no Trackpoint has a Position",
            onePoint: "\(element) has 1 positioned Trackpoint; read as a landmark")
        {
            xml.add(short.finding)
            if let landmark = short.landmark { features.append(.landmark(landmark)) }
            return
        }
        guard features.count < xml.maxFeatures else {
            xml.stop(FeatureLimit.exceeded(xml.maxFeatures, at: source))
            return
        }
        let finished = Flight(
            name: name, source: source, vertices: flight.vertices, vertexTimes: flight.vertexTimes,
            vertexAltitudes: flight.vertexAltitudes)
        features.append(.flight(finished))
        sink?.flight(flightCount, finished)
        flightCount += 1
    }
}

/// A `Trackpoint` or `CoursePoint` as its children are read.
struct TCXPoint {
    var depth: Int
    var position: XMLPosition
    var isCoursePoint: Bool
    var positionDepth: Int?
    var name: String?
    var time: ([UInt8], XMLPosition)?
    var latitude: (String, XMLPosition)?
    var longitude: (String, XMLPosition)?
    var altitude: (String, XMLPosition)?
}
