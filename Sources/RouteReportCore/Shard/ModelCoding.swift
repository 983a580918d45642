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
            write(flight.spanBegin) { $0.write($1) }
            write(flight.spanEnd) { $0.write($1) }
            write(flight.explicitProgress) { $0.write($1) }
            write(flight.startAirport) { $0.write(Int($1.index)) }
            write(flight.endAirport) { $0.write(Int($1.index)) }
        case .landmark(let landmark):
            write(1)
            write(landmark.explicitID) { $0.write($1) }
            write(landmark.name) { $0.write($1) }
            write(landmark.folder) { $0.write($1) }
            write(landmark.description) { $0.write($1) }
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
        write(result.geometries) { $0.write($1) }
    }
}

extension BinaryReader {
    mutating func readCoordinates() throws(Malformed) -> [Coordinate] {
        let count = try readCount(minimumSize: 16)
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(count)
        for _ in 0..<count {
            coordinates.append(Coordinate(latitude: try readDouble(), longitude: try readDouble()))
        }
        return coordinates
    }

    mutating func readLocation() throws(Malformed) -> SourceLocation {
        SourceLocation(
            file: try readString(),
            line: try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readInt() },
            column: try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readInt() })
    }

    mutating func readEnum<E: RawRepresentable>(_ type: E.Type) throws(Malformed) -> E where E.RawValue == String {
        guard let value = E(rawValue: try readString()) else { throw Malformed() }
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
        return Diagnostic(rule, message, at: location, severity: severity, xmlError: xmlError)
    }

    private mutating func readOptionalString() throws(Malformed) -> String? {
        try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readString() }
    }

    /// An airport of the embedded table (the one every shard of this version has), by
    /// its place there.
    private mutating func readAirport() throws(Malformed) -> AirportID? {
        try readOptional { (r: inout BinaryReader) throws(Malformed) in
            let index = try r.readInt()
            guard index >= 0, index < AirportTable.shared.count else { throw Malformed() }
            return AirportTable.shared.id(at: index)
        }
    }

    private mutating func readOptionalDouble() throws(Malformed) -> Double? {
        try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readDouble() }
    }

    mutating func readFeature() throws(Malformed) -> Feature {
        switch try readInt() {
        case 0:
            return .flight(
                Flight(
                    explicitID: try readOptionalString(), name: try readOptionalString(), folder: try readOptionalString(),
                    source: try readLocation(), vertices: try readCoordinates(), vertexTimes: try readDoubles(),
                    spanBegin: try readOptionalDouble(), spanEnd: try readOptionalDouble(),
                    explicitProgress: try readOptionalDouble(), startAirport: try readAirport(),
                    endAirport: try readAirport()))
        case 1:
            return .landmark(
                Landmark(
                    explicitID: try readOptionalString(), name: try readOptionalString(), folder: try readOptionalString(),
                    description: try readOptionalString(), source: try readLocation(),
                    coordinate: Coordinate(latitude: try readDouble(), longitude: try readDouble())))
        default:
            throw Malformed()
        }
    }

    mutating func readRect() throws(Malformed) -> MapRect {
        MapRect(x: try readDouble(), y: try readDouble(), width: try readDouble(), height: try readDouble())
    }

    /// The two coordinate lists that hold no rings.
    mutating func readNoRings() throws(Malformed) {
        guard try readCoordinates().isEmpty, try readCoordinates().isEmpty else { throw Malformed() }
    }

    /// A geometry as written, without what the state leaves out: its legs and ring size,
    /// which the merge solves again (`FlightGeometry.restoreLegs(of:maxSegment:)`).
    mutating func readGeometry() throws(Malformed) -> FlightGeometry {
        let distance = try readDouble()
        let initialBearing = try readDouble()
        let finalBearing = try readDouble()
        let radius = try readDouble()
        let path = try readCoordinates()
        try readNoRings()
        return FlightGeometry(
            distance: distance, initialBearing: initialBearing, finalBearing: finalBearing, radius: radius, path: path,
            departure: try readOptionalDouble(), arrival: try readOptionalDouble(),
            progress: try readOptionalDouble(), progressSource: try readEnum(ProgressSource.self),
            position: try readOptional { (r: inout BinaryReader) throws(Malformed) in
                FlightPosition(
                    coordinate: Coordinate(latitude: try r.readDouble(), longitude: try r.readDouble()),
                    unwrappedLongitude: try r.readDouble(), heading: try r.readDouble(), pathIndex: try r.readInt())
            },
            contentRect: try readRect(), visibleRect: try readRect(),
            visibleBox: GeoBox(west: try readDouble(), south: try readDouble(), east: try readDouble(), north: try readDouble()),
            crossesAntimeridian: try readBool(), worldOffset: try readDouble())
    }

    mutating func readFileResult() throws(Malformed) -> FileResult {
        let file = try readString()
        let format = try readOptional { (r: inout BinaryReader) throws(Malformed) in try r.readEnum(InputFormat.self) }
        let features = try readArray { (r: inout BinaryReader) throws(Malformed) in try r.readFeature() }
        let diagnostics = try readArray { (r: inout BinaryReader) throws(Malformed) in try r.readDiagnostic() }
        let geometries = try readArray { (r: inout BinaryReader) throws(Malformed) in try r.readGeometry() }
        return FileResult(
            document: InputDocument(file: file, format: format, features: features, diagnostics: diagnostics),
            geometries: geometries)
    }
}
