// How each value of the pipeline is written into and read back from a shard state.
// The order of fields here is the file format: change it only with `ShardState.version`.

extension BinaryWriter {
    mutating func write(_ coordinates: [Coordinate]) {
        write(coordinates.count)
        for coordinate in coordinates {
            write(coordinate.latitude)
            write(coordinate.longitude)
        }
    }

    mutating func write(_ input: InputSource) {
        switch input {
        case .file(let path):
            write(0)
            write(path)
        case .standardInput:
            write(1)
        case .route(let route):
            write(2)
            write(route.text)
            write(route.argument)
            write(route.positional)
        }
    }

    mutating func write(_ location: SourceLocation) {
        write(location.file)
        write(location.line) { $0.write($1) }
        write(location.column) { $0.write($1) }
    }

    mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.rule.rawValue)
        write(diagnostic.severity.rawValue)
        write(diagnostic.message)
        write(diagnostic.location)
        write(diagnostic.xmlError) { writer, error in
            writer.write(error.code) { $0.write($1) }
            writer.write(error.message)
        }
        write(diagnostic.isFatal)
    }

    mutating func write(_ feature: Feature) {
        switch feature {
        case .flight(let flight):
            write(0)
            write(flight.explicitID) { $0.write($1) }
            write(flight.name) { $0.write($1) }
            write(flight.folder) { $0.write($1) }
            write(flight.source)
            write(flight.vertices)
            write(flight.vertexTimes)
            write(flight.vertexAltitudes)
            write(flight.spanBegin) { $0.write($1) }
            write(flight.spanEnd) { $0.write($1) }
            write(flight.explicitProgress) { $0.write($1) }
            write(flight.startAirport) { $0.write(Int($1.index)) }
            write(flight.endAirport) { $0.write(Int($1.index)) }
            write(flight.details) { writer, details in
                writer.write(details.texts) { writer, text in writer.write(text) { $0.write($1) } }
                writer.write(details.departureIsDateOnly)
                writer.write(details.takeoff) { $0.write($1) }
                writer.write(details.landing) { $0.write($1) }
            }
        case .landmark(let landmark):
            write(1)
            write(landmark.explicitID) { $0.write($1) }
            write(landmark.name) { $0.write($1) }
            write(landmark.folder) { $0.write($1) }
            write(landmark.description) { $0.write($1) }
            write(landmark.descriptionIsHTML)
            write(landmark.source)
            write(landmark.coordinate.latitude)
            write(landmark.coordinate.longitude)
        }
    }

    mutating func write(_ rect: MapRect) {
        write(rect.x)
        write(rect.y)
        write(rect.width)
        write(rect.height)
    }

    mutating func write(_ geometry: FlightGeometry) {
        write(geometry.distance)
        write(geometry.initialBearing)
        write(geometry.finalBearing)
        write(geometry.radius)
        write(geometry.path)
        // Two empty coordinate lists where this version of the format holds no rings (the
        // rings are solved when drawn, `FlightShapes`).
        write([Coordinate]())
        write([Coordinate]())
        write(geometry.departure) { $0.write($1) }
        write(geometry.arrival) { $0.write($1) }
        write(geometry.progress) { $0.write($1) }
        write(geometry.progressSource.rawValue)
        write(geometry.position) { writer, position in
            writer.write(position.coordinate.latitude)
            writer.write(position.coordinate.longitude)
            writer.write(position.unwrappedLongitude)
            writer.write(position.heading)
            writer.write(position.pathIndex)
        }
        write(geometry.contentRect)
        write(geometry.visibleRect)
        write(geometry.visibleBox.west)
        write(geometry.visibleBox.south)
        write(geometry.visibleBox.east)
        write(geometry.visibleBox.north)
        write(geometry.crossesAntimeridian)
        write(geometry.worldOffset)
    }

    mutating func write(_ result: FileResult) {
        write(result.document.file)
        write(result.document.format?.rawValue) { $0.write($1) }
        write(result.document.features) { $0.write($1) }
        write(result.document.diagnostics) { $0.write($1) }
        write(result.document.suppressions) { writer, comment in
            writer.write(comment.scope.rawValue)
            writer.write(comment.rules) { $0.write($1.rawValue) }
            writer.write(comment.reason) { $0.write($1) }
            writer.write(comment.location)
            writer.write(comment.targetLine) { $0.write($1) }
        }
        write(result.geometries) { $0.write($1) }
    }
}

/// Every value is read back within the range the pipeline produces it in, so that a
/// state that passes its checksum but was made by hand cannot crash merge or put a NaN
/// into a report: latitudes in [-90, 90], input longitudes in [-180, 180], unwrapped
/// ones and map points finite and at most 2^53 in magnitude (every Int conversion of a
/// writer stays exact), bearings in [0, 360), progress in [0, 1], times in the years
/// the reports can write, and each index and count within what it points into.
extension BinaryReader {
    /// The largest magnitude of an unwrapped longitude, a distance or a map coordinate.
    static let largest = 9_007_199_254_740_992.0

    mutating func readLatitude(_ what: String) throws(Malformed) -> Double {
        try readDouble(what + " latitude", in: -90...90)
    }

    /// A coordinate as Input validates it.
    mutating func readCoordinate(_ what: String) throws(Malformed) -> Coordinate {
        Coordinate(latitude: try readLatitude(what), longitude: try readDouble(what + " longitude", in: -180...180))
    }

    /// Coordinates of an input's vertices (`unwrapped` false) or of a path or ring,
    /// whose longitudes are continuous and may leave [-180, 180].
    mutating func readCoordinates(_ what: String, unwrapped: Bool) throws(Malformed) -> [Coordinate] {
        let count = try readCount(minimumSize: 16)
        let longitudes = unwrapped ? -Self.largest...Self.largest : -180...180
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(count)
        for _ in 0..<count {
            coordinates.append(
                Coordinate(
                    latitude: try readLatitude(what), longitude: try readDouble(what + " longitude", in: longitudes)))
        }
        return coordinates
    }

    /// An instant the reports can write (`ReportTime.isWritable`), seconds since 1970.
    mutating func readTime(_ what: String) throws(Malformed) -> Double {
        let value = try readDouble()
        guard ReportTime.isWritable(value) else { throw .outOfRange(what, value) }
        return value
    }

    mutating func readLocation() throws(Malformed) -> SourceLocation {
        SourceLocation(
            file: try readString(),
            line: try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readInt() },
            column: try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readInt() })
    }

    mutating func readEnum<E: RawRepresentable>(_ type: E.Type) throws(Malformed) -> E where E.RawValue == String {
        let raw = try readString()
        guard let value = E(rawValue: raw) else { throw Malformed("'\(FileName.oneLine(raw))' is no \(E.self)") }
        return value
    }

    mutating func readInput() throws(Malformed) -> InputSource {
        switch try readInt() {
        case 0: return .file(try readString())
        case 1: return .standardInput
        case 2: return .route(RouteInput(text: try readString(), argument: try readInt(), positional: try readBool()))
        default: throw Malformed()
        }
    }

    mutating func readDiagnostic() throws(Malformed) -> Diagnostic {
        let rule = try readEnum(Rule.self)
        let severity = try readEnum(Severity.self)
        let message = try readString()
        let location = try readLocation()
        let xmlError = try readOptional { (r: inout BinaryReader) throws(Malformed) in
            XMLParserError(
                code: try r.readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readInt() },
                message: try r.readString())
        }
        let isFatal = try readBool()
        return Diagnostic(rule, message, at: location, severity: severity, xmlError: xmlError, isFatal: isFatal)
    }

    mutating func readOptionalString() throws(Malformed) -> String? {
        try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readString() }
    }

    mutating func readOptionalTime(_ what: String) throws(Malformed) -> Double? {
        try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readTime(what) }
    }

    private mutating func readOptionalProgress(_ what: String) throws(Malformed) -> Double? {
        try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readDouble(what, in: 0...1) }
    }

    /// An airport of `airports` (the embedded table, the one every shard of this version
    /// has), by its place there.
    private mutating func readAirport(of airports: AirportTable) throws(Malformed) -> AirportID? {
        try readOptional { (r: inout BinaryReader) throws(Malformed) in
            let index = try r.readInt("airport", in: 0...(airports.count - 1))
            return airports.id(at: index)
        }
    }

    mutating func readFeature(airports: AirportTable) throws(Malformed) -> Feature {
        switch try readInt() {
        case 0:
            let explicitID = try readOptionalString()
            let name = try readOptionalString()
            let folder = try readOptionalString()
            let source = try readLocation()
            let vertices = try readCoordinates("vertex", unwrapped: false)
            let times = try readDoubles()
            guard times.isEmpty || times.count == vertices.count else {
                throw Malformed("a flight has \(times.count) vertex times for \(vertices.count) vertices")
            }
            for time in times where !time.isNaN && !ReportTime.isWritable(time) { throw .outOfRange("vertex time", time) }
            let altitudes = try readDoubles()
            guard altitudes.isEmpty || altitudes.count == vertices.count else {
                throw Malformed("a flight has \(altitudes.count) vertex altitudes for \(vertices.count) vertices")
            }
            for altitude in altitudes where altitude.isInfinite { throw .outOfRange("vertex altitude", altitude) }
            return .flight(
                Flight(
                    explicitID: explicitID, name: name, folder: folder, source: source, vertices: vertices, vertexTimes: times,
                    vertexAltitudes: altitudes, spanBegin: try readOptionalTime("TimeSpan begin"),
                    spanEnd: try readOptionalTime("TimeSpan end"),
                    explicitProgress: try readOptionalProgress("explicit progress"), startAirport: try readAirport(of: airports),
                    endAirport: try readAirport(of: airports),
                    details: try readOptional { (r: inout BinaryReader) throws(Malformed) in
                        let texts = try r.readArray { (r: inout BinaryReader) throws(Malformed) in try r.readOptionalString() }
                        guard
                            let details = FlightDetails(
                                texts: texts, departureIsDateOnly: try r.readBool(),
                                takeoff: try r.readOptionalTime("take-off"), landing: try r.readOptionalTime("landing"))
                        else {
                            throw Malformed("a flight's details hold \(texts.count) fields, not \(FlightDetails.textCount)")
                        }
                        return details
                    }))
        case 1:
            return .landmark(
                Landmark(
                    explicitID: try readOptionalString(), name: try readOptionalString(), folder: try readOptionalString(),
                    description: try readOptionalString(), descriptionIsHTML: try readBool(), source: try readLocation(),
                    coordinate: try readCoordinate("landmark")))
        case let kind:
            throw Malformed("feature kind \(kind) is neither a flight nor a landmark")
        }
    }

    /// A map rect: finite, not negative in size.
    mutating func readRect(_ what: String) throws(Malformed) -> MapRect {
        let coordinates = -Self.largest...Self.largest
        let sizes = 0...Self.largest
        return MapRect(
            x: try readDouble(what + " x", in: coordinates), y: try readDouble(what + " y", in: coordinates),
            width: try readDouble(what + " width", in: sizes), height: try readDouble(what + " height", in: sizes))
    }

    /// The two coordinate lists that hold no rings.
    mutating func readNoRings() throws(Malformed) {
        guard try readCoordinates("ring", unwrapped: true).isEmpty, try readCoordinates("ring", unwrapped: true).isEmpty
        else { throw Malformed("a geometry holds rings, which this version's states leave out") }
    }

    /// The geometry of `flight`, which it was computed from: as many path points at
    /// least as the flight has vertices, its position on the path. Without what the state
    /// leaves out: its legs and ring size, which the merge solves again
    /// (`FlightGeometry.restoreLegs(of:maxSegment:)`).
    mutating func readGeometry(of flight: Flight) throws(Malformed) -> FlightGeometry {
        let lengths = 0...Self.largest
        let bearings = 0..<360.0
        let distance = try readDouble("distance", in: lengths)
        let initialBearing = try readDouble()
        let finalBearing = try readDouble()
        guard bearings.contains(initialBearing) else { throw .outOfRange("initial bearing", initialBearing) }
        guard bearings.contains(finalBearing) else { throw .outOfRange("final bearing", finalBearing) }
        let radius = try readDouble("radius", in: lengths)
        let path = try readCoordinates("path", unwrapped: true)
        guard path.count >= flight.vertices.count else {
            throw Malformed("a path of \(path.count) points cannot hold its flight's \(flight.vertices.count) vertices")
        }
        try readNoRings()
        let departure = try readOptionalTime("departure")
        let arrival = try readOptionalTime("arrival")
        let progress = try readOptionalProgress("progress")
        let progressSource = try readEnum(ProgressSource.self)
        let position = try readOptional { (r: inout BinaryReader) throws(Malformed) in
            let coordinate = try r.readCoordinate("position")
            let unwrapped = try r.readDouble("position's unwrapped longitude", in: -Self.largest...Self.largest)
            let heading = try r.readDouble()
            guard bearings.contains(heading) else { throw .outOfRange("heading", heading) }
            let pathIndex = try r.readInt("position's path index", in: 0...max(0, path.count - 1))
            return FlightPosition(coordinate: coordinate, unwrappedLongitude: unwrapped, heading: heading, pathIndex: pathIndex)
        }
        guard (progress == nil) == (position == nil), (progress == nil) == (progressSource == .none),
            !path.isEmpty || position == nil
        else {
            throw Malformed("a flight's progress, its source and its position disagree")
        }
        return FlightGeometry(
            distance: distance, initialBearing: initialBearing, finalBearing: finalBearing, radius: radius, path: path,
            departure: departure, arrival: arrival, progress: progress, progressSource: progressSource,
            position: position, contentRect: try readRect("content rect"), visibleRect: try readRect("visible rect"),
            visibleBox: GeoBox(
                west: try readDouble("visible box west", in: -180...180), south: try readLatitude("visible box south"),
                east: try readDouble("visible box east", in: -180...180), north: try readLatitude("visible box north")),
            crossesAntimeridian: try readBool(),
            worldOffset: try readDouble("world offset", in: -Self.largest...Self.largest))
    }

    mutating func readFileResult(airports: AirportTable) throws(Malformed) -> FileResult {
        let file = try readString()
        let format = try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readEnum(InputFormat.self) }
        let features = try readArray { (r: inout BinaryReader) throws(Malformed) in try r.readFeature(airports: airports) }
        let diagnostics = try readArray { (r: inout BinaryReader) throws(Malformed) in try r.readDiagnostic() }
        let suppressions = try readArray { (r: inout BinaryReader) throws(Malformed) in
            SuppressionComment(
                scope: try r.readEnum(SuppressionComment.Scope.self),
                rules: try r.readArray { (r: inout BinaryReader) throws(Malformed) in try r.readEnum(Rule.self) },
                reason: try r.readOptionalString(), location: try r.readLocation(),
                targetLine: try r.readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readInt() })
        }
        let flights = features.compactMap(\.flight)
        let count = try readCount()
        guard count == flights.count else {
            throw Malformed("\(FileName.oneLine(file)) has \(count) flight geometries for \(flights.count) flights")
        }
        var geometries: [FlightGeometry] = []
        geometries.reserveCapacity(count)
        for flight in flights { geometries.append(try readGeometry(of: flight)) }
        return FileResult(
            document: InputDocument(
                file: file, format: format, features: features, diagnostics: diagnostics, suppressions: suppressions),
            geometries: geometries)
    }
}
