/// Checks one GeoJSON geometry object (RFC 7946 §3.1) and gives its shapes: the members
/// a geometry has and must not have, the nesting of `coordinates` for its type, each
/// position (two or three numbers in range), lines of two positions or more, rings
/// closed with four or more (§3.1.6) and wound right, no uncut antimeridian crossing
/// (§3.1.9). A geometry with a broken position gives no shape; a warning keeps it.
///
/// One diagnostic per rule per geometry: a broken million-point line says so once.
struct GeoJSONGeometryReader {
    let file: String
    var diagnostics: [Diagnostic] = []
    private var reported: Set<Rule> = []
    private var broken = false

    init(file: String) {
        self.file = file
    }

    func location(_ node: JSONNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    func location(_ member: JSONMember) -> SourceLocation {
        SourceLocation(file: file, line: member.line, column: member.column)
    }

    /// Adds a finding unless one of its rule was made for this geometry; an error breaks it.
    private mutating func note(_ rule: Rule, _ message: String, at node: JSONNode, severity: Severity? = nil) {
        let severity = severity ?? rule.defaultSeverity
        if severity == .error { broken = true }
        guard reported.insert(rule).inserted else { return }
        diagnostics.append(Diagnostic(rule, message, at: location(node), severity: severity))
    }

    /// The shapes of the geometry `node` (not null). A GeometryCollection gives those of
    /// its members, in order.
    mutating func shapes(of node: JSONNode) -> [GeoJSONShape] {
        guard let object = node.object else {
            diagnostics.append(
                Diagnostic(.geojsonMember, "'geometry' is \(node.kind), not a geometry object or null", at: location(node)))
            return []
        }
        guard let type = GeoJSONType.of(object, at: node, what: "geometry", file: file, diagnostics: &diagnostics) else {
            return []
        }
        guard type.isGeometry else {
            diagnostics.append(
                Diagnostic(
                    .geojsonType, "a geometry is one of \(GeoJSONType.geometryNames), not a \(type.rawValue)",
                    at: location(object.member("type")?.value ?? node)))
            return []
        }
        for member in object.members {
            switch member.name {
            case "features", "geometry", "properties":
                diagnostics.append(
                    Diagnostic(
                        .geojsonMember, "a geometry has no '\(member.name)' member (RFC 7946 §7.1)", at: location(member)))
            case "crs":
                diagnostics.append(GeoJSONReader.crsWarning(at: location(member)))
            default:
                break
            }
        }
        var shapes: [GeoJSONShape] = []
        if type == .geometryCollection {
            guard let member = object.member("geometries") else {
                diagnostics.append(
                    Diagnostic(.geojsonMember, "a GeometryCollection has a 'geometries' array", at: location(node)))
                return []
            }
            guard let entries = member.value.array else {
                diagnostics.append(
                    Diagnostic(
                        .geojsonMember, "'geometries' is \(member.value.kind), not an array", at: location(member.value)))
                return []
            }
            for entry in entries {
                guard entry.object != nil else {
                    diagnostics.append(
                        Diagnostic(
                            .geojsonMember, "an entry of 'geometries' is \(entry.kind), not a geometry object",
                            at: location(entry)))
                    continue
                }
                var inner = GeoJSONGeometryReader(file: file)
                shapes += inner.shapes(of: entry)
                diagnostics += inner.diagnostics
            }
        } else {
            guard let coordinates = object["coordinates"] else {
                diagnostics.append(
                    Diagnostic(.geojsonMember, "a \(type.rawValue) has a 'coordinates' member", at: location(node)))
                return []
            }
            reported = []
            broken = false
            if let shape = shape(type, coordinates) { shapes.append(shape) }
        }
        if let bbox = object.member("bbox"),
            let problem = GeoJSONBBox.check(bbox, holding: shapes.flatMap(\.positions), file: file)
        {
            diagnostics.append(problem)
        }
        return shapes
    }

    private mutating func shape(_ type: GeoJSONType, _ coordinates: JSONNode) -> GeoJSONShape? {
        switch type {
        case .point:
            guard let point = position(coordinates) else { return nil }
            return .points([point])
        case .multiPoint:
            guard let (points, _) = positions(coordinates, of: type), !broken else { return nil }
            return .points(points)
        case .lineString:
            guard let (line, nodes) = positions(coordinates, of: type), !broken else { return nil }
            checkLine(line, nodes: nodes, at: coordinates, what: "a LineString")
            return broken ? nil : .line(parts: [line], altitudes: [Self.altitudes(coordinates)], at: coordinates)
        case .multiLineString:
            guard let parts = lists(coordinates, of: type) else { return nil }
            for (line, nodes, partNode) in parts { checkLine(line, nodes: nodes, at: partNode, what: "a MultiLineString part") }
            return broken ? nil : .line(parts: parts.map(\.0), altitudes: parts.map { Self.altitudes($0.2) }, at: coordinates)
        case .polygon:
            guard let rings = lists(coordinates, of: type) else { return nil }
            checkPolygon(rings)
            return broken ? nil : .polygon(rings: rings.map(\.0), at: coordinates)
        case .multiPolygon:
            guard let polygons = arrayOf(coordinates, of: type, entry: "polygons") else { return nil }
            var rings: [[Coordinate]] = []
            for polygon in polygons {
                guard let polygonRings = lists(polygon, of: type) else { return nil }
                checkPolygon(polygonRings)
                rings += polygonRings.map(\.0)
            }
            return broken ? nil : .polygon(rings: rings, at: coordinates)
        case .feature, .featureCollection, .geometryCollection:
            return nil
        }
    }

    /// The entries of an array that must hold arrays; nil (with its finding) otherwise.
    private mutating func arrayOf(_ node: JSONNode, of type: GeoJSONType, entry: String) -> [JSONNode]? {
        arrayOfArrays(
            node, notArray: "a \(type.rawValue)'s coordinates are an array of \(entry), not \(node.kind)",
            holdingNumbers: "a \(type.rawValue)'s coordinates are an array of \(entry), and this array holds numbers")
    }

    /// The entries of `node` when it is an array whose first entry is not a number; nil
    /// otherwise, with the finding `notArray` (not an array) or `holdingNumbers` (one
    /// level too shallow) says.
    private mutating func arrayOfArrays(
        _ node: JSONNode, notArray: @autoclosure () -> String, holdingNumbers: @autoclosure () -> String
    ) -> [JSONNode]? {
        guard let entries = node.array else {
            note(.geojsonPosition, notArray(), at: node)
            return nil
        }
        if let first = entries.first, first.number != nil {
            note(.geojsonPosition, "one level too shallow: " + holdingNumbers(), at: node)
            return nil
        }
        return entries
    }

    /// An array of arrays of positions (a MultiLineString's lines, a Polygon's rings).
    private mutating func lists(_ node: JSONNode, of type: GeoJSONType) -> [([Coordinate], GeoJSONPositionPlaces, JSONNode)]? {
        let entry = type == .multiLineString ? "lines" : "rings"
        guard let entries = arrayOf(node, of: type, entry: entry) else { return nil }
        var lists: [([Coordinate], GeoJSONPositionPlaces, JSONNode)] = []
        for entryNode in entries {
            guard let (list, nodes) = positions(entryNode, of: type) else { return nil }
            lists.append((list, nodes, entryNode))
        }
        return broken ? nil : lists
    }

    /// An array of positions.
    private mutating func positions(_ node: JSONNode, of type: GeoJSONType) -> ([Coordinate], GeoJSONPositionPlaces)? {
        if case .rows(let rows) = node.value {
            // The usual case, held flat: no node per position.
            var coordinates: [Coordinate] = []
            coordinates.reserveCapacity(rows.indices.count)
            for index in rows.indices {
                guard let coordinate = position(rows.row(index), at: rows.node(index)) else { continue }
                coordinates.append(coordinate)
            }
            return broken ? nil : (coordinates, .rows(rows))
        }
        guard
            let entries = arrayOfArrays(
                node, notArray: "expected an array of positions, found \(node.kind)",
                holdingNumbers:
                    "expected an array of positions ([[lon, lat], …]) in a \(type.rawValue), found a single position")
        else { return nil }
        if let first = entries.first, let inner = first.array, inner.first?.array != nil {
            note(
                .geojsonPosition,
                "one level too deep: expected an array of positions in a \(type.rawValue), found arrays of them",
                at: first)
            return nil
        }
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(entries.count)
        for entry in entries {
            guard let coordinate = position(entry) else { continue }
            coordinates.append(coordinate)
        }
        return broken ? nil : (coordinates, .nodes(entries))
    }

    /// The third number of each position of a checked array of positions, NaN where it
    /// has two; empty when none has three.
    private static func altitudes(_ node: JSONNode) -> [Double] {
        var altitudes: [Double] = []
        func third(_ values: ArraySlice<Double>) -> Double {
            values.count >= 3 ? values[values.startIndex + 2] : .nan
        }
        if case .rows(let rows) = node.value {
            altitudes = rows.indices.map { third(rows.row($0)) }
        } else if let entries = node.array {
            altitudes = entries.map { entry in
                if case .numbers(let numbers) = entry.value { return third(numbers[...]) }
                return third((entry.array ?? []).compactMap(\.number)[...])
            }
        }
        return altitudes.contains(where: \.isFinite) ? altitudes : []
    }

    /// One position: `[longitude, latitude]` or with an altitude after them.
    private mutating func position(_ node: JSONNode) -> Coordinate? {
        if case .numbers(let numbers) = node.value { return position(numbers[...], at: node) }
        guard let numbers = node.array else {
            note(.geojsonPosition, "expected a position [longitude, latitude], found \(node.kind)", at: node)
            return nil
        }
        if numbers.first?.array != nil {
            note(.geojsonPosition, "one level too deep: a position is an array of numbers, this holds arrays", at: node)
            return nil
        }
        for number in numbers where number.number == nil {
            if let text = number.string, NumberText.parse(Array(text.utf8)) != nil {
                note(
                    .geojsonPosition, "the number '\(text.prefix(40))' is written as a string; write it without quotes",
                    at: number)
            } else {
                note(.geojsonPosition, "a position holds numbers, not \(number.kind)", at: number)
            }
            return nil
        }
        return position(numbers.compactMap(\.number)[...], at: node)
    }

    /// A position's numbers, checked: two or three, in range.
    private mutating func position(_ values: ArraySlice<Double>, at node: @autoclosure () -> JSONNode) -> Coordinate? {
        guard values.count >= 2 else {
            note(
                .geojsonPosition,
                "a position has at least two numbers (longitude, latitude); this one has \(values.count)", at: node())
            return nil
        }
        if values.count > 3 {
            note(
                .geojsonPosition,
                "a position of \(values.count) numbers: RFC 7946 §3.1.1 has longitude, latitude and an optional altitude; the rest is not read",
                at: node(), severity: .warning)
        }
        let longitude = values[values.startIndex]
        let latitude = values[values.startIndex + 1]
        if let problem = KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) {
            note(.coordinateOutOfRange, problem, at: node())
            return nil
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// A line of two positions or more, none more than 180° of longitude from the last.
    private mutating func checkLine(_ line: [Coordinate], nodes: GeoJSONPositionPlaces, at node: JSONNode, what: String) {
        if line.count < 2 {
            // An empty line is nothing to draw (GPX's empty trk is a warning too).
            note(
                .routeTooShort, "\(what) has \(line.count) position\(line.count == 1 ? "" : "s"); a flight needs at least 2",
                at: node, severity: line.isEmpty ? .warning : .error)
        }
        checkAntimeridian(line, nodes: nodes, what: "line")
    }

    private mutating func checkAntimeridian(_ line: [Coordinate], nodes: GeoJSONPositionPlaces, what: String) {
        for index in line.indices.dropFirst() where abs(line[index].longitude - line[index - 1].longitude) > 180 {
            note(
                .geojsonAntimeridian,
                "the \(what) jumps from longitude \(line[index - 1].longitude) to \(line[index].longitude): it crosses ±180° without being cut there (RFC 7946 §3.1.9)",
                at: nodes[index])
            return
        }
    }

    /// A polygon's rings: each closed with four positions or more; the first (exterior)
    /// counterclockwise, the rest (holes) clockwise (§3.1.6, a warning: parsers should
    /// not reject the other way round).
    private mutating func checkPolygon(_ rings: [([Coordinate], GeoJSONPositionPlaces, JSONNode)]) {
        for (index, (ring, nodes, node)) in rings.enumerated() {
            if ring.count < 4 {
                note(.geojsonRing, "a linear ring has \(ring.count) positions; it needs at least four", at: node)
                continue
            }
            if ring.first != ring.last {
                note(
                    .geojsonRing, "a linear ring is not closed: its last position must repeat its first",
                    at: nodes[nodes.count - 1])
                continue
            }
            checkAntimeridian(ring, nodes: nodes, what: "ring")
            let area = GeoJSONRingArea.signedArea(ring)
            if index == 0 && area < 0 {
                note(.geojsonWinding, "the exterior ring is clockwise; RFC 7946 §3.1.6 winds it counterclockwise", at: node)
            } else if index > 0 && area > 0 {
                note(.geojsonWinding, "a hole is counterclockwise; RFC 7946 §3.1.6 winds holes clockwise", at: node)
            }
        }
    }
}
