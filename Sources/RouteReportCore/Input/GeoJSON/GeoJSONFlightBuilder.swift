/// One flight from a line's parts and its Feature's properties: the joined vertices
/// (`GeoJSONLineJoin`), per-position times, the time span, progress and flight-list
/// details.
///
/// Per-position times are an array of ISO 8601 strings, one per position (a
/// MultiLineString's an array of such arrays, one per part), in `properties.times`,
/// `properties.coordTimes` (togeojson's name) or `properties.coordinateProperties.times`.
/// The span is `begin`/`end`, `timespan.begin`/`timespan.end`, `departure`/`arrival`
/// (what routes.geojson writes), or `time` as its begin.
enum GeoJSONFlightBuilder {
    static func flight(
        _ parts: [[Coordinate]], altitudes: [[Double]] = [], properties: JSONObject?, timed: Bool, source: SourceLocation,
        file: String,
        diagnostics: inout [Diagnostic]
    ) -> Flight? {
        func location(_ node: JSONNode) -> SourceLocation {
            SourceLocation(file: file, line: node.line, column: node.column)
        }
        var builder = FlightBuilder()
        let joined = GeoJSONLineJoin.joined(parts)
        for (part, index) in joined {
            let partAltitudes = part < altitudes.count ? altitudes[part] : []
            builder.addVertex(parts[part][index], altitude: index < partAltitudes.count ? partAltitudes[index] : .nan)
        }
        guard builder.vertices.count >= 2 else { return nil }
        // The span's begin, then the positions' times, then its end: times are checked
        // in the order they happen, so a `time` equal to the first position's (as
        // togeojson writes it) is no step back.
        var span: [Double?] = [nil, nil]
        let timespan = properties?["timespan"]?.object
        let candidates: [[JSONNode?]] = [
            [properties?["begin"], timespan?["begin"], properties?["departure"], properties?["time"]],
            [properties?["end"], timespan?["end"], properties?["arrival"]],
        ]
        func readSpan(_ end: Int) {
            guard let node = candidates[end].lazy.compactMap({ $0 }).first(where: { $0.string != nil }),
                let text = node.string
            else {
                return
            }
            let time = builder.parseTime(Array(text.utf8), label: end == 0 ? "begin" : "end", at: location(node))
            span[end] = time.isNaN ? nil : time
        }
        readSpan(0)
        if timed, let (node, perPart) = positionTimes(properties, parts: parts) {
            if let perPart {
                for (vertex, (part, index)) in joined.enumerated() {
                    let time = perPart[part][index]
                    if let text = time.string {
                        builder.setTime(Array(text.utf8), of: vertex, label: "time", at: location(time))
                    } else if !time.isNull {
                        builder.noteProblem(
                            Diagnostic(.timeSyntax, "a time is \(time.kind), not an ISO 8601 string", at: location(time)))
                    }
                }
            } else {
                let counts = parts.map { String($0.count) }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .timeSyntax,
                        "the times are not one per position (the line has \(counts) position\(parts.count == 1 && parts[0].count == 1 ? "" : "s")); they are not read",
                        at: location(node), severity: .warning))
            }
        }
        readSpan(1)
        var progress: Double?
        if let node = properties?["progress"], !node.isNull {
            if let value = node.number, (0...1).contains(value) {
                progress = value
            } else {
                let shown: String
                switch node.value {
                case .number(_, let text): shown = text
                case .string(let text): shown = String(text.prefix(60))
                default: shown = node.kind
                }
                diagnostics.append(
                    Diagnostic(.progressOutOfRange, "progress '\(shown)' is not a number in [0, 1]; ignored", at: location(node)))
            }
        }
        diagnostics += builder.diagnostics
        return Flight(
            source: source, vertices: builder.vertices, vertexTimes: builder.vertexTimes,
            vertexAltitudes: builder.vertexAltitudes, spanBegin: span[0],
            spanEnd: span[1], explicitProgress: progress, details: properties.flatMap(GeoJSONDetails.read))
    }

    /// The per-position times node and, when they are one per position, the times of
    /// each part; nil when the properties give none.
    private static func positionTimes(_ properties: JSONObject?, parts: [[Coordinate]]) -> (JSONNode, [[JSONNode]]?)? {
        guard
            let node = properties?["times"] ?? properties?["coordTimes"]
                ?? properties?["coordinateProperties"]?.object?["times"],
            let entries = node.array
        else { return nil }
        let perPart: [[JSONNode]]
        if parts.count == 1 && entries.first?.array == nil {
            perPart = [entries]
        } else {
            perPart = entries.compactMap(\.array)
        }
        guard perPart.count == parts.count, zip(perPart, parts).allSatisfy({ $0.count == $1.count }) else {
            return (node, nil)
        }
        return (node, perPart)
    }
}
